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
        tableau.resetPivotCount()
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
        tableau.resetPivotCount()
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
        tableau.resetPivotCount()
        tableau.infeasible.removeAll(keepingCapacity: true)
        shiftEditConstant(by: delta, plus: slots[slot].marker, minus: slots[slot].other)
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
            for index in tableau.rows.indices where tableau.rows[index].mightContain(plus) {
                let coefficient = tableau.rows[index].coefficient(for: plus)
                if coefficient == 0 { continue }
                tableau.rows[index].constant += coefficient * delta
                let basic = tableau.rows[index].basic
                if !basic.isExternal, tableau.rows[index].constant < -nearZeroTolerance {
                    tableau.infeasible.append(basic)
                }
            }
        }
    }
}
