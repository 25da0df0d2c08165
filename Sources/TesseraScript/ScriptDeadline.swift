// When a run must stop: a point on the monotonic clock, and the timeout it was set from.

import CLua

/// The moment a run (a script, its providers and measure functions, and the layout between them) must stop,
/// on `CLOCK_MONOTONIC`, the clock the count hook reads.
public struct ScriptDeadline: Hashable, Sendable {
    /// Monotonic nanoseconds.
    public var nanoseconds: UInt64
    /// The timeout it was set from, for messages (`timed out after 30 s`).
    public var seconds: Double

    /// The deadline `seconds` from now.
    public init(secondsFromNow seconds: Double) {
        self.seconds = seconds
        nanoseconds = tessera_monotonic_ns() &+ UInt64(max(0, min(seconds, 1e9)) * 1e9)
    }

    /// Whether it has passed.
    public var hasPassed: Bool { tessera_monotonic_ns() >= nanoseconds }

    /// `30 s`, `0.5 s`: the timeout as the user gave it.
    public var text: String { luaText(seconds) + " s" }
}
