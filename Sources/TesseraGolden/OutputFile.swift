// Writing output files: atomically to files, through symbolic links, straight to devices, pipes and our own streams.

import Foundation
import TesseraDump
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the files a command is asked for (`--output`, `--junit`) so that a reader never sees half of one.
public enum OutputFile {
    /// Writes `text` to `path`:
    /// - `/dev/stdout`, `/dev/stderr` and `/dev/fd/N` are this process's own streams: written straight, whatever
    ///   they are redirected to (a file is appended to, not replaced);
    /// - a symbolic link is followed to what it names (a link to nothing is an error);
    /// - a regular file, or a new one in a folder that exists (a missing folder is an error, never made), is
    ///   replaced through a temporary file and a rename;
    /// - a device or a pipe is written straight, since it cannot be replaced; a folder is an error.
    public static func write(_ text: String, to path: String, what: String = "the output") throws {
        try stream(to: path, what: what) { try $0.write(text) }
    }

    /// Streams what `body` writes into the sink it is given to `path` (standard output when nil), a block at a
    /// time, with the rules of `write`: a file appears whole, through a temporary file renamed when `body`
    /// returns, or not at all when it throws.
    public static func stream(to path: String?, what: String = "the output",
                       _ body: (DumpSink) throws -> Void) throws {
        guard let path else { return try stream(descriptor: STDOUT_FILENO, shownAs: "standard output", what: what, body) }
        if let descriptor = ownStream(path) { return try stream(descriptor: descriptor, shownAs: path, what: what, body) }
        var info = stat()
        var target = path
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
            target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            guard stat(target, &info) == 0 else {
                throw ToolError(.input, "\(path): cannot write \(what) (a symbolic link to nothing)")
            }
        } else if stat(path, &info) != 0 {
            let folder = (path as NSString).deletingLastPathComponent
            var isFolder: ObjCBool = false
            guard folder.isEmpty || (FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue) else {
                throw ToolError(.input, "\(path): cannot write \(what) (no folder \(folder))")
            }
            return try streamReplacing(path, shownAs: path, what: what, body)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: try streamReplacing(target, shownAs: path, what: what, body)
        case S_IFDIR: throw ToolError(.input, "\(path): cannot write \(what) (it is a folder)")
        default:
            let descriptor = open(target, O_WRONLY)
            guard descriptor >= 0 else { throw writeFailure(path, what) }
            defer { close(descriptor) }
            try stream(descriptor: descriptor, shownAs: path, what: what, body)
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

    /// Streams straight to an open descriptor (a stream, a device, a pipe).
    private static func stream(descriptor: Int32, shownAs path: String, what: String,
                               _ body: (DumpSink) throws -> Void) throws {
        let sink = DumpSink { bytes in
            guard writeAll(bytes, to: descriptor) else { throw writeFailure(path, what) }
        }
        try body(sink)
        try sink.finish()
    }

    /// Streams into a temporary file that replaces `target` once everything is written.
    private static func streamReplacing(_ target: String, shownAs path: String, what: String,
                                        _ body: (DumpSink) throws -> Void) throws {
        try GoldenStore.shared.write(to: target, shownAs: path, what: what, createsFolder: false) { descriptor in
            let sink = DumpSink { bytes in
                guard writeAll(bytes, to: descriptor) else { throw writeFailure(path, what) }
            }
            try body(sink)
            try sink.finish()
            return true
        }
    }
}
