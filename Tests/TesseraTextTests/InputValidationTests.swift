// Bad input never crashes: invalid numbers throw, odd texts measure to defined results.
import Testing
import TesseraLayout
@testable import TesseraText

@Suite struct InputValidationTests {
    static let measurers: [any TextMeasuring] = [Measurers.fixed] + (Measurers.real.map { [$0] } ?? [])

    func request(_ change: (inout TextLayoutRequest) -> Void) -> TextLayoutRequest {
        var request = TextLayoutRequest(text: "Hello", font: .systemFont(ofSize: 17), width: 100)
        change(&request)
        return request
    }

    @Test(arguments: 0..<2)
    func invalidNumbersThrow(measurerIndex: Int) throws {
        let measurer = try #require(Self.measurers.dropFirst(measurerIndex).first)
        let invalid: [(String, TextLayoutRequest)] = [
            ("width", request { $0.width = .nan }),
            ("width", request { $0.width = -1 }),
            ("numberOfLines", request { $0.numberOfLines = -1 }),
            ("lineSpacing", request { $0.lineSpacing = .nan }),
            ("lineSpacing", request { $0.lineSpacing = .infinity }),
            ("lineHeightMultiple", request { $0.lineHeightMultiple = .nan }),
            ("scale", request { $0.scale = 0 }),
            ("scale", request { $0.scale = .infinity }),
            ("minimumScaleFactor", request { $0.minimumScaleFactor = .nan }),
            ("font size", request { $0.font = .systemFont(ofSize: .nan) }),
            ("font size", request { $0.font = .systemFont(ofSize: 0) }),
            ("font size", request { $0.font = .systemFont(ofSize: -3) }),
        ]
        for (name, bad) in invalid {
            #expect(throws: TextMeasurementError.self, "\(name)") { try measurer.measure(bad) }
            do {
                _ = try measurer.measure(bad)
            } catch let TextMeasurementError.invalidArgument(argument, _, reason) {
                #expect(argument == name)
                #expect(!reason.isEmpty)
            }
        }
        #expect(throws: TextMeasurementError.self) { try measurer.lineHeight(of: .systemFont(ofSize: .nan)) }
    }

    @Test(arguments: 0..<2)
    func oddTextsHaveDefinedResults(measurerIndex: Int) throws {
        let measurer = try #require(Self.measurers.dropFirst(measurerIndex).first)
        let empty = try measurer.measure(request { $0.text = "" })
        #expect(empty.size == .zero)
        #expect(empty.lines.isEmpty)
        // Lone surrogates cannot be in a Swift String; control characters and unassigned code points can.
        for text in ["\u{0}\u{1}\u{7F}", "\u{FFFF}\u{10FFFF}", "\u{200B}\u{200D}\u{FE0F}", "\u{301}", "\t\t",
                     String(repeating: "a", count: 10_000)] {
            let result = try measurer.measure(request { $0.text = text; $0.numberOfLines = 0 })
            #expect(result.lineCount >= 1)
            #expect(result.rawSize.width.isFinite && result.rawSize.height > 0)
            #expect(result.lines.last?.range.upperBound == text.utf16.count)
        }
    }

    @Test func textsLongerThanAMillionUnitsAreRefused() throws {
        let measurer = try #require(Measurers.real)
        let long = request { $0.text = String(repeating: "x", count: TextMeasurer.maximumTextLength + 1) }
        #expect(throws: TextMeasurementError.invalidArgument(name: "text length", value: 1_000_001,
                                                             reason: "must be at most 1000000 UTF-16 units")) {
            try measurer.measure(long)
        }
    }

    @Test func missingGlyphsAreCountedNotHidden() throws {
        let measurer = try #require(Measurers.real)
        let emoji = try measurer.measure(request { $0.text = "ok 😀" })
        #expect(emoji.missingGlyphCount == 1)  // neither Inter nor Noto Sans CJK has emoji
        let notdef = try FontRegistry.shared.face(SystemFontFiles.debian.faces[.regular]!).shapedAdvance(of: "😀")
        let ok = try measurer.naturalSize(of: "ok ", font: .systemFont(ofSize: 17)).width
        let space = try measurer.naturalSize(of: "ok x", font: .systemFont(ofSize: 17)).width
            - measurer.naturalSize(of: "x", font: .systemFont(ofSize: 17)).width
        #expect(notdef > 0)
        #expect(abs(emoji.rawSize.width - (space + Double(notdef) * 17 / 2816)) < 1e-9)
        #expect(ok < space)  // the space hangs at the end of "ok "
        #expect(try measurer.measure(request { $0.text = "Hello 안녕 漢字" }).missingGlyphCount == 0)
    }

    @Test func unconstrainedWidthsAndInfiniteLines() throws {
        let measurer = Measurers.fixed
        let zero = try measurer.measure(request { $0.width = 0; $0.numberOfLines = 0 })
        let infinite = try measurer.measure(request { $0.width = .infinity; $0.numberOfLines = 0 })
        #expect(zero == infinite)
        #expect(zero.lineCount == 1)
        // Autoshrink with an unconstrained width has nothing to shrink for.
        let shrink = try measurer.measure(request {
            $0.width = 0; $0.adjustsFontSizeToFitWidth = true; $0.minimumScaleFactor = 0.5
        })
        #expect(shrink.actualScaleFactor == 1)
    }

    @Test func namesFromScriptsAreChecked() throws {
        #expect(try LineBreakMode(name: "byTruncatingMiddle") == .byTruncatingMiddle)
        #expect(throws: TextMeasurementError.self) { try LineBreakMode(name: "truncateTail") }
        #expect(try LineBreakStrategy(name: "standard") == .standard)
        #expect(try LineBreakStrategy(name: "none") == .none)
        #expect(try LineBreakStrategy(name: "hangulWordPriority").keepsHangulWords)
        #expect(try !LineBreakStrategy(name: "pushOut").keepsHangulWords)
        #expect(throws: TextMeasurementError.self) { try LineBreakStrategy(name: "korean") }
        let error = TextMeasurementError.unknownName(kind: "font weight", value: "x", expected: ["regular", "bold"])
        #expect(error.description == "unknown font weight 'x'; expected one of: regular, bold")
    }
}
