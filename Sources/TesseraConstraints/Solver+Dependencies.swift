// Which installed constraints a variable's value depends on: the markers in its row of the final tableau.

extension Solver {
    /// The installed constraints whose constants the variable's current value depends on, each with the rate
    /// `∂value / ∂(expression constant)`, in the order the constraints were added.
    ///
    /// A basic variable's row `v = c + Σ aᵢ·sᵢ` is over non-basic symbols; a constraint's marker (its dummy, slack or
    /// first error symbol) appears in its own equation only, so its coefficient in the row is how far `v` moves when
    /// that constraint's constant moves (`changeConstant(of:to:)` shifts rows by exactly that). Constraints whose
    /// marker is basic (inequalities with slack, optional constraints not met) do not appear: moving them moves
    /// nothing. A variable with no row (no constraint mentions it, or the constraints leave it free as a parameter)
    /// depends on none.
    ///
    /// - Complexity: O(row length + k log k) for k constraints found.
    public func dependencies(of variable: Variable) -> [(id: ConstraintID, rate: Double)] {
        guard isKnown(variable), let index = tableau.row(of: Symbol(id: Int32(variable.id), kind: .external)) else { return [] }
        var found: [(slot: Int, rate: Double)] = []
        for term in tableau.rows[index].terms where !isNearZero(term.coefficient) {
            let owner = Int(tableau.owner(of: term.symbol))
            guard owner >= 0, owner < slots.count, slots[owner].marker == term.symbol, !slots[owner].isEdit,
                  let constraint = slots[owner].constraint else { continue }
            // `changeConstant` moves the row's constant by coefficient × delta / sign.
            let sign: Double = switch constraint.relation {
            case .lessThanOrEqual: 1
            case .greaterThanOrEqual: -1
            case .equal: constraint.priority.isRequired ? 1 : -1
            }
            found.append((owner, term.coefficient / sign))
        }
        return found.sorted { slots[$0.slot].sequence < slots[$1.slot].sequence }
            .map { (ConstraintID(slot: Int32($0.slot), generation: slots[$0.slot].generation), $0.rate) }
    }
}
