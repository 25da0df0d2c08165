// The errors a solver operation throws instead of crashing.

/// Why a solver operation failed. Every case names the constraints (or variable) concerned; constraints without a
/// label carry the equation, written with the solver's variable names, as their label.
///
/// An operation that throws leaves the installed constraints as they were before it, and the solution optimal:
/// variables the constraints determine keep their values, while an ambiguous one may have moved to another optimal
/// value (phase one pivots before it finds a contradiction). `iterationLimitExceeded` is the exception (see there).
public enum ConstraintError: Error, Sendable, CustomStringConvertible {
    /// The constraint is already installed (its id is live in this solver).
    case duplicateConstraint(Constraint)
    /// The constraint or id is not installed in this solver (never added, already removed, or an edit constraint).
    case unknownConstraint(ConstraintID?)
    /// A required constraint contradicts itself or installed required constraints.
    case unsatisfiable(Conflict)
    /// A coefficient or the constant of the constraint is infinite or NaN.
    case nonFinite(Constraint)
    /// The priority is not in (0, 1000].
    case invalidPriority(Constraint)
    /// The constraint names a variable this solver did not issue.
    case unknownVariable(Variable, Constraint)
    /// A solve needed more pivots than `Solver.pivotLimit`. The constraints are the one being added, removed or
    /// edited, then those whose rows the last pivots worked on. The solver's constraints stay consistent (the
    /// constraint being added is not installed) but the values may not be optimal until the next operation that
    /// completes.
    case iterationLimitExceeded(limit: Int, constraints: [Constraint])
    /// The variable (with its name) already is an edit variable.
    case duplicateEditVariable(Variable, name: String)
    /// The variable (with its name, empty if this solver did not make it) is not an edit variable of this solver.
    case unknownEditVariable(Variable, name: String)
    /// Edit variables must be optional: the priority was required or not in (0, 1000).
    case invalidEditPriority(Variable, name: String, Priority)
    /// `suggestValue` got an infinite or NaN value for the variable.
    case nonFiniteSuggestion(Variable, name: String, Double)
    /// The tableau lost an invariant (an unbounded objective or a dual step with no entering symbol): a bug in the
    /// solver, reported instead of trapping.
    case internalInconsistency(String)

    public var description: String {
        switch self {
        case .duplicateConstraint(let c): "duplicate constraint: \(c) is already installed"
        case .unknownConstraint(let id): "unknown constraint: \(id.map(\.description) ?? "a constraint never added") is not installed"
        case .unsatisfiable(let conflict): "unsatisfiable required constraint: \(conflict)"
        case .nonFinite(let c): "non-finite coefficient or constant in \(c)"
        case .invalidPriority(let c): "invalid priority \(c.priority) in \(c): expected a value in (0, 1000]"
        case .unknownVariable(let v, let c): "unknown variable \(v) in \(c): it was not made by this solver"
        case .iterationLimitExceeded(let limit, let cs):
            "iteration limit of \(limit) pivots exceeded while solving " + cs.map(\.description).joined(separator: ", ")
        case .duplicateEditVariable(let v, let name): "duplicate edit variable \(Self.display(v, name))"
        case .unknownEditVariable(let v, let name): "unknown edit variable \(Self.display(v, name))"
        case .invalidEditPriority(let v, let name, let p):
            "invalid priority \(p) for edit variable \(Self.display(v, name)): expected a value in (0, 1000)"
        case .nonFiniteSuggestion(let v, let name, let value):
            "non-finite value \(value) suggested for \(Self.display(v, name))"
        case .internalInconsistency(let what): "internal solver inconsistency: \(what)"
        }
    }

    private static func display(_ variable: Variable, _ name: String) -> String {
        name.isEmpty ? variable.description : name
    }
}
