// Reading files into a state: refused before reading when they cannot fit the memory the scripts have left.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension LuaState {
    /// Bytes the scripts may still allocate before the memory limit.
    var memoryLeft: Int { max(0, memoryLimit - memoryInUse) }

    /// Why the file at `path` must not be read (`what: 'shown' is N bytes, more than …`), or nil when it fits the
    /// memory the scripts have left. Its size is what `stat` says (a sparse file counts in full), so a file
    /// of gigabytes is refused at once instead of after reading it.
    func refusalToRead(_ path: String, shownAs shown: String? = nil, what: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = Int(info.st_size)
        guard memoryLimit > 0, size > memoryLeft else { return nil }
        return "\(what): '\(shown ?? path)' is \(size) bytes, more than the \(memoryLeft) bytes the scripts have left "
            + "(the memory limit is \(memoryLimit >> 20) MiB; raise it with --max-memory)"
    }
}
