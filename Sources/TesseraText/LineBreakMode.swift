// How a label wraps and truncates its text (NSLineBreakMode).

/// How lines wrap and where text that does not fit is cut (`NSLineBreakMode`).
///
/// Every mode wraps lines at word boundaries except `byCharWrapping`; the truncating modes and `byClipping`
/// differ only on the last line a `numberOfLines` limit allows, which holds the rest of its paragraph:
/// clipped, or shortened with an ellipsis (U+2026) at its end, start or middle.
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    /// Reads a UIKit name (`"byTruncatingTail"`), throwing the list of valid names otherwise.
    public init(name: String) throws {
        guard let mode = LineBreakMode(rawValue: name) else {
            throw TextMeasurementError.unknownName(kind: "line break mode", value: name,
                                                   expected: Self.allCases.map(\.rawValue))
        }
        self = mode
    }

    /// Whether the last allowed line shows an ellipsis when text is cut.
    var truncates: Bool { self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle }
}
