// What one case of a test run came to: passed, failed, recorded or an error, with what to show.

import Foundation

/// The result of one case (or of a sample whose manifest could not be read, or of an obsolete golden).
public struct CaseOutcome: Sendable {
    /// What became of the case.
    public enum Status: Sendable {
        case passed
        /// A mismatch, an invalid golden, a missing golden under `never`, or an obsolete golden under `never`.
        case failed
        case recorded
        /// A script, feed, manifest or file error.
        case error
    }

    /// Why a case failed (JUnit's failure type).
    public enum Failure: String, Sendable {
        case mismatch
        case invalidGolden = "invalid-golden"
        case missingGolden = "missing-golden"
        case obsoleteGolden = "obsolete-golden"
    }

    /// What became of it.
    public var status: Status
    /// Why it failed, when `status` is `.failed`.
    public var failure: Failure = .mismatch
    /// The sample's name (JUnit's classname).
    public var sample: String
    /// The full name in reports: `chat-thread · iphone-15-pro portrait · large`.
    public var name: String
    /// The name without the sample (JUnit's name): `iphone-15-pro portrait · large`.
    public var shortName: String
    /// One line saying what happened, for failures, records and errors (empty when passed).
    public var headline: String = ""
    /// The diff, the error's traceback, or what was recorded over: shown below the headline.
    public var detail: String = ""
    /// Whether this outcome left a `.new` file to review, and its name (in the sample's `expected/`).
    public var wrotePending = false
    public var pendingFile: String?
    /// For a failed case: the `tessera run …` (or `tessera explore …`) command that reproduces its output.
    public var reproduction: String?
    /// How long the case took to render and settle.
    public var duration: TimeInterval = 0

    /// An outcome with nothing to show yet (no headline, detail or pending file).
    public init(status: Status, sample: String, name: String, shortName: String) {
        self.status = status
        self.sample = sample
        self.name = name
        self.shortName = shortName
    }
}
