// Invariants of every layout, over deterministic random texts, widths and modes, with both measurers.
import Foundation
import Testing
import TesseraLayout
@testable import TesseraText

@Suite struct LayoutPropertyTests {
    /// Pieces random texts are made of: words, Hangul, ideographs, marks, emoji, spaces, line breaks, controls.
    static let alphabet = ["a", "Wo", "rld", "x", " ", " ", "  ", "-", ",", ".", "\n", "\t", "안녕", "하세요", "漢",
                           "字", "e\u{301}", "👍🏽", "\u{200B}", "\u{1}", "𠮟", "(", ")", "\u{2026}", "\r\n"]

    static func texts(count: Int) -> [String] {
        var rng = BenchmarkCorpus.SplitMix64(state: 42)
        return (0..<count).map { _ in
            (0..<Int(rng.next() % 24)).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }.joined()
        }
    }

    @Test(arguments: [0, 1])
    func wrappedLinesCoverTheTextInOrder(measurerIndex: Int) throws {
        let measurer: any TextMeasuring = measurerIndex == 0 ? Measurers.fixed : try #require(Measurers.real)
        let modes: [LineBreakMode] = [.byWordWrapping, .byCharWrapping]
        for (i, text) in Self.texts(count: 150).enumerated() {
            let width = [0, 1, 23, 60, 150][i % 5]
            for mode in modes {
                let request = TextLayoutRequest(text: text, font: .systemFont(ofSize: 17), width: Double(width),
                                                numberOfLines: 0, lineBreakMode: mode,
                                                lineBreakStrategy: i % 2 == 0 ? .standard : .none, scale: 3)
                let result = try measurer.measure(request)
                let context = "\(mode) at \(width): \(text.debugDescription)"
                #expect(result.lines.first?.range.lowerBound ?? 0 == 0, "\(context)")
                #expect(result.lines.last?.range.upperBound ?? 0 == text.utf16.count, "\(context)")
                for (a, b) in zip(result.lines, result.lines.dropFirst()) {
                    #expect(a.range.upperBound == b.range.lowerBound, "\(context)")
                    #expect(b.minY == a.minY + a.height, "\(context)")
                }
                for line in result.lines where width > 0 && line.width > Double(width) + 1e-6 {
                    let shown = line.displayedText(in: text).trimmingCharacters(in: .whitespaces)
                    #expect(shown.count <= 1, "a line wider than \(width) holds one cluster: \(context)")
                }
                #expect(!result.isTruncated)
                #expect(abs(result.rawHeight - result.lines.reduce(0) { $0 + $1.height }) < 1e-9)
                // Rounded up to thirds of a point, forgiving a millionth of a pixel of floating-point noise.
                #expect(result.size.width > result.rawSize.width - 1e-6 && result.size.width - result.rawSize.width < 1.0 / 3)
                #expect(result.size.height > result.rawHeight - 1e-6 && result.size.height - result.rawHeight < 1.0 / 3)
            }
        }
    }

    @Test(arguments: [0, 1])
    func limitedLinesStayWithinTheLimitAndWidth(measurerIndex: Int) throws {
        let measurer: any TextMeasuring = measurerIndex == 0 ? Measurers.fixed : try #require(Measurers.real)
        for (i, text) in Self.texts(count: 150).enumerated() {
            let limit = 1 + i % 3
            let mode = [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byClipping][i % 4]
            let request = TextLayoutRequest(text: text, font: .systemFont(ofSize: 17), width: 60, numberOfLines: limit,
                                            lineBreakMode: mode, adjustsFontSizeToFitWidth: i % 5 == 0,
                                            minimumScaleFactor: 0.5)
            let result = try measurer.measure(request)
            let context = "\(mode), \(limit) lines: \(text.debugDescription)"
            #expect(result.lineCount <= limit, "\(context)")
            #expect(result.actualScaleFactor >= 0.5 && result.actualScaleFactor <= 1, "\(context)")
            if let last = result.lines.last {
                #expect(last.width <= 60 + 1e-6, "\(context)")
                for range in last.visibleRanges {
                    #expect(range.lowerBound >= last.range.lowerBound && range.upperBound <= last.range.upperBound)
                }
            }
            if result.lines.contains(where: \.hasEllipsis) { #expect(result.isTruncated, "\(context)") }
        }
    }
}
