// One laid-out line of a measured text: its range, what it shows, its width and height.

/// A line of a measured text. Offsets are UTF-16 code unit offsets into the request's text (`NSRange` style;
/// `String.utf16` indices), so they match UIKit's ranges.
public struct TextLine: Hashable, Sendable {
    /// The text this line lays out, including its trailing whitespace and line break character. On a line cut
    /// short by `numberOfLines` in a truncating or clipping mode, the rest of the paragraph.
    public var range: Range<Int>
    /// The parts of `range` actually shown: `[range]` without an ellipsis (whitespace included), one range
    /// before or after the ellipsis for tail or head truncation, two around it for middle truncation.
    public var visibleRanges: [Range<Int>]
    /// The typographic width in points: trailing whitespace hangs (not counted), the ellipsis counts, and a
    /// clipped or truncated line is at most the wrap width.
    public var width: Double
    /// The line's height in points: the tallest font on it (ascender − descender + line gap) times the line
    /// height multiple.
    public var height: Double
    /// Where the line's top is, from the top of the text, in points (line spacing included).
    public var minY: Double
    /// Whether an ellipsis (U+2026) is drawn on this line.
    public var hasEllipsis: Bool

    public init(range: Range<Int>, visibleRanges: [Range<Int>], width: Double, height: Double, minY: Double,
                hasEllipsis: Bool) {
        self.range = range
        self.visibleRanges = visibleRanges
        self.width = width
        self.height = height
        self.minY = minY
        self.hasEllipsis = hasEllipsis
    }

    /// The text the line shows, ellipsis included, trailing whitespace and line breaks left out.
    public func displayedText(in text: String) -> String { displayedText(inUTF16: Array(text.utf16)) }

    /// `displayedText(in:)` for the text's UTF-16 code units (convert once for all of a layout's lines).
    public func displayedText(inUTF16 units: [UInt16]) -> String {
        if !hasEllipsis, visibleRanges.count == 1 {
            // One range, no ellipsis (most lines): trailing white space dropped as code units before decoding. Every
            // White_Space scalar is in the BMP, so dropping non-surrogate units gives the same text as dropping scalars.
            let clamped = visibleRanges[0].clamped(to: 0..<units.count)
            var end = clamped.upperBound
            while end > clamped.lowerBound, let scalar = Unicode.Scalar(units[end - 1]), scalar.properties.isWhitespace {
                end -= 1
            }
            return String(decoding: units[clamped.lowerBound..<end], as: UTF16.self)
        }
        return displayedText(count: units.count) { String(decoding: units[$0], as: UTF16.self) }
    }

    /// `displayedText(inUTF16:)` of any line, each visible range clamped to the text's `count` code units and cut from
    /// the text by `slice` (from UTF-16 units, or from an ASCII text's bytes: `TextLayout.asciiDisplayedLines`).
    func displayedText(count: Int, slice: (Range<Int>) -> String) -> String {
        let parts = visibleRanges.map { slice($0.clamped(to: 0..<count)) }
        var shown: String
        if !hasEllipsis {
            shown = parts.joined()
        } else if visibleRanges.count == 2 {
            shown = parts[0] + "\u{2026}" + parts[1]
        } else if let first = visibleRanges.first, first.lowerBound > range.lowerBound {
            shown = "\u{2026}" + parts[0]
        } else {
            shown = (parts.first ?? "") + "\u{2026}"
        }
        while let last = shown.unicodeScalars.last, last.properties.isWhitespace {
            shown.unicodeScalars.removeLast()
        }
        return shown
    }
}
