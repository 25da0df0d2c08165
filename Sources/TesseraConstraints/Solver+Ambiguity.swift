// Ambiguity: the range of values a variable takes over all optimal solutions, from the final tableau.

extension Solver {
    /// Differences in value smaller than this do not make a variable ambiguous (a thousandth of a pixel at @3x).
    public static let ambiguityTolerance = 1e-6

    /// The values `variable` takes over all solutions that are optimal for the installed constraints (required
    /// ones hold, optional ones are met as well as they are now, level by level). A single value means the
    /// constraints determine the variable; a wider range means the layout is ambiguous in it. Bounds may be
    /// infinite. A variable no constraint mentions, or one of another solver, gets `-∞...∞`.
    ///
    /// In the final tableau the variable reads `v = c + Σ aⱼ·sⱼ` over non-basic symbols. A non-basic symbol whose
    /// reduced cost is lexicographically positive must stay at 0 in every optimal solution (raising it would raise
    /// the objective), as must dummies; those with zero reduced cost may move. So if no movable symbol has
    /// `aⱼ ≠ 0`, `v` is determined. Otherwise a movable symbol may still be blocked by a degenerate row (a
    /// restricted basic already at 0, e.g. `v >= 0` and `v <= 0`), so the range is computed exactly: two small
    /// simplex runs on a copy of the tableau minimise and maximise `v` with the positive-cost symbols frozen.
    ///
    /// - Complexity: O(levels × terms) when the variable is determined; otherwise two simplex runs on a copy,
    ///   O(pivots × rows × row length).
    public func valueRange(of variable: Variable) -> ClosedRange<Double> {
        valueRange(of: variable, frozen: frozenSymbols())
    }

    /// `valueRange(of:)` with the frozen symbols already worked out.
    private func valueRange(of variable: Variable, frozen: [Bool]) -> ClosedRange<Double> {
        guard isKnown(variable) else { return -Double.infinity...Double.infinity }
        let symbol = Symbol(id: Int32(variable.id), kind: .external)
        let value = tableau.value(ofID: variable.id)
        var expression = self.expression(of: symbol)
        guard expression.terms.contains(where: { !frozen[Int($0.symbol.id)] }) else { return value...value }
        let lowest = smallestValue(of: expression, frozen: frozen)
        expression.reverseSign()
        let highest = -smallestValue(of: expression, frozen: frozen)
        return min(lowest, value)...max(highest, value)
    }

    /// Whether the constraints leave `variable` free to take another value in an optimal solution (UIKit's
    /// `hasAmbiguousLayout`, per variable). See `valueRange(of:)`.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        let range = valueRange(of: variable)
        return range.upperBound - range.lowerBound > Self.ambiguityTolerance
    }

    /// Differences in value up to this count as one value in `areDetermined` (rounding in the solver).
    public static let determinedTolerance = 1e-9

    /// Whether the installed constraints fix every one of `variables` to a single value over all optimal solutions
    /// (within `determinedTolerance`); false for a variable no constraint mentions.
    ///
    /// - Complexity: O(symbols + levels² × terms), plus O(terms) per variable its row shows determined, and
    ///   `hasSingleValue`'s two simplex runs for the others.
    public func areDetermined(_ variables: [Variable]) -> Bool {
        let frozen = frozenSymbols()
        for variable in variables {
            guard isKnown(variable) else { return false }
            let symbol = Symbol(id: Int32(variable.id), kind: .external)
            let movable = if let index = tableau.row(of: symbol) {
                tableau.rows[index].terms.contains { !frozen[Int($0.symbol.id)] }
            } else {
                !frozen[Int(symbol.id)]
            }
            // A movable symbol may still be blocked by a degenerate row: the range says.
            if movable, !hasSingleValue(variable, frozen: frozen) { return false }
        }
        return true
    }

    /// Whether `variable`'s range over the optimal face (`valueRange(of:)`) is no wider than `determinedTolerance`,
    /// from one copy of the tableau where `valueRange` makes two. The variable is minimised on the copy, then
    /// maximised on the same copy from the vertex where minimising stopped. That vertex is on the same face (frozen
    /// symbols never enter), and the probe's objective row is kept in terms of the copy's basis, so its negation is
    /// the objective to minimise next.
    ///
    /// The maximum is reached by another pivot path than `valueRange`'s, so the bounds may differ in their last bits,
    /// and a range within rounding of the tolerance (or a probe that reaches the pivot limit on one path only) may be
    /// answered the other way. Either answer is safe for a refit: a variable called free makes the fit fresh, and one
    /// called determined moves by less than the tolerance. 4,000 random systems gave the same answers as two copies.
    ///
    /// - Complexity: two simplex runs on one copy, O(pivots × rows × row length).
    private func hasSingleValue(_ variable: Variable, frozen: [Bool]) -> Bool {
        let symbol = Symbol(id: Int32(variable.id), kind: .external)
        let value = tableau.value(ofID: variable.id)
        var probe = tableau.probe(frozen: frozen)
        probe.artificial = expression(of: symbol)
        do throws(SimplexFailure) {
            guard try probe.optimizeArtificial() else { return false }
            let lowest = probe.artificial!.constant
            probe.artificial!.reverseSign()
            probe.beginOperation()
            guard try probe.optimizeArtificial() else { return false }
            let highest = -probe.artificial!.constant
            return max(highest, value) - min(lowest, value) <= Self.determinedTolerance
        } catch {
            return false
        }
    }

    /// An external symbol's value as an objective row: its row's terms and constant when it is basic, else the
    /// symbol itself (at 0).
    private func expression(of symbol: Symbol) -> Row {
        guard let index = tableau.row(of: symbol) else {
            var row = Row()
            row.insert(symbol, 1)
            return row
        }
        var row = tableau.rows[index]
        row.basic = .invalid
        return row
    }

    /// Symbols that cannot move without leaving the optimum: dummies and non-basic symbols whose reduced cost is
    /// non-zero.
    ///
    /// A reduced cost is non-zero when the symbol's coefficient is at some level (its leading cost is the first
    /// such), so one pass over the levels' terms finds them, without working out each leading cost.
    ///
    /// - Complexity: O(symbols + levels × terms).
    func frozenSymbols() -> [Bool] {
        var frozen = tableau.symbols.map { $0.kind == Symbol.Kind.dummy.rawValue }
        for level in tableau.objective.levels {
            for term in level.row.terms where !isNearZero(term.coefficient) {
                frozen[Int(term.symbol.id)] = true
            }
        }
        return frozen
    }

    /// The minimum of `objective` over the optimal face, -∞ when unbounded (or when the probe hits the pivot limit,
    /// erring on the side of "ambiguous"), on a probe of the tableau (`Tableau.probe(frozen:)`).
    private func smallestValue(of objective: Row, frozen: [Bool]) -> Double {
        var probe = tableau.probe(frozen: frozen)
        probe.artificial = objective
        do throws(SimplexFailure) {
            guard try probe.optimizeArtificial() else { return -.infinity }
            return probe.artificial!.constant
        } catch {
            return -.infinity
        }
    }
}
