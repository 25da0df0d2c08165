// The constraints an `AutoLayoutSystem` installed, by their solver ids: an array indexed by slot, not a hash table.

import TesseraConstraints

/// What `AutoLayoutSystem` keeps of each installed constraint (the constraint, its number in logs, its anchors'
/// constant), found by the id the solver gave it.
///
/// A solver's slots are dense and reused, so the table is an array by slot; each entry holds the whole id, and a
/// stale id (its slot reused since) finds nothing, as a dictionary keyed by ids would.
struct InstalledConstraints {
    typealias Entry = (constraint: LayoutConstraint, number: Int, anchorConstant: Double?)

    private var entries: [(id: ConstraintID, entry: Entry)?] = []

    /// The entry of `id`, nil when it is not installed; setting nil removes it.
    ///
    /// - Complexity: O(1) to read; amortised O(1) to write.
    subscript(id: ConstraintID) -> Entry? {
        get {
            let slot = id.slotIndex
            guard slot < entries.count, let found = entries[slot], found.id == id else { return nil }
            return found.entry
        }
        set {
            let slot = id.slotIndex
            if let newValue {
                if slot >= entries.count { entries.append(contentsOf: repeatElement(nil, count: slot + 1 - entries.count)) }
                entries[slot] = (id, newValue)
            } else if slot < entries.count, entries[slot]?.id == id {
                entries[slot] = nil
            }
        }
    }

    /// Whether `id` is installed.
    func contains(_ id: ConstraintID) -> Bool {
        let slot = id.slotIndex
        return slot < entries.count && entries[slot]?.id == id
    }

    /// Gives installed constraint `id` a new constant (in place, nothing else copied).
    ///
    /// - Precondition: `id` is installed.
    mutating func changeConstant(of id: ConstraintID, to constant: Double) {
        entries[id.slotIndex]!.entry.constraint.constant = constant
    }

    /// Installed constraint `id` with `constant` (`contains(id)` first).
    func constraint(of id: ConstraintID, constant: Double) -> LayoutConstraint {
        var constraint = entries[id.slotIndex]!.entry.constraint
        constraint.constant = constant
        return constraint
    }

    /// The anchors' constant of installed constraint `id`, read in place (`contains(id)` first).
    func anchorConstant(of id: ConstraintID) -> Double? {
        entries[id.slotIndex]!.entry.anchorConstant
    }
}
