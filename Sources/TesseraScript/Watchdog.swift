// The wall clock's last word: a run still going a grace period after its deadline stops the process.

import CLua
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Stops runs that outlive their timeout.
///
/// A run gets a deadline (`ScriptDeadline`), which its Lua state's count hook checks every 1,000 instructions
/// and every call into the script checks before it starts: that stops a script, a provider, a measure
/// function, and the layout between two calls into the script, with `file:line: timed out after …`. What
/// the hook cannot reach — one very long VM operation, a library function, the layout engine working
/// without calling the script — is stopped here: a thread watches every guarded run and, when one is
/// still going `gracePeriod(for:)` after its deadline, runs the registered clean-ups (the tool deletes its
/// temporary files and holds the lock that renames them, so nothing is left half-written), prints what
/// timed out and exits with status 2.
///
/// A class because it owns the watching thread; `shared` is the process's one instance.
public final class Watchdog: @unchecked Sendable {
    public static let shared = Watchdog()

    private struct Run {
        var stopAt: UInt64
        var message: String
    }

    private let condition = NSCondition()
    private var runs: [Int: Run] = [:]
    private var nextIdentifier = 0
    private var started = false
    private var cleanups: [@Sendable () -> Void] = []

    /// How long a run may go on past its deadline before the process is stopped: a tenth of the timeout,
    /// from half a second to five.
    public static func gracePeriod(for timeout: Double) -> Double { min(5, max(0.5, timeout / 10)) }

    /// Registers what to do before a hard stop (runs on the watchdog's thread, before the message and exit).
    public func onHardStop(_ cleanup: @escaping @Sendable () -> Void) {
        condition.withLock { cleanups.append(cleanup) }
    }

    /// Runs `body` with a deadline `timeout` seconds from now (nil: no deadline, no watching), handing the
    /// deadline to `body` for the script's limits. `what` names the run in the hard stop's message.
    public func guarding<T>(timeout: Double?, what: String, _ body: (ScriptDeadline?) throws -> T) rethrows -> T {
        guard let timeout else { return try body(nil) }
        let deadline = ScriptDeadline(secondsFromNow: timeout)
        let grace = Self.gracePeriod(for: timeout)
        let message = "\(what): timed out after \(deadline.text) and did not stop within \(luaText(grace)) s more "
            + "(stuck in a long operation of the script or in the layout); stopped, nothing was written; raise the "
            + "limit with --timeout\n"
        let identifier = register(Run(stopAt: deadline.nanoseconds &+ UInt64(grace * 1e9), message: message))
        defer { unregister(identifier) }
        return try body(deadline)
    }

    private func register(_ run: Run) -> Int {
        condition.withLock {
            nextIdentifier += 1
            runs[nextIdentifier] = run
            if !started {
                started = true
                let thread = Thread { [self] in watch() }
                thread.name = "tessera watchdog"
                thread.start()
            }
            condition.signal()
            return nextIdentifier
        }
    }

    private func unregister(_ identifier: Int) {
        condition.withLock {
            runs[identifier] = nil
            condition.signal()
        }
    }

    /// The watching thread: sleeps until the earliest hard-stop time, and stops the process if that run is
    /// still registered then.
    private func watch() -> Never {
        condition.lock()
        while true {
            guard let earliest = runs.values.min(by: { $0.stopAt < $1.stopAt }) else {
                condition.wait()
                continue
            }
            let now = tessera_monotonic_ns()
            if now >= earliest.stopAt { hardStop(earliest.message) }
            _ = condition.wait(until: Date(timeIntervalSinceNow: Double(earliest.stopAt - now) / 1e9))
        }
    }

    private func hardStop(_ message: String) -> Never {
        for cleanup in cleanups { cleanup() }
        message.withCString { _ = write(STDERR_FILENO, $0, strlen($0)) }
        _exit(2)
    }
}
