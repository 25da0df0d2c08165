// The identity a solver gives an installed constraint: a slot and the generation of that slot.

/// Identifies a constraint installed in a `Solver`.
///
/// The solver hands one out when a constraint is added (`Constraint.id`). It is a slot index plus a generation
/// count, so a slot can be reused after a removal while an old id stays recognisably stale: removing or re-adding
/// through a stale id never touches the constraint that now holds the slot.
public struct ConstraintID: Hashable, Sendable, CustomStringConvertible {
    let slot: Int32
    let generation: UInt32

    /// The slot's index: small and dense (a solver reuses free slots), so tables of installed constraints can be
    /// arrays indexed by it, holding the whole id to tell a stale one.
    public var slotIndex: Int { Int(slot) }

    /// `#slot`, followed by `.generation` once the slot has been reused.
    public var description: String {
        generation == 0 ? "#\(slot)" : "#\(slot).\(generation)"
    }
}
