// The text measuring interface cell templates and the self-sizing engine depend on.
import TesseraLayout

/// Measures text as `UILabel` lays it out. `TextMeasurer` uses real fonts (HarfBuzz); `FixedAdvanceTextMeasurer`
/// gives every character the same advance, for engine tests whose expectations are computed by hand.
public protocol TextMeasuring: Sendable {
    /// Lays out `request` and reports its size and lines. Throws for invalid arguments or unavailable fonts.
    func measure(_ request: TextLayoutRequest) throws -> TextLayout

    /// The natural height of one line of `font`: ascender − descender + line gap, in points, unrounded.
    func lineHeight(of font: Font) throws -> Double

    /// How far below a line's top its baseline is for `font`: the ascender, in points, unrounded.
    func ascender(of font: Font) throws -> Double
}

extension TextMeasuring {
    /// `NSString.size(withAttributes:)`: the unrounded size of `text` on unconstrained lines (breaking only at
    /// line breaks). Unlike UIKit, trailing whitespace hangs here too.
    public func naturalSize(of text: String, font: Font) throws -> Size {
        try measure(TextLayoutRequest(text: text, font: font, width: 0, numberOfLines: 0,
                                      lineBreakMode: .byWordWrapping)).rawSize
    }

    /// `UILabel.sizeThatFits(_:)` for a label with `numberOfLines` lines (0 = any) at `width`, pixel-rounded.
    public func sizeThatFits(_ text: String, font: Font, width: Double, numberOfLines: Int = 0,
                             scale: Double = 2) throws -> Size {
        try measure(TextLayoutRequest(text: text, font: font, width: width, numberOfLines: numberOfLines,
                                      scale: scale)).size
    }
}
