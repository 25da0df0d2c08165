// A bounded cache of whole text layouts, keyed by the request's exact content, in two generations.

/// Layouts already measured, by request: text (compared code unit by code unit, not by Unicode equivalence),
/// fonts, width, lines, line settings and scale (numbers compared bit for bit), so a hit returns exactly what
/// measuring afresh returns.
///
/// Bounded: entries live in two generations of at most `capacity` entries each. Look-ups search the young
/// generation, then the old one, copying what they find there into the young one while it has room; when a new
/// layout finds the young one full, it becomes the old one and the old one is dropped. Only new layouts turn the
/// generations over: a list measured again, whose texts number up to twice `capacity`, is found whole the second
/// time (promotions that emptied the old generation into a full young one lost what was not read again yet). Texts longer than `maximumTextLength` UTF-8 bytes and layouts of more than
/// `maximumLineCount` lines are not cached, so an entry stays under some 3 KB and the cache under
/// 2 × `capacity` of them.
/// Not thread-safe: its owner uses it under a lock.
final class TextLayoutCache {
    /// The longest text cached, in UTF-8 bytes: labels, not documents.
    static let maximumTextLength = 512
    /// The most lines a cached layout has: a label's, not a narrow column's one word a line.
    static let maximumLineCount = 16
    let capacity: Int
    private var young: [Key: Entry] = [:]
    private var old: [Key: Entry] = [:]
    private(set) var hits = 0
    private(set) var misses = 0

    /// - Parameter capacity: entries per generation (at least 1).
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// How many layouts are kept, both generations together (one copied into the young generation counted twice
    /// until the old one is dropped).
    var count: Int { young.count + old.count }

    /// A kept layout, and whether its text's pieces all have advances and hanging whitespace of 0 or more (so that
    /// the lines of its unwrapped layout fit any width as wide as they are, unbroken: `widenedLayout(for:)`).
    private struct Entry {
        let layout: TextLayout
        let fitsWiderWidths: Bool
    }

    /// The layout measured for `request`, or one it is sure to measure (`widenedLayout(for:)`), or nil.
    func layout(for request: TextLayoutRequest) -> TextLayout? {
        guard Self.isCacheable(request) else { return nil }
        if let layout = entry(for: Key(request))?.layout ?? widenedLayout(for: request) {
            hits += 1
            return layout
        }
        misses += 1
        return nil
    }

    /// The layout of `request` (a width) when it is its text's unwrapped layout (width 0, all else the same), kept
    /// here: that one shows everything, without an ellipsis, and each of its lines is at most `request.width` wide,
    /// its pieces' advances and hanging whitespace being 0 or more. The line fitter then finds each piece fitting
    /// the width where the unwrapped line has it (the advance before a piece plus its width without hanging
    /// whitespace is at most the advance after it, and so at most the whole line's width, rounding being
    /// monotonic), so it breaks no line and cuts nothing: the same lines, sizes and flags. Kept for `request` too;
    /// nil when the unwrapped layout is not kept or does not fit.
    /// - Complexity: O(lines).
    private func widenedLayout(for request: TextLayoutRequest) -> TextLayout? {
        guard request.width > 0 else { return nil }
        var unwrapped = request
        unwrapped.width = 0
        guard let entry = entry(for: Key(unwrapped)), entry.fitsWiderWidths, !entry.layout.isTruncated,
              entry.layout.lines.allSatisfy({ !$0.hasEllipsis && $0.width <= request.width }) else { return nil }
        insert(entry, key: Key(request))
        return entry.layout
    }

    /// Keeps `layout` as what `request` measures; `fitsWiderWidths`: its text's pieces' advances and hanging
    /// whitespace are all 0 or more.
    func insert(_ layout: TextLayout, for request: TextLayoutRequest, fitsWiderWidths: Bool = false) {
        guard Self.isCacheable(request), layout.lines.count <= Self.maximumLineCount else { return }
        insert(Entry(layout: layout, fitsWiderWidths: fitsWiderWidths), key: Key(request))
    }

    /// The entry kept for `key`; when found in the old generation, copied into the young one if it has room (the
    /// old copy goes with its generation).
    private func entry(for key: Key) -> Entry? {
        if let entry = young[key] { return entry }
        guard let entry = old[key] else { return nil }
        if young.count < capacity { young[key] = entry }
        return entry
    }

    /// Forgets every entry and the counts.
    func removeAll() {
        young = [:]
        old = [:]
        hits = 0
        misses = 0
    }

    private func insert(_ entry: Entry, key: Key) {
        if young.count >= capacity {
            old = young
            young = Dictionary(minimumCapacity: capacity)
        }
        young[key] = entry
    }

    private static func isCacheable(_ request: TextLayoutRequest) -> Bool {
        request.text.utf8.count <= maximumTextLength
    }

    /// A request compared exactly: its text by UTF-8 bytes (Swift's `String ==` treats canonically equivalent
    /// texts as equal, which measure differently), its numbers by bit pattern (so 0 and -0 differ).
    struct Key: Hashable {
        let request: TextLayoutRequest

        init(_ request: TextLayoutRequest) { self.request = request }

        func hash(into hasher: inout Hasher) {
            var text = request.text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            hasher.combine(request.width.bitPattern)
            hasher.combine(request.numberOfLines)
            hasher.combine(request.font.pointSize.bitPattern)
        }

        /// Reads both requests in place (copying one retains its text, font and runs: a dictionary compares keys
        /// on every look-up).
        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.request.width.bitPattern == rhs.request.width.bitPattern
                && lhs.request.text.hasSameUTF8(as: rhs.request.text)
                && same(lhs.request.font, rhs.request.font)
                && lhs.request.numberOfLines == rhs.request.numberOfLines
                && lhs.request.lineBreakMode == rhs.request.lineBreakMode
                && lhs.request.lineBreakStrategy == rhs.request.lineBreakStrategy
                && lhs.request.lineSpacing.bitPattern == rhs.request.lineSpacing.bitPattern
                && lhs.request.lineHeightMultiple.bitPattern == rhs.request.lineHeightMultiple.bitPattern
                && lhs.request.scale.bitPattern == rhs.request.scale.bitPattern
                && lhs.request.adjustsFontSizeToFitWidth == rhs.request.adjustsFontSizeToFitWidth
                && lhs.request.minimumScaleFactor.bitPattern == rhs.request.minimumScaleFactor.bitPattern
                && sameRuns(lhs.request.fontRuns, rhs.request.fontRuns)
        }

        private static func sameRuns(_ a: [TextLayoutRequest.FontRun], _ b: [TextLayoutRequest.FontRun]) -> Bool {
            a.count == b.count && (a.isEmpty || zip(a, b).allSatisfy { $0.length == $1.length && same($0.font, $1.font) })
        }

        private static func same(_ a: Font, _ b: Font) -> Bool {
            a == b && a.pointSize.bitPattern == b.pointSize.bitPattern
        }
    }
}
