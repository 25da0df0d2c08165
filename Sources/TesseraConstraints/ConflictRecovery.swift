// What adding a constraint while breaking conflicts did: the constraint as installed and each constraint broken.

/// The result of `Solver.addConstraintBreakingConflicts(_:breaking:)`: like UIKit, which logs each conflict and
/// the constraint it breaks, then lays out anyway.
public struct ConflictRecovery: Sendable {
    /// One conflict met and the constraint removed (or not added) to resolve it.
    public struct Break: Sendable {
        public var conflict: Conflict
        public var broken: Constraint
    }

    /// The constraint as installed, with its id; nil when it was itself the one broken.
    public var installed: Constraint?
    /// The conflicts met, in order, each with the constraint broken to resolve it; empty when the constraint
    /// went in directly.
    public var breaks: [Break]
}
