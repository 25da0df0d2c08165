// A whole `tessera test` run: every case of the samples under some paths rendered, compared, settled and reported.

import Foundation

/// What `tessera test` does once its arguments are read: finds the samples, runs their cases in parallel, settles
/// each as the record mode says, keeps each sample's record of pending files and its `.gitignore`, checks obsolete
/// goldens, writes the review page and the JUnit report asked for, and prints the run as it goes (`TestReporter`).
public struct GoldenTestRun {
    /// Sample folders, or folders of samples (none: `Samples`).
    public var paths: [String]
    /// `--record`; nil: `TESSERA_RECORD`, else never when `CI` is set, else missing.
    public var record: RecordMode?
    /// Frame differences up to this many points do not count (nil: half a device pixel).
    public var tolerance: Double?
    /// The file to write a JUnit XML report to (nil: none).
    public var junit: String?
    /// The folder to write a review page of the pending `.new` files to after the run (nil: none).
    public var reportHTML: String?
    /// Cases run in parallel (nil: the number of cores).
    public var jobs: Int?
    /// The slice of the suite to run (nil: all of it).
    public var shard: Shard?
    /// Whether obsolete goldens are deleted instead of reported.
    public var prune = false
    /// Seconds each case may take (nil: no limit).
    public var timeout: Double?
    /// Seconds each case of the review page may take to run again (nil: no limit).
    public var reviewTimeout: Double?
    /// The explorer explorations and the review page's pass traces run through.
    public var explorer: any ExplorationRenderer
    /// The environment the record mode is read from (`TESSERA_RECORD`, `CI`).
    public var environment: [String: String]

    /// A run of the samples under `paths` with the defaults of `tessera test` (record mode from `environment`,
    /// half a device pixel of tolerance, no reports, every core, no time limit).
    public init(paths: [String], explorer: any ExplorationRenderer,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.paths = paths
        self.explorer = explorer
        self.environment = environment
    }

    /// Runs every case and prints the run; returns the exit status: 0 all passed, 1 a golden differs, is missing
    /// (never) or invalid, or is obsolete (never), 2 a script, feed, manifest or file error (the other cases still
    /// ran). Throws, before running anything, when `TESSERA_RECORD` is wrong or the paths hold no sample.
    public func run() throws -> Int32 {
        let started = Date()
        let (mode, reason) = try RecordMode.resolve(flag: record, environment: environment)
        let roots = SampleDiscovery.roots(paths)
        let folders = try SampleDiscovery.sampleFolders(under: roots)
        guard !folders.isEmpty else {
            throw ToolError(.input, "no sample.json found under \(roots.joined(separator: ", "))")
        }
        GoldenStore.shared.installInterruptHandler()
        let plan = TestPlan(folders: folders, shard: shard)
        let reporter = TestReporter(interactive: TestReporter.stdoutIsTerminal, total: plan.items.count)
        if let shard { reporter.note("shard \(shard): \(plan.items.count) of \(plan.suiteCount) cases") }
        for folder in folders {
            guard let expected = try? SampleFiles.expectedFolder(of: folder) else { continue }
            for path in StaleTemporaries.removeLeftovers(in: expected) {
                reporter.note("removed \(path), left by a run that was killed")
            }
        }
        let runner = CaseRunner(mode: mode, modeReason: reason, tolerance: tolerance, timeout: timeout, explorer: explorer)
        var outcomes = runCases(plan.items, runner, reporter)
        var closing: [String] = []
        do { try Self.recordPending(plan.items, outcomes) } catch { closing.append("! \(error)") }
        for folder in Self.foldersWrittenInto(plan.items, outcomes) {
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
        let reportFailed = writeReports(outcomes, roots: roots, started: started, closing: &closing)
        closing.append(reporter.summary(cases: plan.items.count, duration: Date().timeIntervalSince(started)))
        reporter.finish(closing)
        if reporter.errors > 0 || reportFailed || closing.contains(where: { $0.hasPrefix("! ") }) { return 2 }
        if reporter.failed > 0 || (mode == .never && reporter.obsolete > 0) { return 1 }
        return 0
    }

    /// Runs the items on `jobs` threads, reporting progress as they complete and outcomes in their order.
    private func runCases(_ items: [TestPlan.Item], _ runner: CaseRunner, _ reporter: TestReporter) -> [CaseOutcome] {
        var outcomes: [CaseOutcome] = []
        var done = 0
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
        return outcomes
    }

    /// Writes the review page and the JUnit report asked for, adding a line for each to `closing`; true when one
    /// could not be written.
    private func writeReports(_ outcomes: [CaseOutcome], roots: [String], started: Date,
                              closing: inout [String]) -> Bool {
        var failed = false
        if let reportHTML {
            do {
                let pending = try PendingGolden.all(under: roots)
                let page = try ReviewPage(pending: pending, tolerance: tolerance, explorer: explorer,
                                          timeout: reviewTimeout).write(to: reportHTML)
                closing.append("review page: \(page) (\(pending.count) pending)")
            } catch {
                closing.append("! \(error)")
                failed = true
            }
        }
        if let junit {
            do {
                try OutputFile.write(JUnitReport.xml(outcomes, duration: Date().timeIntervalSince(started)), to: junit,
                                     what: "the JUnit report")
            } catch {
                closing.append("! \(error)")
                failed = true
            }
        }
        return failed
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
    private static func recordPending(_ items: [TestPlan.Item], _ outcomes: [CaseOutcome]) throws {
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

    /// Reports (or with `prune` deletes) the obsolete goldens of the samples this run checks; under `never` each
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
