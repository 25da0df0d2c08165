// A line diff of two texts with context, for exploration transcripts (which compare as text).

/// Line-by-line differences between an expected and an actual text, shown as hunks:
///
/// ```
/// @@ line 12 @@
///   > scroll 1200
/// - content size 4136, offset 1200
/// + content size 4180, offset 1200
/// 1 line removed, 1 added
/// ```
public enum TextDiff {
    private enum Operation: Equatable {
        case same, removed, added
    }

    private struct Line {
        var operation: Operation
        var text: String
        /// The line's number in the expected text (for `same` and `removed`), or where it would go.
        var expectedLine: Int
    }

    /// Whether the texts differ (line endings `\r\n` and `\n` count as the same).
    public static func differ(_ expected: String, _ actual: String) -> Bool {
        split(expected) != split(actual)
    }

    /// The hunks with `context` lines around each change, at most `limit` lines of them, then a count.
    public static func text(expected: String, actual: String, context: Int = 2, limit: Int = 60) -> String {
        let lines = diff(split(expected), split(actual))
        let changed = lines.indices.filter { lines[$0].operation != .same }
        guard !changed.isEmpty else { return "no differences" }
        var shown = Set<Int>()
        for index in changed { for near in max(0, index - context)...min(lines.count - 1, index + context) { shown.insert(near) } }
        var out: [String] = []
        var previous = -2
        var truncated = 0
        for index in shown.sorted() {
            if out.count >= limit {
                truncated += 1
                continue
            }
            if index != previous + 1 { out.append("@@ line \(lines[index].expectedLine) @@") }
            previous = index
            let line = lines[index]
            let marker = line.operation == .same ? "  " : line.operation == .removed ? "- " : "+ "
            out.append(marker + line.text)
        }
        if truncated > 0 { out.append("… and \(truncated) more lines") }
        let removed = lines.filter { $0.operation == .removed }.count
        let added = lines.filter { $0.operation == .added }.count
        out.append("\(removed) line\(removed == 1 ? "" : "s") removed, \(added) added")
        return out.joined(separator: "\n")
    }

    /// The lines of `text`, without their endings: `\n` or `\r\n` (which Swift reads as one character, not as a
    /// `\r` before a `\n`, so it is a separator of its own).
    private static func split(_ text: String) -> [String] {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            .map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The common prefix and suffix as they are; the middle by longest common subsequence (or, when it is
    /// huge, as all removed then all added).
    private static func diff(_ a: [String], _ b: [String]) -> [Line] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        var lines = (0..<prefix).map { Line(operation: .same, text: a[$0], expectedLine: $0 + 1) }
        let middleA = Array(a[prefix..<(a.count - suffix)]), middleB = Array(b[prefix..<(b.count - suffix)])
        lines += middle(middleA, middleB, firstLine: prefix + 1)
        lines += (0..<suffix).map { offset in
            let index = a.count - suffix + offset
            return Line(operation: .same, text: a[index], expectedLine: index + 1)
        }
        return lines
    }

    private static func middle(_ a: [String], _ b: [String], firstLine: Int) -> [Line] {
        guard a.count * b.count <= 4_000_000 else {
            return a.enumerated().map { Line(operation: .removed, text: $1, expectedLine: firstLine + $0) }
                + b.map { Line(operation: .added, text: $0, expectedLine: firstLine + a.count) }
        }
        // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
        let width = b.count + 1
        var lengths = [Int](repeating: 0, count: (a.count + 1) * width)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i * width + j] = a[i] == b[j]
                    ? lengths[(i + 1) * width + j + 1] + 1 : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var lines: [Line] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                lines.append(Line(operation: .same, text: a[i], expectedLine: firstLine + i))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                lines.append(Line(operation: .removed, text: a[i], expectedLine: firstLine + i))
                i += 1
            } else {
                lines.append(Line(operation: .added, text: b[j], expectedLine: firstLine + i))
                j += 1
            }
        }
        return lines
    }
}
