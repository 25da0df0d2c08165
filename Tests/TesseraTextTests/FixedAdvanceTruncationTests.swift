// Truncation, clipping and autoshrink with the fixed-advance measurer (characters and ellipsis 5 pt, lines 12 pt).
import Testing
import TesseraLayout
@testable import TesseraText

@Suite struct FixedAdvanceTruncationTests {
    let measurer = Measurers.fixed
    let font = Font.systemFont(ofSize: 10)
    let text = "Hello world"  // 11 characters, 55 pt

    func layout(_ text: String, width: Double, lines: Int = 1, mode: LineBreakMode,
                minimumScale: Double = 0) throws -> TextLayout {
        try measurer.measure(TextLayoutRequest(text: text, font: font, width: width, numberOfLines: lines,
                                               lineBreakMode: mode, adjustsFontSizeToFitWidth: minimumScale > 0,
                                               minimumScaleFactor: minimumScale))
    }

    @Test func tailTruncationKeepsThePrefixThatFitsBesideTheEllipsis() throws {
        let result = try layout(text, width: 40, mode: .byTruncatingTail)  // 35 pt left for text: 7 characters
        #expect(result.displayed(text) == ["Hello w…"])
        #expect(result.lines[0].visibleRanges == [0..<7])
        #expect(result.lines[0].range == 0..<11)
        #expect(result.lines[0].width == 40)
        #expect(result.isTruncated)
        // Whitespace before the ellipsis is dropped: 30 pt leaves room for "Hello " but shows "Hello…".
        let atSpace = try layout(text, width: 35, mode: .byTruncatingTail)
        #expect(atSpace.displayed(text) == ["Hello…"])
        #expect(atSpace.lines[0].width == 30)
    }

    @Test func headTruncationKeepsTheSuffix() throws {
        let result = try layout(text, width: 40, mode: .byTruncatingHead)
        #expect(result.displayed(text) == ["…o world"])
        #expect(result.lines[0].visibleRanges == [4..<11])
        #expect(result.lines[0].width == 40)
    }

    @Test func middleTruncationSplitsTheWidth() throws {
        // 35 pt for text: the head gets at most half (17.5 pt: "Hel"), the tail the rest (20 pt: "orld").
        let result = try layout(text, width: 40, mode: .byTruncatingMiddle)
        #expect(result.displayed(text) == ["Hel…orld"])
        #expect(result.lines[0].visibleRanges == [0..<3, 7..<11])
        #expect(result.lines[0].width == 40)
    }

    @Test func textThatFitsIsNotTruncated() throws {
        for mode in [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byClipping] {
            let result = try layout(text, width: 55, mode: mode)
            #expect(result.displayed(text) == [text])
            #expect(!result.isTruncated)
        }
    }

    @Test func truncationAppliesToTheLastAllowedLine() throws {
        let words = "aa bb cc dd"  // one word per 20 pt line
        let result = try layout(words, width: 20, lines: 2, mode: .byTruncatingTail)
        #expect(result.displayed(words) == ["aa", "bb…"])
        #expect(result.lines.map(\.range) == [0..<3, 3..<11])
        #expect(result.lines.map(\.width) == [10, 15])
        let head = try layout(words, width: 20, lines: 2, mode: .byTruncatingHead)
        #expect(head.displayed(words) == ["aa", "…dd"])
        // Unlimited lines never truncate.
        #expect(try layout(words, width: 20, lines: 0, mode: .byTruncatingTail).lineCount == 4)
    }

    @Test func hiddenParagraphsGetATailEllipsisOnly() throws {
        let paragraphs = "ab\ncd"
        let tail = try layout(paragraphs, width: 100, mode: .byTruncatingTail)
        #expect(tail.displayed(paragraphs) == ["ab…"])
        #expect(tail.lines[0].width == 15)
        let head = try layout(paragraphs, width: 100, mode: .byTruncatingHead)
        #expect(head.displayed(paragraphs) == ["ab"])
        #expect(head.isTruncated)
    }

    @Test func clippingKeepsTheLineAndCapsItsWidth() throws {
        let result = try layout(text, width: 40, mode: .byClipping)
        #expect(result.lines[0].range == 0..<11)
        #expect(result.lines[0].visibleRanges == [0..<11])
        #expect(result.lines[0].width == 40)
        #expect(!result.lines[0].hasEllipsis)
        #expect(result.isTruncated)
    }

    @Test func ellipsisWiderThanTheLineShowsAlone() throws {
        let result = try layout(text, width: 3, mode: .byTruncatingTail)
        #expect(result.displayed(text) == ["…"])
        #expect(result.lines[0].width == 3)
    }

    @Test func autoshrinkFindsTheLargestFittingScale() throws {
        // 55 pt of text in 44 pt: 0.8 exactly.
        let exact = try layout(text, width: 44, mode: .byTruncatingTail, minimumScale: 0.5)
        #expect(exact.actualScaleFactor == 0.8)
        #expect(exact.pointSize == 8)
        #expect(!exact.isTruncated)
        // The drawn line is 44 wide and 9.6 tall (0.8 × 12); the label keeps the unshrunk font's size: one 12-pt
        // line (10 pt × 1.2), its text cut to the width.
        #expect(abs(exact.lines[0].width - 44) < 1e-9)
        #expect(abs(exact.lines[0].height - 9.6) < 1e-9)
        #expect(exact.rawHeight == 12)
        #expect(exact.height == 12)
        #expect(exact.rawSize.width <= 44)
        // 40 / 55 = 0.72727…: the grid of thousandths rounds down.
        let floored = try layout(text, width: 40, mode: .byTruncatingTail, minimumScale: 0.5)
        #expect(floored.actualScaleFactor == 0.727)
        #expect(floored.rawSize.width <= 40)
        // Text that fits keeps its size.
        #expect(try layout(text, width: 60, mode: .byTruncatingTail, minimumScale: 0.5).actualScaleFactor == 1)
    }

    @Test func autoshrinkStopsAtTheMinimumAndTruncates() throws {
        // At 0.5 characters are 2.5 pt: 27.5 pt of text in 20 pt, 17.5 pt beside the ellipsis: 7 characters.
        let result = try layout(text, width: 20, mode: .byTruncatingTail, minimumScale: 0.5)
        #expect(result.actualScaleFactor == 0.5)
        #expect(result.pointSize == 5)
        #expect(result.displayed(text) == ["Hello w…"])
        #expect(result.lines[0].width == 20)
    }

    @Test func autoshrinkFitsSeveralLinesWithoutBreakingWords() throws {
        let words = "aaaa bbbb cccc"  // "aaaa bbbb" is 45 pt: 40 / 45 = 0.888…
        let result = try layout(words, width: 40, lines: 2, mode: .byTruncatingTail, minimumScale: 0.5)
        #expect(result.actualScaleFactor == 0.888)
        #expect(result.displayed(words) == ["aaaa bbbb", "cccc"])
        // A word longer than the line shrinks rather than breaks: "abcdefghij" is 50 pt in 40 pt.
        let long = try layout("abcdefghij", width: 40, lines: 2, mode: .byWordWrapping, minimumScale: 0.5)
        #expect(long.actualScaleFactor == 0.8)
        #expect(long.lineCount == 1)
    }

    @Test func autoshrinkNeedsALineLimitAndAFactor() throws {
        #expect(try layout(text, width: 40, lines: 0, mode: .byTruncatingTail, minimumScale: 0.5)
            .actualScaleFactor == 1)
        // A minimum scale factor of 0 means no shrinking, as in UIKit.
        var request = TextLayoutRequest(text: text, font: font, width: 40, adjustsFontSizeToFitWidth: true)
        #expect(try measurer.measure(request).actualScaleFactor == 1)
        request.minimumScaleFactor = 2  // above 1: no shrinking either
        #expect(try measurer.measure(request).actualScaleFactor == 1)
    }
}
