// Golden files on disk: atomic writes through registered temporary files, and their cleanup on Ctrl-C.

import Dispatch
import Foundation
import TesseraScript
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes goldens and `.new` files atomically (a temporary file beside the target, then a rename), from any
/// thread, and removes the temporary files in flight when the run is interrupted.
///
/// A temporary file is created and registered under the lock, written outside it, and renamed under it. The
/// SIGINT handler takes the lock, deletes every registered temporary file and exits with 130 while still holding
/// it, so no file is created or renamed after it ran: an interrupt leaves each golden either old or new, never
/// partial, and no temporary file behind.
final class GoldenStore: @unchecked Sendable {
    static let shared = GoldenStore()

    private let lock = NSLock()
    private var temporaries: Set<String> = []
    private var counter = 0
    private var interruptSource: DispatchSourceSignal?

    /// Writes `text` to `path` atomically, creating the folder if needed; an error names `what` was written.
    func write(_ text: String, to path: String, what: String = "the golden") throws {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        let (temporary, descriptor) = try createTemporary(for: path)
        let data = Array(text.utf8)
        var written = 0
        while written < data.count {
            let count = data[written...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            written += count
        }
        let closed = close(descriptor) == 0
        try lock.withLock {
            defer { temporaries.remove(temporary) }
            guard written == data.count, closed, rename(temporary, path) == 0 else {
                let reason = String(cString: strerror(errno))
                unlink(temporary)
                throw ScriptError(.input, "\(path): cannot write \(what) (\(reason))")
            }
        }
    }

    /// Whether the file at `path` holds exactly `text`.
    static func contains(_ text: String, at path: String) -> Bool {
        FileManager.default.contents(atPath: path) == Data(text.utf8)
    }

    /// Removes `path` if it exists; true if something was removed.
    @discardableResult
    static func remove(_ path: String) -> Bool {
        unlink(path) == 0
    }

    /// Renames `source` over `destination` in one step (rename(2) replaces the destination atomically).
    static func move(_ source: String, over destination: String) throws {
        guard rename(source, destination) == 0 else {
            throw ScriptError(.input, "\(source): cannot rename to \(destination) (\(String(cString: strerror(errno))))")
        }
    }

    /// Catches SIGINT: deletes the temporary files in flight and exits with status 130. Idempotent.
    func installInterruptHandler() {
        lock.withLock {
            guard interruptSource == nil else { return }
            signal(SIGINT, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
            source.setEventHandler { [self] in interrupted() }
            source.resume()
            interruptSource = source
        }
    }

    private func createTemporary(for path: String) throws -> (String, Int32) {
        try lock.withLock {
            counter += 1
            let folder = (path as NSString).deletingLastPathComponent
            let name = ".\((path as NSString).lastPathComponent).\(getpid()).\(counter).tmp"
            let temporary = folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                throw ScriptError(.input, "\(path): cannot write the golden (\(String(cString: strerror(errno))))")
            }
            temporaries.insert(temporary)
            return (temporary, descriptor)
        }
    }

    private func interrupted() -> Never {
        lock.lock()
        for temporary in temporaries { unlink(temporary) }
        let message = "\ninterrupted: no golden was left half-written\n"
        message.withCString { _ = systemWrite(STDERR_FILENO, $0, strlen($0)) }
        fflush(nil)
        _exit(130)
    }
}


/// write(2), whichever C library provides it.
func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}
