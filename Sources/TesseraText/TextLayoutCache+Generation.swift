// One generation of the text layout cache: requests and layouts in arrays, found through a table of their hashes.

extension TextLayoutCache {
    /// The requests a generation keeps and their entries, in the order they came, found through an open-addressing
    /// table of indices (linear probing, at most half full).
    ///
    /// A look-up hashes its request once (`hash(of:)`), compares a stored hash before it compares a request, and
    /// reads the kept requests in place: a dictionary keyed by the request hashed it for each generation it
    /// searched and copied it whole into its storage and out for comparisons.
    struct Generation {
        /// Per table slot, the index of a kept request plus 1; 0 for an empty slot.
        private var slots: [Int32]
        private var hashes: [Int] = []
        private var requests: [TextLayoutRequest] = []
        private var entries: [Entry] = []
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

        /// The entry kept for `request`, whose hash is `hash`.
        ///
        /// - Complexity: O(1) on average (the table is at most half full).
        func entry(for request: TextLayoutRequest, hash: Int) -> Entry? {
            slots.withUnsafeBufferPointer { slots in
                var slot = hash & mask
                while true {
                    let stored = Int(slots[slot])
                    if stored == 0 { return nil }
                    if hashes[stored - 1] == hash, TextLayoutCache.same(requests[stored - 1], request) {
                        return entries[stored - 1]
                    }
                    slot = (slot + 1) & mask
                }
            }
        }

        /// Keeps `entry` for `request` (hash `hash`), which the generation does not hold; the caller keeps the
        /// count under the capacity the generation was made for.
        ///
        /// - Complexity: O(1) on average, amortised.
        mutating func insert(_ entry: Entry, for request: TextLayoutRequest, hash: Int) {
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
        var text = request.text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(request.width.bitPattern)
        hasher.combine(request.numberOfLines)
        hasher.combine(request.font.pointSize.bitPattern)
        return hasher.finalize()
    }

    /// Whether two requests measure the same: the text by UTF-8 bytes (Swift's `String ==` treats canonically
    /// equivalent texts as equal, which measure differently), numbers by bit pattern (so 0 and -0 differ), fonts
    /// and font runs whole. Reads both in place.
    static func same(_ lhs: TextLayoutRequest, _ rhs: TextLayoutRequest) -> Bool {
        lhs.width.bitPattern == rhs.width.bitPattern
            && lhs.text.hasSameUTF8(as: rhs.text)
            && same(lhs.font, rhs.font)
            && lhs.numberOfLines == rhs.numberOfLines
            && lhs.lineBreakMode == rhs.lineBreakMode
            && lhs.lineBreakStrategy == rhs.lineBreakStrategy
            && lhs.lineSpacing.bitPattern == rhs.lineSpacing.bitPattern
            && lhs.lineHeightMultiple.bitPattern == rhs.lineHeightMultiple.bitPattern
            && lhs.scale.bitPattern == rhs.scale.bitPattern
            && lhs.adjustsFontSizeToFitWidth == rhs.adjustsFontSizeToFitWidth
            && lhs.minimumScaleFactor.bitPattern == rhs.minimumScaleFactor.bitPattern
            && sameRuns(lhs.fontRuns, rhs.fontRuns)
    }

    private static func sameRuns(_ a: [TextLayoutRequest.FontRun], _ b: [TextLayoutRequest.FontRun]) -> Bool {
        a.count == b.count && (a.isEmpty || zip(a, b).allSatisfy { $0.length == $1.length && same($0.font, $1.font) })
    }

    private static func same(_ a: Font, _ b: Font) -> Bool {
        a == b && a.pointSize.bitPattern == b.pointSize.bitPattern
    }
}
