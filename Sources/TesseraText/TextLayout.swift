// The result of measuring a text: its size (pixel-rounded and raw), its lines, and what was shrunk or cut.
import TesseraLayout

/// A measured text, as a label lays it out (`sizeThatFits(_:)`, `intrinsicContentSize`).
public struct TextLayout: Hashable, Sendable {
    /// The size a label reports: `rawSize` rounded up to whole device pixels at the request's scale.
    public var size: Size
    /// The unrounded size: the widest line, and the lines' heights plus the spacing between them.
    public var rawSize: Size
    public var lines: [TextLine]
    /// The point size used: the font's, times `actualScaleFactor`.
    public var pointSize: Double
    /// The scale autoshrink settled on (`adjustsFontSizeToFitWidth`); 1 when the text fits or shrinking is off.
    public var actualScaleFactor: Double
    /// Whether some text is not shown: lines past `numberOfLines`, an ellipsis, or a clipped line.
    public var isTruncated: Bool
    /// Characters that no font in the fallback chain has; each was measured as the primary font's `.notdef`.
    public var missingGlyphCount: Int
    /// The paragraph's base writing direction by its first strong character (`LayoutDirection.base(of:)`); nil
    /// when it has none. Where the lines sit in a label (natural alignment) follows the view's layout direction.
    public var baseDirection: LayoutDirection?
    /// The request's font's ascender at its point size (`TextMeasuring.ascender(of:)`), unscaled by
    /// `actualScaleFactor`: where a line's baseline is below its top. Kept here so that a label's baselines need no
    /// look-up of the font's metrics when the layout comes from a cache.
    public var ascender: Double

    public init(size: Size, rawSize: Size, lines: [TextLine], pointSize: Double, actualScaleFactor: Double,
                isTruncated: Bool, missingGlyphCount: Int, baseDirection: LayoutDirection? = nil, ascender: Double) {
        self.size = size
        self.rawSize = rawSize
        self.lines = lines
        self.pointSize = pointSize
        self.actualScaleFactor = actualScaleFactor
        self.isTruncated = isTruncated
        self.missingGlyphCount = missingGlyphCount
        self.baseDirection = baseDirection
        self.ascender = ascender
    }

    public var lineCount: Int { lines.count }
    /// The reported width (pixel-rounded).
    public var width: Double { size.width }
    /// The reported height (pixel-rounded).
    public var height: Double { size.height }
    /// The unrounded height.
    public var rawHeight: Double { rawSize.height }
    /// The unrounded width.
    public var rawWidth: Double { rawSize.width }

    /// `value` rounded up to a whole pixel at `scale`; a value within a millionth of a pixel above a pixel
    /// boundary counts as on it, so floating-point noise does not cost a pixel. Zero and less give 0.
    public static func ceilToPixel(_ value: Double, scale: Double) -> Double {
        let pixels = (value * scale - 1e-6).rounded(.up)
        return pixels > 0 ? pixels / scale : 0
    }
}

extension TextLayout {
    /// What each line shows (`TextLine.displayedText(in:)`), converting `text` once.
    /// - Complexity: O(n) in the text's length plus the lines' lengths.
    public func displayedLines(of text: String) -> [String] {
        if let shown = asciiDisplayedLines(of: text) { return shown }
        if lines.count == 1, let line = lines.first, !line.hasEllipsis, line.visibleRanges.count == 1,
           line.visibleRanges[0].lowerBound <= 0, line.visibleRanges[0].upperBound >= text.utf16.count,
           text.unicodeScalars.last?.properties.isWhitespace != true {
            return [text]   // one line showing all of a text not ending in white space: the text itself
        }
        let units = Array(text.utf16)
        return lines.map { $0.displayedText(inUTF16: units) }
    }

    /// `displayedLines(of:)` of an ASCII text: UTF-16 offsets are then UTF-8 offsets, so each line is sliced from the
    /// text's bytes (the text itself when a line shows all of it) instead of decoding a UTF-16 copy. On a line of one
    /// range without an ellipsis (most), trailing white space is dropped as bytes: the ASCII White_Space scalars are
    /// U+0009…U+000D and U+0020; other lines (an ellipsis, several ranges) are put together as the UTF-16 path does.
    /// nil for a text that is not ASCII.
    func asciiDisplayedLines(of text: String) -> [String]? {
        var bytes = text
        return bytes.withUTF8 { utf8 -> [String]? in
            guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
            return lines.map { line in
                guard !line.hasEllipsis, line.visibleRanges.count == 1 else {
                    return line.displayedText(count: utf8.count) {
                        String(decoding: UnsafeBufferPointer(rebasing: utf8[$0]), as: UTF8.self)
                    }
                }
                let range = line.visibleRanges[0].clamped(to: 0..<utf8.count)
                var end = range.upperBound
                while end > range.lowerBound, utf8[end - 1] == 0x20 || (0x09...0x0D).contains(utf8[end - 1]) { end -= 1 }
                if range.lowerBound == 0, end == utf8.count { return text }
                return String(decoding: UnsafeBufferPointer(rebasing: utf8[range.lowerBound..<end]), as: UTF8.self)
            }
        }
    }
}
