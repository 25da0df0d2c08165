// A solver variable: a value-type handle the solver issues, read back with `Solver.value(of:)`.

/// A variable of a `Solver`: a small handle (an index into the solver's tables), not a storage cell.
///
/// Variables come from `Solver.makeVariable(_:)`; the solver keeps their names and values. A handle is only
/// meaningful to the solver that issued it: a constraint naming a variable the solver never issued is refused
/// with `ConstraintError.unknownVariable`.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The solver's index for this variable (shared with its internal symbols).
    public let id: Int

    init(id: Int) {
        self.id = id
    }

    /// `v` followed by the index, e.g. `v3`; `Solver.name(of:)` gives the name it was made with.
    public var description: String { "v\(id)" }
}
