// An unsatisfiable required constraint and the installed required constraints it conflicts with.

/// A required constraint that could not be added, with the installed required constraints that, together with
/// it, admit no solution.
///
/// The set comes from the certificate of infeasibility the simplex method leaves behind (see `docs/constraints.md`):
/// every constraint in it takes part in the contradiction, and removing any one of them usually (not always: the
/// set is small, not guaranteed minimal) makes the rest satisfiable. Constraints without a label carry the
/// equation, written with the solver's variable names, as their label.
public struct Conflict: Sendable, CustomStringConvertible {
    /// The constraint that failed to be added (its id is nil unless it had been added before).
    public var constraint: Constraint
    /// The installed required constraints it conflicts with, in the order they were added.
    public var conflicting: [Constraint]

    public init(constraint: Constraint, conflicting: [Constraint]) {
        self.constraint = constraint
        self.conflicting = conflicting
    }

    /// All the constraints involved: the installed ones, then the one that failed.
    public var involved: [Constraint] { conflicting + [constraint] }

    /// `x == 20 conflicts with x == 10, …`, or `… cannot hold` when it contradicts itself.
    public var description: String {
        conflicting.isEmpty
            ? "\(constraint) cannot hold"
            : "\(constraint) conflicts with " + conflicting.map(\.description).joined(separator: ", ")
    }
}
