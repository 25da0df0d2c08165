// The simplex steps on the tableau: primal optimisation, the dual simplex after an edit, and pivot choices.

extension Tableau {
    /// Primal simplex on the lexicographic objective until no symbol improves it.
    ///
    /// Bland's rule (the lowest-id improving symbol enters; ties in the ratio test go to the lowest-id basic) keeps
    /// degenerate pivots from cycling.
    ///
    /// - Complexity: O(pivots × (rows + levels) × terms).
    mutating func optimize() throws(SimplexFailure) {
        guard objective.changed else { return }
        while let (entering, direction) = objectiveEnteringSymbol() {
            guard let index = leavingRow(for: entering, direction: direction) else { throw .unbounded }
            try pivot(entering, rowAt: index)
        }
        objective.changed = false
    }

    /// Primal simplex on `artificial` (phase one, or an ambiguity probe). Returns false when the objective is
    /// unbounded below.
    ///
    /// - Complexity: O(pivots × rows × terms).
    mutating func optimizeArtificial() throws(SimplexFailure) -> Bool {
        while let (entering, direction) = artificialEnteringSymbol() {
            guard let index = leavingRow(for: entering, direction: direction) else { return false }
            try pivot(entering, rowAt: index)
        }
        return true
    }

    /// Dual simplex: restores feasibility of the rows in `infeasible` while keeping the objective optimal.
    ///
    /// - Complexity: O(pivots × (rows + levels) × terms).
    mutating func dualOptimize() throws(SimplexFailure) {
        while let leaving = infeasible.popLast() {
            guard let index = row(of: leaving), rows[index].constant < -nearZeroTolerance else { continue }
            guard let entering = dualEnteringSymbol(forRowAt: index) else { throw .noDualEntering }
            try pivot(entering, rowAt: index)
        }
    }

    /// The lowest-id symbol whose reduced cost is lexicographically negative, and the direction it moves in (+1
    /// for restricted symbols; either way for an unrestricted external one).
    ///
    /// - Complexity: O(levels² × terms per level).
    func objectiveEnteringSymbol() -> (Symbol, Double)? {
        var best: (Symbol, Double)?
        // Levels and rows are read in place: copying a row out of the array would retain its terms' block. `higher` is
        // the union of the masks of the levels above: a symbol outside it has a zero cost in all of them.
        var higher: UInt64 = 0
        objective.levels.withUnsafeBufferPointer { levels in
            for level in levels.indices {
                levels[level].row.terms.withUnsafeBufferPointer { terms in
                    for term in terms {
                        let symbol = term.symbol
                        if let best, symbol.id >= best.0.id { break }
                        guard let direction = improvingDirection(symbol, cost: term.coefficient) else { continue }
                        var leads = true
                        if higher & symbol.maskBit != 0 {
                            for above in 0..<level where !isNearZero(levels[above].row.coefficient(for: symbol)) {
                                leads = false
                                break
                            }
                        }
                        if leads { best = (symbol, direction) }
                    }
                }
                higher |= levels[level].row.mask
            }
        }
        return best
    }

    /// The lowest-id symbol with a negative coefficient in `artificial` (or any non-zero one if unrestricted).
    ///
    /// - Complexity: O(terms).
    func artificialEnteringSymbol() -> (Symbol, Double)? {
        guard let artificial else { return nil }
        return artificial.terms.withUnsafeBufferPointer { terms in
            for term in terms {
                if let direction = improvingDirection(term.symbol, cost: term.coefficient) { return (term.symbol, direction) }
            }
            return nil
        }
    }

    /// Which way moving `symbol` lowers a cost of `cost` per unit, if it may move at all.
    ///
    /// A restricted symbol improves only with a clearly negative cost, tested first: most costs an objective scan
    /// meets are positive error weights.
    @inline(__always) private func improvingDirection(_ symbol: Symbol, cost: Double) -> Double? {
        if !symbol.isExternal, cost > -nearZeroTolerance { return nil }
        if symbol.kind == .dummy || isNearZero(cost) { return nil }
        if let frozen, frozen[Int(symbol.id)] { return nil }
        return symbol.isExternal && cost > 0 ? -1 : 1
    }

    /// The ratio test: the row whose restricted basic symbol reaches 0 first as `entering` moves in `direction`;
    /// ties go to the lowest basic id.
    ///
    /// - Complexity: O(rows × terms).
    func leavingRow(for entering: Symbol, direction: Double) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        var bestID = Int32.max
        rows.withUnsafeBufferPointer { rows in
            for index in rows.indices {
                if rows[index].basic.isExternal || !rows[index].mightContain(entering) { continue }
                let rate = rows[index].coefficient(for: entering) * direction
                guard rate < -nearZeroTolerance else { continue }
                let ratio = rows[index].constant / -rate
                let id = rows[index].basic.id
                if ratio < bestRatio || (ratio == bestRatio && id < bestID) {
                    best = index
                    bestRatio = ratio
                    bestID = id
                }
            }
        }
        return best
    }

    /// The dual ratio test on an infeasible row: among the symbols that raise its basic symbol, the one whose
    /// reduced cost per unit is lexicographically smallest; ties go to the lowest id.
    ///
    /// - Complexity: O(terms × levels × terms per level).
    func dualEnteringSymbol(forRowAt index: Int) -> Symbol? {
        var best: Symbol?
        var bestCoefficient = 0.0
        rows[index].terms.withUnsafeBufferPointer { terms in
            for term in terms {
                let symbol = term.symbol
                if symbol.kind == .dummy { continue }
                if symbol.isExternal ? isNearZero(term.coefficient) : term.coefficient <= nearZeroTolerance { continue }
                let divisor = abs(term.coefficient)
                if let current = best {
                    let order = objective.compareRatios(symbol, divisor, current, bestCoefficient)
                    if order > 0 || (order == 0 && symbol.id > current.id) { continue }
                }
                best = symbol
                bestCoefficient = divisor
            }
        }
        return best
    }

    /// The row to pivot a non-basic marker into before its constraint's row is dropped: the restricted row that
    /// limits the marker most tightly (negative coefficients first), else any external row.
    ///
    /// - Complexity: O(rows × terms).
    func markerLeavingRow(_ marker: Symbol) -> Int? {
        var first: Int?, second: Int?, third: Int?
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        for index in rows.indices where rows[index].mightContain(marker) {
            let coefficient = rows[index].coefficient(for: marker)
            if coefficient == 0 { continue }
            if rows[index].basic.isExternal {
                if third == nil { third = index }
            } else if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = index }
            } else {
                let ratio = rows[index].constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = index }
            }
        }
        return first ?? second ?? third
    }
}
