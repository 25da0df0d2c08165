// A paragraph's base writing direction: its first strong character decides (UAX #9, rules P2 and P3).
import CTextShaping
import TesseraLayout

extension LayoutDirection {
    /// The base direction of `text` by its first strong character (Arabic, Hebrew: right to left; Latin, Hangul:
    /// left to right), or nil when it has none (digits, punctuation, empty text): such text follows the view's
    /// layout direction.
    /// Isolates (U+2066…U+2069) are not skipped as P2 would: label text rarely holds them.
    /// - Complexity: O(k) for the k characters before the first strong one.
    public static func base(of text: String) -> LayoutDirection? {
        for scalar in text.unicodeScalars {
            switch cts_strong_direction(scalar.value) {
            case 0: return .leftToRight
            case 1: return .rightToLeft
            default: continue
            }
        }
        return nil
    }
}
