// Layout with real fonts: wrapping, truncation and autoshrink checked against advances of the shaped pieces.
import Testing
import TesseraLayout
@testable import TesseraText

@Suite struct RealFontLayoutTests {
    let measurer: TextMeasurer
    let font = Font.systemFont(ofSize: 17)
    let inter: FontFace

    init() throws {
        measurer = try #require(Measurers.real)
        inter = try FontRegistry.shared.face(SystemFontFiles.debian.faces[.regular]!)
    }

    /// The width of `text` shaped with Inter alone at 17 pt (checked against hb-shape in ShapingFixtureTests).
    func width(_ text: String) -> Double { Double(inter.shapedAdvance(of: text)) * 17 / Double(inter.unitsPerEm) }

    func layout(_ text: String, width: Double, lines: Int = 0, mode: LineBreakMode = .byWordWrapping,
                minimumScale: Double = 0) throws -> TextLayout {
        try measurer.measure(TextLayoutRequest(text: text, font: font, width: width, numberOfLines: lines,
                                               lineBreakMode: mode, adjustsFontSizeToFitWidth: minimumScale > 0,
                                               minimumScaleFactor: minimumScale))
    }

    @Test func wrapsWhereTheNextWordNoLongerFits() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let result = try layout(text, width: 150)
        let shown = result.displayed(text)
        #expect(shown.joined(separator: " ") == text)
        for (index, line) in shown.enumerated() {
            #expect(width(line) <= 150)
            #expect(abs(result.lines[index].width - width(line)) < 1e-9)
            if index + 1 < shown.count {  // the next word would not have fitted
                let next = shown[index + 1].split(separator: " ")[0]
                #expect(width(line + " " + next) > 150)
            }
        }
        // Lines take SF Pro's height (2444 / 2048 × 17 = 20.287109375), not Inter's.
        #expect(result.rawHeight == Double(shown.count) * 20.287109375)
    }

    @Test func tailTruncationFitsTheEllipsis() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let result = try layout(text, width: 150, lines: 1, mode: .byTruncatingTail)
        let shown = try #require(result.displayed(text).first)
        #expect(shown.hasSuffix("\u{2026}"))
        let kept = String(shown.dropLast())
        #expect(text.hasPrefix(kept))
        #expect(width(kept) + width("\u{2026}") <= 150)
        #expect(abs(result.lines[0].width - (width(kept) + width("\u{2026}"))) < 1e-9)
        // One more character (past any spaces) would not have fitted.
        var extended = kept
        for character in text.dropFirst(kept.count) {
            extended.append(character)
            if character != " " { break }
        }
        #expect(width(extended) + width("\u{2026}") > 150)
    }

    @Test func headAndMiddleTruncationKeepTheEnd() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let head = try #require(try layout(text, width: 150, lines: 1, mode: .byTruncatingHead).displayed(text).first)
        #expect(head.hasPrefix("\u{2026}"))
        #expect(text.hasSuffix(String(head.dropFirst())))
        #expect(width(head) <= 150)
        let middle = try #require(try layout(text, width: 150, lines: 1, mode: .byTruncatingMiddle).displayed(text).first)
        let parts = middle.split(separator: "\u{2026}", omittingEmptySubsequences: false)
        #expect(parts.count == 2)
        #expect(text.hasPrefix(String(parts[0])) && text.hasSuffix(String(parts[1])))
        #expect(width(String(parts[0])) <= (150 - width("\u{2026}")) / 2)
    }

    @Test func autoshrinkScalesToTheNaturalWidth() throws {
        let text = "Compositional layout"
        let natural = width(text)
        let target = natural * 0.75
        let result = try layout(text, width: target, lines: 1, mode: .byTruncatingTail, minimumScale: 0.5)
        let expected = (target / natural * 1000 + 1e-9).rounded(.down) / 1000
        #expect(result.actualScaleFactor == expected)
        #expect(result.pointSize == 17 * expected)
        #expect(!result.isTruncated)
        // What is drawn shrinks; the label keeps one line of the unshrunk 17-pt font (SF Pro: 20.287109375).
        #expect(abs(result.lines[0].width - natural * expected) < 1e-9)
        #expect(abs(result.lines[0].height - 20.287109375 * expected) < 1e-9)
        #expect(result.rawHeight == 20.287109375)
        #expect(result.height == 20.5)
    }

    @Test func koreanWrapsAtSpacesUnlessTheStrategyIsNone() throws {
        let text = "컬렉션 뷰의 레이아웃을 계산합니다"
        let standard = try layout(text, width: 120)
        for line in standard.displayed(text) {
            #expect(text.split(separator: " ").contains { line.hasSuffix($0) })  // every line ends with a word
        }
        var request = TextLayoutRequest(text: text, font: font, width: 120, numberOfLines: 0,
                                        lineBreakMode: .byWordWrapping, lineBreakStrategy: .none)
        let none = try measurer.measure(request)
        #expect(none.lineCount <= standard.lineCount)
        #expect(none.lines[0].range.upperBound > standard.lines[0].range.upperBound)  // fills the line further
        request.lineBreakMode = .byCharWrapping
        #expect(try measurer.measure(request).lineCount >= 2)
    }

    @Test func cachedAndUncachedWidthsAgree() throws {
        let cold = try TextMeasurer(cacheCapacity: 16)
        let text = BenchmarkCorpus.texts(count: 40).joined(separator: " ")
        let first = try cold.measure(TextLayoutRequest(text: text, font: font, width: 300, numberOfLines: 0))
        let again = try cold.measure(TextLayoutRequest(text: text, font: font, width: 300, numberOfLines: 0))
        let shared = try measurer.measure(TextLayoutRequest(text: text, font: font, width: 300, numberOfLines: 0))
        #expect(first == again)
        #expect(first == shared)
        #expect(cold.cacheStatistics.hits > 0)
    }

    @Test func concurrentMeasurementsMatchSequentialOnes() async throws {
        let texts = BenchmarkCorpus.texts(count: 64)
        let font = self.font
        let measurer = self.measurer
        let sequential = try texts.map {
            try measurer.measure(TextLayoutRequest(text: $0, font: font, width: 200, numberOfLines: 0)).rawSize
        }
        let concurrent = try await withThrowingTaskGroup(of: (Int, Size).self) { group in
            for (index, text) in texts.enumerated() {
                group.addTask {
                    let size = try measurer.measure(TextLayoutRequest(text: text, font: font, width: 200,
                                                                      numberOfLines: 0)).rawSize
                    return (index, size)
                }
            }
            var sizes = [Size](repeating: .zero, count: texts.count)
            for try await (index, size) in group { sizes[index] = size }
            return sizes
        }
        #expect(concurrent == sequential)
    }

    @Test func measurersOnSeveralThreadsShareOneRegistry() async throws {
        let registry = FontRegistry()  // fresh: faces are opened by whichever task needs them first
        let texts = BenchmarkCorpus.texts(count: 32)
        let reference = try TextMeasurer(registry: FontRegistry())
        let font = Font.systemFont(ofSize: 15, weight: .bold)
        let expected = try texts.map {
            try reference.measure(TextLayoutRequest(text: $0, font: font, width: 180, numberOfLines: 0)).rawSize
        }
        let sizes = try await withThrowingTaskGroup(of: [Size].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    let measurer = try TextMeasurer(registry: registry)
                    return try texts.map {
                        try measurer.measure(TextLayoutRequest(text: $0, font: font, width: 180, numberOfLines: 0)).rawSize
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(sizes.count == 4)
        #expect(sizes.allSatisfy { $0 == expected })
    }
}

/// The system font's heights are iOS's (SF Pro: 2048 units per em, ascender 1950, descender −494, no line gap).
@Suite struct SystemFontMetricsTests {
    let measurer: TextMeasurer

    init() throws { measurer = try #require(Measurers.real) }

    @Test func oneLineBodyLabelIsDeviceTall() throws {
        let body = Font.preferredFont(forTextStyle: .body)  // 17 pt at Large
        let metrics = try measurer.verticalMetrics(of: body)
        #expect(metrics.lineHeight(atSize: 17) == 20.287109375)
        #expect(metrics.ascender(atSize: 17) == 16.1865234375)
        #expect(metrics.descender(atSize: 17) == -4.1005859375)
        // One line: 20.287109375 rounded up to the pixel grid: 61 px at @3x = 20.333…, 41 px at @2x = 20.5.
        let at3x = try measurer.measure(TextLayoutRequest(text: "Settings", font: body, width: 300, scale: 3))
        #expect(at3x.height == 61.0 / 3)
        let at2x = try measurer.measure(TextLayoutRequest(text: "Settings", font: body, width: 300, scale: 2))
        #expect(at2x.height == 20.5)
    }

    @Test func linesAddUpBeforeRounding() throws {
        // Two lines: 2 × 20.287109375 = 40.57421875 → 121.72 px → 122 px at @3x = 40.666…
        let font = Font.systemFont(ofSize: 17, weight: .semibold)
        let two = try measurer.measure(TextLayoutRequest(text: "First\nSecond", font: font, width: 300, numberOfLines: 0,
                                                          scale: 3))
        #expect(two.lineCount == 2)
        #expect(two.rawHeight == 40.57421875)
        #expect(two.height == 122.0 / 3)
        // Every size and weight: 13-pt bold is 2444 / 2048 × 13 = 15.513671875.
        let small = try measurer.measure(TextLayoutRequest(text: "Caption", font: .systemFont(ofSize: 13, weight: .bold),
                                                           width: 300))
        #expect(small.rawHeight == 15.513671875)
    }
}

/// A paragraph's base direction: its first strong character decides.
@Suite struct BaseDirectionTests {
    @Test func firstStrongCharacterDecides() {
        #expect(LayoutDirection.base(of: "Hello") == .leftToRight)
        #expect(LayoutDirection.base(of: "مرحبا بالعالم") == .rightToLeft)
        #expect(LayoutDirection.base(of: "שלום") == .rightToLeft)
        #expect(LayoutDirection.base(of: "123 مرحبا Hello") == .rightToLeft)  // digits are weak
        #expect(LayoutDirection.base(of: "«Hello» مرحبا") == .leftToRight)
        #expect(LayoutDirection.base(of: "안녕") == .leftToRight)
        #expect(LayoutDirection.base(of: "42 — !") == nil)
        #expect(LayoutDirection.base(of: "") == nil)
    }

    @Test func measuredTextCarriesItsBaseDirection() throws {
        let measurer = try #require(Measurers.real)
        let arabic = try measurer.measure(TextLayoutRequest(text: "مرحبا", font: .systemFont(ofSize: 17), width: 200))
        #expect(arabic.baseDirection == .rightToLeft)
        let fixed = try FixedAdvanceTextMeasurer().measure(TextLayoutRequest(text: "Hi", font: .systemFont(ofSize: 10),
                                                                            width: 200))
        #expect(fixed.baseDirection == .leftToRight)
    }
}
