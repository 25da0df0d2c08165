// Explaining an unsatisfiable required constraint, and adding one while breaking conflicts as UIKit does.

extension Solver {
    /// The installed required constraints a contradiction row combines, in the order they were added.
    ///
    /// Every tableau row is a linear combination of the constraints' original equations, and each constraint's
    /// marker (its slack or dummy) appears in its own equation only. So the marker's coefficient in the row is that
    /// constraint's multiplier in the combination: non-zero exactly when the constraint takes part. For the final
    /// phase-one objective (or an all-dummy row with a non-zero constant) this combination is a certificate that the
    /// new constraint and these ones cannot hold together (Farkas' lemma). Optional constraints never take part:
    /// their two symbols have opposite coefficients, and at the phase-one optimum both must be ≥ 0.
    ///
    /// - Complexity: O(row length + k log k) for k constraints found.
    func conflicting(_ row: Row, excluding excluded: Int) -> [Constraint] {
        var found: [Int] = []
        for term in row.terms where !isNearZero(term.coefficient) {
            let symbol = term.symbol
            guard symbol.kind == .slack || symbol.kind == .dummy else { continue }
            let owner = Int(tableau.owner(of: symbol))
            guard owner >= 0, owner != excluded, slots[owner].marker == symbol,
                  let constraint = slots[owner].constraint, constraint.priority.isRequired,
                  !found.contains(owner) else { continue }
            found.append(owner)
        }
        return found.sorted { slots[$0].sequence < slots[$1].sequence }.map { labelled(slots[$0].constraint!) }
    }

    /// Adds a constraint; while it conflicts with installed required constraints, breaks one constraint of the
    /// conflict and tries again, as UIKit does ("Will attempt to recover by breaking constraint …").
    ///
    /// `breaking` picks the constraint to break from the conflict: the new constraint (`conflict.constraint`, then
    /// it is not added and the function returns) or one of `conflict.conflicting` (it is removed and the add is
    /// retried). The default breaks the new constraint, which keeps the system as it was. Each conflict and the
    /// constraint broken are returned in order, for the caller's log.
    ///
    /// - Throws: the errors of `addConstraint` other than `unsatisfiable`; `unknownConstraint` when `breaking`
    ///   returns a constraint that is not in the conflict.
    /// - Complexity: that of `addConstraint`, once per conflict met (at most the number of required constraints).
    public mutating func addConstraintBreakingConflicts(
        _ constraint: Constraint,
        breaking choose: (Conflict) -> Constraint = { $0.constraint }
    ) throws(ConstraintError) -> ConflictRecovery {
        var breaks: [ConflictRecovery.Break] = []
        while true {
            let conflict: Conflict
            do throws(ConstraintError) {
                let installed = try addConstraint(constraint)
                return ConflictRecovery(installed: installed, breaks: breaks)
            } catch {
                guard case .unsatisfiable(let found) = error else { throw error }
                conflict = found
            }
            let victim = choose(conflict)
            breaks.append(ConflictRecovery.Break(conflict: conflict, broken: victim))
            if let id = victim.id, conflict.conflicting.contains(where: { $0.id == id }) {
                try removeConstraint(id: id)
            } else if victim.id == conflict.constraint.id {
                return ConflictRecovery(installed: nil, breaks: breaks)
            } else {
                throw .unknownConstraint(victim.id)
            }
        }
    }
}
