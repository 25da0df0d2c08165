// `tessera test`: renders every sample case and compares it with its golden dump (see docs/testing.md).

import ArgumentParser
import Foundation
import TesseraGolden
import TesseraScript

struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Compares every sample's layouts with its golden dumps.",
        discussion: """
            Finds every sample.json under PATHS (default Samples) and runs its cases: one per device, orientation \
            and content size category, and one per exploration. Layout goldens compare semantically, frame by \
            frame, within the tolerance; exploration transcripts compare as text. A mismatch writes the new \
            output beside the golden as <golden>.new: see tessera review, accept and reject.

            Record mode: --record, else TESSERA_RECORD, else never when CI is set, else missing.

            Exit status: 0 all passed; 1 a golden differs, is missing (never) or invalid, or is obsolete (never); \
            2 a script, feed, manifest, file or usage error (the other samples still run).
            """)

    @Argument(help: "Sample folders, or folders containing them (default: Samples).")
    var paths: [String] = []

    @Option(help: ArgumentHelp("Which goldens to write: missing (default), all, failed or never (the default when CI is set).",
                             valueName: "mode"))
    var record: RecordMode?

    @Option(parsing: .unconditional, help: ArgumentHelp("Frame differences up to this many points do not count (default: half a device pixel).",
                             valueName: "points"))
    var tolerance: Double?

    @Option(help: ArgumentHelp("Write a JUnit XML report to this file.", valueName: "file"))
    var junit: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Cases run in parallel (default: the number of cores).", valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Run slice i of n (1-based), for spreading a suite over n CI machines.", valueName: "i/n"))
    var shard: Shard?

    @Option(name: .customLong("report-html"),
            help: ArgumentHelp("Write a static review page of the pending .new files to this folder (index.html) after the run.",
                               valueName: "folder"))
    var reportHTML: String?

    @Flag(help: "Delete obsolete goldens (files in expected/ that no case writes).")
    var prune = false

    @Option(parsing: .unconditional,
            help: ArgumentHelp("Seconds each case may take (default 30; 0: no limit).", valueName: "seconds"))
    var timeout: Double = ScriptOptionGroup.defaultTimeout

    /// Throws unless `tolerance` (`--tolerance` of `test` and `review`) is a number of points, 0 or more.
    static func check(tolerance: Double?) throws {
        if let tolerance, !(tolerance >= 0 && tolerance.isFinite) {
            throw ValidationError("--tolerance must be a number of points, 0 or more")
        }
    }

    func validate() throws {
        try Self.check(tolerance: tolerance)
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more") }
        try ScriptOptionGroup.check(timeout: timeout)
    }

    func run() throws {
        var suite = GoldenTestRun(paths: paths, explorer: ExplorerRenderer())
        suite.record = record
        suite.tolerance = tolerance
        suite.junit = junit
        suite.reportHTML = reportHTML
        suite.jobs = jobs
        suite.shard = shard
        suite.prune = prune
        suite.timeout = timeout > 0 ? timeout : nil
        suite.reviewTimeout = ScriptOptionGroup.defaultTimeout
        let status = try suite.run()
        if status != 0 { throw ExitCode(status) }
    }
}

extension RecordMode: ExpressibleByArgument {}
extension Shard: ExpressibleByArgument {}
