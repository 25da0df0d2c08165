// What the text benchmark measured: time per paragraph with a warm and a cold width cache.

/// Timings of `TextBenchmark.run`, in microseconds per paragraph.
struct TextBenchmarkReport: Hashable, Sendable, CustomStringConvertible {
    var paragraphs: Int
    var width: Double
    var pointSize: Double
    /// Mean time per paragraph with every word's width already cached.
    var warmMicroseconds: Double
    /// Mean time per paragraph with the width cache emptied before each paragraph (faces stay open).
    var coldMicroseconds: Double
    /// The total number of lines of all paragraphs (the same warm and cold), to check runs against each other.
    var totalLines: Int

    var description: String {
        func format(_ value: Double) -> String { String(Double((value * 100).rounded()) / 100) }
        return "text: \(paragraphs) paragraphs at width \(format(width)), \(format(pointSize)) pt system font: "
            + "warm \(format(warmMicroseconds)) µs/paragraph, cold \(format(coldMicroseconds)) µs/paragraph, "
            + "\(totalLines) lines"
    }
}
