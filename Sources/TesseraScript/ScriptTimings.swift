// How long the phases of loading a script took: reading and parsing its feed, running it.

import Foundation

/// Seconds spent loading a layout script, by phase (`tessera run --stats`, `tessera bench`).
public struct ScriptTimings: Sendable {
    /// Reading the feed file.
    public var read = 0.0
    /// Parsing the feed.
    public var parse = 0.0
    /// Running the script and reading the layout it returns.
    public var script = 0.0

    public init() {}

    /// The monotonic clock, in seconds.
    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}
