// A dump diff as readable text: global changes, one line per element grouped by section, a summary.

import TesseraLayout

extension DumpDiff {
    /// The diff as text, for a terminal or a CI log:
    ///
    /// ```
    /// contentSize (375 1425) → (375 1437): Δh +12
    /// section 0:
    ///   ~ cell [0, 3]: resized Δh +12 — (0 75; 75 75) → (0 75; 75 87)
    ///   ~ cell [0, 4]: moved Δy +12 — (75 75; 75 75) → (75 87; 75 75)
    ///   + cell [0, 94]: appeared at (0 1425; 75 75)
    ///   … and 37 more
    /// 40 of 95 elements differ: 38 moved, 1 resized, 1 appeared
    /// ```
    /// At most `limit` element lines are shown; the summary counts them all. No trailing newline.
    public func text(limit: Int = 40) -> String {
        var lines = globalLines()
        var heading: String?
        var shown = 0
        for difference in elements {
            guard shown < max(0, limit) else { break }
            let group = difference.isLayoutLevel ? "layout:" : "section \(difference.key.indexPath.section):"
            if group != heading {
                lines.append(group)
                heading = group
            }
            lines.append("  " + Self.line(for: difference, tolerance: tolerance))
            lines += difference.subviewChanges.map { "      › " + $0 }
            shown += 1
        }
        if elements.count > shown { lines.append("  … and \(elements.count - shown) more") }
        lines.append(summary)
        return lines.joined(separator: "\n")
    }

    /// One line counting what differs: `3 of 94 elements differ: 2 moved, 1 resized`.
    public var summary: String {
        guard !isEmpty else { return "no differences" }
        if elements.isEmpty { return "no element differs" }
        let count = elements.count
        let verb = count == 1 ? "differs" : "differ"
        let head = expectedCount == actualCount
            ? "\(count) of \(expectedCount) elements \(verb)"
            : "\(count) element\(count == 1 ? "" : "s") \(verb) (\(expectedCount) → \(actualCount) elements)"
        let parts: [(Int, String)] = [
            (elements.count(where: { $0.isMoved }), "moved"), (elements.count(where: { $0.isResized }), "resized"),
            (elements.count(where: { $0.isZIndexChanged }), "zIndex changed"), (elements.count(where: { $0.isAppeared }), "appeared"),
            (elements.count(where: { $0.isDisappeared }), "disappeared"),
            (elements.count(where: { !$0.subviewChanges.isEmpty }), "with changed subviews"),
            (elements.count(where: { $0.isEstimatedChanged && $0.actual?.isEstimated == false }), "now measured"),
            (elements.count(where: { $0.isEstimatedChanged && $0.actual?.isEstimated == true }), "now estimated"),
            (elements.count(where: { !$0.presentationChanges.isEmpty }), "with changed alpha, transform or hidden"),
        ]
        return head + ": " + parts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
    }

    /// The lines for the scale, the container and the content size.
    private func globalLines() -> [String] {
        var lines: [String] = []
        if let scale { lines.append("scale \(formatNumber(scale.expected)) → \(formatNumber(scale.actual))") }
        if let container {
            lines.append("container \(TextDumpFormat.size(container.expected)) → \(TextDumpFormat.size(container.actual))")
        }
        if let contentSize {
            let deltas = Self.deltas(["Δw": contentSize.actual.width - contentSize.expected.width,
                                      "Δh": contentSize.actual.height - contentSize.expected.height], tolerance)
            lines.append("contentSize \(TextDumpFormat.size(contentSize.expected)) → \(TextDumpFormat.size(contentSize.actual)): \(deltas)")
        }
        return lines
    }

    /// `~ cell [0, 3]: moved Δy +12, zIndex 0 → 1 — (0 75; 75 75) → (0 87; 75 75)`.
    static func line(for difference: ElementDifference, tolerance: Double) -> String {
        let name = elementName(difference)
        guard let expected = difference.expected else { return "+ \(name): appeared at \(TextDumpFormat.frame(difference.actual!.frame))" }
        guard let actual = difference.actual else { return "- \(name): disappeared from \(TextDumpFormat.frame(expected.frame))" }
        var changes: [String] = []
        if difference.isMoved {
            changes.append("moved " + deltas(["Δx": difference.delta.x, "Δy": difference.delta.y], tolerance))
        }
        if difference.isResized {
            changes.append("resized " + deltas(["Δw": difference.sizeDelta.x, "Δh": difference.sizeDelta.y], tolerance))
        }
        if difference.isZIndexChanged { changes.append("zIndex \(expected.zIndex) → \(actual.zIndex)") }
        if difference.isEstimatedChanged { changes.append(actual.isEstimated ? "now at its estimate" : "now measured") }
        changes += difference.presentationChanges
        if changes.isEmpty && !difference.subviewChanges.isEmpty { changes.append("subviews changed") }
        var text = "~ \(name): " + changes.joined(separator: ", ")
        if difference.isMoved || difference.isResized { text += " — \(TextDumpFormat.frame(expected.frame)) → \(TextDumpFormat.frame(actual.frame))" }
        return text
    }

    /// `cell [0, 3]`, `supplementaryView "header" [1, 0]`, as the text dump names elements.
    static func elementName(_ difference: ElementDifference) -> String {
        var name = TextDumpFormat.name(of: difference.key)
        if difference.occurrence > 0 { name += " (occurrence \(difference.occurrence + 1))" }
        return name
    }

    /// The deltas beyond the tolerance, in a fixed order: `Δx -3 Δy +12`.
    private static func deltas(_ values: [String: Double], _ tolerance: Double) -> String {
        ["Δx", "Δy", "Δw", "Δh"].compactMap { label in
            guard let value = values[label], abs(value) > tolerance + 1e-9 else { return nil }
            return "\(label) \(signed(value))"
        }.joined(separator: " ")
    }

    static func signed(_ value: Double) -> String { value > 0 ? "+" + formatRounded(value) : formatRounded(value) }
}
