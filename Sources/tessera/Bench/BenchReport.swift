// What a benchmark run found: the lines a person reads and the figures a CI job keeps (`tessera bench --json`).

import Foundation
import TesseraJSON
import TesseraText

/// Collects the figures of a `tessera bench` run. Human-readable lines go to standard output, or to standard
/// error with `--json`, whose standard output is then one JSON document of every figure.
final class BenchReport {
    /// One figure: which suite and case, its value and unit, and its goal when it has one.
    struct Metric {
        var suite: String
        var name: String
        var value: Double
        var unit: String
        /// The most (or, with `atLeast`, the least) the value may be.
        var goal: Double?
        var atLeast = false

        var met: Bool? { goal.map { atLeast ? value >= $0 : value <= $0 } }
    }

    let json: Bool
    private(set) var metrics: [Metric] = []

    init(json: Bool) { self.json = json }

    /// Prints a line for a person.
    func line(_ text: String) {
        if json {
            FileHandle.standardError.write(Data((text + "\n").utf8))
        } else {
            print(text)
        }
    }

    /// Records a figure; returns `met`/`MISSED` for the line that shows it ("" without a goal).
    @discardableResult
    func record(_ suite: String, _ name: String, _ value: Double, _ unit: String, goal: Double? = nil,
                atLeast: Bool = false) -> String {
        let metric = Metric(suite: suite, name: name, value: value, unit: unit, goal: goal, atLeast: atLeast)
        metrics.append(metric)
        return metric.met.map { $0 ? "met" : "MISSED" } ?? ""
    }

    /// The machine the figures were taken on: system, architecture, processors and memory.
    static var machine: String {
        let info = ProcessInfo.processInfo
        var system = utsname()
        uname(&system)
        let machine = withUnsafeBytes(of: &system.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let memory = Double(info.physicalMemory) / Double(1 << 30)
        return "\(info.operatingSystemVersionString), \(machine), \(info.activeProcessorCount) processors, "
            + String(format: "%.0f GiB", memory)
    }

    /// The JSON document of every figure, with when and where it was taken.
    func jsonText() -> String {
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        var out = "{\n  \"date\": \(JSONWriting.quote(ISO8601DateFormatter().string(from: Date()))),\n"
        out += "  \"build\": \"\(build)\",\n  \"processors\": \(ProcessInfo.processInfo.activeProcessorCount),\n"
        out += "  \"machine\": \(JSONWriting.quote(Self.machine)),\n"
        out += "  \"metrics\": [\n"
        out += metrics.map { metric in
            var fields = ["\"suite\": \(JSONWriting.quote(metric.suite))", "\"name\": \(JSONWriting.quote(metric.name))",
                          "\"value\": \(JSONWriting.number(metric.value))", "\"unit\": \(JSONWriting.quote(metric.unit))"]
            if let goal = metric.goal {
                fields.append("\"goal\": \(JSONWriting.number(goal))")
                fields.append("\"goalIs\": \"\(metric.atLeast ? "minimum" : "maximum")\"")
                fields.append("\"met\": \(metric.met!)")
            }
            return "    {" + fields.joined(separator: ", ") + "}"
        }.joined(separator: ",\n")
        return out + "\n  ]\n}\n"
    }
}

/// The text benchmark's figures in a report.
enum TextReport {
    static func record(_ text: TextBenchmarkReport, to report: BenchReport) {
        report.record("text", "paragraph, warm cache", text.warmMicroseconds, "µs")
        report.record("text", "paragraph, cold cache", text.coldMicroseconds, "µs")
        report.line(text.description)
    }
}
