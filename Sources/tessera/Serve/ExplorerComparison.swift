// The page's side-by-side mode: a second session with another anchoring policy or estimate model, scrolled alike.

import Foundation
import TesseraLayout
import TesseraScript

/// What a comparison varies: `policy <name>` or `model <name>`, from the session's start.
struct ComparedSetting: Sendable, Equatable {
    enum Kind: String, Sendable { case policy, model }
    var kind: Kind
    var value: String

    /// `policy bottom`, `model runningAverage`; nil for anything else.
    init?(_ line: String) {
        let words = line.split(separator: " ").map(String.init)
        guard words.count == 2, let kind = Kind(rawValue: words[0].lowercased()) else { return nil }
        switch kind {
        case .policy: guard AnchoringPolicy(rawValue: words[1]) != nil else { return nil }
        case .model: guard EstimateModel(rawValue: words[1]) != nil else { return nil }
        }
        self.kind = kind
        value = words[1]
    }

    var text: String { "\(kind.rawValue) \(value)" }
}

extension ExplorerHost {
    /// A second session from the same start but `setting` (the other policy or model from the first pass on), that
    /// has run this session's commands: the two have scrolled alike, so their jumps compare.
    func startComparison(_ setting: ComparedSetting) throws -> ExplorerHost {
        guard layoutSession != nil else { throw ExplorerError("side by side compares a layout's policies or models: a screen has none") }
        var settings = session.settings
        switch setting.kind {
        case .policy: settings.policy = AnchoringPolicy(rawValue: setting.value)!
        case .model: settings.estimateModel = EstimateModel(rawValue: setting.value)!
        }
        let session = try Watchdog.shared.guarding(timeout: timeout, what: settings.script) { deadline in
            try ExplorerSession(settings, deadline: deadline)
        }
        let other = ExplorerHost(session: session, timeout: timeout, compared: setting)
        for line in commandLog where other.followsCommand(line) { _ = other.command(line) }
        return other
    }

    /// Whether a command of the first session runs in this one too: all but those setting what it compares.
    func followsCommand(_ line: String) -> Bool {
        guard let compared else { return true }
        return line.split(separator: " ").first.map { $0.lowercased() } != compared.kind.rawValue
    }
}
