// Lists made again at every refit, in the room the last one left.

extension Array {
    /// The array's storage, emptied and no longer shared with the array (left empty), to be filled again in the room
    /// it has: a list a refit makes at every pass is taken from where the last one was kept, and kept there again.
    ///
    /// - Complexity: O(count) to empty it; no allocation when the storage was only the array's.
    mutating func takeRoom() -> [Element] {
        var room = self
        self = []
        room.removeAll(keepingCapacity: true)
        return room
    }
}
