// Golden files on disk: atomic, flushed writes through registered temporary files, and their cleanup on a signal.

import Dispatch
import Foundation
import TesseraScript
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes goldens and `.new` files atomically (a temporary file beside the target, flushed to the disk, then a
/// rename, then the folder flushed), from any thread, and removes the temporary files in flight when the run is
/// interrupted (SIGINT, SIGTERM) or stopped by the watchdog.
///
/// A temporary file is created and registered under the lock, written outside it, and renamed under it. The
/// signal handler takes the lock, deletes every registered temporary file and exits while still holding it, so
/// no file is created or renamed after it ran: an interrupt leaves each golden either old or new, never partial,
/// and no temporary file behind. A run killed outright (SIGKILL, a power cut) may leave a temporary file, named
/// `.<file>.<pid>.<n>.tmp`; the next `tessera test` deletes those of processes that no longer run
/// (`StaleTemporaries`).
public final class GoldenStore: @unchecked Sendable {
    /// The one store of the process (its interrupt handler deletes every temporary file in flight).
    public static let shared = GoldenStore()

    private let lock = NSLock()
    private var temporaries: Set<String> = []
    private var counter = 0
    private var signalSources: [DispatchSourceSignal] = []

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
            written = try contents(descriptor) && fsync(descriptor) == 0
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
        Self.flushFolder(of: path)
    }

    /// Flushes the folder holding `path` to the disk, so that a rename in it survives a crash.
    static func flushFolder(of path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
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

    /// Renames `source` over `destination` in one step (rename(2) replaces the destination atomically), then
    /// flushes the folder.
    static func move(_ source: String, over destination: String) throws {
        guard rename(source, destination) == 0 else {
            throw ToolError(.input, "\(source): cannot rename to \(destination) (\(String(cString: strerror(errno))))")
        }
        flushFolder(of: destination)
    }

    /// Catches SIGINT and SIGTERM: deletes the temporary files in flight and exits with 128 + the signal's number
    /// (130, 143); and has the watchdog do the same before a hard stop. Idempotent.
    public func installInterruptHandler() {
        lock.withLock {
            guard signalSources.isEmpty else { return }
            for signalNumber in [SIGINT, SIGTERM] {
                signal(signalNumber, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
                source.setEventHandler { [self] in interrupted(by: signalNumber) }
                source.resume()
                signalSources.append(source)
            }
        }
        Watchdog.shared.onHardStop { [self] in abandonTemporaries() }
    }

    private func createTemporary(for path: String, failure: () -> ToolError) throws -> (String, Int32) {
        try lock.withLock {
            counter += 1
            let folder = (path as NSString).deletingLastPathComponent
            let name = StaleTemporaries.name(for: (path as NSString).lastPathComponent, counter: counter)
            let temporary = folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw failure() }
            temporaries.insert(temporary)
            return (temporary, descriptor)
        }
    }

    /// Takes the lock for good and deletes the temporary files in flight: nothing is renamed after this.
    private func abandonTemporaries() {
        lock.lock()
        for temporary in temporaries { unlink(temporary) }
    }

    private func interrupted(by signalNumber: Int32) -> Never {
        abandonTemporaries()
        let message = "\n\(signalNumber == SIGTERM ? "terminated" : "interrupted"): no golden or output was left half-written\n"
        message.withCString { _ = systemWrite(STDERR_FILENO, $0, strlen($0)) }
        fflush(nil)
        _exit(128 + signalNumber)
    }
}

/// "`path`: cannot write `what` (the system's reason)", from errno.
func writeFailure(_ path: String, _ what: String) -> ToolError {
    ToolError(.input, "\(path): cannot write \(what) (\(String(cString: strerror(errno))))")
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
public func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}
