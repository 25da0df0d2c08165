// The command line that reproduces a case's output by hand, printed under a failing case.

import TesseraLayout

extension SampleCase {
    /// `tessera run <script> --feed <feed> --device … --content-size-category …` for a layout case (the dump's frames
    /// are the golden's; only its comment lines differ), or the `tessera explore` command fed the exploration's
    /// commands for an exploration.
    public func reproduction(_ manifest: SampleManifest) -> String {
        switch kind {
        case let .layout(device, orientation, category, direction):
            var words = ["tessera", "run", manifest.script]
            if let feed = manifest.feed { words += ["--feed", feed] }
            words += ["--device", device]
            if orientation != .portrait { words += ["--orientation", orientation.rawValue] }
            words += ["--content-size-category", category.rawValue]
            if direction == .rightToLeft { words += ["--layout-direction", direction.rawValue] }
            if manifest.measure != .all { words += ["--measure", manifest.measure.rawValue] }
            if manifest.depth != .subviews { words += ["--depth", manifest.depth.rawValue] }
            if let entry = manifest.entry { words += ["--entry", entry] }
            for image in manifest.images { words += ["--image", image] }
            if let size = manifest.viewSize { words += ["--size", size] }
            if let navigation = manifest.navigation {
                words += ["--navigation-bar"] + (navigation.prefersLargeTitles ? ["--large-title"] : [])
            }
            let actions = manifest.actions(for: state)
            for setting in actions.sets { words += ["--set", "\(setting.property)=\(setting.value)"] }
            for call in actions.calls { words += ["--call", call] }
            return words.map(Self.shellQuoted).joined(separator: " ")
        case let .exploration(name):
            guard let exploration = manifest.explorations.first(where: { $0.name == name }) else { return "" }
            var words = ["tessera", "explore", manifest.script]
            if let feed = manifest.feed { words += ["--feed", feed] }
            words += ["--device", exploration.device, "--content-size-category", exploration.contentSizeCategory.rawValue,
                      "--policy", exploration.policy.rawValue]
            let commands = exploration.commands.map(Self.shellQuoted).joined(separator: " ")
            return "printf '%s\\n' \(commands) | " + words.map(Self.shellQuoted).joined(separator: " ")
        }
    }

    /// A word as a POSIX shell reads it back: bare when it is safe, in single quotes otherwise.
    static func shellQuoted(_ word: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%")
        if !word.isEmpty && word.allSatisfy({ safe.contains($0) }) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
