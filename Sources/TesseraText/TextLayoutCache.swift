// A bounded cache of whole text layouts, keyed by the request's exact content, in two generations.

/// Layouts already measured, by request: text (compared code unit by code unit, not by Unicode equivalence),
/// fonts, width, lines, line settings and scale (numbers compared bit for bit), so a hit returns exactly what
/// measuring afresh returns.
///
/// Bounded: entries live in two generations of at most `capacity` entries each. Look-ups search the young
/// generation, then the old one, copying what they find there into the young one while it has room; when a new
/// layout finds the young one full, it becomes the old one and the old one is dropped. Only new layouts turn the
/// generations over: a list measured again, whose texts number up to twice `capacity`, is found whole the second
/// time (promotions that emptied the old generation into a full young one lost what was not read again yet).
/// Texts longer than `maximumTextLength` UTF-8 bytes and layouts of more than `maximumLineCount` lines are not
/// cached, so an entry stays under some 3 KB and the cache under 2 × `capacity` of them.
/// Not thread-safe: its owner uses it under a lock.
final class TextLayoutCache {
    /// The longest text cached, in UTF-8 bytes: labels, not documents.
    static let maximumTextLength = 512
    /// The most lines a cached layout has: a label's, not a narrow column's one word a line.
    static let maximumLineCount = 16
    let capacity: Int
    private var young: Generation
    private var old: Generation
    private(set) var hits = 0
    private(set) var misses = 0

    /// - Parameter capacity: entries per generation (at least 1).
    init(capacity: Int) {
        self.capacity = max(1, capacity)
        young = Generation(capacity: self.capacity)
        old = Generation(capacity: 0)
    }

    /// How many layouts are kept, both generations together (one copied into the young generation counted twice
    /// until the old one is dropped).
    var count: Int { young.count + old.count }

    /// A kept layout, and whether its text's pieces all have advances and hanging whitespace of 0 or more (so that
    /// the lines of its unwrapped layout fit any width as wide as they are, unbroken: `widenedLayout(for:)`).
    struct Entry {
        let layout: TextLayout
        let fitsWiderWidths: Bool
    }

    /// The layout measured for `request`, or one it is sure to measure (`widenedLayout(for:)`), or nil.
    func layout(for request: TextLayoutRequest) -> TextLayout? {
        guard Self.isCacheable(request) else { return nil }
        let hash = Self.hash(of: request)
        // A hit in the young generation, the usual one, copies only the layout out.
        if let index = young.index(of: request, hash: hash) {
            hits += 1
            return young.layout(at: index)
        }
        if let layout = oldEntry(for: request, hash: hash)?.layout ?? widenedLayout(for: request, hash: hash) {
            hits += 1
            return layout
        }
        misses += 1
        return nil
    }

    /// The layout of `request` (a width; its hash `hash`) when it is its text's unwrapped layout (width 0, all else
    /// the same), kept here: that one shows everything, without an ellipsis, and each of its lines is at most
    /// `request.width` wide, its pieces' advances and hanging whitespace being 0 or more. The line fitter then finds
    /// each piece fitting the width where the unwrapped line has it (the advance before a piece plus its width
    /// without hanging whitespace is at most the advance after it, and so at most the whole line's width, rounding
    /// being monotonic), so it breaks no line and cuts nothing: the same lines, sizes and flags. Kept for `request`
    /// too; nil when the unwrapped layout is not kept or does not fit.
    /// - Complexity: O(lines).
    private func widenedLayout(for request: TextLayoutRequest, hash: Int) -> TextLayout? {
        guard request.width > 0 else { return nil }
        var unwrapped = request
        unwrapped.width = 0
        guard let entry = entry(for: unwrapped, hash: Self.hash(of: unwrapped)), entry.fitsWiderWidths,
              !entry.layout.isTruncated,
              entry.layout.lines.allSatisfy({ !$0.hasEllipsis && $0.width <= request.width }) else { return nil }
        insert(entry, for: request, hash: hash)
        return entry.layout
    }

    /// Keeps `layout` as what `request` measures; `fitsWiderWidths`: its text's pieces' advances and hanging
    /// whitespace are all 0 or more. A request the young generation holds already keeps its layout (the same one:
    /// two threads that missed it measured it both).
    func insert(_ layout: TextLayout, for request: TextLayoutRequest, fitsWiderWidths: Bool = false) {
        guard Self.isCacheable(request), layout.lines.count <= Self.maximumLineCount else { return }
        let hash = Self.hash(of: request)
        guard young.index(of: request, hash: hash) == nil else { return }
        insert(Entry(layout: layout, fitsWiderWidths: fitsWiderWidths), for: request, hash: hash)
    }

    /// The entry kept for `request` (hash `hash`); when found in the old generation, copied into the young one if
    /// it has room (the old copy goes with its generation).
    private func entry(for request: TextLayoutRequest, hash: Int) -> Entry? {
        if let index = young.index(of: request, hash: hash) { return young.entry(at: index) }
        return oldEntry(for: request, hash: hash)
    }

    /// The entry the old generation keeps for `request` (hash `hash`), copied into the young one if it has room.
    private func oldEntry(for request: TextLayoutRequest, hash: Int) -> Entry? {
        guard let index = old.index(of: request, hash: hash) else { return nil }
        let entry = old.entry(at: index)
        if young.count < capacity { young.insert(entry, for: request, hash: hash) }
        return entry
    }

    /// Forgets every entry and the counts.
    func removeAll() {
        young = Generation(capacity: capacity)
        old = Generation(capacity: 0)
        hits = 0
        misses = 0
    }

    /// Keeps `entry` for `request` in the young generation, which becomes the old one first when it is full.
    private func insert(_ entry: Entry, for request: TextLayoutRequest, hash: Int) {
        if young.count >= capacity {
            old = young
            young = Generation(capacity: capacity)
        }
        young.insert(entry, for: request, hash: hash)
    }

    private static func isCacheable(_ request: TextLayoutRequest) -> Bool {
        request.text.utf8.count <= maximumTextLength
    }
}
