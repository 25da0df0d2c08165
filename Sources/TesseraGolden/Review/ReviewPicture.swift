// The review page's pictures: a dump before and after, their overlay with changes coloured, a pass-trace timeline.

import TesseraDump
import TesseraLayout

/// SVG pictures for `ReviewPage`; one SVG unit is one point (one CSS pixel).
enum ReviewPicture {
    /// Colours of the overlay, also what the page's legend and its browser test look for.
    static let moved = "#1f6feb", added = "#1a9e3f", removed = "#e5171f", unchanged = "#d9d9de"

    /// The golden and the new dump in one picture: unchanged elements grey, moved or resized ones blue at their new
    /// frame (their old one dashed), deleted ones red and inserted ones green over them (a row deleted and another
    /// inserted in its place shows the new one), as `diff` matched them.
    static func overlay(expected: FrameDump, actual: FrameDump, diff: DumpDiff) -> String {
        var changedOld = Set<Int>(), changedNew = Set<Int>()
        var moves: [(Rect, Rect)] = [], additions: [Rect] = [], removals: [Rect] = []
        let oldIndex = index(expected), newIndex = index(actual)
        for difference in diff.elements {
            if let old = difference.expected, let new = difference.actual {
                moves.append((old.frame, new.frame))
                changedOld.formUnion(oldIndex[Key(old)] ?? [])
                changedNew.formUnion(newIndex[Key(new)] ?? [])
            } else if let new = difference.actual {
                additions.append(new.frame)
                changedNew.formUnion(newIndex[Key(new)] ?? [])
            } else if let old = difference.expected {
                removals.append(old.frame)
                changedOld.formUnion(oldIndex[Key(old)] ?? [])
            }
        }
        let width = max(expected.contentSize.width, actual.contentSize.width, expected.container.width)
        let height = max(expected.contentSize.height, actual.contentSize.height)
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"overlay\" width=\"\(formatRounded(width))\" "
            + "height=\"\(formatRounded(height))\" viewBox=\"0 0 \(formatRounded(width)) \(formatRounded(height))\">"
        out += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>"
        for (index, element) in actual.elements.enumerated() where !changedNew.contains(index) && element.category == .cell {
            out += rect(element.frame, fill: unchanged, stroke: "#b0b0b8")
        }
        for (old, _) in moves { out += rect(old, fill: "none", stroke: "#8e8e93", dashed: true) }
        for (_, new) in moves { out += rect(new, fill: moved, stroke: "#0b3d91") }
        for frame in removals { out += rect(frame, fill: removed, stroke: "#7f0b10") }
        for frame in additions { out += rect(frame, fill: added, stroke: "#0d5c24") }
        return out + "</svg>"
    }

    /// Content size (a line) and visible jump (bars, red) per pass, in a 480 × 120 plot.
    static func timeline(_ passes: [PassTrace], axis: Axis) -> String {
        let width = 480.0, height = 120.0, left = 44.0, bottom = 18.0
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"timeline\" width=\"\(Int(width))\" height=\"\(Int(height))\">"
        out += "<rect width=\"100%\" height=\"100%\" fill=\"#fafafa\" stroke=\"#d0d0d5\"/>"
        guard !passes.isEmpty else {
            return out + "<text style=\"text-anchor:start\" x=\"12\" y=\"60\" font-size=\"12\">no layout pass: nothing self-sizes</text></svg>"
        }
        let sizes = passes.map { $0.contentSizeAfter[axis] }, jumps = passes.map { abs($0.visibleJump) }
        let maxSize = max(sizes.max() ?? 1, 1), maxJump = max(jumps.max() ?? 0, 1)
        let step = (width - left - 8) / Double(max(passes.count, 1))
        let plotHeight = height - bottom - 8
        for (index, jump) in jumps.enumerated() where jump > 0 {
            let barHeight = plotHeight * jump / maxJump
            out += "<rect class=\"jump\" x=\"\(formatRounded(left + step * Double(index) + step * 0.2))\" "
                + "y=\"\(formatRounded(8 + plotHeight - barHeight))\" width=\"\(formatRounded(step * 0.6))\" "
                + "height=\"\(formatRounded(barHeight))\" fill=\"\(removed)\"><title>pass \(index + 1): visible jump "
                + "\(formatRounded(passes[index].visibleJump)) pt</title></rect>"
        }
        let points = sizes.enumerated().map { index, size in
            "\(formatRounded(left + step * (Double(index) + 0.5))),\(formatRounded(8 + plotHeight * (1 - size / maxSize)))"
        }
        out += "<polyline fill=\"none\" stroke=\"\(moved)\" stroke-width=\"2\" points=\"\(points.joined(separator: " "))\"/>"
        for (index, point) in points.enumerated() {
            let xy = point.split(separator: ",")
            out += "<circle cx=\"\(xy[0])\" cy=\"\(xy[1])\" r=\"3\" fill=\"\(moved)\"><title>pass \(index + 1): content "
                + "\(formatRounded(sizes[index])) pt</title></circle>"
        }
        out += "<text style=\"text-anchor:start\" x=\"4\" y=\"16\" font-size=\"10\" fill=\"\(moved)\">\(formatRounded(maxSize))</text>"
        out += "<text style=\"text-anchor:start\" x=\"4\" y=\"30\" font-size=\"10\" fill=\"\(removed)\">\(formatRounded(maxJump))</text>"
        out += "<text style=\"text-anchor:start\" x=\"\(Int(left))\" y=\"\(Int(height - 4))\" font-size=\"10\">\(passes.count) passes · line: content "
            + "size (pt) · bars: visible jump (pt)</text>"
        return out + "</svg>"
    }

    private static func rect(_ frame: Rect, fill: String, stroke: String, dashed: Bool = false) -> String {
        "<rect x=\"\(formatRounded(frame.minX))\" y=\"\(formatRounded(frame.minY))\" width=\"\(formatRounded(max(0, frame.width)))\" "
            + "height=\"\(formatRounded(max(0, frame.height)))\" fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"1\""
            + (dashed ? " stroke-dasharray=\"4 3\"" : "") + "/>"
    }

    /// An element's identity in a dump, for finding which elements a difference is about.
    struct Key: Hashable {
        var category: ElementCategory, kind: String?, section: Int, item: Int, identifier: String?
        /// The element's key; without its identifier when `identified` is false.
        init(_ element: DumpElement, identified: Bool = true) {
            category = element.category
            kind = element.kind
            section = element.section
            item = element.item
            identifier = identified ? element.identifier : nil
        }
    }

    private static func index(_ dump: FrameDump) -> [Key: [Int]] {
        var result: [Key: [Int]] = [:]
        for (offset, element) in dump.elements.enumerated() { result[Key(element), default: []].append(offset) }
        return result
    }
}
