// A line's displayed text: trailing white space left out as scalars, ellipses placed, over edge-case texts.
import Testing
@testable import TesseraText

/// Every range `start..<end` with `start` in `0...count` and `end` from `start` to `count + past` (ranges reaching
/// past the text's end included, as lines' ranges may).
func everyRange(upTo count: Int, past: Int) -> [Range<Int>] {
    (0...count).flatMap { start in (start...count + past).map { start..<$0 } }
}

@Suite struct DisplayedTextTests {
    /// The displayed text worked out scalar by scalar (decode, then drop trailing White_Space scalars).
    func reference(_ units: [UInt16], _ range: Range<Int>) -> String {
        var shown = String(decoding: units[range.clamped(to: 0..<units.count)], as: UTF16.self)
        while let last = shown.unicodeScalars.last, last.properties.isWhitespace { shown.unicodeScalars.removeLast() }
        return shown
    }

    func line(_ range: Range<Int>) -> TextLine {
        TextLine(range: range, visibleRanges: [range], width: 0, height: 0, minY: 0, hasEllipsis: false)
    }

    @Test(arguments: ["Ada Lovelace  ", "tab\t\n", "nbsp\u{A0}\u{3000}\u{2029}", "   ", "", "emoji 🙂",
                      "🙂 ", "é\u{301}\u{200A}", "x\u{85}\u{1680}\u{205F}\u{2028}"])
    func oneRangeMatchesScalars(_ text: String) {
        let units = Array(text.utf16)
        for range in everyRange(upTo: units.count, past: 1) {
            #expect(line(range).displayedText(inUTF16: units) == reference(units, range))
        }
    }

    /// A lone surrogate at the end decodes to U+FFFD (not white space) and is kept; a space before it too.
    @Test func loneSurrogates() {
        let units: [UInt16] = [0x61, 0x20, 0xD83D, 0x20, 0xDE42, 0x20]
        #expect(line(0..<3).displayedText(inUTF16: units) == "a \u{FFFD}")
        #expect(line(0..<4).displayedText(inUTF16: units) == "a \u{FFFD}")
        #expect(line(4..<6).displayedText(inUTF16: units) == "\u{FFFD}")
        #expect(line(0..<2).displayedText(inUTF16: units) == "a")
    }

    @Test func ellipsisLinesUnchanged() {
        let units = Array("Grace Hopper".utf16)
        let tail = TextLine(range: 0..<12, visibleRanges: [0..<5], width: 0, height: 0, minY: 0, hasEllipsis: true)
        #expect(tail.displayedText(inUTF16: units) == "Grace\u{2026}")
        let middle = TextLine(range: 0..<12, visibleRanges: [0..<2, 9..<12], width: 0, height: 0, minY: 0, hasEllipsis: true)
        #expect(middle.displayedText(inUTF16: units) == "Gr\u{2026}per")
    }
}

/// `TextLayout.displayedLines(of:)`'s ASCII shortcut gives what each line's `displayedText(inUTF16:)` gives.
@Suite struct DisplayedLinesTests {
    func layout(_ ranges: [Range<Int>], ellipsis: Bool = false) -> TextLayout {
        let lines = ranges.map { TextLine(range: $0, visibleRanges: [$0], width: 0, height: 0, minY: 0, hasEllipsis: ellipsis) }
        return TextLayout(size: .zero, rawSize: .zero, lines: lines, pointSize: 17, actualScaleFactor: 1, isTruncated: false,
                          missingGlyphCount: 0, ascender: 16.2)
    }

    @Test(arguments: ["Ada Lovelace  ", "tab\t\n next\r\n", "a\u{0B}b\u{0C}c\u{1F} ", "   ", "", "Met at the conference.",
                      "nbsp\u{A0} ", "emoji 🙂 ok", "x\u{85}"])
    func everySplitMatchesTheUTF16Path(_ text: String) {
        let units = Array(text.utf16)
        for second in everyRange(upTo: units.count, past: 2) {
            let layout = layout([0..<second.lowerBound, second])
            let expected = layout.lines.map { $0.displayedText(inUTF16: units) }
            #expect(layout.displayedLines(of: text) == expected, "\(text.debugDescription) cut at \(second)")
        }
    }

    @Test(arguments: ["Engineer · #42", "emoji 🙂", "🙂", "nbsp\u{A0}", "é\u{301}\u{200A}", "x\u{85}", "tab\t", "", "Ada"])
    func oneLineMatchesTheUTF16Path(_ text: String) {
        let units = Array(text.utf16)
        for range in everyRange(upTo: units.count, past: 2) {
            let layout = layout([range])
            #expect(layout.displayedLines(of: text) == [layout.lines[0].displayedText(inUTF16: units)],
                    "\(text.debugDescription) shown \(range)")
        }
    }

    @Test func shortcutTakesOnlyASCIIWithoutEllipses() {
        #expect(layout([0..<5, 5..<9]).asciiDisplayedLines(of: "Hello you ") == ["Hello", " you"])
        #expect(layout([0..<4]).asciiDisplayedLines(of: "Ada ") == ["Ada"])
        #expect(layout([0..<3]).asciiDisplayedLines(of: "Ada") == ["Ada"])
        #expect(layout([0..<3]).asciiDisplayedLines(of: "Adé") == nil)
        #expect(layout([0..<3], ellipsis: true).asciiDisplayedLines(of: "Ada") == ["Ada\u{2026}"])
        #expect(layout([0..<0], ellipsis: true).displayedLines(of: "7 unread") == ["\u{2026}"])
    }

    /// Lines with an ellipsis or several visible ranges: the ASCII path puts them together as the UTF-16 path does.
    @Test(arguments: ["Grace Hopper", "a  b  ", "   ", "tab\t\tend", "x"])
    func ellipsisAndSeveralRangesMatchTheUTF16Path(_ text: String) {
        let units = Array(text.utf16)
        let count = units.count
        for cut in 0...count {
            for end in cut...count + 1 {
                let shapes: [TextLine] = [
                    TextLine(range: 0..<count, visibleRanges: [0..<cut], width: 0, height: 0, minY: 0, hasEllipsis: true),
                    TextLine(range: 0..<count, visibleRanges: [cut..<end], width: 0, height: 0, minY: 0, hasEllipsis: true),
                    TextLine(range: 0..<count, visibleRanges: [0..<cut, min(end, count)..<count], width: 0, height: 0, minY: 0,
                             hasEllipsis: true),
                    TextLine(range: 0..<count, visibleRanges: [0..<cut, min(end, count)..<count], width: 0, height: 0, minY: 0,
                             hasEllipsis: false),
                ]
                for line in shapes {
                    let layout = TextLayout(size: .zero, rawSize: .zero, lines: [line], pointSize: 17, actualScaleFactor: 1,
                                            isTruncated: true, missingGlyphCount: 0, ascender: 16.2)
                    #expect(layout.displayedLines(of: text) == [line.displayedText(inUTF16: units)],
                            "\(text.debugDescription) \(line.visibleRanges) ellipsis \(line.hasEllipsis)")
                }
            }
        }
    }
}
