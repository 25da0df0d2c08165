// Temporary files a killed run left behind: how they are named, and deleting those of dead processes.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files `GoldenStore` writes through: `.<file>.<pid>.<n>.tmp` beside the file they become.
/// A run killed outright (SIGKILL, a crash, a power cut) cannot delete its own; the next run deletes every one
/// whose process no longer runs (one that still does may be another run writing right now).
enum StaleTemporaries {
    /// The name of the `counter`th temporary file of this process for `file`.
    static func name(for file: String, counter: Int) -> String {
        ".\(file).\(getpid()).\(counter).tmp"
    }

    /// The process that wrote the temporary file `name`, if `name` is one.
    static func writer(of name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let parts = name.dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 4, Int(parts[parts.count - 1]) != nil, let pid = pid_t(parts[parts.count - 2]), pid > 0 else {
            return nil
        }
        return pid
    }

    /// Deletes the temporary files in `folder` left by processes that no longer run; returns their paths.
    /// Only regular files are deleted (never a folder or what a symbolic link points to).
    @discardableResult
    static func removeLeftovers(in folder: String) -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var removed: [String] = []
        for entry in entries.sorted() {
            guard let pid = writer(of: entry), !isRunning(pid) else { continue }
            let path = (folder as NSString).appendingPathComponent(entry)
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, unlink(path) == 0 else { continue }
            removed.append(path)
        }
        return removed
    }

    /// Whether process `pid` exists (kill with no signal: EPERM still means it does).
    private static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
