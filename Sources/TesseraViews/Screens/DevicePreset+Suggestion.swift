// "Did you mean" for names a user types (devices, manifest fields, categories, commands): a name it begins, else the
// nearest by edit distance.

extension DevicePreset {
    /// ` (did you mean 'iphone-se-3'?)` when `name` begins a preset's name (`iphone-se`, `ipad-air`) or a preset's
    /// name is a few edits from it; empty otherwise.
    public static func suggestion(for name: String) -> String {
        NameSuggestion.didYouMean(String(name.lowercased().map { $0 == " " ? "-" : $0 }), among: all.map(\.name))
    }
}

/// Suggestions for a mistyped name among the names that are valid.
public enum NameSuggestion {
    /// ` (did you mean 'a'?)` (` (did you mean 'a' or 'b'?)`) for the valid names `name` begins, when one to three
    /// do; else for the name nearest it, when it is at most a third of its length (and at least 2) edits away;
    /// else empty.
    public static func didYouMean(_ name: String, among names: [String]) -> String {
        guard !name.isEmpty else { return "" }
        let prefixed = names.filter { $0.hasPrefix(name) && $0 != name }
        if (1...3).contains(prefixed.count) { return sentence(prefixed) }
        let scored = names.map { ($0, editDistance(Array(name), Array($0))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, name.count / 3) else { return "" }
        return sentence([best.0])
    }

    private static func sentence(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        return " (did you mean " + (quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ")
                                    + " or " + quoted.last!) + "?)"
    }

    /// Levenshtein distance between two strings.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, cb) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
