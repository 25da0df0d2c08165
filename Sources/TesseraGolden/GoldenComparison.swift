// Comparing a case's output with its golden: dumps semantically within a tolerance, transcripts as text.

import Foundation
import TesseraDump

/// How a golden and a case's output compare.
enum GoldenComparison: Sendable {
    /// Equal, or within the tolerance.
    case same
    /// They differ: the diff to show (ending with the tolerance for dumps).
    case differs(String)
    /// The golden is not a dump: the parse error (`file:line: message`).
    case invalid(String)

    /// Compares a layout golden with a dump semantically at `tolerance` (default: half a device pixel of the
    /// output's scale), or an exploration transcript as text.
    static func compare(golden: String, actual: String, goldenPath: String, isDump: Bool,
                        tolerance: Double?) -> GoldenComparison {
        guard isDump else {
            return TextDiff.differ(golden, actual)
                ? .differs(TextDiff.text(expected: golden, actual: actual) + "\n(transcripts compare as text)") : .same
        }
        // A screen's dump (a view tree, bars and guides) compares as text: every number in it is rounded to the
        // pixel grid already, so any difference moves something on the device.
        if golden.hasPrefix(ScreenTextFormat.header) || actual.hasPrefix(ScreenTextFormat.header) {
            return TextDiff.differ(golden, actual)
                ? .differs(TextDiff.text(expected: golden, actual: actual) + "\n(screen dumps compare as text)") : .same
        }
        let expected: FrameDump
        do {
            expected = try TextDumpFormat.parse(golden, file: goldenPath)
        } catch {
            return .invalid("\(error)")
        }
        guard let output = try? TextDumpFormat.parse(actual, file: "<output>") else {
            return .differs("the output is not a valid dump (an internal error)")
        }
        let effective = tolerance ?? 0.5 / max(output.scale, 1)
        let diff = DumpDiff(expected: expected, actual: output, tolerance: effective)
        guard !diff.isEmpty else { return .same }
        return .differs(diff.text() + "\n" + describe(tolerance: effective, given: tolerance != nil, scale: output.scale))
    }

    /// `tolerance: 0.25 pt (half a device pixel at @2x)`.
    static func describe(tolerance: Double, given: Bool, scale: Double) -> String {
        let points = formatRounded(tolerance)
        return given ? "tolerance: \(points) pt (--tolerance)"
            : "tolerance: \(points) pt (half a device pixel at @\(formatRounded(scale))x; --tolerance changes it)"
    }
}
