// Finds the workplace's `shared/` folder (measured fixtures, reference rules) from wherever the package is cloned.

import Foundation

/// The workplace's `shared/` folder: `TESSERA_SHARED` if set, else the first `shared/` beside the package
/// or beside one of its ancestors (a clone may sit deeper than `main/`), else `/work/shared`.
enum SharedFolder {
    static let url: URL? = {
        let fileManager = FileManager.default
        if let path = ProcessInfo.processInfo.environment["TESSERA_SHARED"] { return URL(fileURLWithPath: path) }
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.deletingLastPathComponent().appendingPathComponent("shared")
            if fileManager.fileExists(atPath: candidate.appendingPathComponent("fixtures").path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        let fallback = URL(fileURLWithPath: "/work/shared")
        return fileManager.fileExists(atPath: fallback.path) ? fallback : nil
    }()

    /// The path of `relative` inside the shared folder, or a message saying how to point the tests at it.
    static func path(_ relative: String) -> Result<String, SharedFolderMissing> {
        guard let url else { return .failure(SharedFolderMissing(relative: relative)) }
        return .success(url.appendingPathComponent(relative).path)
    }
}

/// The shared folder was not found.
struct SharedFolderMissing: Error, CustomStringConvertible {
    let relative: String
    var description: String {
        "cannot find shared/\(relative): no shared/ folder beside the package or its ancestors, nor /work/shared; "
            + "set TESSERA_SHARED to the folder"
    }
}
