// A font request in UIKit's terms (UIFont): a family (system weight, name or file) and a point size.
import TesseraLayout

/// A font as UIKit code asks for it (`UIFont`): which family and a point size. A value: measuring resolves it
/// to font files through a `FontRegistry`.
public struct Font: Hashable, Sendable {
    /// Where the glyphs come from: the system font at a weight, a registered name, or a file.
    public var family: Family
    /// The size in points; measuring rejects sizes that are not finite and positive.
    public var pointSize: Double
    /// The text style this font was made for (`preferredFont(forTextStyle:)`), `nil` otherwise.
    public var textStyle: TextStyle?

    public init(family: Family, pointSize: Double, textStyle: TextStyle? = nil) {
        self.family = family
        self.pointSize = pointSize
        self.textStyle = textStyle
    }

    /// `UIFont.systemFont(ofSize:weight:)`.
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(family: .system(weight), pointSize: size)
    }

    /// `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize size: Double) -> Font { systemFont(ofSize: size, weight: .bold) }

    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`: the style's size and weight at `category`.
    public static func preferredFont(forTextStyle style: TextStyle,
                                     compatibleWith category: ContentSizeCategory = .large) -> Font {
        Font(family: .system(style.weight), pointSize: style.pointSize(for: category), textStyle: style)
    }

    /// `UIFont(name:size:)` without the look-up: resolving a name no registered font has throws
    /// `fontNotFound` at measuring time (`FontRegistry.font(named:size:)` checks at once).
    public static func named(_ name: String, size: Double) -> Font { Font(family: .named(name), pointSize: size) }

    /// A face of a font file.
    public static func file(_ path: String, faceIndex: Int = 0, size: Double) -> Font {
        Font(family: .file(path: path, faceIndex: faceIndex), pointSize: size)
    }

    /// The same font at another size (`withSize(_:)`).
    public func withSize(_ size: Double) -> Font {
        var font = self
        font.pointSize = size
        return font
    }

    /// The system font's weight, `nil` for named and file fonts.
    public var weight: Weight? {
        if case .system(let weight) = family { return weight }
        return nil
    }

    /// Builds a system font from a weight name (`"semibold"`), for scripts.
    public static func systemFont(ofSize size: Double, weightName: String) throws -> Font {
        systemFont(ofSize: size, weight: try Weight(name: weightName))
    }

    /// Builds a preferred font from a text style name (`"body"`) and a content size category name
    /// (`"extraLarge"`, as `ContentSizeCategory`'s raw values), for scripts.
    public static func preferredFont(textStyleName: String, contentSizeCategoryName: String) throws -> Font {
        guard let category = ContentSizeCategory(rawValue: contentSizeCategoryName) else {
            throw TextMeasurementError.unknownName(kind: "content size category", value: contentSizeCategoryName,
                                                   expected: ContentSizeCategory.allCases.map(\.rawValue))
        }
        return preferredFont(forTextStyle: try TextStyle(name: textStyleName), compatibleWith: category)
    }

    /// Throws unless the point size is finite and positive.
    func validate() throws {
        guard pointSize.isFinite, pointSize > 0 else {
            throw TextMeasurementError.invalidArgument(name: "font size", value: pointSize,
                                                       reason: "must be finite and greater than 0")
        }
    }
}
