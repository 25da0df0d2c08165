// One generation of the text layout cache: requests and layouts in arrays, found through a table of their hashes.

extension TextLayoutCache {
    /// The requests a generation keeps and their entries, in the order they came, found through an open-addressing
    /// table of indices (linear probing, at most half full).
    ///
    /// A look-up hashes its request once (`hash(of:)`), compares a stored hash before it compares a request, and
    /// reads the kept requests in place: a dictionary keyed by the request hashed it for each generation it
    /// searched and copied it whole into its storage and out for comparisons. A class: the cache asks its
    /// generations without copying them out of its properties (a copy retains each of their arrays).
    final class Generation {
        /// Per table slot, the index of a kept request plus 1; 0 for an empty slot. Exclusive access is the cache
        /// owner's lock's, not checked at each read.
        @exclusivity(unchecked) private var slots: [Int32]
        @exclusivity(unchecked) private var hashes: [Int] = []
        @exclusivity(unchecked) private var requests: [TextLayoutRequest] = []
        @exclusivity(unchecked) private var entries: [Entry] = []
        /// The table's size minus 1 (the size is a power of two).
        private let mask: Int

        /// A generation for up to `capacity` requests (its table, twice that rounded up to a power of two, is made
        /// now; the requests' storage grows as they come).
        init(capacity: Int) {
            var size = 16
            while size < 2 * capacity { size <<= 1 }
            slots = [Int32](repeating: 0, count: size)
            mask = size - 1
        }

        /// How many requests are kept.
        var count: Int { requests.count }

        /// Where the entry kept for `request` (whose hash is `hash`) is, nil when none is. The kept requests are
        /// compared in place (a copy of one retains its text and fonts).
        ///
        /// - Complexity: O(1) on average (the table is at most half full).
        func index(of request: TextLayoutRequest, hash: Int) -> Int? {
            slots.withUnsafeBufferPointer { slots in
                hashes.withUnsafeBufferPointer { hashes in
                    requests.withUnsafeBufferPointer { requests in
                        var slot = hash & mask
                        while true {
                            let stored = Int(slots[slot])
                            if stored == 0 { return nil }
                            if hashes[stored - 1] == hash,
                               TextLayoutCache.same(requests.baseAddress! + (stored - 1), request) {
                                return stored - 1
                            }
                            slot = (slot + 1) & mask
                        }
                    }
                }
            }
        }

        /// The entry at `index` (from `index(of:hash:)`).
        func entry(at index: Int) -> Entry { entries[index] }

        /// The layout of the entry at `index`, alone (the entry is not copied whole to be read).
        func layout(at index: Int) -> TextLayout { entries[index].layout }

        /// Keeps `entry` for `request` (hash `hash`), which the generation does not hold; the caller keeps the
        /// count under the capacity the generation was made for.
        ///
        /// - Complexity: O(1) on average, amortised.
        func insert(_ entry: Entry, for request: TextLayoutRequest, hash: Int) {
            precondition(2 * (requests.count + 1) <= slots.count, "a text layout cache generation over its capacity")
            requests.append(request)
            hashes.append(hash)
            entries.append(entry)
            let index = Int32(requests.count)
            slots.withUnsafeMutableBufferPointer { slots in
                var slot = hash & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = index
            }
        }
    }

    /// The hash a request is kept under: its text's UTF-8 bytes, width, number of lines and point size (what
    /// differs between most requests; `same(_:_:)` compares everything). Eight bytes are mixed at a time by a
    /// multiply and a shift, then the whole is finished as MurmurHash3's 64-bit finaliser does, so that its low bits
    /// (a slot in the table) depend on every byte: the cache is the tool's own, no input is chosen to collide, and a
    /// seeded SipHash (`Hasher`) cost a look-up some 500 instructions of its 1,300.
    ///
    /// - Complexity: O(the text's UTF-8 length).
    static func hash(of request: TextLayoutRequest) -> Int {
        var hash: UInt64 = 0x243F_6A88_85A3_08D3
        // The text's bytes in place when it is a native string (a copy to reach them retains it).
        let hashed: Void? = request.text.utf8.withContiguousStorageIfAvailable {
            mix(UnsafeRawBufferPointer($0), into: &hash)
        }
        if hashed == nil {
            var text = request.text
            text.withUTF8 { mix(UnsafeRawBufferPointer($0), into: &hash) }
        }
        mix(request.width.bitPattern, into: &hash)
        mix(UInt64(bitPattern: Int64(request.numberOfLines)), into: &hash)
        mix(request.font.pointSize.bitPattern, into: &hash)
        return Int(bitPattern: UInt(finished(hash)))
    }

    /// Mixes `bytes` into `hash`, eight at a time, then the rest with the count (so that "a" and "a\0" differ).
    private static func mix(_ bytes: UnsafeRawBufferPointer, into hash: inout UInt64) {
        var offset = 0
        while offset + 8 <= bytes.count {
            mix(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self), into: &hash)
            offset += 8
        }
        var tail = UInt64(bytes.count) << 56
        for index in offset..<bytes.count { tail |= UInt64(bytes[index]) << (8 * UInt64(index - offset)) }
        mix(tail, into: &hash)
    }

    @inline(__always)
    private static func mix(_ word: UInt64, into hash: inout UInt64) {
        hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
        hash ^= hash >> 29
    }

    /// MurmurHash3's 64-bit finaliser: every bit of `hash` moves each bit of the result.
    private static func finished(_ hash: UInt64) -> UInt64 {
        var hash = hash
        hash ^= hash >> 33
        hash &*= 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        hash &*= 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 33
        return hash
    }

    /// Whether two requests measure the same: the text by UTF-8 bytes (Swift's `String ==` treats canonically
    /// equivalent texts as equal, which measure differently), numbers by bit pattern (so 0 and -0 differ), fonts
    /// and font runs whole. Reads both in place (`kept` through its pointer: a kept request is not copied out).
    static func same(_ kept: UnsafePointer<TextLayoutRequest>, _ rhs: TextLayoutRequest) -> Bool {
        kept.pointee.width.bitPattern == rhs.width.bitPattern
            && kept.pointee.text.hasSameUTF8(as: rhs.text)
            && same(kept.pointee.font, rhs.font)
            && kept.pointee.numberOfLines == rhs.numberOfLines
            && kept.pointee.lineBreakMode == rhs.lineBreakMode
            && kept.pointee.lineBreakStrategy == rhs.lineBreakStrategy
            && kept.pointee.lineSpacing.bitPattern == rhs.lineSpacing.bitPattern
            && kept.pointee.lineHeightMultiple.bitPattern == rhs.lineHeightMultiple.bitPattern
            && kept.pointee.scale.bitPattern == rhs.scale.bitPattern
            && kept.pointee.adjustsFontSizeToFitWidth == rhs.adjustsFontSizeToFitWidth
            && kept.pointee.minimumScaleFactor.bitPattern == rhs.minimumScaleFactor.bitPattern
            && sameRuns(kept.pointee.fontRuns, rhs.fontRuns)
    }

    private static func sameRuns(_ a: [TextLayoutRequest.FontRun], _ b: [TextLayoutRequest.FontRun]) -> Bool {
        a.count == b.count && (a.isEmpty || zip(a, b).allSatisfy { $0.length == $1.length && same($0.font, $1.font) })
    }

    private static func same(_ a: Font, _ b: Font) -> Bool {
        a == b && a.pointSize.bitPattern == b.pointSize.bitPattern
    }
}
