// Where a sample's files may be: inside its folder, never through a symbolic link that leads out of it.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks that what `test`, `accept`, `review` and `reject` read, write, rename and delete lies inside the sample
/// it belongs to. A sample's `expected/` folder that is a symbolic link to somewhere else (or a golden that is a
/// link out of the sample) is an error: following it would write, rename or delete files elsewhere.
enum SampleFiles {
    /// `path` with every symbolic link resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` is a symbolic link (not followed).
    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// Whether `path` is a folder itself, not a symbolic link to one.
    static func isRealFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether `path`, links resolved, is `folder` or lies below it (links resolved too).
    static func lies(_ path: String, inside folder: String) -> Bool {
        guard let real = realPath(path), let root = realPath(folder) else { return false }
        return real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// The `expected/` folder of the sample in `sampleFolder`; throws when it is a link that leads out of it.
    @discardableResult
    static func expectedFolder(of sampleFolder: String) throws -> String {
        let expected = (sampleFolder as NSString).appendingPathComponent("expected")
        if isLink(expected) {
            guard let target = realPath(expected) else {
                throw ToolError(.input, "\(expected): a symbolic link to nothing; goldens live in a folder of the sample")
            }
            guard lies(target, inside: sampleFolder) else {
                throw ToolError(.input, "\(expected): a symbolic link to \(target), outside the sample; goldens stay "
                                    + "inside their sample's folder")
            }
        }
        return expected
    }

    /// Throws when `file` (a golden or a `.new`) is a symbolic link that leads out of its sample.
    static func checkEntry(_ file: String, sampleFolder: String) throws {
        guard isLink(file) else { return }
        let target = realPath(file)
        guard let target, lies(target, inside: sampleFolder) else {
            throw ToolError(.input, "\(file): a symbolic link to \(target ?? "nothing"), outside the sample; goldens "
                                + "and .new files are files of the sample")
        }
    }

    /// The sample a file in an `expected/` folder belongs to: the folder above it, when that holds a `sample.json`.
    static func sampleFolder(ofPending path: String) -> String? {
        sampleFolder(ofExpected: (path as NSString).deletingLastPathComponent)
    }

    /// The sample an `expected/` folder belongs to, if it is one (named `expected`, beside a `sample.json`).
    static func sampleFolder(ofExpected expected: String) -> String? {
        guard (expected as NSString).lastPathComponent == "expected" else { return nil }
        let folder = (expected as NSString).deletingLastPathComponent
        let sample = folder.isEmpty ? "." : folder
        guard FileManager.default.fileExists(atPath: (sample as NSString).appendingPathComponent(SampleManifest.fileName)) else {
            return nil
        }
        return sample
    }
}
