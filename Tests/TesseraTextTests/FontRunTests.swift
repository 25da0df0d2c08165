// Attributed text: runs of different fonts measured each in its own font, a line as tall as its tallest run.
import Testing
import TesseraLayout
@testable import TesseraText

@Suite struct FontRunTests {
    let measurer: TextMeasurer

    init() throws { measurer = try #require(Measurers.real) }

    func measure(_ text: String, _ runs: [(Int, Font)], width: Double = 0, lines: Int = 1,
                 scale: Double = 3) throws -> TextLayout {
        var request = TextLayoutRequest(text: text, font: runs[0].1, width: width, numberOfLines: lines,
                                        lineBreakMode: lines == 1 ? .byTruncatingTail : .byWordWrapping, scale: scale)
        request.fontRuns = runs.map { TextLayoutRequest.FontRun(length: $0.0, font: $0.1) }
        return try measurer.measure(request)
    }

    func plain(_ text: String, _ font: Font) throws -> TextLayout {
        try measurer.measure(TextLayoutRequest(text: text, font: font, scale: 3))
    }

    @Test func eachRunIsMeasuredInItsFontAndTheTallestRunGivesTheHeight() throws {
        // Seed 004's count: "50" at 25 pt, "회" (the CJK fallback) at 14 pt.
        let mixed = try measure("50회", [(2, .systemFont(ofSize: 25)), (1, .systemFont(ofSize: 14))])
        let digits = try plain("50", .systemFont(ofSize: 25)), unit = try plain("회", .systemFont(ofSize: 14))
        #expect(abs(mixed.rawSize.width - (digits.rawSize.width + unit.rawSize.width)) < 1e-9)
        // 25-pt SF Pro: 2444 / 2048 × 25 = 29.833984375, taller than 회's fallback face at 14 pt.
        #expect(mixed.rawSize.height == 29.833984375)
        #expect(unit.rawSize.height < 29.833984375)
        #expect(mixed.size == Size(width: TextLayout.ceilToPixel(mixed.rawSize.width, scale: 3), height: 30))
        #expect(mixed.lines.count == 1)
    }

    @Test func aTallerRunLaterInTheLineWinsToo() throws {
        let mixed = try measure("aB", [(1, .systemFont(ofSize: 10)), (1, .systemFont(ofSize: 30))])
        #expect(mixed.rawSize.height == 2444.0 / 2048 * 30)
        let small = try plain("a", .systemFont(ofSize: 10)), big = try plain("B", .systemFont(ofSize: 30))
        #expect(abs(mixed.rawSize.width - (small.rawSize.width + big.rawSize.width)) < 1e-9)
    }

    @Test func wrappedLinesTakeTheHeightOfTheirOwnRuns() throws {
        // "BIG" at 30 pt on the first line, "small small" at 10 pt wrapped to the second: 35.8 + 11.93.
        let mixed = try measure("BIG small small", [(4, .systemFont(ofSize: 30)), (11, .systemFont(ofSize: 10))],
                                width: 70, lines: 0)
        let ranges: [Range<Int>] = [0..<4, 4..<15]
        let heights: [Double] = [2444.0 / 2048 * 30, 2444.0 / 2048 * 10]
        #expect(mixed.lines.map(\.range) == ranges)
        #expect(mixed.lines.map(\.height) == heights)
    }

    @Test func runsPastTheTextAreCutAndTextPastTheRunsKeepsTheLastFont() throws {
        let long = try measure("ab", [(1, .systemFont(ofSize: 10)), (50, .systemFont(ofSize: 20))])
        let short = try measure("ab", [(1, .systemFont(ofSize: 10)), (1, .systemFont(ofSize: 20))])
        let tail = try measure("ab", [(1, .systemFont(ofSize: 10)), (0, .systemFont(ofSize: 30)), (0, .systemFont(ofSize: 20))])
        #expect(long.rawSize == short.rawSize)
        #expect(tail.rawSize.height == 2444.0 / 2048 * 10)   // empty runs draw nothing; the last non-empty font goes on
        let negative = #expect(throws: TextMeasurementError.self) {
            try measure("ab", [(-1, .systemFont(ofSize: 10))])
        }
        #expect("\(negative!)".contains("font run length"))
    }
}
