// Dynamic Type text styles (UIFont.TextStyle) and their point sizes for every content size category.
import TesseraLayout

/// A Dynamic Type text style (`UIFont.TextStyle`). Sizes follow Apple's Human Interface Guidelines table
/// (iOS 11 and later); `headline` is semibold, every other style regular.
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// Reads a UIKit name (`"body"`), throwing the list of valid names otherwise.
    public init(name: String) throws {
        guard let style = TextStyle(rawValue: name) else {
            throw TextMeasurementError.unknownName(kind: "text style", value: name,
                                                   expected: Self.allCases.map(\.rawValue))
        }
        self = style
    }

    /// The weight of the style's system font.
    public var weight: Font.Weight { self == .headline ? .semibold : .regular }

    /// The point size at `category`.
    public func pointSize(for category: ContentSizeCategory) -> Double {
        Double(sizes[ContentSizeCategory.allCases.firstIndex(of: category)!])
    }

    /// The point size at the default category, `large`.
    public var defaultPointSize: Double { pointSize(for: .large) }

    /// Sizes from extraSmall to accessibilityExtraExtraExtraLarge, in `ContentSizeCategory.allCases` order.
    private var sizes: [Int] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }
}
