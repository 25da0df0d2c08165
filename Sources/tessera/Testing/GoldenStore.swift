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

    /// Writes `text` to `path` atomically; errors name the file as `shownAs` (the path given) and `what` was
    /// written. Goldens (`createsFolder`) get their `expected/` folder made if needed.
    func write(_ text: String, to path: String, shownAs shown: String? = nil, what: String = "the golden",
               createsFolder: Bool = true) throws {
        try write(to: path, shownAs: shown, what: what, createsFolder: createsFolder) { descriptor in
            writeAll(Array(text.utf8), to: descriptor)
        }
    }

    /// Writes what `contents` writes to the descriptor it is given (false: the system refused, errno says why) to
    /// `path` atomically; an error `contents` throws removes the temporary file and is thrown again.
    func write(to path: String, shownAs shown: String? = nil, what: String = "the golden", createsFolder: Bool = true,
               contents: (Int32) throws -> Bool) throws {
        let folder = (path as NSString).deletingLastPathComponent
        if createsFolder, !folder.isEmpty {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let failure = { writeFailure(shown ?? path, what) }
        let (temporary, descriptor) = try createTemporary(for: path, failure: failure)
        let written: Bool
        do {
            written = try contents(descriptor)
        } catch {
            close(descriptor)
            lock.withLock { _ = temporaries.remove(temporary) }
            unlink(temporary)
            throw error
        }
        let closed = close(descriptor) == 0
        try lock.withLock {
            defer { temporaries.remove(temporary) }
            guard written, closed, rename(temporary, path) == 0 else {
                let error = failure()
                unlink(temporary)
                throw error
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

    private func createTemporary(for path: String, failure: () -> ScriptError) throws -> (String, Int32) {
        try lock.withLock {
            counter += 1
            let folder = (path as NSString).deletingLastPathComponent
            let name = ".\((path as NSString).lastPathComponent).\(getpid()).\(counter).tmp"
            let temporary = folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw failure() }
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


/// "`path`: cannot write `what` (the system's reason)", from errno.
func writeFailure(_ path: String, _ what: String) -> ScriptError {
    ScriptError(.input, "\(path): cannot write \(what) (\(String(cString: strerror(errno))))")
}

/// Writes all of `bytes` to `descriptor`, retrying after interrupts; false when the system refuses (errno says why).
func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
}

/// Writes all of `bytes` to `descriptor`, retrying after interrupts; false when the system refuses (errno says why).
func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    var written = 0
    while written < bytes.count {
        let count = systemWrite(descriptor, bytes.baseAddress! + written, bytes.count - written)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return false }
        written += count
    }
    return true
}

/// write(2), whichever C library provides it.
func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}
