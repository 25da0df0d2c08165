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
    /// differs between most requests; `same(_:_:)` compares everything).
    static func hash(of request: TextLayoutRequest) -> Int {
        var hasher = Hasher()
        // The text's bytes in place when it is a native string (a copy to reach them retains it).
        let hashed: Void? = request.text.utf8.withContiguousStorageIfAvailable {
            hasher.combine(bytes: UnsafeRawBufferPointer($0))
        }
        if hashed == nil {
            var text = request.text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
        hasher.combine(request.width.bitPattern)
        hasher.combine(request.numberOfLines)
        hasher.combine(request.font.pointSize.bitPattern)
        return hasher.finalize()
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
