// What `tessera test` prints: a line per case (or a progress line on a terminal), failures in full, a summary.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Prints a test run as it goes. Not a terminal (a CI log, a pipe): one line per case (`✓`, `✗`, `●`, `!`) with
/// details indented below. A terminal: one progress line rewritten in place, and only what needs attention
/// (failures, records, errors) printed in full above it.
final class TestReporter {
    private let interactive: Bool
    private let total: Int
    private var progressShown = false
    /// The last error printed per sample, so that one broken script is not printed once per case.
    private var lastError: [String: String] = [:]

    private(set) var passed = 0, failed = 0, recorded = 0, errors = 0, obsolete = 0, pruned = 0, pending = 0

    init(interactive: Bool, total: Int) {
        self.interactive = interactive
        self.total = total
    }

    /// Whether standard output is a terminal.
    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }

    /// On a terminal: `[12/66] chat-thread · …`, rewritten in place, cut to the terminal's width.
    func progress(done: Int, name: String) {
        guard interactive else { return }
        var line = "[\(done)/\(total)] \(name)"
        let width = Self.terminalColumns() - 1
        if line.count > width { line = String(line.prefix(max(0, width - 1))) + "…" }
        write("\r\u{1B}[2K" + line)
        progressShown = true
    }

    /// Reports one outcome (in the run's order).
    func report(_ outcome: CaseOutcome) {
        if outcome.wrotePending { pending += 1 }
        switch outcome.status {
        case .passed:
            passed += 1
            if !interactive { emit("✓ \(outcome.name)") }
        case .failed:
            failed += 1
            let reproduce = outcome.reproduction.map { "\nreproduce: \($0)" } ?? ""
            emit("✗ \(outcome.name)", outcome.headline + reproduce, outcome.detail)
        case .recorded:
            recorded += 1
            let headline = outcome.headline.replacingOccurrences(of: "recorded ", with: "recorded \(outcome.name) → ",
                                                                 options: .anchored)
            emit("● " + headline, nil, outcome.detail)
        case .error:
            errors += 1
            let message = outcome.headline + "\n" + outcome.detail
            if lastError[outcome.sample] == message {
                emit("! \(outcome.name): the same error as above")
            } else {
                lastError[outcome.sample] = message
                emit("! \(outcome.name): \(outcome.headline)", nil, outcome.detail)
            }
        }
    }

    /// An obsolete golden: a failure under `never`, otherwise a warning; or a pruned one.
    func obsoleteGolden(_ path: String, isFailure: Bool, pruned wasPruned: Bool) {
        if wasPruned {
            pruned += 1
            emit("- pruned obsolete golden \(path)")
        } else {
            obsolete += 1
            let note = "no case writes it any more; --prune deletes it"
            emit(isFailure ? "✗ obsolete golden \(path) (\(note))" : "⚠ obsolete golden \(path) (\(note))")
        }
    }

    /// A line of its own (hints, notes).
    func note(_ text: String) { emit(text) }

    /// `66 cases: 60 passed, 2 failed, 3 recorded, 1 error, 1 obsolete golden; 4.2 s`.
    func summary(cases: Int, duration: TimeInterval) -> String {
        var parts = ["\(passed) passed"]
        if failed > 0 { parts.append("\(failed) failed") }
        if recorded > 0 { parts.append("\(recorded) recorded") }
        if errors > 0 { parts.append(errors == 1 ? "1 error" : "\(errors) errors") }
        if obsolete > 0 { parts.append(obsolete == 1 ? "1 obsolete golden" : "\(obsolete) obsolete goldens") }
        if pruned > 0 { parts.append("\(pruned) pruned") }
        let seconds = String(format: "%.1f", duration)
        return "\(cases) case\(cases == 1 ? "" : "s"): " + parts.joined(separator: ", ") + "; \(seconds) s"
    }

    /// Prints the final lines, clearing the progress line first.
    func finish(_ lines: [String]) {
        for line in lines { emit(line) }
    }

    /// Prints a line and, indented below it, a headline and details.
    private func emit(_ first: String, _ headline: String? = nil, _ detail: String = "") {
        var text = first + "\n"
        for block in [headline ?? "", detail] where !block.isEmpty {
            for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
                text += line.isEmpty ? "\n" : "    \(line)\n"
            }
        }
        if progressShown {
            text = "\r\u{1B}[2K" + text
            progressShown = false
        }
        write(text)
    }

    private func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    private static func terminalColumns() -> Int {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 10 else { return 80 }
        return Int(size.ws_col)
    }
}
