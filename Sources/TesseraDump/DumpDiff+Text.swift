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
    ///   ~ cells [0, 95]…[0, 130] moved Δy +12 (36 elements)
    ///   … and 37 more
    /// 40 of 95 elements differ: 38 moved, 1 resized, 1 appeared
    /// ```
    /// Elements matched by identity are named with it (`cell [0, 2] id "wifi"`); one that lost or gained a place
    /// says `item -1`, and one only in either dump is `inserted` or `deleted`. A run of three or more neighbours of
    /// one kind in one section that changed alike (the rows below a longer message) is one line. At most `limit`
    /// lines are shown; the summary counts every element. No trailing newline.
    public func text(limit: Int = 40) -> String {
        var lines = globalLines()
        var heading: String?
        var shown = 0, index = 0
        while index < elements.count, shown < max(0, limit) {
            let difference = elements[index]
            let group = difference.isLayoutLevel ? "layout:" : "section \(difference.key.indexPath.section):"
            if group != heading {
                lines.append(group)
                heading = group
            }
            let run = Self.runLength(of: elements, from: index, tolerance: tolerance)
            if run >= 3 {
                let last = elements[index + run - 1]
                lines.append("  ~ \(Self.plural(difference.key)) \(difference.key.indexPath)…\(last.key.indexPath) "
                             + "\(Self.changes(of: difference, tolerance: tolerance)) (\(run) elements)")
            } else {
                for each in elements[index..<index + run] {
                    lines.append("  " + Self.line(for: each, tolerance: tolerance))
                    lines += each.subviewChanges.map { "      › " + $0 }
                }
            }
            index += run
            shown += 1
        }
        if elements.count > index { lines.append("  … and \(elements.count - index) more") }
        lines.append(summary)
        return lines.joined(separator: "\n")
    }

    /// How many differences from `start` on form a run: same section, category and kind, present in both dumps, no
    /// subview changes, and the same changes (1 when the one at `start` starts none).
    static func runLength(of elements: [ElementDifference], from start: Int, tolerance: Double) -> Int {
        let first = elements[start]
        guard first.expected != nil, first.actual != nil, first.subviewChanges.isEmpty else { return 1 }
        let signature = changes(of: first, tolerance: tolerance)
        var end = start + 1
        while end < elements.count {
            let next = elements[end]
            guard next.key.indexPath.section == first.key.indexPath.section, next.key.category == first.key.category,
                  next.key.elementKind == first.key.elementKind, next.isLayoutLevel == first.isLayoutLevel,
                  next.expected != nil, next.actual != nil, next.subviewChanges.isEmpty,
                  changes(of: next, tolerance: tolerance) == signature else { break }
            end += 1
        }
        return end - start
    }

    /// `cells`, `supplementaryViews "badge"`, `decorationViews "background"`.
    static func plural(_ key: ElementKey) -> String {
        let word = key.category.rawValue + "s"
        return key.elementKind.map { "\(word) \(TextDumpFormat.quote($0))" } ?? word
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
            (elements.count(where: { $0.isZIndexChanged }), "zIndex changed"),
            (elements.count(where: { $0.isAppeared && $0.identifier == nil }), "appeared"),
            (elements.count(where: { $0.isDisappeared && $0.identifier == nil }), "disappeared"),
            (elements.count(where: { $0.isAppeared && $0.identifier != nil }), "inserted"),
            (elements.count(where: { $0.isDisappeared && $0.identifier != nil }), "deleted"),
            (elements.count(where: { $0.isRenumbered }), "renumbered"),
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
        let identified = difference.identifier != nil
        guard let expected = difference.expected else {
            return "+ \(name): \(identified ? "inserted" : "appeared") at \(TextDumpFormat.frame(difference.actual!.frame))"
        }
        guard let actual = difference.actual else {
            return "- \(name): \(identified ? "deleted" : "disappeared") from \(TextDumpFormat.frame(expected.frame))"
        }
        var text = "~ \(name): " + changes(of: difference, tolerance: tolerance)
        if difference.isMoved || difference.isResized { text += " — \(TextDumpFormat.frame(expected.frame)) → \(TextDumpFormat.frame(actual.frame))" }
        return text
    }

    /// What changed about an element in both dumps: `item -1, moved Δy +12, zIndex 0 → 1`.
    static func changes(of difference: ElementDifference, tolerance: Double) -> String {
        guard let expected = difference.expected, let actual = difference.actual else { return "" }
        var changes: [String] = []
        if difference.isRenumbered {
            changes.append(expected.section == actual.section ? "item \(signed(Double(actual.item - expected.item)))"
                           : "from [\(expected.section), \(expected.item)]")
        }
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
        return changes.joined(separator: ", ")
    }

    /// `cell [0, 3]`, `supplementaryView "header" [1, 0]`, as the text dump names elements.
    static func elementName(_ difference: ElementDifference) -> String {
        var name = TextDumpFormat.name(of: difference.key)
        if let identifier = difference.identifier { name += " id " + TextDumpFormat.quote(identifier) }
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
