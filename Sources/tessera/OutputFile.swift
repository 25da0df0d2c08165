// Writing output files atomically: a temporary file beside the target, then a rename.

import Foundation
import TesseraScript

/// Writes files so that a reader never sees half of one.
enum OutputFile {
    /// Writes `text` to `path` through a temporary file in the same folder and a rename.
    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(text.utf8).write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                throw CocoaError(.fileWriteUnknown)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw ScriptError(.input, "\(path): cannot write the output (\(error.localizedDescription))")
        }
    }
}
