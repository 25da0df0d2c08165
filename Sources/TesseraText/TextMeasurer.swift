// Measures text with real fonts: HarfBuzz advances, ICU line breaks, CJK fallback, UILabel layout rules.
import CTextShaping

/// Measures text as `UILabel` lays it out, with real fonts: faces from a `FontRegistry` (Inter for the system
/// font, Noto Sans CJK KR for Hangul and other CJK text), HarfBuzz advances and extents, ICU line breaks.
///
/// Shaped widths are cached per (face, word) in a bounded cache (`cacheCapacity` entries per generation, two
/// generations). Whole layouts can be kept too, by the request's exact content (`layoutCacheCapacity`, off by
/// default): a hit returns exactly what measuring afresh returns. Safe for concurrent use: each measurement holds the measurer's lock, so calls from several
/// threads run one at a time; give each thread its own measurer (sharing one registry) to measure in parallel.
public final class TextMeasurer: TextMeasuring, @unchecked Sendable {
    public let registry: FontRegistry
    private let lock = Lock()
    private let context: ShapingContext
    private let layouts: TextLayoutCache?
    /// The registry's chains this measurer has used, under `lock`: a thread with its own measurer then finds them
    /// without taking the registry's lock, which every thread shares.
    private var chains: [Font.Family: FontChain] = [:]

    /// Whole layouts a run's measurer keeps per cache generation (two generations; texts up to
    /// `TextLayoutCache.maximumTextLength` bytes, layouts up to `maximumLineCount` lines): 16,384 layouts, under 50 MB
    /// even with every one at the limits. A feed's rows and reused cells' labels
    /// repeat texts, and a cell's dump measures again what its fit measured.
    public static let runLayoutCacheCapacity = 8192

    /// - Parameters:
    ///   - registry: where fonts come from (the shared registry over Debian's fonts by default).
    ///   - cacheCapacity: shaped widths kept per cache generation (at least 16).
    ///   - layoutCacheCapacity: whole layouts kept per cache generation (texts up to
    ///     `TextLayoutCache.maximumTextLength` bytes), 0 for none.
    /// - Throws: `lineBreakingUnavailable` or `outOfMemory` when ICU or HarfBuzz cannot start.
    public init(registry: FontRegistry = .shared, cacheCapacity: Int = 16_384, layoutCacheCapacity: Int = 0) throws {
        self.registry = registry
        context = try ShapingContext(cacheCapacity: cacheCapacity)
        layouts = layoutCacheCapacity > 0 ? TextLayoutCache(capacity: layoutCacheCapacity) : nil
    }

    /// The longest text measured, in UTF-16 code units: some 300 pages, far past any label, and short enough that
    /// measuring it takes well under a second (a script's instruction budget does not cover native work).
    public static let maximumTextLength = 1_000_000

    /// Lays out `request` with real fonts (see `TextMeasuring.measure(_:)`).
    /// - Throws: `invalidArgument` for invalid numbers; font errors (`fontNotFound`, `fontFileNotFound`, …).
    /// - Complexity: O(n) for n UTF-16 code units once the words' widths are cached; each uncached word is shaped.
    public func measure(_ request: TextLayoutRequest) throws -> TextLayout {
        try request.validate()
        // A text has at most as many UTF-16 units as UTF-8 bytes: only a long one is counted (an O(n) walk).
        guard request.text.utf8.count <= Self.maximumTextLength || request.text.utf16.count <= Self.maximumTextLength else {
            throw TextMeasurementError.invalidArgument(name: "text length", value: Double(request.text.utf16.count),
                                                       reason: "must be at most \(Self.maximumTextLength) UTF-16 units")
        }
        if let layouts, let layout = lock.withLock({ layouts.layout(for: request) }) { return layout }
        let length = request.text.utf16.count
        var styles: [ShapedParagraph.Style] = []
        var end = 0
        for run in request.fontRuns where end < length && run.length > 0 {
            end = min(length, end + run.length)
            styles.append(ShapedParagraph.Style(end: end, chain: try chain(for: run.font.family),
                                                pointSize: run.font.pointSize))
        }
        // The request's font's chain: the text's when no run sets another, and its metrics give the layout's
        // ascender (as `ascender(of:)` does).
        let primary = try chain(for: request.font.family)
        if styles.isEmpty {
            styles = [ShapedParagraph.Style(end: length, chain: primary, pointSize: request.font.pointSize)]
        }
        styles[styles.count - 1].end = length   // text past the last run is in its font
        let options = LineBreaker.options(strategy: request.lineBreakStrategy,
                                          characterWrapping: request.lineBreakMode == .byCharWrapping)
        let ascender = primary.metrics[0].ascender(atSize: request.font.pointSize)
        return try lock.withLock {
            context.load(request.text)
            let paragraph = try ShapedParagraph(context: context, styles: styles, breakOptions: options)
            let layout = TextLayoutEngine.layout(paragraph, request: request, missingGlyphs: paragraph.missingGlyphs,
                                                 ascender: ascender)
            layouts?.insert(layout, for: request, fitsWiderWidths: paragraph.pieces.allSatisfy {
                $0.advance >= 0 && $0.hanging >= 0 && $0.visible >= 0
            })
            return layout
        }
    }

    /// The primary face's line height at the font's size: ascender − descender + line gap (SF Pro's for the
    /// system font, the file's own otherwise).
    public func lineHeight(of font: Font) throws -> Double {
        try verticalMetrics(of: font).lineHeight(atSize: font.pointSize)
    }

    public func ascender(of font: Font) throws -> Double {
        try verticalMetrics(of: font).ascender(atSize: font.pointSize)
    }

    /// The vertical metrics lines of `font` take: SF Pro's for the system font, the file's own otherwise.
    public func verticalMetrics(of font: Font) throws -> VerticalMetrics {
        try font.validate()
        return try chain(for: font.family).metrics[0]
    }

    /// The registry's chain for `family`, kept here after its first use.
    private func chain(for family: Font.Family) throws -> FontChain {
        if let chain = lock.withLock({ chains[family] }) { return chain }
        let chain = try registry.chain(for: family)
        lock.withLock { chains[family] = chain }
        return chain
    }

    /// Empties the shaped-width cache and the layout cache (faces stay open), for cold-cache measurements.
    public func removeCachedWidths() {
        lock.withLock {
            context.cache.removeAll()
            layouts?.removeAll()
        }
    }

    /// Layout cache hits and misses since it was last emptied, and the layouts it keeps; nil without one.
    public var layoutCacheStatistics: (hits: Int, misses: Int, count: Int)? {
        lock.withLock { layouts.map { ($0.hits, $0.misses, $0.count) } }
    }

    /// Shaped-width cache hits and misses since the cache was last emptied.
    public var cacheStatistics: (hits: Int, misses: Int) {
        lock.withLock { (context.cache.hits, context.cache.misses) }
    }
}
