// Writing output files: atomically to files, through symbolic links, straight to devices, pipes and our own streams.

import Foundation
import TesseraScript
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the files a command is asked for (`--output`, `--junit`) so that a reader never sees half of one.
enum OutputFile {
    /// Writes `text` to `path`:
    /// - `/dev/stdout`, `/dev/stderr` and `/dev/fd/N` are this process's own streams: written straight, whatever
    ///   they are redirected to (a file is appended to, not replaced);
    /// - a symbolic link is followed to what it names (a link to nothing is an error);
    /// - a regular file, or a new one in a folder that exists (a missing folder is an error, never made), is
    ///   replaced through a temporary file and a rename;
    /// - a device or a pipe is written straight, since it cannot be replaced; a folder is an error.
    static func write(_ text: String, to path: String, what: String = "the output") throws {
        if let descriptor = ownStream(path) {
            guard writeAll(Array(text.utf8), to: descriptor) else { throw writeFailure(path, what) }
            return
        }
        var info = stat()
        var target = path
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
            target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            guard stat(target, &info) == 0 else {
                throw ScriptError(.input, "\(path): cannot write \(what) (a symbolic link to nothing)")
            }
        } else if stat(path, &info) != 0 {
            let folder = (path as NSString).deletingLastPathComponent
            var isFolder: ObjCBool = false
            guard folder.isEmpty || (FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue) else {
                throw ScriptError(.input, "\(path): cannot write \(what) (no folder \(folder))")
            }
            return try GoldenStore.shared.write(text, to: path, what: what, createsFolder: false)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: try GoldenStore.shared.write(text, to: target, shownAs: path, what: what, createsFolder: false)
        case S_IFDIR: throw ScriptError(.input, "\(path): cannot write \(what) (it is a folder)")
        default: try writeStraight(text, to: target, shownAs: path, what: what)
        }
    }

    /// The descriptor `path` names when it is one of this process's own streams.
    private static func ownStream(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default:
            guard path.hasPrefix("/dev/fd/"), let number = Int32(path.dropFirst("/dev/fd/".count)), number >= 0 else {
                return nil
            }
            return number
        }
    }

    /// Writes `text` to a device or a pipe that exists, reporting the system's reason when it fails.
    private static func writeStraight(_ text: String, to target: String, shownAs path: String, what: String) throws {
        let descriptor = open(target, O_WRONLY)
        guard descriptor >= 0 else { throw writeFailure(path, what) }
        defer { close(descriptor) }
        guard writeAll(Array(text.utf8), to: descriptor) else { throw writeFailure(path, what) }
    }
}
