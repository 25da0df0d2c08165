// "Did you mean" for device names: the nearest preset by edit distance.

extension DevicePreset {
    /// ` (did you mean 'iphone-15-pro'?)` when a preset's name is a few edits from `name`; empty otherwise.
    public static func suggestion(for name: String) -> String {
        let key = Array(name.lowercased().replacingOccurrences(of: " ", with: "-"))
        let scored = all.map { ($0.name, editDistance(key, Array($0.name))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, key.count / 3) else { return "" }
        return " (did you mean '\(best.0)'?)"
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
