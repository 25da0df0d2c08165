// The Swift benchmark: a 300-line storefront view controller parsed, interpreted and solved for 10,000 items.

import TesseraViews
import ArgumentParser
import Foundation
import TesseraLayout
import TesseraScript
import TesseraSwift

/// Parses and interprets a realistic Swift layout file (Tests/TesseraSwiftTests/SwiftLayouts/storefront.swift) and solves it for its 10,000 items, as `tessera run File.swift` does before dumping.
struct SwiftBenchmark {
    let runs: Int
    let report: BenchReport

    func run() throws {
        let geometry = DevicePreset.named("iphone-15-pro")!.geometry(.portrait)
        var phases: [(parse: Double, interpret: Double, solve: Double)] = []
        var items = 0
        let source = try Self.readSource()
        for _ in 0..<runs {
            var file: SwiftLayoutFile!
            let parse = try BenchTiming.seconds { file = try SwiftLayoutFile(source: source, path: Self.sourcePath) }
            var layout: SwiftLayout!
            let interpret = try BenchTiming.seconds { layout = try file.load() }
            let counts = layout.defaultItemCounts()
            items = counts.reduce(0, +)
            let solve = try BenchTiming.seconds { _ = try layout.layout.solve(itemCounts: counts, in: geometry) }
            phases.append((parse, interpret, solve))
        }
        let median = { (f: ((parse: Double, interpret: Double, solve: Double)) -> Double) in
            BenchTiming.median(phases.map(f)) * 1000
        }
        let (parse, interpret, solve) = (median { $0.parse }, median { $0.interpret }, median { $0.solve })
        let total = median { $0.parse + $0.interpret + $0.solve }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).count
        report.record("swift", "parse", parse, "ms")
        report.record("swift", "interpret", interpret, "ms")
        report.record("swift", "solve", solve, "ms")
        let met = report.record("swift", "end to end", total, "ms", goal: 100)
        report.line("swift: a \(lines)-line Swift layout file parsed, interpreted and solved for \(items) items, median of \(runs) runs")
        report.line("  parse (swift-syntax)    \(BenchTiming.format(parse)) ms")
        report.line("  interpret               \(BenchTiming.format(interpret)) ms")
        report.line("  solve                   \(BenchTiming.format(solve)) ms")
        report.line("  end to end              \(BenchTiming.format(total)) ms  (goal ≤ 100 ms: \(met))")
    }

    /// The corpus file the benchmark runs, found from this source file's place in the repository (the benchmark is a
    /// developer's command, run from a build of the repository; the corpus tests check the file's frames).
    static let sourcePath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Tests/TesseraSwiftTests/SwiftLayouts/storefront.swift").standardizedFileURL.path

    /// Reads the corpus file, or says where it was looked for.
    static func readSource() throws -> String {
        guard let source = try? String(contentsOfFile: sourcePath, encoding: .utf8) else {
            throw ValidationError("bench swift: cannot read \(sourcePath) (run the benchmark from a build of the repository)")
        }
        return source
    }
}
