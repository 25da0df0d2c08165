// The layout cache by content: a hit is bit for bit what measuring afresh gives; exact keys; bounded; emptied.
import Testing
@testable import TesseraText

@Suite struct TextLayoutCacheTests {
    let font = Font.systemFont(ofSize: 17)

    /// Every number of a layout as written (Double's description round-trips, and writes -0 as "-0.0"), so equal
    /// descriptions are equal bits.
    func bits(_ layout: TextLayout) -> String { "\(layout)" }

    /// Requests over the corpus in several shapes: wrapped, one line truncated, shrunk to fit, spaced.
    func requests() -> [TextLayoutRequest] {
        let texts = BenchmarkCorpus.texts(count: 12) + ["지하철역에서 걸어서 5분 거리에 있어요.", "", "Quiet street, free parking."]
        var requests: [TextLayoutRequest] = []
        for (index, text) in texts.enumerated() {
            requests.append(TextLayoutRequest(text: text, font: font, width: 300, numberOfLines: 0,
                                              lineBreakMode: .byWordWrapping))
            requests.append(TextLayoutRequest(text: text, font: font, width: 120, numberOfLines: 1))
            var shrunk = TextLayoutRequest(text: text, font: .systemFont(ofSize: 20, weight: .bold), width: 90,
                                           numberOfLines: 2, lineSpacing: Double(index % 3), scale: 3,
                                           adjustsFontSizeToFitWidth: true, minimumScaleFactor: 0.5)
            shrunk.lineHeightMultiple = 1.2
            requests.append(shrunk)
        }
        return requests
    }

    @Test("A layout keeps its font's ascender, measured or found in the cache: SF Pro's for the system font, the file's own for a named one, the request's font's when runs set others")
    func aLayoutKeepsItsFontsAscender() throws {
        let cached = try TextMeasurer(layoutCacheCapacity: 16)
        let system = TextLayoutRequest(text: "Ascender", font: font, width: 200)
        // 17 × 1950 / 2048: SF Pro's ascender at 17 pt, measured, then found in the cache.
        #expect(try cached.measure(system).ascender == 16.1865234375)
        #expect(try cached.measure(system).ascender == 16.1865234375)
        #expect(cached.layoutCacheStatistics?.hits == 1)
        // Inter's own metrics when it is named (not the system font's stand-in).
        let inter = Font.named("Inter", size: 17)
        let named = try cached.measure(TextLayoutRequest(text: "Ascender", font: inter, width: 200)).ascender
        #expect(named == (try cached.ascender(of: inter)) && named != 16.1865234375)
        // Runs in other fonts: the request's font gives the ascender, as a label's baseline takes it.
        var runs = TextLayoutRequest(text: "Ascender", font: font, width: 200)
        runs.fontRuns = [.init(length: 3, font: inter), .init(length: 5, font: .systemFont(ofSize: 30))]
        #expect(try cached.measure(runs).ascender == 16.1865234375)
        // The fixed-advance measurer's: its line height (1.2 × 17) times 0.8.
        #expect(try FixedAdvanceTextMeasurer().measure(system).ascender == 17 * 1.2 * 0.8)
    }

    @Test func aHitIsExactlyWhatMeasuringAfreshGives() throws {
        let cached = try TextMeasurer(layoutCacheCapacity: 256)
        let requests = requests()
        let misses = try requests.map { bits(try cached.measure($0)) }
        let hits = try requests.map { bits(try cached.measure($0)) }
        let fresh = try requests.map { bits(try TextMeasurer().measure($0)) }
        #expect(hits == fresh)
        #expect(misses == fresh)
        let statistics = try #require(cached.layoutCacheStatistics)
        #expect(statistics.misses == requests.count)
        #expect(statistics.hits == requests.count)
        #expect(statistics.count == requests.count)
    }

    /// A width at, just above or below, or well past a text's unwrapped width, measured after the unwrapped layout:
    /// read from it when its lines fit (`widenedLayout(for:)`), and always exactly what measuring afresh gives.
    @Test(arguments: [LineBreakMode.byWordWrapping, .byCharWrapping, .byClipping, .byTruncatingHead, .byTruncatingTail,
                      .byTruncatingMiddle])
    func aWidthTheUnwrappedLinesFitGivesTheUnwrappedLayout(mode: LineBreakMode) throws {
        let texts = BenchmarkCorpus.texts(count: 6) + [
            "Engineer · #300", "trailing spaces   ", "  leading", "two\nparagraphs here", "one\n\nblank line",
            "지하철역에서 걸어서 5분 거리에 있어요.", "مرحبا بالعالم", "emoji 👩‍💻 and ﬁ ligature", "", " ",
            "Supercalifragilisticexpialidocious",
        ]
        let cached = try TextMeasurer(layoutCacheCapacity: 4096)
        var widened = 0
        for (index, text) in texts.enumerated() {
            for lines in [0, 1, 2] {
                var unwrapped = TextLayoutRequest(text: text, font: index % 2 == 0 ? font : .systemFont(ofSize: 20, weight: .bold),
                                                  numberOfLines: lines, lineBreakMode: mode, lineSpacing: Double(index % 3),
                                                  scale: 3, adjustsFontSizeToFitWidth: index % 3 == 0,
                                                  minimumScaleFactor: index % 3 == 0 ? 0.5 : 0)
                unwrapped.lineHeightMultiple = index % 4 == 0 ? 1.2 : 0
                let natural = try cached.measure(unwrapped)
                let widest = natural.lines.map(\.width).max() ?? 0
                for width in [widest, widest.nextUp, widest + 0.001, widest + 12, 400, widest.nextDown, widest - 1, 1]
                where width > 0 {
                    var request = unwrapped
                    request.width = width
                    let before = cached.layoutCacheStatistics!.hits
                    let layout = try cached.measure(request)
                    if cached.layoutCacheStatistics!.hits > before { widened += 1 }
                    #expect(bits(layout) == bits(try TextMeasurer().measure(request)), "\(text) at \(width), \(lines) lines")
                }
            }
        }
        #expect(widened > texts.count)   // the widened path was taken (each width is asked once)
    }

    @Test func keysAreExactTextAndBitsNotEquivalence() throws {
        let measurer = try TextMeasurer(layoutCacheCapacity: 16)
        let composed = TextLayoutRequest(text: "Caf\u{E9} au lait", font: font, width: 300, numberOfLines: 0)
        let decomposed = TextLayoutRequest(text: "Cafe\u{301} au lait", font: font, width: 300, numberOfLines: 0)
        #expect(composed == decomposed)   // Swift's String ==: canonically equivalent
        var negativeZero = composed
        negativeZero.width = -0.0
        var plainZero = composed
        plainZero.width = 0
        for request in [composed, decomposed, plainZero, negativeZero] {
            #expect(bits(try measurer.measure(request)) == bits(try TextMeasurer().measure(request)))
        }
        #expect(measurer.layoutCacheStatistics?.count == 4)
        #expect(measurer.layoutCacheStatistics?.hits == 0)
        #expect(try measurer.measure(decomposed).lines[0].range == 0..<13)  // 13 UTF-16 units, not the composed 12
    }

    @Test func textsAreTheSameByTheirBytesSmallOrLong() {
        let long = "A title long enough to be kept on the heap, not in the string itself: é"
        let pairs: [(String, String, Bool)] = [
            ("", "", true), ("Ada", "Ada", true), ("Ada", "Adb", false), ("Ada", "Ad", false),
            (long, String(long.utf8.dropLast(0))!, true), (long, long.replacingLastScalar(), false),
            ("Caf\u{E9}", "Cafe\u{301}", false), (long + "x", long + "y", false), ("x" + long, long, false),
        ]
        for (a, b, same) in pairs {
            #expect(a.hasSameUTF8(as: b) == same, "\(a) / \(b)")
            #expect(b.hasSameUTF8(as: a) == same, "\(b) / \(a)")
        }
    }

    @Test func staysBoundedAndKeepsWhatIsUsed() throws {
        let measurer = try TextMeasurer()
        let cache = TextLayoutCache(capacity: 4)
        let hot = TextLayoutRequest(text: "hot", font: font)
        cache.insert(try measurer.measure(hot), for: hot)
        for i in 0..<40 {
            let request = TextLayoutRequest(text: "key \(i)", font: font)
            cache.insert(try measurer.measure(request), for: request)
            #expect(cache.layout(for: hot) != nil)  // promoted to the young generation whenever it ages
            #expect(cache.count <= 8)
        }
        #expect(cache.layout(for: TextLayoutRequest(text: "key 39", font: font))?.size
                == (try measurer.measure(TextLayoutRequest(text: "key 39", font: font))).size)
        #expect(cache.layout(for: TextLayoutRequest(text: "key 0", font: font)) == nil)  // evicted
    }

    @Test func requestsOfOneHashAreToldApart() throws {
        // The hash reads the text, width, number of lines and point size only: these differ in what it leaves out.
        let measurer = try TextMeasurer()
        let cache = TextLayoutCache(capacity: 8)
        let text = "A sentence long enough to wrap at this width, and then some more words after that"
        var requests: [TextLayoutRequest] = []
        for mode in [LineBreakMode.byWordWrapping, .byTruncatingTail, .byCharWrapping] {
            for spacing in [0.0, 4.0] {
                var request = TextLayoutRequest(text: text, font: font, width: 120, numberOfLines: 2,
                                                lineBreakMode: mode)
                request.lineSpacing = spacing
                requests.append(request)
            }
        }
        #expect(Set(requests.map(TextLayoutCache.hash(of:))).count == 1)
        for request in requests {
            #expect(cache.layout(for: request) == nil)
            cache.insert(try measurer.measure(request), for: request)
        }
        for request in requests {
            #expect(bits(try #require(cache.layout(for: request))) == bits(try measurer.measure(request)))
        }
        #expect(Set(try requests.map { bits(try measurer.measure($0)) }).count > 1)  // they measure differently
        #expect(cache.count == requests.count)
    }

    @Test func aListMeasuredAgainIsFoundWhole() throws {
        // 12 texts through generations of 8, three times in the same order (a list measured again): the second and
        // third passes find every one. Moving each one found in the old generation into the young one filled it,
        // turned the generations over and dropped the texts not read again yet: 9 and then 6 of the 12 were found.
        let measurer = try TextMeasurer()
        let cache = TextLayoutCache(capacity: 8)
        let requests = (0..<12).map { TextLayoutRequest(text: "row \($0)", font: font, width: 300, numberOfLines: 0) }
        var found: [Int] = []
        for _ in 0..<3 {
            var hits = 0
            for request in requests {
                if let layout = cache.layout(for: request) {
                    #expect(bits(layout) == bits(try measurer.measure(request)))
                    hits += 1
                } else {
                    cache.insert(try measurer.measure(request), for: request)
                }
                #expect(cache.count <= 16)
            }
            found.append(hits)
        }
        #expect(found == [0, 12, 12])
    }

    @Test func longTextsAndTallLayoutsAreNotKeptAndEmptyingForgetsAll() throws {
        let measurer = try TextMeasurer(layoutCacheCapacity: 16)
        let long = TextLayoutRequest(text: String(repeating: "word ", count: 103), font: font, width: 300, numberOfLines: 0)
        #expect(long.text.utf8.count == TextLayoutCache.maximumTextLength + 3)
        #expect(bits(try measurer.measure(long)) == bits(try measurer.measure(long)))
        #expect(measurer.layoutCacheStatistics?.count == 0)
        let column = TextLayoutRequest(text: (1...20).map { "w\($0)" }.joined(separator: " "), font: font, width: 30,
                                       numberOfLines: 0, lineBreakMode: .byWordWrapping)
        let tall = try measurer.measure(column)
        #expect(tall.lineCount > TextLayoutCache.maximumLineCount)  // a word or less a line
        #expect(bits(try measurer.measure(column)) == bits(tall))
        #expect(measurer.layoutCacheStatistics?.count == 0)
        _ = try measurer.measure(TextLayoutRequest(text: "short", font: font))
        #expect(measurer.layoutCacheStatistics?.count == 1)
        measurer.removeCachedWidths()
        #expect(measurer.layoutCacheStatistics?.count == 0)
        #expect(measurer.layoutCacheStatistics?.hits == 0)
        #expect(try TextMeasurer().layoutCacheStatistics == nil)  // off by default
    }
}

extension String {
    /// The same text with its last scalar one code point higher (same length in UTF-8 for "é").
    fileprivate func replacingLastScalar() -> String {
        var scalars = Array(unicodeScalars)
        scalars[scalars.count - 1] = Unicode.Scalar(scalars[scalars.count - 1].value + 1)!
        return String(String.UnicodeScalarView(scalars))
    }
}
