// The end-to-end benchmark: `tessera run` of a 100,000- and a 1,000,000-row feed to a JSON dump, phase by phase.

import Foundation

/// Runs this binary's `tessera run` on feeds shaped like the stress sample (40 sections of rows measured from
/// their text) to a JSON dump file, in a child process, and reads the phases and peak memory it prints with
/// `--stats`: what a user's run costs, not the solver alone.
struct EndToEndBenchmark {
    let runs: Int
    let report: BenchReport

    /// One run: rows in sections, what `--measure` says, and the goals: wall time (ms) and peak memory (MiB).
    struct Case {
        var rows: Int
        var sections: Int
        var measure: String
        var wall: Double?
        var memory: Double?

        /// `100k rows`, `1000k rows, all measured`.
        var name: String { "\(rows / 1000)k rows" + (measure == "visible" ? "" : ", \(measure) measured") }
    }

    /// What is visible measured (as a device shows it), in 40 sections; then every row measured (`run`'s
    /// default), in sections of 1,000 rows: linear in the rows is the goal (issue 20).
    static let cases = [
        Case(rows: 100_000, sections: 40, measure: "visible", wall: 200, memory: nil),
        Case(rows: 1_000_000, sections: 40, measure: "visible", wall: 1500, memory: 400),
        Case(rows: 10_000, sections: 10, measure: "all", wall: nil, memory: nil),
        Case(rows: 100_000, sections: 100, measure: "all", wall: 600, memory: nil),
        Case(rows: 1_000_000, sections: 1000, measure: "all", wall: 5000, memory: 600),
    ]

    func run() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("stress.lua").path
        try Data(Self.script.utf8).write(to: URL(fileURLWithPath: script))
        report.line("end to end: tessera run of a stress-shaped feed to a JSON dump file (--stats), median of \(runs) runs")
        report.line("rows         read   parse  script   solve  collect+format   write   total ms   wall ms   peak MiB  goals")
        var perRow: [Int: Double] = [:]
        for benchCase in Self.cases {
            let feed = folder.appendingPathComponent("feed-\(benchCase.rows).json").path
            try Self.writeFeed(rows: benchCase.rows, sections: benchCase.sections, to: feed)
            var samples: [Stats] = []
            for _ in 0..<max(1, runs) {
                samples.append(try runOnce(script: script, feed: feed, measure: benchCase.measure,
                                           output: folder.appendingPathComponent("out.json").path))
            }
            try? FileManager.default.removeItem(atPath: feed)
            let median = Stats.median(samples)
            if benchCase.measure == "all" { perRow[benchCase.rows] = median.wall / Double(benchCase.rows) }
            record(median, of: benchCase)
        }
        if let small = perRow[10_000], let large = perRow[1_000_000] {
            let ratio = report.record("endtoend", "all measured: cost per row at 1M / at 10k", large / small, "×", goal: 1.3)
            report.line("all measured: cost per row \(BenchTiming.format(small * 1000, decimals: 1)) µs at 10k, "
                        + "\(BenchTiming.format(large * 1000, decimals: 1)) µs at 1M (goal ≤ 1.3×: \(ratio))")
        }
        report.line("goals: visible: 100k rows ≤ 200 ms wall; 1M rows ≤ 1500 ms wall and ≤ 400 MiB peak; "
                    + "all measured: 100k ≤ 600 ms, 1M ≤ 5000 ms and ≤ 600 MiB")
    }

    /// Records one case's median and prints its line.
    private func record(_ median: Stats, of benchCase: Case) {
        let name = benchCase.name
        for (phase, value) in median.phases { report.record("endtoend", "\(name) \(phase)", value, "ms") }
        report.record("endtoend", "\(name) total", median.total, "ms")
        let wall = report.record("endtoend", "\(name) wall", median.wall, "ms", goal: benchCase.wall)
        let memory = report.record("endtoend", "\(name) peak memory", median.peak, "MiB", goal: benchCase.memory)
        let goals = [wall, memory].filter { !$0.isEmpty }
        report.line("\(benchCase.rows)".padding(toLength: 10, withPad: " ", startingAt: 0)
                    + median.phases.map { BenchTiming.format($0.1, decimals: 1).leftPadded($0.0 == "collect + format" ? 16 : 8) }.joined()
                    + BenchTiming.format(median.total, decimals: 1).leftPadded(11)
                    + BenchTiming.format(median.wall, decimals: 1).leftPadded(10)
                    + BenchTiming.format(median.peak, decimals: 0).leftPadded(11)
                    + "  " + (goals.isEmpty ? "-" : goals.allSatisfy { $0 == "met" } ? "met" : "MISSED")
                    + (benchCase.measure == "visible" ? "" : "  (\(benchCase.measure) measured, \(benchCase.sections) sections)"))
    }

    /// The phases `--stats` prints, the wall time of the child and its peak memory.
    struct Stats {
        var phases: [(String, Double)]
        var total: Double
        var wall: Double
        var peak: Double

        static func median(_ samples: [Stats]) -> Stats {
            var result = samples[0]
            for index in result.phases.indices {
                result.phases[index].1 = BenchTiming.median(samples.map { $0.phases[index].1 })
            }
            result.total = BenchTiming.median(samples.map(\.total))
            result.wall = BenchTiming.median(samples.map(\.wall))
            result.peak = BenchTiming.median(samples.map(\.peak))
            return result
        }
    }

    /// The child run's time limit: a figure far past a goal (a million rows all measured on a loaded machine) is
    /// still a figure, where run's default 30-second limit stopped the whole benchmark.
    static let timeoutSeconds = 600

    /// Runs `tessera run` once and parses its `stats:` line.
    private func runOnce(script: String, feed: String, measure: String, output: String) throws -> Stats {
        let child = try ChildProcess.run(Self.executable, [
            "run", script, "--feed", feed, "--format", "json", "--output", output, "--stats", "--device", "iphone-15-pro",
            "--measure", measure, "--timeout", "\(Self.timeoutSeconds)",
        ])
        let text = String(decoding: child.standardError, as: UTF8.self)
        guard child.status == 0, let line = text.split(separator: "\n").first(where: { $0.hasPrefix("stats: ") }) else {
            throw BenchError("tessera run failed (exit \(child.status)): \(text)")
        }
        return try Self.parse(String(line), wall: child.wallSeconds * 1000)
    }

    /// `stats: read 1.0 ms, parse 2.0 ms, …; total 9.0 ms; peak memory 57 MiB`.
    static func parse(_ line: String, wall: Double) throws -> Stats {
        let parts = line.dropFirst("stats: ".count).split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 3 else { throw BenchError("unexpected stats line: \(line)") }
        let phases = parts[0].split(separator: ",").map { phase -> (String, Double) in
            let words = phase.trimmingCharacters(in: .whitespaces).split(separator: " ")
            return (words.dropLast(2).joined(separator: " "), Double(words[words.count - 2]) ?? .nan)
        }
        let total = Double(parts[1].split(separator: " ")[1]) ?? .nan
        let peak = Double(parts[2].split(separator: " ")[2]) ?? .nan
        return Stats(phases: phases, total: total, wall: wall, peak: peak)
    }

    /// This binary's path.
    static var executable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// A feed of `rows` rows over `sections` sections, titles of varied lengths in English and Korean.
    static func writeFeed(rows: Int, sections: Int, to path: String) throws {
        let titles = ["Self check-in with a keypad.",
                      "Perfect for families: two bedrooms, a crib on request and a fenced garden.",
                      "지하철역에서 걸어서 5분 거리에 있어요. 엘리베이터가 없는 4층 건물이니 짐이 많으시면 참고해 주세요.",
                      "Fast Wi-Fi and a dedicated workspace with a large monitor. Heating is by a wood stove in winter.",
                      "Quiet street, free parking."]
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let file = FileHandle(forWritingAtPath: path) else { throw BenchError("cannot write \(path)") }
        defer { try? file.close() }
        var out = "{\"sections\": ["
        for section in 0..<sections {
            out += (section > 0 ? ",\n" : "") + "{\"title\": \"Section \(section + 1)\", \"rows\": ["
            let count = rows / sections + (section < rows % sections ? 1 : 0)
            for row in 0..<count {
                out += (row > 0 ? "," : "") + "{\"title\": \"\(titles[(row * 7 + section) % titles.count]) #\(row)\"}"
                if out.utf8.count > 1 << 20 {
                    file.write(Data(out.utf8))
                    out = ""
                }
            }
            out += "]}"
        }
        file.write(Data((out + "]}\n").utf8))
    }

    /// The stress sample's script (Scripts/samples/stress-10k.lua), so that the benchmark runs anywhere.
    static let script = """
        local L = require "tessera"
        local font = L.font.preferred("body")
        local size = { width = L.fractionalWidth(1), height = L.estimated(44) }
        local header = L.header { size = { width = L.fractionalWidth(1), height = L.absolute(36) }, pinToVisibleBounds = true }
        local section = L.section {
          group = L.group.horizontal { size = size, subitems = { L.item { size = size } } },
          contentInsets = L.insets { leading = 16, trailing = 16 }, boundarySupplementaryItems = { header },
          measure = function(row, fitting)
            return { height = L.text.size { text = row.title, font = font, width = fitting.width, numberOfLines = 0 }.height + 22 }
          end,
        }
        local sections = {}
        for i, s in ipairs(L.feed.sections) do sections[i] = { section = section, items = s.rows } end
        return L.layout { sections = sections }
        """
}

/// A benchmark that could not run.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
