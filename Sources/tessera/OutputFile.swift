// Writing output files: atomically to files, through symbolic links, straight to devices and pipes.

import Foundation
import TesseraScript
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the files a command is asked for (`--output`, `--junit`) so that a reader never sees half of one.
enum OutputFile {
    /// Writes `text` to `path`: a regular file (or a new one) through a temporary file beside it and a rename;
    /// a symbolic link is followed and what it names is written; a device or a pipe (`/dev/stdout`, a FIFO) is
    /// written straight, since it cannot be replaced. A folder is an error.
    static func write(_ text: String, to path: String, what: String = "the output") throws {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var info = stat()
        guard stat(target, &info) == 0 else {
            return try GoldenStore.shared.write(text, to: target, what: what)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: try GoldenStore.shared.write(text, to: target, what: what)
        case S_IFDIR: throw ScriptError(.input, "\(path): cannot write \(what) (it is a folder)")
        default: try writeStraight(text, to: target, shownAs: path, what: what)
        }
    }

    /// Writes `text` to a device or a pipe that exists, reporting the system's reason when it fails.
    private static func writeStraight(_ text: String, to target: String, shownAs path: String, what: String) throws {
        let descriptor = open(target, O_WRONLY)
        func failure() -> ScriptError {
            ScriptError(.input, "\(path): cannot write \(what) (\(String(cString: strerror(errno))))")
        }
        guard descriptor >= 0 else { throw failure() }
        defer { close(descriptor) }
        let data = Array(text.utf8)
        var written = 0
        while written < data.count {
            let count = data[written...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw failure() }
            written += count
        }
    }
}
