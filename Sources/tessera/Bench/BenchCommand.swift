// `tessera bench`: the performance benchmarks, run in a release build.

import ArgumentParser
import Foundation
import TesseraText

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Runs the performance benchmarks (build with -c release).",
        discussion: """
            Suites: layout (1,000,000-item list, grid and mosaic: full solve, rectangle queries, memory);
            script (100,000 records from a JSON feed through a Lua script to a JSON dump, in process);
            endtoend (tessera run of a 100,000- and a 1,000,000-row feed to a JSON dump file, phase by phase, peak memory);
            selfsizing (a 1,000,000-item estimated list scrolled to the end: the cost of applying one measured size);
            edits (the first measured size after a solve, shared or not, the steady state, an insert and a delete);
            text (10,000 paragraphs of the standard corpus at 300 pt, 17-pt system font, warm and cold caches);
            constraints (a typical cell solved fresh and edited, the same cell as a view tree fitted, a 10,000-row list of
            constraint-built cells from Lua, end to end, with cell functions and with a registration; one reused cell
            configured and fitted again);
            swift (a 300-line Swift layout file parsed, interpreted and solved for 10,000 items; then "screen": a 300-line
            view controller with 1,000 self-sizing cells parsed, run, laid out and dumped).
            Example: swift run -c release tessera bench layout
            """)

    enum Suite: String, ExpressibleByArgument, CaseIterable {
        case layout
        case script
        case endtoend
        case selfsizing
        case edits
        case text
        case constraints
        case swift
    }

    @Argument(help: "The suites to run: \(Suite.allCases.map(\.rawValue).joined(separator: ", ")) (default: all).")
    var suites: [Suite] = []

    @Option(help: "Items per layout scenario (1 to 10,000,000).")
    var items = 1_000_000

    @Option(help: ArgumentHelp("Runs per measurement, 1 to 100; the median is reported. endtoend runs at most "
                               + "\(Self.endToEndRuns) (each of its runs is a whole tessera run of a million rows).",
                               valueName: "n"))
    var runs = 5

    /// The most runs `endtoend` makes, whatever `--runs` asks: it says so in its report.
    static let endToEndRuns = 3

    func validate() throws {
        guard (1...10_000_000).contains(items) else {
            throw ValidationError("--items must be a number of items from 1 to 10000000 (got \(items))")
        }
        guard (1...100).contains(runs) else {
            throw ValidationError("--runs must be a number of runs from 1 to 100 (got \(runs))")
        }
    }

    @Flag(help: "Print every figure as one JSON document on standard output (the tables go to standard error).")
    var json = false

    func run() throws {
        #if DEBUG
        FileHandle.standardError.write(Data("warning: this is a debug build; figures are meaningful only with `-c release`.\n\n".utf8))
        #endif
        let report = BenchReport(json: json)
        for suite in suites.isEmpty ? Suite.allCases : suites {
            switch suite {
            case .layout: try LayoutBenchmark(items: items, runs: runs, report: report).run()
            case .script: try ScriptBenchmark(records: 100_000, runs: runs, report: report).run()
            case .endtoend: try EndToEndBenchmark(runs: min(runs, Self.endToEndRuns), report: report).run()
            case .selfsizing: try SelfSizingBenchmark(items: items, steps: 1000, report: report).run()
            case .edits: try EditBenchmark(items: items, runs: runs).report(to: report)
            case .text: TextReport.record(try TextBenchmark.run(), to: report)
            case .constraints: try ConstraintsBenchmark(runs: runs, report: report).run()
            case .swift:
                try SwiftBenchmark(runs: runs, report: report).run()
                try SwiftScreenBenchmark(runs: runs, report: report).run()
            }
        }
        if json { print(report.jsonText(), terminator: "") }
    }
}
