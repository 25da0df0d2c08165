// The script benchmark: a 100,000-record feed through a Lua script to a JSON dump, end to end.

import TesseraViews
import Foundation
import TesseraDump
import TesseraLayout
import TesseraRun
import TesseraScript

/// Runs a layout script over a feed of many records and dumps it as JSON, as `tessera run` does.
struct ScriptBenchmark {
    let records: Int
    let runs: Int
    let report: BenchReport

    func run() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let feed = folder.appendingPathComponent("feed.json").path
        let script = folder.appendingPathComponent("feed-list.lua").path
        try Data(Self.feed(records).utf8).write(to: URL(fileURLWithPath: feed))
        try Data(Self.script.utf8).write(to: URL(fileURLWithPath: script))
        let device = RunDevice(preset: DevicePreset.named("iphone-15-pro")!)

        var bytes = 0
        var phases: [(load: Double, solve: Double, dump: Double)] = []
        for _ in 0..<runs {
            var source: (any LayoutSource)!
            let load = try BenchTiming.seconds { source = try SourceLoader.load(ScriptOptions(script: script, feed: feed)) }
            var run: Run!
            let solve = try BenchTiming.seconds {
                run = try Run(source, options: RunOptions(device: device, measuring: .none, showsSubviews: false))
            }
            let dump = BenchTiming.seconds { bytes = JSONDumpFormat.write(FrameDump(run.simulation.solved)).utf8.count }
            phases.append((load, solve, dump))
        }
        let total = BenchTiming.median(phases.map { $0.load + $0.solve + $0.dump })
        let (load, solve, dump) = (BenchTiming.median(phases.map(\.load)) * 1000, BenchTiming.median(phases.map(\.solve)) * 1000,
                                   BenchTiming.median(phases.map(\.dump)) * 1000)
        report.record("script", "read feed + run script", load, "ms")
        report.record("script", "solve", solve, "ms")
        report.record("script", "JSON dump", dump, "ms")
        let met = report.record("script", "end to end", total * 1000, "ms", goal: 1000)
        report.line("script: \(records) records from JSON through Lua to a JSON dump (\(bytes / 1024) KiB), median of \(runs) runs")
        report.line("  read feed + run script  \(BenchTiming.format(load)) ms")
        report.line("  solve                   \(BenchTiming.format(solve)) ms")
        report.line("  JSON dump               \(BenchTiming.format(dump)) ms")
        report.line("  end to end              \(BenchTiming.format(total * 1000)) ms  (goal ≤ 1000 ms: \(met))")
    }

    /// A feed of `count` articles with titles, authors and image sizes.
    static func feed(_ count: Int) -> String {
        var out = "{\"articles\": ["
        out.reserveCapacity(count * 110)
        for index in 0..<count {
            if index > 0 { out += ",\n" }
            out += "{\"id\": \(index), \"title\": \"Article number \(index)\", \"author\": \"작가 \(index % 97)\", "
            out += "\"image\": {\"width\": \(640 + index % 7 * 10), \"height\": \(480 + index % 5 * 20)}, \"unread\": \(index % 3 == 0)}"
        }
        return out + "]}\n"
    }

    static let script = """
        local L = require "tessera"
        local item = L.item { size = { width = L.fractionalWidth(1), height = L.estimated(88) },
                              contentInsets = L.insets { leading = 16, trailing = 16 } }
        local group = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.estimated(88) },
                                           subitems = { item } }
        return L.layout { sections = { { section = L.section { group = group, interGroupSpacing = 8 },
                                         items = L.feed.articles } } }
        """
}
