// Timing helpers for the benchmarks: a monotonic clock, medians, memory readings.

import Foundation

/// Measures wall-clock time with the monotonic clock.
enum BenchTiming {
    /// Seconds taken by `body`.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// CPU seconds the process spent in `body`, every thread's (a measurer fits cells on a second thread); on a
    /// loaded machine the single-threaded part takes less than the wall-clock time.
    static func cpuSeconds(_ body: () throws -> Void) rethrows -> Double {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        let start = now()
        try body()
        return now() - start
    }

    /// The median of `values`.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// `duration` in microseconds.
    static func microseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e6 + Double(attoseconds) / 1e12
    }

    /// `value` with two decimals.
    static func format(_ value: Double, decimals: Int = 2) -> String { String(format: "%.\(decimals)f", value) }
}
