// A fresh folder for one test's files, removed when the test is done.

import Foundation

/// A fresh folder under the temporary directory, removed when the value goes away.
///
/// Its path is short on purpose (`/tmp/<UUID>`): Lua names a chunk by at most 59 characters of its path.
public final class ScratchFolder {
    public let path: String

    public init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to `name` (which may contain subfolders) and returns the file's path.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String {
        let file = (path as NSString).appendingPathComponent(name)
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }
}
