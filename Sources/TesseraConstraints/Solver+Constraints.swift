// Adding and removing constraints: the incremental Cassowary steps and their error handling.

extension Solver {
    /// Adds a constraint and re-solves. Returns it with the `id` to remove it by.
    ///
    /// The new row is solved for an external variable when it has one, else for its own slack or error; failing
    /// both, phase one minimises an artificial variable, and a required constraint that cannot reach 0 is refused
    /// with the constraints that contradict it. Then the primal simplex restores optimality.
    ///
    /// - Throws: `duplicateConstraint`, `invalidPriority`, `nonFinite`, `unknownVariable`, `unsatisfiable`,
    ///   `iterationLimitExceeded`. After any of them the constraint is not installed.
    /// - Complexity: O(rows × row length) to enter the row, plus O(rows × row length) per pivot.
    @discardableResult
    public mutating func addConstraint(_ constraint: Constraint) throws(ConstraintError) -> Constraint {
        try validate(constraint)
        tableau.beginOperation()
        return try install(constraint, isEdit: false)
    }

    /// Removes an installed constraint (by its id) and re-solves.
    ///
    /// The constraint's marker is pivoted into the basis (through the row that limits it most) and that row is
    /// dropped, which removes the constraint's equation from the system.
    ///
    /// - Throws: `unknownConstraint` when it is not installed (never added, removed already, or from another
    ///   solver's slot generation), `iterationLimitExceeded`.
    /// - Complexity: O(rows × row length), plus O(rows × row length) per pivot.
    public mutating func removeConstraint(_ constraint: Constraint) throws(ConstraintError) {
        guard let id = constraint.id else { throw .unknownConstraint(nil) }
        try removeConstraint(id: id)
    }

    /// Removes the installed constraint with this id and re-solves. See `removeConstraint(_:)`.
    public mutating func removeConstraint(id: ConstraintID) throws(ConstraintError) {
        guard let slot = installedSlot(id), !slots[slot].isEdit else { throw .unknownConstraint(id) }
        tableau.beginOperation()
        let constraint = slots[slot].constraint!
        uninstall(slot)
        do throws(SimplexFailure) {
            try tableau.optimize()
        } catch {
            throw failure(error, working: constraint)
        }
    }

    /// Puts a validated constraint into a new slot and the tableau, then optimises.
    mutating func install(_ constraint: Constraint, isEdit: Bool) throws(ConstraintError) -> Constraint {
        forgetDeterminacy()
        let slot = allocateSlot()
        let new = makeRow(for: constraint, slot: slot)
        sequence += 1
        // One copy goes into the slot and is returned: each copy moves some hundred bytes and retains the label.
        var installed = constraint
        installed.id = ConstraintID(slot: Int32(slot), generation: slots[slot].generation)
        slots[slot].constraint = installed
        slots[slot].marker = new.marker
        slots[slot].other = new.other
        slots[slot].isEdit = isEdit
        slots[slot].constantSign = new.markerSign
        slots[slot].sequence = sequence
        let contradiction: Row?
        do throws(SimplexFailure) {
            contradiction = try enter(consume new, slot: slot)
            if contradiction == nil { try tableau.optimize() }
        } catch {
            let thrown = failure(error, working: constraint, slot: slot)
            uninstall(slot)
            tableau.beginOperation()
            try? tableau.optimize()
            throw thrown
        }
        if let contradiction {
            let conflicting = conflicting(contradiction, excluding: slot)
            uninstall(slot)
            try? tableau.optimize()
            throw .unsatisfiable(Conflict(constraint: labelled(constraint), conflicting: conflicting))
        }
        return installed
    }

    /// Enters a new row into the tableau. Returns nil when it went in, or, for a required constraint that cannot
    /// hold, the row whose marker coefficients show which constraints it contradicts.
    private mutating func enter(_ new: consuming NewRow, slot: Int) throws(SimplexFailure) -> Row? {
        let marker = new.marker
        let subject = subject(of: new)
        let row = (consume new).row
        if let subject {
            tableau.install(row, solvedFor: subject)
            return nil
        }
        if row.hasOnlyDummies {
            // Only required equalities take part: the row holds iff its constant is 0 (then it is redundant, and
            // its dummy becomes basic so the constraint can still be found and removed).
            if !isNearZero(row.constant) { return row }
            tableau.install(row, solvedFor: marker)
            return nil
        }
        switch try tableau.addWithArtificialVariable(row, marker: marker) {
        case .added: return nil
        case .infeasible(let row): return row
        }
    }

    /// Takes a constraint out of the tableau (without re-optimising) and frees its slot and symbols.
    ///
    /// - Complexity: O(rows × row length).
    mutating func uninstall(_ slot: Int) {
        forgetDeterminacy()
        let entry = slots[slot]
        unpriceErrors(of: entry)
        let marker = entry.marker
        if let index = tableau.row(of: marker) {
            _ = tableau.removeRow(at: index)
        } else if let index = tableau.markerLeavingRow(marker) {
            var row = tableau.removeRow(at: index)
            row.solve(for: row.basic, marker)
            tableau.substitute(marker, with: row)
        }
        if entry.other.isValid, let index = tableau.row(of: entry.other) {
            // Not reachable in exact arithmetic (marker and other are never basic together); kept for safety.
            _ = tableau.removeRow(at: index)
        }
        tableau.release(marker)
        tableau.release(entry.other)
        slots[slot].constraint = nil
        slots[slot].marker = .invalid
        slots[slot].other = .invalid
        slots[slot].generation &+= 1
        freeSlots.append(Int32(slot))
    }

    /// A free slot for a new constraint.
    private mutating func allocateSlot() -> Int {
        if let slot = freeSlots.popLast() { return Int(slot) }
        if slots.capacity == 0 { slots.reserveCapacity(Tableau.initialRowCapacity) }
        slots.append(Slot())
        return slots.count - 1
    }

    /// The error for a simplex failure while working on `constraint` (installed in `slot`, if it is).
    func failure(_ failure: SimplexFailure, working constraint: Constraint, slot: Int = -1) -> ConstraintError {
        switch failure {
        case .pivotLimit:
            var involved = [labelled(constraint)]
            var seen: Set<Int32> = [Int32(slot)]
            for symbol in tableau.recentPivots {
                let owner = tableau.owner(of: symbol)
                guard owner >= 0, seen.insert(owner).inserted, let other = slots[Int(owner)].constraint else { continue }
                involved.append(labelled(other))
            }
            return .iterationLimitExceeded(limit: tableau.pivotLimit, constraints: involved)
        case .unbounded:
            return .internalInconsistency("the objective is unbounded while solving \(labelled(constraint))")
        case .noDualEntering:
            return .internalInconsistency("no symbol can restore a row while solving \(labelled(constraint))")
        }
    }
}
