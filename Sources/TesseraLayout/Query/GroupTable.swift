// A section's groups: where each starts and ends, its first item, and how far it moved, in shared chunks.

/// One group of a solved section.
struct GroupRecord {
    /// Where the group starts and ends along the axis the section's groups stack along, as solved.
    var start: Double
    var end: Double
    /// How far it moved since it was solved, less its chunk's shift.
    var shift: Double
}

/// The groups of a section, in chunks of about 1024 records shared between copies until written, and an unshared
/// tail where appends go.
///
/// Moving every group after one (a measured size made it grow) adds to the records after it in that group's chunk
/// (or, when they are more, takes from the records before it and adds to the chunk's shift) and to one shift per
/// later chunk; inserting or removing a group (an item inserted in a list) changes one chunk.
/// Reads are O(1) while the chunks are full, O(log(n / 1024)) once inserts made them uneven. First items are not
/// stored while every group holds the same number of items (the last may hold fewer): group g's is g × that
/// number; a section whose groups differ keeps them in `explicitFirstItems`.
///
/// - Complexity: reading O(1); moving the groups after one, inserting and removing O(chunk size + n / chunk size);
///   finding the group of an item or at a position O(log n).
struct GroupTable {
    /// Records, with each chunk's (and the tail's) shift as its value.
    private var storage = ChunkStorage<GroupRecord, Double>(header: 0)
    /// Items every group holds (0 until the second group says); group g's first item is g × this.
    private var itemsPerGroup = 0
    /// The first items, once the groups do not all hold `itemsPerGroup` items.
    private var explicitFirstItems: ChunkedArray<Int>?

    var count: Int { storage.count }

    /// Appends a group that has not moved.
    @inline(__always)
    mutating func append(start: Double, end: Double, firstItem: Int) {
        noteFirstItem(firstItem, at: count)
        storage.tail.append(GroupRecord(start: start, end: end, shift: -storage.tailHeader))
        if storage.tail.count == ChunkStorage<GroupRecord, Double>.chunkSize { storage.sealTail() }
    }

    /// Keeps group `index`'s first item: implicit while it is `index × itemsPerGroup`.
    @inline(__always)
    private mutating func noteFirstItem(_ firstItem: Int, at index: Int) {
        if explicitFirstItems != nil { return explicitFirstItems!.insert(firstItem, at: index) }
        if index == 1, itemsPerGroup == 0 { itemsPerGroup = firstItem }
        guard firstItem != index * itemsPerGroup else { return }
        explicitFirstItems = ChunkedArray(count: index) { $0 * itemsPerGroup }  // the groups before were regular
        explicitFirstItems!.append(firstItem)
    }

    mutating func reserveCapacity(_ groups: Int) { storage.reserveCapacity(groups) }

    /// Where group `index` starts along the stacking axis, as solved (before it moved).
    @inline(__always) func start(_ index: Int) -> Double { record(index).record.start }
    /// Where it ends, as solved.
    @inline(__always) func end(_ index: Int) -> Double { record(index).record.end }

    /// How far group `index` moved since it was solved.
    @inline(__always) func shift(_ index: Int) -> Double {
        let (record, shift) = record(index)
        return record.shift + shift
    }

    /// The first item of group `index`.
    @inline(__always) func firstItem(_ index: Int) -> Int {
        explicitFirstItems?[index] ?? index * itemsPerGroup
    }

    /// The group holding `item`: the last group whose first item is at most `item`.
    ///
    /// - Complexity: O(log n).
    func group(containingItem item: Int) -> Int {
        if explicitFirstItems == nil, itemsPerGroup > 0 { return Swift.min(item / itemsPerGroup, count - 1) }
        return partition { firstItem($0) > item } - 1
    }

    /// The first group for which `predicate` holds, for a predicate that is false and then true along the groups.
    ///
    /// - Complexity: O(log n) calls.
    func partition(_ predicate: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = low + (high - low) / 2
            if predicate(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Sets where group `index` ends, as solved (it was solved again).
    mutating func setEnd(_ end: Double, of index: Int) {
        if index >= storage.chunked { storage.tail[index - storage.chunked].end = end; return }
        let (chunk, offset) = storage.locate(index)
        storage.writableChunk(chunk).elements[offset].end = end
    }

    /// Moves the groups from `index` on by `delta` along the stacking axis.
    ///
    /// In `index`'s chunk (or the tail) it writes the fewer records: those from `index` on, or those before it
    /// moved back with the chunk's shift moved on. A record's shift is its own plus its chunk's either way.
    mutating func move(from index: Int, by delta: Double) {
        guard index < count, delta != 0 else { return }
        if index >= storage.chunked {
            if Self.moveRecords(&storage.tail, from: index - storage.chunked, by: delta) { storage.tailHeader += delta }
            return
        }
        let (chunk, offset) = storage.locate(index)
        let movedChunk = Self.moveRecords(&storage.writableChunk(chunk).elements, from: offset, by: delta)
        storage.updateHeaders(from: movedChunk ? chunk : chunk + 1) { $0 += delta }
    }

    /// Moves `records` from `offset` on by `delta`: those records when they are at most half, or else the ones
    /// before `offset` by `-delta`, returning true: their chunk's shift is then to move by `delta`. Touching half
    /// the records at most halves the cold memory a measured size in a long list reads.
    ///
    /// - Complexity: O(min(offset, records.count - offset)).
    private static func moveRecords(_ records: inout ContiguousArray<GroupRecord>, from offset: Int,
                                    by delta: Double) -> Bool {
        records.withUnsafeMutableBufferPointer { buffer in
            if buffer.count - offset <= offset {
                for position in offset..<buffer.count { buffer[position].shift += delta }
                return false
            }
            for position in 0..<offset { buffer[position].shift -= delta }
            return true
        }
    }

    /// Inserts a group at `index` that starts and ends at the given positions (where it is now: it has not moved),
    /// holding items from `firstItem`; the first items of the groups after it move up by `items`.
    mutating func insert(start: Double, end: Double, firstItem: Int, at index: Int, movingItemsAfterBy items: Int) {
        if let explicit = explicitFirstItems {
            explicitFirstItems = nil
            explicitFirstItems = Self.moved(explicit, from: index, by: items)
            explicitFirstItems!.insert(firstItem, at: index)
        } else if firstItem != index * itemsPerGroup || items != itemsPerGroup {
            explicitFirstItems = ChunkedArray(count: count) { $0 * itemsPerGroup + ($0 >= index ? items : 0) }
            explicitFirstItems!.insert(firstItem, at: index)
        }
        if index >= storage.chunked {
            storage.tail.insert(GroupRecord(start: start, end: end, shift: -storage.tailHeader), at: index - storage.chunked)
            if storage.tail.count == ChunkStorage<GroupRecord, Double>.chunkSize { storage.sealTail() }
            return
        }
        let (chunk, offset) = storage.locate(index)
        storage.insert(GroupRecord(start: start, end: end, shift: -storage.headers[chunk]), chunk: chunk, offset: offset)
    }

    /// Removes group `index`; the first items of the groups after it move down by `items`.
    mutating func remove(at index: Int, movingItemsBackBy items: Int) {
        if let explicit = explicitFirstItems {
            explicitFirstItems = nil
            var moved = Self.moved(explicit, from: index + 1, by: -items)
            moved.remove(at: index)
            explicitFirstItems = moved
        } else if items != itemsPerGroup || index < count - 1 && itemsPerGroup == 0 {
            var explicit = ChunkedArray(count: count) { $0 * itemsPerGroup - ($0 > index ? items : 0) }
            explicit.remove(at: index)
            explicitFirstItems = explicit
        }
        if index >= storage.chunked {
            storage.tail.remove(at: index - storage.chunked)
            return
        }
        let (chunk, offset) = storage.locate(index)
        _ = storage.remove(chunk: chunk, offset: offset)
    }

    /// `firstItems` with the values from `index` on moved by `delta` (the rare case of groups that differ).
    private static func moved(_ firstItems: ChunkedArray<Int>, from index: Int, by delta: Int) -> ChunkedArray<Int> {
        var result = firstItems
        for position in index..<result.count { result[position] += delta }
        return result
    }

    /// Bytes held by the records and first items, for benchmarks.
    var storageBytes: Int {
        storage.capacity * MemoryLayout<GroupRecord>.stride + (explicitFirstItems?.storageBytes ?? 0)
    }

    /// A record with what its chunk (or the tail) adds to its shift.
    @inline(__always) private func record(_ index: Int) -> (record: GroupRecord, shift: Double) {
        if index >= storage.chunked { return (storage.tail[index - storage.chunked], storage.tailHeader) }
        let (chunk, offset) = storage.locate(index)
        return (storage.element(chunk: chunk, offset: offset), storage.headers[chunk])
    }
}
