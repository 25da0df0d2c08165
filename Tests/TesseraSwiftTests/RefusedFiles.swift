// What the refused-file suites share: the Swift files of a folder, and the error one of them is refused with.

import Foundation
import Testing

/// A folder of Swift files each refused with a message (RefusedScreenTests, RejectedLayoutDSLTests).
enum RefusedFiles {
    /// The names (without `.swift`) of the Swift files in `folder`.
    static func names(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }
    }

    /// The error running `file` of `folder` as a view controller throws, as text; nil when it runs.
    static func refusal(of file: String, in folder: String) -> String? {
        do {
            _ = try ViewControllerTests.run(folder + file + ".swift")
            return nil
        } catch {
            return "\(error)"
        }
    }
}
