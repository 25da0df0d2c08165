// Scaling custom sizes and fonts with Dynamic Type (UIFontMetrics).
import TesseraLayout

/// Scales custom values and fonts for a text style the way Dynamic Type scales the style (`UIFontMetrics`):
/// by the ratio of the style's size at the category to its size at `large`.
public struct FontMetrics: Hashable, Sendable {
    public let textStyle: TextStyle

    /// `UIFontMetrics(forTextStyle:)`.
    public init(forTextStyle textStyle: TextStyle) { self.textStyle = textStyle }

    /// `UIFontMetrics.default`: the body style.
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// The factor sizes are multiplied by at `category` (1 at `large`).
    public func scaleFactor(for category: ContentSizeCategory) -> Double {
        textStyle.pointSize(for: category) / textStyle.defaultPointSize
    }

    /// `scaledValue(for:compatibleWith:)`: `value` times the scale factor, not rounded.
    public func scaledValue(for value: Double, compatibleWith category: ContentSizeCategory) -> Double {
        value * scaleFactor(for: category)
    }

    /// `scaledFont(for:maximumPointSize:compatibleWith:)`: the font at its scaled size rounded to the nearest
    /// whole point (halves up), capped at `maximumPointSize` when one is given (0 means none, as in UIKit).
    public func scaledFont(for font: Font, maximumPointSize: Double = 0,
                           compatibleWith category: ContentSizeCategory) -> Font {
        var size = scaledValue(for: font.pointSize, compatibleWith: category).rounded(.toNearestOrAwayFromZero)
        if maximumPointSize > 0 { size = min(size, maximumPointSize) }
        return font.withSize(size)
    }
}
