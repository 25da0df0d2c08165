// Reading files into a state: refused before reading when they cannot fit the memory the scripts have left.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension LuaState {
    /// Why the file at `path` must not be read (`what: 'shown' is N bytes, more than …`), or nil when it fits the
    /// memory the scripts have left. Its size is what `stat` says (a sparse file counts in full), so a file
    /// of gigabytes is refused at once instead of after reading it.
    func refusalToRead(_ path: String, shownAs shown: String? = nil, what: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = Int(info.st_size)
        guard memoryLimit > 0, size > memoryLeft(needing: size) else { return nil }
        return "\(what): '\(shown ?? path)' is \(size) bytes, more than the \(memoryLeft) bytes the scripts have left "
            + "(the memory limit is \(memoryLimit >> 20) MiB; raise it with --max-memory)"
    }
}

/// Why the file at `path` cannot be read, as a user fixes it: "no such file", "it is a folder", "permission denied"
/// (or what the system says otherwise).
func unreadableReason(_ path: String) -> String {
    var info = stat()
    guard stat(path, &info) == 0 else {
        let code = errno
        if code == ENOENT { return "no such file" }
        if code == ENOTDIR { return "no such file (a part of the path is not a folder)" }
        return String(cString: strerror(code)).lowercased()
    }
    if info.st_mode & S_IFMT == S_IFDIR { return "it is a folder, not a file" }
    if access(path, R_OK) != 0 { return "permission denied (the file is not readable)" }
    return "the file could not be read"
}
