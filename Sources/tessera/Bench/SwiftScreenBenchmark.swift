// The Swift screen benchmark: a 300-line view controller with 1,000 self-sizing cells parsed, run, laid out, dumped.

import ArgumentParser
import Foundation
import TesseraDump
import TesseraLayout
import TesseraRun
import TesseraSwift
import TesseraViews

/// Runs Tests/TesseraSwiftTests/SwiftScreens/contacts-screen.swift as `tessera run File.swift --entry …` does on an
/// iPhone 15 Pro: parse; interpret (the view controller's lifecycle: its views, its diffable data source's
/// snapshot); layout (the screen's constraints, then the collection view's 1,000 cells dequeued, configured by the
/// file's code and self-sized); dump (the text dump written to a string).
struct SwiftScreenBenchmark {
    let runs: Int
    let report: BenchReport

    static let entry = "ContactsScreenViewController"
    static let sourcePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Tests/TesseraSwiftTests/SwiftScreens/contacts-screen.swift").standardizedFileURL.path

    private struct Phases {
        var parse = 0.0, interpret = 0.0, layout = 0.0, dump = 0.0
        /// The CPU time of the four phases (the machine may be shared).
        var cpu = 0.0
        var total: Double { parse + interpret + layout + dump }
    }

    func run() throws {
        guard let source = try? String(contentsOfFile: Self.sourcePath, encoding: .utf8) else {
            throw ValidationError("bench swift: cannot read \(Self.sourcePath) (run the benchmark from a build of the repository)")
        }
        let options = RunOptions(device: RunDevice(preset: DevicePreset.named("iphone-15-pro")!))
        var phases: [Phases] = []
        var cells = 0
        for run in 0..<runs {
            var phase = Phases()
            var text = ""
            let cpu = try BenchTiming.cpuSeconds { text = try runOnce(source, options: options, phase: &phase) }
            phase.cpu = cpu
            phases.append(phase)
            // Counted out of the timed phases (splitting the 8,000-line dump costs about a tenth of a run).
            if run == 0 { cells = text.components(separatedBy: "\n    cell [").count - 1 }
        }
        let median = { (f: (Phases) -> Double) in BenchTiming.median(phases.map(f)) * 1000 }
        let (parse, interpret, layout, dump) = (median(\.parse), median(\.interpret), median(\.layout), median(\.dump))
        let (total, cpu) = (median(\.total), median(\.cpu))
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).count
        report.record("swift screen", "parse", parse, "ms")
        report.record("swift screen", "interpret", interpret, "ms")
        report.record("swift screen", "layout", layout, "ms")
        report.record("swift screen", "dump", dump, "ms")
        let met = report.record("swift screen", "end to end", total, "ms", goal: 50)
        report.record("swift screen", "end to end, CPU time", cpu, "ms")
        report.line("swift screen: a \(lines)-line view controller parsed, run, laid out with \(cells) self-sizing cells and "
                    + "dumped as text, median of \(runs) runs")
        report.line("  parse (swift-syntax)    \(BenchTiming.format(parse)) ms")
        report.line("  interpret (lifecycle)   \(BenchTiming.format(interpret)) ms")
        report.line("  layout (cells sized)    \(BenchTiming.format(layout)) ms")
        report.line("  dump (text)             \(BenchTiming.format(dump)) ms")
        report.line("  end to end              \(BenchTiming.format(total)) ms  (goal ≤ 50 ms: \(met))")
        report.line("  end to end, CPU time    \(BenchTiming.format(cpu)) ms")
    }

    /// One run of the four phases, each timed into `phase`; returns the text dump.
    private func runOnce(_ source: String, options: RunOptions, phase: inout Phases) throws -> String {
        var file: SwiftLayoutFile!
        phase.parse = try BenchTiming.seconds { file = try SwiftLayoutFile(source: source, path: Self.sourcePath) }
        guard let entry = try file.viewControllerEntry(named: Self.entry) else {
            throw ValidationError("bench swift: \(Self.sourcePath) has no view controller \(Self.entry)")
        }
        let screenSource = SwiftScreenSource(file: file, entry: entry, name: Self.sourcePath)
        var loaded: LoadedScreen!
        phase.interpret = try BenchTiming.seconds {
            loaded = try screenSource.loadScreen(environment: ScreenRun.environment(screenSource, options: options))
        }
        var run: ScreenRun!
        phase.layout = try BenchTiming.seconds { run = try ScreenRun(screenSource, loaded: loaded, options: options) }
        var text = ""
        phase.dump = try BenchTiming.seconds { text = ScreenTextFormat.write(try run.screenDump()) }
        return text
    }
}
