// Wrapping, line limits, spacing and rounding with the fixed-advance measurer, counted by hand.
import Testing
import TesseraLayout
@testable import TesseraText

@Suite struct FixedAdvanceWrappingTests {
    let measurer = Measurers.fixed
    let font = Font.systemFont(ofSize: 10)

    func layout(_ text: String, width: Double, lines: Int = 0, mode: LineBreakMode = .byWordWrapping,
                strategy: LineBreakStrategy = .standard) throws -> TextLayout {
        try measurer.measure(TextLayoutRequest(text: text, font: font, width: width, numberOfLines: lines,
                                               lineBreakMode: mode, lineBreakStrategy: strategy))
    }

    @Test func unconstrainedWidthKeepsOneLine() throws {
        let result = try layout("Hello world", width: 0)
        #expect(result.lineCount == 1)
        #expect(result.rawSize == Size(width: 11 * 5, height: 12))
        #expect(try measurer.naturalSize(of: "Hello world", font: font) == Size(width: 55, height: 12))
        #expect(try layout("Hello world", width: .infinity).lineCount == 1)
    }

    @Test func wrapsAtSpacesAndTrailingSpacesHang() throws {
        let result = try layout("Hello world", width: 40)
        #expect(result.lines.map(\.range) == [0..<6, 6..<11])
        #expect(result.lines.map(\.width) == [25, 25])  // "Hello" without its space, "world"
        #expect(result.rawSize == Size(width: 25, height: 24))
        #expect(result.lines.map(\.minY) == [0, 12])
        // Spaces past the width hang instead of wrapping.
        let spaces = try layout("Hello      ", width: 25)
        #expect(spaces.lineCount == 1)
        #expect(spaces.lines[0].width == 25)
    }

    @Test func widthThatFitsExactlyDoesNotWrap() throws {
        #expect(try layout("Hello world", width: 55).lineCount == 1)
        #expect(try layout("Hello world", width: 54.99).lineCount == 2)
    }

    @Test func longWordBreaksByCharacter() throws {
        let result = try layout("abcdefghij", width: 22)  // four 5 pt characters fit in 22 pt
        #expect(result.displayed("abcdefghij") == ["abcd", "efgh", "ij"])
        #expect(result.lines.map(\.width) == [20, 20, 10])
        // A long word after a short one starts a new line first.
        let mixed = try layout("ab abcdefghij cd", width: 22)
        #expect(mixed.displayed("ab abcdefghij cd") == ["ab", "abcd", "efgh", "ij", "cd"])
        // A width narrower than one character still shows one character per line.
        #expect(try layout("abc", width: 1).displayed("abc") == ["a", "b", "c"])
    }

    @Test func characterWrappingBreaksInsideWords() throws {
        let words = try layout("ab cdef", width: 27)
        #expect(words.lines.map(\.range) == [0..<3, 3..<7])
        let characters = try layout("ab cdef", width: 27, mode: .byCharWrapping)
        #expect(characters.lines.map(\.range) == [0..<5, 5..<7])
        #expect(characters.lines.map(\.width) == [25, 10])
        // Whitespace still hangs at the end of a character-wrapped line.
        #expect(try layout("abcde fg", width: 25, mode: .byCharWrapping).lines.map(\.range) == [0..<6, 6..<8])
    }

    @Test func lineBreaksEndParagraphs() throws {
        let text = "a\n\nbc\n"
        let result = try layout(text, width: 100)
        #expect(result.lines.map(\.range) == [0..<2, 2..<3, 3..<6])  // no line after the final line feed
        #expect(result.lines.map(\.width) == [5, 0, 10])
        #expect(result.rawSize.height == 36)
        #expect(try layout("a\r\nb\u{2028}c", width: 0).lineCount == 3)
    }

    @Test func numberOfLinesCutsWithoutEllipsisWhenWrapping() throws {
        let text = "aa bb cc dd"  // 20 pt: one word per line
        #expect(try layout(text, width: 20).lineCount == 4)
        let cut = try layout(text, width: 20, lines: 2)
        #expect(cut.lines.map(\.range) == [0..<3, 3..<6])
        #expect(cut.isTruncated)
        #expect(!cut.lines.contains { $0.hasEllipsis })
        #expect(try !layout(text, width: 20, lines: 4).isTruncated)
    }

    @Test func lineSpacingAndMultipleAddUp() throws {
        let request = TextLayoutRequest(text: "aa bb", font: font, width: 10, numberOfLines: 0,
                                        lineBreakMode: .byWordWrapping, lineSpacing: 2.25, lineHeightMultiple: 1.5)
        let result = try measurer.measure(request)
        #expect(result.lines.map(\.height) == [18, 18])
        #expect(result.lines.map(\.minY) == [0, 20.25])
        #expect(result.rawHeight == 38.25)
        #expect(result.height == 38.5)  // rounded up to a half point at scale 2
        var third = request
        third.scale = 3
        #expect(try measurer.measure(third).height == 115.0 / 3)
        // Spacing is only between lines; negative spacing counts as none; a multiple of 0 is natural.
        var single = request
        single.text = "aa"
        #expect(try measurer.measure(single).rawHeight == 18)
        var natural = request
        natural.lineSpacing = -4
        natural.lineHeightMultiple = 0
        #expect(try measurer.measure(natural).rawHeight == 24)
    }

    @Test func sizeRoundsUpToPixels() throws {
        let result = try layout("abc", width: 0)
        #expect(result.rawSize == Size(width: 15, height: 12))
        let odd = try measurer.measure(TextLayoutRequest(text: "abc", font: .systemFont(ofSize: 10.1), width: 0,
                                                         scale: 2))
        #expect(odd.rawSize.width == 3 * 5.05)
        #expect(odd.size.width == 15.5)
        #expect(odd.size.height == 12.5)  // 12.12 rounded up to a half point
    }

    @Test func emptyAndBlankTexts() throws {
        let empty = try layout("", width: 100)
        #expect(empty.lineCount == 0)
        #expect(empty.size == Size(width: 0, height: 0))
        #expect(empty.size.width.sign == .plus)
        let blank = try layout("   ", width: 100)
        #expect(blank.lineCount == 1)
        #expect(blank.rawSize == Size(width: 0, height: 12))
        // Leading spaces count; only trailing ones hang.
        #expect(try layout("  ab", width: 100).lines[0].width == 20)
    }

    @Test func hangulWordsStayWholeUnderTheStandardStrategy() throws {
        let text = "안녕하세요 반갑습니다"  // two five-syllable words; 8 syllables fit in 40 pt
        let standard = try layout(text, width: 40)
        #expect(standard.lines.map(\.range) == [0..<6, 6..<11])
        #expect(try layout(text, width: 40, strategy: .hangulWordPriority).lines.map(\.range) == [0..<6, 6..<11])
        let none = try layout(text, width: 40, strategy: .none)
        #expect(none.lines.map(\.range) == [0..<8, 8..<11])
        // A Korean word longer than the line still breaks by character.
        #expect(try layout("가나다라마바사", width: 20).displayed("가나다라마바사") == ["가나다라", "마바사"])
    }
}
