// The subviews part of a dump diff: which views inside a cell moved, changed size or text, hid, appeared or went.

import TesseraLayout

extension DumpDiff {
    /// How the subviews of one element differ, matched by position in their depth-first lists (a cell's views come
    /// in the same order while its code is the same); descriptions like `UILabel "name": resized Δw -12`.
    static func subviewChanges(_ expected: [ElementSubview], _ actual: [ElementSubview], slack: Double) -> [String] {
        var changes: [String] = []
        // Frames as the dump writes them: in their superviews' coordinates.
        let (before, after) = (ElementSubview.framesInSuperview(expected), ElementSubview.framesInSuperview(actual))
        for (index, (old, new)) in zip(expected, actual).enumerated() {
            var parts: [String] = []
            if old.className != new.className || old.name != new.name { parts.append("was \(old.title)") }
            let (a, b) = (before[index], after[index])
            let moved = [("Δx", b.minX - a.minX), ("Δy", b.minY - a.minY)].filter { abs($0.1) > slack }
            let resized = [("Δw", b.width - a.width), ("Δh", b.height - a.height)].filter { abs($0.1) > slack }
            if !moved.isEmpty { parts.append("moved " + moved.map { "\($0.0) \(signed($0.1))" }.joined(separator: " ")) }
            if !resized.isEmpty { parts.append("resized " + resized.map { "\($0.0) \(signed($0.1))" }.joined(separator: " ")) }
            if old.text != new.text { parts.append("text \(shown(old.text)) → \(shown(new.text))") }
            if old.isHidden != new.isHidden { parts.append(new.isHidden ? "hidden" : "shown") }
            if !parts.isEmpty {
                changes.append("\(new.title): " + parts.joined(separator: ", ") + " — \(TextDumpFormat.frame(a)) → \(TextDumpFormat.frame(b))")
            }
        }
        for index in actual.indices.dropFirst(expected.count) {
            changes.append("+ \(actual[index].title) at \(TextDumpFormat.frame(after[index]))")
        }
        for index in expected.indices.dropFirst(actual.count) {
            changes.append("- \(expected[index].title) from \(TextDumpFormat.frame(before[index]))")
        }
        return changes
    }

    /// A text quoted as the text dump writes it (a line break as `\n`).
    private static func shown(_ text: String?) -> String {
        TextDumpFormat.quote(text ?? "").replacingAll("\n", with: "\\n")
    }
}
