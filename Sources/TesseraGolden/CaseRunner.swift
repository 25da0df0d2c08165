// Running one case: render it, compare it with its golden, then record, pass or leave a `.new` as the mode says.

import Foundation
import TesseraLayout
import TesseraScript

/// What a test run does with each case; safe to use from several threads (each case touches only its own files).
public struct CaseRunner: Sendable {
    /// Which goldens the runner may write.
    public var mode: RecordMode
    /// Why the mode is in force (`CI is set`, `--record never` …), for the message of a missing golden.
    public var modeReason: String
    /// `--tolerance`, or nil for half a device pixel.
    public var tolerance: Double?
    /// `--timeout`: seconds each case may take, or nil for no limit.
    public var timeout: Double?
    /// The explorer explorations run through (nil: an exploration case is an internal error).
    public var explorer: (any ExplorationRenderer)?

    /// A runner settling cases as `mode` says (`modeReason` saying why it is in force).
    public init(mode: RecordMode, modeReason: String, tolerance: Double? = nil, timeout: Double? = nil,
                explorer: (any ExplorationRenderer)?) {
        self.mode = mode
        self.modeReason = modeReason
        self.tolerance = tolerance
        self.timeout = timeout
        self.explorer = explorer
    }

    /// Runs one item of a plan.
    func run(_ item: TestPlan.Item) -> CaseOutcome {
        switch item {
        case let .run(sampleCase, manifest):
            return run(sampleCase, manifest)
        case let .unreadable(sample, folder, error):
            var outcome = CaseOutcome(status: .error, sample: sample, name: sample,
                                      shortName: (folder as NSString).appendingPathComponent(SampleManifest.fileName))
            (outcome.headline, outcome.detail) = Self.split(error.description)
            return outcome
        }
    }

    /// Renders and compares one case; never throws: errors become outcomes.
    public func run(_ sampleCase: SampleCase, _ manifest: SampleManifest) -> CaseOutcome {
        let started = Date()
        let prefix = sampleCase.sample + " · "
        let shortName = sampleCase.name.hasPrefix(prefix) ? String(sampleCase.name.dropFirst(prefix.count)) : sampleCase.name
        var outcome = CaseOutcome(status: .passed, sample: sampleCase.sample, name: sampleCase.name, shortName: shortName)
        do {
            let actual = try Watchdog.shared.guarding(timeout: timeout, what: sampleCase.name) { deadline in
                try sampleCase.render(manifest, explorer: explorer, deadline: deadline)
            }
            try settle(sampleCase, actual: actual, &outcome)
            if outcome.status == .failed { outcome.reproduction = sampleCase.reproduction(manifest) }
        } catch {
            outcome.status = .error
            let text: String
            switch error {
            case let error as ToolError: text = error.description
            case let error as ScriptError: text = error.description
            case let error as LayoutError: text = "error: \(error)"
            default: text = "internal error: \(error)"
            }
            (outcome.headline, outcome.detail) = Self.split(text)
        }
        outcome.duration = Date().timeIntervalSince(started)
        return outcome
    }

    /// Compares `actual` with the golden and writes what the mode asks for.
    private func settle(_ sampleCase: SampleCase, actual: String, _ outcome: inout CaseOutcome) throws {
        let golden = sampleCase.goldenPath, pending = golden + ".new"
        try SampleFiles.expectedFolder(of: sampleCase.folder)
        try SampleFiles.checkEntry(golden, sampleFolder: sampleCase.folder)
        try SampleFiles.checkEntry(pending, sampleFolder: sampleCase.folder)
        let pendingName = (pending as NSString).lastPathComponent
        guard let data = FileManager.default.contents(atPath: golden) else {
            if mode == .never {
                try writePending(actual, to: pending, &outcome)
                outcome.status = .failed
                outcome.failure = .missingGolden
                outcome.headline = "missing golden \(golden) (not recorded: \(modeReason)); the output is in \(pendingName)"
            } else {
                try record(actual, golden, "recorded \(golden)", &outcome)
            }
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if data == Data(actual.utf8) {
            GoldenStore.remove(pending)
            return
        }
        let isDump = if case .layout = sampleCase.kind { true } else { false }
        switch GoldenComparison.compare(golden: expected, actual: actual, goldenPath: golden, isDump: isDump,
                                        tolerance: tolerance) {
        case .same:
            if mode == .all {
                try record(actual, golden, "recorded \(golden) (it differed within the tolerance or in comments)", &outcome)
            } else {
                GoldenStore.remove(pending)
            }
        case let .differs(diff):
            try fail(actual, sampleCase, .mismatch, headline: "\(golden) differs", replacing: "a golden that differed",
                     detail: diff, &outcome)
        case let .invalid(error):
            try fail(actual, sampleCase, .invalidGolden, headline: "invalid golden: \(error)", replacing: "an invalid golden: \(error)",
                     detail: "the golden is not a valid frame dump, so it was not compared", &outcome)
        }
    }

    /// A failing golden: rewritten under `failed` and `all`, otherwise left alone with the output beside it.
    private func fail(_ actual: String, _ sampleCase: SampleCase, _ failure: CaseOutcome.Failure, headline: String,
                      replacing: String, detail: String, _ outcome: inout CaseOutcome) throws {
        let golden = sampleCase.goldenPath, pending = golden + ".new"
        if mode == .failed || mode == .all {
            try record(actual, golden, "recorded \(golden), replacing \(replacing)", &outcome)
            outcome.detail = detail
            return
        }
        try writePending(actual, to: pending, &outcome)
        outcome.status = .failed
        outcome.failure = failure
        outcome.headline = headline + "; the new output is in \((pending as NSString).lastPathComponent)"
        outcome.detail = detail
    }

    private func record(_ actual: String, _ golden: String, _ headline: String, _ outcome: inout CaseOutcome) throws {
        try GoldenStore.shared.write(actual, to: golden)
        GoldenStore.remove(golden + ".new")
        outcome.status = .recorded
        outcome.headline = headline
    }

    /// Writes the `.new` file (unless it already holds exactly this output).
    private func writePending(_ actual: String, to pending: String, _ outcome: inout CaseOutcome) throws {
        if !GoldenStore.contains(actual, at: pending) { try GoldenStore.shared.write(actual, to: pending) }
        outcome.wrotePending = true
        outcome.pendingFile = (pending as NSString).lastPathComponent
    }

    /// The first line of a message, and the rest.
    static func split(_ text: String) -> (String, String) {
        guard let newline = text.firstIndex(of: "\n") else { return (text, "") }
        return (String(text[..<newline]), String(text[text.index(after: newline)...]))
    }
}
