// Turning a constraint into a tableau row: its symbols, its objective terms, and the subject it is solved for.

extension Solver {
    /// A constraint's row before it is solved: `0 = constant + Σ …` over non-basic symbols, with its marker and
    /// other symbol.
    struct NewRow {
        var row: Row
        var marker: Symbol
        var other: Symbol
        /// The marker's coefficient as the constraint put it in (before the row's sign may be reversed): how a
        /// change of the constraint's constant moves the marker (`Slot.constantSign`).
        var markerSign: Double
    }

    /// Checks that a constraint can be added: not installed already, a valid priority, finite numbers, and only
    /// this solver's variables.
    ///
    /// - Complexity: O(terms).
    func validate(_ constraint: Constraint) throws(ConstraintError) {
        if let id = constraint.id, installedSlot(id) != nil { throw .duplicateConstraint(labelled(constraint)) }
        guard constraint.priority.isValid else { throw .invalidPriority(labelled(constraint)) }
        guard constraint.expression.isFinite else { throw .nonFinite(labelled(constraint)) }
        var unknown: Variable?
        constraint.expression.terms.forEachInPlace { term in
            if unknown == nil, !isKnown(term.variable) { unknown = term.variable }
        }
        if let unknown { throw .unknownVariable(unknown, labelled(constraint)) }
    }

    /// The row of `constraint` (installed in `slot`) with basic variables replaced by their rows, its slack,
    /// dummy or error symbols added, and its errors priced in the objective. The constant ends up ≥ 0.
    ///
    /// An inequality `e <= 0` becomes `e + s = 0` with a slack `s ≥ 0` (`e >= 0`: `e − s = 0`); an optional one
    /// also gets an error `ε` with the opposite sign, so `e` may exceed its bound by `ε`. A required equality gets
    /// a dummy (fixed at 0), an optional one `e = ε⁺ − ε⁻`.
    ///
    /// - Complexity: O(terms × row length).
    mutating func makeRow(for constraint: Constraint, slot: Int) -> NewRow {
        // Room for the terms, the constraint's own symbols and the rows merged into it later in place (a merge in
        // place needs room for both rows' terms): with 8 spare, a typical cell regrew ten blocks more.
        var row = Row(constant: constraint.expression.constant, capacity: constraint.expression.terms.count + 16)
        constraint.expression.terms.forEachInPlace { term in
            guard !isNearZero(term.coefficient) else { return }
            let symbol = Symbol(id: Int32(term.variable.id), kind: .external)
            if let index = tableau.row(of: symbol) {
                tableau.rows.withUnsafeBufferPointer { rows in row.add(rows[index], times: term.coefficient) }
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let owner = Int32(slot)
        let required = constraint.priority.isRequired
        var marker = Symbol.invalid, other = Symbol.invalid
        var markerSign = 1.0
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            markerSign = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = tableau.makeSymbol(.slack, owner: owner)
            row.insert(marker, markerSign)
            if !required {
                other = tableau.makeSymbol(.error, owner: owner)
                row.insert(other, -markerSign)
            }
        case .equal where required:
            marker = tableau.makeSymbol(.dummy, owner: owner)
            row.insert(marker, markerSign)
        case .equal:
            markerSign = -1
            marker = tableau.makeSymbol(.error, owner: owner)
            other = tableau.makeSymbol(.error, owner: owner)
            row.insert(marker, markerSign)
            row.insert(other, 1)
        }
        if !required { priceErrors(marker, other, at: constraint.priority) }
        if row.constant < 0 { row.reverseSign() }
        return NewRow(row: row, marker: marker, other: other, markerSign: markerSign)
    }

    /// Adds the constraint's new (non-basic) error symbols to its priority level, weight 1 each.
    private mutating func priceErrors(_ marker: Symbol, _ other: Symbol, at priority: Priority) {
        let level = tableau.objective.levelIndex(of: priority.rawValue)
        if marker.kind == .error { priceError(marker, level: level) }
        if other.kind == .error { priceError(other, level: level) }
    }

    private mutating func priceError(_ symbol: Symbol, level: Int) {
        tableau.objective.changed = true
        tableau.objective.levels[level].row.insert(symbol, 1)
        tableau.objective.levels[level].errorCount += 1
    }

    /// Takes a removed constraint's errors out of its priority level (their rows when basic), dropping the level
    /// when no error is left in it.
    ///
    /// - Complexity: O(levels + row length).
    mutating func unpriceErrors(of slot: Slot) {
        guard let priority = slot.constraint?.priority, !priority.isRequired,
              let level = tableau.objective.existingLevelIndex(of: priority.rawValue) else { return }
        if slot.marker.kind == .error { unpriceError(slot.marker, level: level) }
        if slot.other.kind == .error { unpriceError(slot.other, level: level) }
        if tableau.objective.levels[level].errorCount == 0 { tableau.objective.levels.remove(at: level) }
    }

    private mutating func unpriceError(_ symbol: Symbol, level: Int) {
        tableau.objective.changed = true
        if let index = tableau.row(of: symbol) {
            tableau.objective.levels[level].row.add(tableau.rows[index], times: -1)
        } else {
            tableau.objective.levels[level].row.insert(symbol, -1)
        }
        tableau.objective.levels[level].errorCount -= 1
    }

    /// The symbol to solve a new row for without phase one: an external variable (unrestricted, so any value is
    /// feasible), else the constraint's own slack or error when its coefficient is negative (with the constant ≥
    /// 0 that makes it ≥ 0). Nil when neither exists.
    ///
    /// - Complexity: O(row length).
    func subject(of new: NewRow) -> Symbol? {
        for term in new.row.terms where term.symbol.isExternal { return term.symbol }
        if new.marker.isPivotable, new.row.coefficient(for: new.marker) < 0 { return new.marker }
        if new.other.isPivotable, new.row.coefficient(for: new.other) < 0 { return new.other }
        return nil
    }
}
