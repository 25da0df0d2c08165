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
        let started = Date()
        let (mode, reason) = try RecordMode.resolve(flag: record, environment: ProcessInfo.processInfo.environment)
        let roots = SampleDiscovery.roots(paths)
        let folders = try SampleDiscovery.sampleFolders(under: roots)
        guard !folders.isEmpty else {
            throw ToolError(.input, "no sample.json found under \(roots.joined(separator: ", "))")
        }
        GoldenStore.shared.installInterruptHandler()
        let plan = TestPlan(folders: folders, shard: shard)
        let runner = CaseRunner(mode: mode, modeReason: reason, tolerance: tolerance, timeout: timeout > 0 ? timeout : nil)
        let reporter = TestReporter(interactive: TestReporter.stdoutIsTerminal, total: plan.items.count)
        if let shard { reporter.note("shard \(shard): \(plan.items.count) of \(plan.suiteCount) cases") }
        for folder in folders {
            guard let expected = try? SampleFiles.expectedFolder(of: folder) else { continue }
            for path in StaleTemporaries.removeLeftovers(in: expected) {
                reporter.note("removed \(path), left by a run that was killed")
            }
        }
        var outcomes: [CaseOutcome] = []
        var done = 0
        let items = plan.items
        ParallelRunner.run(
            count: items.count, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            work: { runner.run(items[$0]) },
            completed: { _, outcome in
                done += 1
                reporter.progress(done: done, name: outcome.name)
            },
            deliver: { _, outcome in
                outcomes.append(outcome)
                reporter.report(outcome)
            })
        var closing: [String] = []
        do { try recordPending(items, outcomes) } catch { closing.append("! \(error)") }
        for folder in Self.foldersWrittenInto(items, outcomes) {
            do {
                if let written = try SampleFiles.writeGitignoreIfMissing(sampleFolder: folder) {
                    reporter.note("● wrote \(written): keeps expected/*.new, expected/.*.tmp and expected/.pending out of git")
                }
            } catch { closing.append("! \(error)") }
        }
        outcomes += checkObsolete(plan, mode: mode, reporter: reporter)
        if reporter.pending > 0 {
            let where_ = roots == ["Samples"] ? "" : " " + roots.joined(separator: " ")
            closing.append("\(reporter.pending) pending .new file\(reporter.pending == 1 ? "" : "s"): "
                           + "tessera review\(where_) (or tessera accept / tessera reject)")
        }
        var reportFailed = false
        if let reportHTML {
            do {
                let pending = try PendingGolden.all(under: roots)
                let page = try ReviewPage(pending: pending, tolerance: tolerance).write(to: reportHTML)
                closing.append("review page: \(page) (\(pending.count) pending)")
            } catch {
                closing.append("! \(error)")
                reportFailed = true
            }
        }
        if let junit {
            do {
                try OutputFile.write(JUnitReport.xml(outcomes, duration: Date().timeIntervalSince(started)), to: junit,
                                     what: "the JUnit report")
            } catch {
                closing.append("! \(error)")
                reportFailed = true
            }
        }
        closing.append(reporter.summary(cases: items.count, duration: Date().timeIntervalSince(started)))
        reporter.finish(closing)
        if reporter.errors > 0 || reportFailed || closing.contains(where: { $0.hasPrefix("! ") }) { throw ExitCode(2) }
        if reporter.failed > 0 || (mode == .never && reporter.obsolete > 0) { throw ExitCode(1) }
    }

    /// The samples this run recorded a golden or wrote a `.new` file in, sorted.
    private static func foldersWrittenInto(_ items: [TestPlan.Item], _ outcomes: [CaseOutcome]) -> [String] {
        var folders = Set<String>()
        for (item, outcome) in zip(items, outcomes) where outcome.status == .recorded || outcome.pendingFile != nil {
            if case let .run(sampleCase, _) = item { folders.insert(sampleCase.folder) }
        }
        return folders.sorted()
    }

    /// Updates each sample's record of the `.new` files this run wrote (`PendingRecord`), which `accept` checks.
    /// `outcomes` are in the order of `items`.
    private func recordPending(_ items: [TestPlan.Item], _ outcomes: [CaseOutcome]) throws {
        var ran: [String: Set<String>] = [:], wrote: [String: Set<String>] = [:]
        for (item, outcome) in zip(items, outcomes) {
            guard case let .run(sampleCase, _) = item else { continue }
            ran[sampleCase.folder, default: []].insert((sampleCase.goldenPath as NSString).lastPathComponent + ".new")
            if let file = outcome.pendingFile { wrote[sampleCase.folder, default: []].insert(file) }
        }
        for (folder, names) in ran.sorted(by: { $0.key < $1.key }) {
            guard let expected = try? SampleFiles.expectedFolder(of: folder),
                  FileManager.default.fileExists(atPath: expected) else { continue }
            try PendingRecord.update(expectedFolder: expected, ran: names, wrote: wrote[folder] ?? [])
        }
    }

    /// Reports (or with --prune deletes) the obsolete goldens of the samples this run checks; under `never` each
    /// is a failure, returned as an outcome for the JUnit report.
    private func checkObsolete(_ plan: TestPlan, mode: RecordMode, reporter: TestReporter) -> [CaseOutcome] {
        var failures: [CaseOutcome] = []
        for check in plan.obsoleteChecks {
            for path in ObsoleteGoldens.find(folder: check.manifest.folder, cases: check.cases) {
                if prune, GoldenStore.remove(path) {
                    reporter.obsoleteGolden(path, isFailure: false, pruned: true)
                    continue
                }
                let isFailure = mode == .never
                reporter.obsoleteGolden(path, isFailure: isFailure, pruned: false)
                guard isFailure else { continue }
                let file = "expected/" + (path as NSString).lastPathComponent
                var outcome = CaseOutcome(status: .failed, sample: check.manifest.name,
                                          name: "\(check.manifest.name) · obsolete \(file)", shortName: "obsolete \(file)")
                outcome.failure = .obsoleteGolden
                outcome.headline = "obsolete golden \(path): no case writes it any more; --prune deletes it"
                failures.append(outcome)
            }
        }
        return failures
    }
}
