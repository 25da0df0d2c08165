// A bounded cache of shaped advances, keyed by face and UTF-16 text, in two generations.

/// Advances of shaped text pieces by (face, text), so a word is shaped once.
///
/// Bounded: entries live in two generations of at most `capacity` entries each. Look-ups search the young
/// generation, then the old one (promoting what they find); when the young one is full it becomes the old one
/// and the old one is dropped. Keys longer than `maximumKeyLength` code units are not cached.
/// Not thread-safe: its owner uses it under a lock.
final class ShapedWidthCache {
    /// A shaped advance and the advance of its hanging whitespace, in design units.
    struct Value {
        var advance: Int32
        var hanging: Int32
    }

    static let maximumKeyLength = 64
    let capacity: Int
    private var young: Table
    private var old: Table
    private var nextStamp: UInt32 = 3
    private(set) var hits = 0
    private(set) var misses = 0

    init(capacity: Int) {
        self.capacity = max(16, capacity)
        young = Table(capacity: self.capacity, stamp: 1)  // stamps are never 0, the stamp of an unused slot
        old = Table(capacity: self.capacity, stamp: 2)
    }

    /// FNV-1a over the face and the code units.
    /// - Complexity: O(n) for n code units.
    @inline(__always)
    static func hash(face: UInt32, _ key: UnsafeBufferPointer<UInt16>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(face)
        for unit in key { h = (h ^ UInt64(unit)) &* 0x0000_0100_0000_01b3 }
        return h ^ (h >> 29)
    }

    func value(face: UInt32, key: UnsafeBufferPointer<UInt16>, hash: UInt64) -> Value? {
        if let value = young.find(face: face, key: key, hash: hash) {
            hits += 1
            return value
        }
        if let value = old.find(face: face, key: key, hash: hash) {
            hits += 1
            insert(value, face: face, key: key, hash: hash)
            return value
        }
        misses += 1
        return nil
    }

    func insert(_ value: Value, face: UInt32, key: UnsafeBufferPointer<UInt16>, hash: UInt64) {
        guard key.count <= Self.maximumKeyLength else { return }
        if young.count >= capacity {
            swap(&young, &old)
            young.reset(stamp: takeStamp())
        }
        young.insert(value, face: face, key: key, hash: hash)
    }

    /// Forgets every entry.
    /// - Complexity: O(1) amortized (slots are invalidated by a new stamp, not cleared).
    func removeAll() {
        young.reset(stamp: takeStamp())
        old.reset(stamp: takeStamp())
        hits = 0
        misses = 0
    }

    private func takeStamp() -> UInt32 {
        if nextStamp == .max {  // after four billion resets, clear slots for real once
            young.clearSlots()
            old.clearSlots()
            nextStamp = 1
        }
        defer { nextStamp += 1 }
        return nextStamp
    }

    /// One generation: open addressing with linear probing over `slots`; a slot is used when its stamp is the
    /// table's. Keys are copied into `units`.
    private struct Table {
        struct Slot {
            var stamp: UInt32 = 0
            var entry: Int32 = 0
        }

        struct Entry {
            var hash: UInt64
            var face: UInt32
            var offset: Int32
            var length: Int32
            var value: Value
        }

        var slots: [Slot]
        var entries: [Entry] = []
        var units: [UInt16] = []
        var stamp: UInt32
        let mask: Int

        init(capacity: Int, stamp: UInt32) {
            var size = 16
            while size < capacity * 2 { size <<= 1 }
            slots = Array(repeating: Slot(), count: size)
            mask = size - 1
            self.stamp = stamp
            entries.reserveCapacity(capacity)
        }

        var count: Int { entries.count }

        mutating func reset(stamp: UInt32) {
            self.stamp = stamp
            entries.removeAll(keepingCapacity: true)
            units.removeAll(keepingCapacity: true)
        }

        mutating func clearSlots() {
            for i in slots.indices { slots[i] = Slot() }
        }

        func find(face: UInt32, key: UnsafeBufferPointer<UInt16>, hash: UInt64) -> Value? {
            var i = Int(truncatingIfNeeded: hash) & mask
            while slots[i].stamp == stamp {
                let entry = entries[Int(slots[i].entry)]
                if entry.hash == hash, entry.face == face, Int(entry.length) == key.count, matches(entry, key) {
                    return entry.value
                }
                i = (i + 1) & mask
            }
            return nil
        }

        private func matches(_ entry: Entry, _ key: UnsafeBufferPointer<UInt16>) -> Bool {
            units.withUnsafeBufferPointer { stored in
                let base = Int(entry.offset)
                for k in 0..<key.count where stored[base + k] != key[k] { return false }
                return true
            }
        }

        mutating func insert(_ value: Value, face: UInt32, key: UnsafeBufferPointer<UInt16>, hash: UInt64) {
            var i = Int(truncatingIfNeeded: hash) & mask
            while slots[i].stamp == stamp { i = (i + 1) & mask }
            slots[i] = Slot(stamp: stamp, entry: Int32(entries.count))
            entries.append(Entry(hash: hash, face: face, offset: Int32(units.count), length: Int32(key.count),
                                 value: value))
            units.append(contentsOf: key)
        }
    }
}
