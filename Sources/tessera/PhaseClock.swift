// Timing a command's phases and reading its peak memory, for --stats and the benchmarks.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A monotonic clock read at the end of each phase.
struct PhaseClock {
    private let start = DispatchTime.now().uptimeNanoseconds
    private var last = DispatchTime.now().uptimeNanoseconds

    /// Seconds since the last lap (or the start), starting a new lap.
    @discardableResult
    mutating func lap() -> Double {
        let now = DispatchTime.now().uptimeNanoseconds
        defer { last = now }
        return Double(now - last) / 1e9
    }

    /// Seconds since the start.
    var total: Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }

    /// `seconds` in milliseconds, one decimal.
    static func milliseconds(_ seconds: Double) -> String { String(format: "%.1f", seconds * 1000) }

    /// The process's peak resident memory so far, in MiB.
    static func peakMemoryMiB() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) / 1024
    }
}
