// What iOS 13 and later give for a font named by the system font's private name (".SFUI-Regular"): Times New Roman.

/// A font name UIKit answers with Times New Roman: the system font's private names (".SFUI-Regular", ".SFUIText",
/// ".SFUIDisplay-Bold", anything starting with ".SF"), which `UIFont.systemFont(ofSize:).fontName` returns.
///
/// Since iOS 13, `UIFont(name:size:)` refuses them: CoreText logs "Client requested name .SFUI-Regular, it will get
/// TimesNewRomanPSMT" and the text is drawn in Times New Roman at the size asked. Code that copies a label's font
/// by name (`UIFont(name: label.font!.fontName, size: 36)`) gets Times. The face follows the name's style: bold
/// for Semibold, Bold, Heavy and Black, italic when it says Italic, regular otherwise (only the regular case is
/// attested; the others are Tessera's reading).
public struct TimesSubstitution: Hashable, Sendable {
    /// One of Times New Roman's four faces.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        case regular, bold, italic, boldItalic

        /// Times New Roman's PostScript name for the face on iOS.
        public var postScriptName: String {
            switch self {
            case .regular: "TimesNewRomanPSMT"
            case .bold: "TimesNewRomanPS-BoldMT"
            case .italic: "TimesNewRomanPS-ItalicMT"
            case .boldItalic: "TimesNewRomanPS-BoldItalicMT"
            }
        }

        /// The style from a name's weight and slant words.
        init(bold: Bool, italic: Bool) {
            self = switch (bold, italic) {
            case (false, false): .regular
            case (true, false): .bold
            case (false, true): .italic
            case (true, true): .boldItalic
            }
        }
    }

    /// The family iOS substitutes.
    public static let familyName = "Times New Roman"
    /// `UIFont.systemFont(ofSize:weight:).fontName` on iOS 14 and later: ".SFUI-Regular", ".SFUI-Semibold" …
    public static func systemFontName(weight: Font.Weight) -> String {
        ".SFUI-" + weight.rawValue.prefix(1).uppercased() + weight.rawValue.dropFirst()
    }

    /// The name the code asked for (".SFUI-Regular").
    public var requestedName: String
    /// The Times face it gets.
    public var style: Style

    /// The substitution iOS makes for `name`, nil when `name` is not a private system font name (".SF…").
    public init?(name: String) {
        guard name.hasPrefix(".SF") else { return nil }
        requestedName = name
        let lower = name.lowercased()
        let bold = ["bold", "heavy", "black"].contains { lower.contains($0) }
        style = Style(bold: bold, italic: lower.contains("italic"))
    }

    /// The Times face a name of Times New Roman itself gives (family, full or PostScript name, as iOS has the font),
    /// nil for other names.
    public static func timesStyle(named name: String) -> Style? {
        let lower = name.lowercased()
        if let style = Style.allCases.first(where: { $0.postScriptName.lowercased() == lower }) { return style }
        let family = familyName.lowercased()
        guard lower == family || lower.hasPrefix(family + " ") else { return nil }
        let words = lower.dropFirst(family.count).split(separator: " ").map(String.init)
        guard words.allSatisfy({ ["regular", "bold", "italic"].contains($0) }) else { return nil }
        return Style(bold: words.contains("bold"), italic: words.contains("italic"))
    }

    /// What CoreText logs: `Client requested name .SFUI-Regular, it will get TimesNewRomanPSMT`.
    public var coreTextMessage: String {
        "Client requested name \(requestedName), it will get \(style.postScriptName)"
    }

    /// The warning's text after its location: `UIFont(name: ".SFUI-Regular", size: 36) gives Times New Roman on
    /// iOS 13 and later (CoreText: "…"); use UIFont.systemFont(ofSize:) for the system font`. `call` is how the
    /// front end spells the request (nil: `UIFont(name:size:)`), `condition` when it applies (`when label.font is
    /// the system font …`), `advice` what to use instead.
    public func warning(size: String, call: String? = nil, condition: String? = nil,
                        advice: String = "UIFont.systemFont(ofSize:)") -> String {
        let spelled = call ?? "UIFont(name: \"\(requestedName)\", size: \(size))"
        let when = condition.map { " " + $0 } ?? ""
        return "\(spelled) gives \(Self.familyName) on iOS 13 and later\(when) (CoreText: \"\(coreTextMessage)\"); "
            + "use \(advice) for the system font"
    }
}
