// Where lines may break beyond UAX #14 (NSParagraphStyle.LineBreakStrategy).

/// Extra line breaking rules (`NSParagraphStyle.LineBreakStrategy`), with UIKit's raw values.
///
/// `hangulWordPriority` keeps Korean words whole: no break beside a Hangul character unless it follows a space
/// (or a zero-width space). `standard`, the default, includes it, as on iOS. `pushOut` is accepted and has no
/// effect (Tessera does not push punctuation between lines).
public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// ICU's UAX #14 opportunities alone (Hangul may break between any two syllables).
    public static let none: LineBreakStrategy = []
    public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
    public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
    /// The system's choice: every strategy, so Hangul words stay whole.
    public static let standard = LineBreakStrategy(rawValue: 0xFFFF)

    /// The names `init(name:)` reads.
    public static let names = ["standard", "hangulWordPriority", "pushOut", "none"]

    /// Reads a UIKit name (`"standard"`, `"hangulWordPriority"`, `"pushOut"`, `"none"`).
    public init(name: String) throws {
        switch name {
        case "standard": self = .standard
        case "hangulWordPriority": self = .hangulWordPriority
        case "pushOut": self = .pushOut
        case "none": self = .none
        default:
            throw TextMeasurementError.unknownName(kind: "line break strategy", value: name, expected: Self.names)
        }
    }

    /// Whether Korean words are kept whole.
    var keepsHangulWords: Bool { contains(.hangulWordPriority) }
}
