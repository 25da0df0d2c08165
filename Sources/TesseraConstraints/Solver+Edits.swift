// Edit variables: a variable pulled to suggested values by an optional equality, re-solved by the dual simplex.

extension Solver {
    /// Makes `variable` editable: adds the optional constraint `variable == its current value` at `priority`,
    /// whose value `suggestValue(_:for:)` then changes.
    ///
    /// - Throws: `duplicateEditVariable`; `invalidEditPriority` for a required or out-of-range priority;
    ///   `unknownVariable` for a variable of another solver; `iterationLimitExceeded`.
    /// - Complexity: that of `addConstraint`.
    public mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(ConstraintError) {
        guard !edits.contains(where: { $0.variable == variable }) else {
            throw .duplicateEditVariable(variable, name: name(of: variable))
        }
        guard priority.isValid, !priority.isRequired else {
            throw .invalidEditPriority(variable, name: name(of: variable), priority)
        }
        let value = value(of: variable)
        let label = "edit(\(name(of: variable).isEmpty ? variable.description : name(of: variable)))"
        let constraint = Constraint(variable - value, .equal, priority: priority, label: label)
        try validate(constraint)
        tableau.beginOperation()
        let installed = try install(constraint, isEdit: true)
        edits.append(Edit(variable: variable, slot: Int(installed.id!.slot), value: value))
    }

    /// Stops editing `variable`: removes its edit constraint and re-solves.
    ///
    /// - Throws: `unknownEditVariable`, `iterationLimitExceeded`.
    /// - Complexity: that of `removeConstraint`.
    public mutating func removeEditVariable(_ variable: Variable) throws(ConstraintError) {
        guard let index = edits.firstIndex(where: { $0.variable == variable }) else {
            throw .unknownEditVariable(variable, name: name(of: variable))
        }
        let slot = edits.remove(at: index).slot
        let constraint = slots[slot].constraint!
        tableau.beginOperation()
        uninstall(slot)
        do throws(SimplexFailure) {
            try tableau.optimize()
        } catch {
            throw failure(error, working: constraint)
        }
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits.contains { $0.variable == variable }
    }

    /// Suggests a value for an edit variable and re-solves from the current solution.
    ///
    /// Changing the edit constraint's constant by δ moves the constant of every row that holds its error symbol
    /// by δ times that coefficient (only one row when the error is basic). Rows that go negative are restored by
    /// the dual simplex, which keeps the objective optimal: no phase one, no re-entry of constraints.
    ///
    /// - Throws: `unknownEditVariable`, `nonFiniteSuggestion`, `iterationLimitExceeded` (then the values may
    ///   violate constraints until the next edit completes).
    /// - Complexity: O(rows) to move the constants, plus O(rows × row length) per dual pivot (usually none or a
    ///   few).
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(ConstraintError) {
        guard let index = edits.firstIndex(where: { $0.variable == variable }) else {
            throw .unknownEditVariable(variable, name: name(of: variable))
        }
        guard value.isFinite else { throw .nonFiniteSuggestion(variable, name: name(of: variable), value) }
        let slot = edits[index].slot
        let delta = value - edits[index].value
        edits[index].value = value
        slots[slot].constraint!.expression.constant = -value
        tableau.beginOperation()
        shiftEditConstant(by: delta, plus: slots[slot].marker, minus: slots[slot].other)
        do throws(SimplexFailure) {
            try tableau.dualOptimize()
        } catch {
            throw failure(error, working: slots[slot].constraint!, slot: slot)
        }
    }

    /// Changes the constant of an installed constraint (not an edit's) and re-solves from the current solution, as
    /// `suggestValue` does for an edit: no new row, no phase one.
    ///
    /// The constraint's row was `0 = k + terms + a·marker …`; a constant `k + Δ` is the same system with the marker
    /// replaced by `marker + Δ/a`, so the marker's row (when it is basic) or every row holding it moves by `Δ/a` times
    /// its coefficient. Restricted rows that went negative are restored by the dual simplex.
    ///
    /// - Throws: `unknownConstraint`; `unsatisfiable` when a required constraint can no longer hold (then the solver
    ///   must not be used again); `nonFinite`, `iterationLimitExceeded`.
    /// - Complexity: O(rows) to move the constants, plus O(rows × row length) per dual pivot.
    public mutating func changeConstant(of id: ConstraintID, to constant: Double) throws(ConstraintError) {
        try changeConstants([(id, constant)])
    }

    /// Changes the constants of several installed constraints (none an edit's) and re-solves once, from the current
    /// solution: every constant is moved first, then the dual simplex restores the rows that are negative at the end.
    /// The optimum is `changeConstant`'s one at a time; where it is not unique, the solution found may be another of
    /// the optimal ones (the pivots differ). One dual simplex run for all of them, where one at a time runs one each.
    ///
    /// - Throws: as `changeConstant`; `unknownConstraint` and `nonFinite` before anything is changed.
    /// - Complexity: O(rows) per change to move the constants, plus O(rows × row length) per dual pivot.
    public mutating func changeConstants(_ changes: [(id: ConstraintID, constant: Double)]) throws(ConstraintError) {
        for change in changes { _ = try changeableSlot(change.id, change.constant) }
        tableau.beginOperation()
        var working: Int?
        for change in changes {
            let slot = installedSlot(change.id)!
            if try shiftConstant(ofSlot: slot, to: change.constant) { working = slot }
        }
        if let working { try restoreFeasibility(working: working) }
    }

    /// The slot of installed constraint `id` when its constant may become `constant`.
    private func changeableSlot(_ id: ConstraintID, _ constant: Double) throws(ConstraintError) -> Int {
        guard let slot = installedSlot(id), !slots[slot].isEdit else { throw .unknownConstraint(id) }
        guard constant.isFinite else {
            // The slot's constraint is copied only for the error (a copy retains its label), named as other errors
            // name it.
            var constraint = slots[slot].constraint!
            constraint.expression.constant = constant
            throw .nonFinite(labelled(constraint))
        }
        return slot
    }

    /// Gives the constraint in `slot` `constant` and moves the rows' constants (`changeConstant`), noting the rows
    /// that went negative in `tableau.infeasible`; false when the constant is the same.
    private mutating func shiftConstant(ofSlot slot: Int, to constant: Double) throws(ConstraintError) -> Bool {
        // The slot's constraint is read and changed in place: a copy would retain its label.
        let change = slots.withUnsafeMutableBufferPointer { slots -> (shift: Double, marker: Symbol)? in
            let delta = constant - slots[slot].constraint!.expression.constant
            guard delta != 0 else { return nil }
            slots[slot].constraint!.expression.constant = constant
            return (delta / slots[slot].constantSign, slots[slot].marker)
        }
        guard let (shift, marker) = change else { return false }
        // Made only when thrown: labelling a constraint builds its variables' names.
        func unsatisfiable() -> ConstraintError {
            .unsatisfiable(Conflict(constraint: labelled(slots[slot].constraint!), conflicting: []))
        }
        if let index = tableau.row(of: marker) {
            // A basic dummy is a redundant required equality: it holds only at its old constant.
            if marker.kind == .dummy { throw unsatisfiable() }
            tableau.rows[index].constant -= shift
            if tableau.rows[index].constant < -nearZeroTolerance { tableau.infeasible.append(marker) }
        } else {
            // Every row is moved before a contradiction is thrown: the solver is of no use after one.
            var contradicts = false
            tableau.updateRows(holding: marker) { row in
                let coefficient = row.coefficient(for: marker)
                if coefficient == 0 { return false }
                row.constant += coefficient * shift
                if row.basic.kind == .dummy, !isNearZero(row.constant) { contradicts = true }
                return true
            }
            if contradicts { throw unsatisfiable() }
        }
        return true
    }

    /// Restores the rows noted negative by the dual simplex; an error names the constraint in `working`.
    private mutating func restoreFeasibility(working slot: Int) throws(ConstraintError) {
        do throws(SimplexFailure) {
            try tableau.dualOptimize()
        } catch {
            throw failure(error, working: slots[slot].constraint!, slot: slot)
        }
    }

    /// Moves the rows' constants for an edit constraint `v − value = ε⁺ − ε⁻` whose value grew by `delta`.
    private mutating func shiftEditConstant(by delta: Double, plus: Symbol, minus: Symbol) {
        if let index = tableau.row(of: plus) {
            tableau.rows[index].constant -= delta
            if tableau.rows[index].constant < -nearZeroTolerance { tableau.infeasible.append(plus) }
        } else if let index = tableau.row(of: minus) {
            tableau.rows[index].constant += delta
            if tableau.rows[index].constant < -nearZeroTolerance { tableau.infeasible.append(minus) }
        } else {
            tableau.updateRows(holding: plus) { row in
                let coefficient = row.coefficient(for: plus)
                if coefficient == 0 { return false }
                row.constant += coefficient * delta
                return true
            }
        }
    }
}
