// The review page's golden and new pictures: drawn by the SVG dump format, with the labels' lines and sizes and the
// carousels' viewports of the case run again, since a text dump read back keeps neither.

import Foundation
import TesseraDump
import TesseraLayout

extension ReviewPicture {
    /// What the SVG dump format needs beyond a text dump's frames, from the case run again (`tessera run --format svg`
    /// with the case's options draws `dump` with `options`).
    struct Rendering {
        var dump: FrameDump
        var options: SVGDumpOptions
    }

    /// `dump` as `tessera run --format svg` draws it, in an `<img>` of its own: its styles and clip paths stay apart
    /// from the page's other pictures. With `rendering`, labels are drawn as their lines at their size and carousels
    /// clipped to their row; without (the case could not run), labels are one line at 17 pt and nothing is clipped.
    static func image(_ dump: FrameDump, rendering: Rendering?, alt: String) -> String {
        var drawn = dump, options = SVGDumpOptions()
        if let rendering {
            drawn = withLabels(of: rendering.dump, dump)
            options = rendering.options
            options.orthogonalRows = rows(rendering.options.orthogonalRows, from: rendering.dump, to: dump)
        }
        let svg = SVGDumpFormat.write(drawn, options: options)
        return "<img class=\"dump\" alt=\"\(ReviewPage.escape(alt))\" width=\"240\" "
            + "src=\"data:image/svg+xml;base64,\(Data(svg.utf8).base64EncodedString())\">"
    }

    /// `read` with the point size and lines of `fresh`'s labels where they are the same label: the same element
    /// (kind, index path and identifier, else kind and index path: a row replaced by another), the same subview
    /// (place, class and text); lines only when it is as wide too (the same text at the same size in the same width
    /// wraps the same).
    static func withLabels(of fresh: FrameDump, _ read: FrameDump) -> FrameDump {
        var byKey: [Key: DumpElement] = [:], byPlace: [Key: DumpElement] = [:]
        for element in fresh.elements {
            byKey[Key(element)] = element
            byPlace[Key(element, identified: false)] = element
        }
        var result = read
        for index in result.elements.indices {
            let element = result.elements[index]
            guard let source = byKey[Key(element)] ?? byPlace[Key(element, identified: false)] else { continue }
            for (number, subview) in result.elements[index].subviews.enumerated() {
                guard source.subviews.indices.contains(number) else { break }
                let shown = source.subviews[number]
                guard shown.className == subview.className, shown.text == subview.text else { continue }
                result.elements[index].subviews[number].pointSize = shown.pointSize
                if abs(shown.frame.width - subview.frame.width) <= 0.5 {
                    result.elements[index].subviews[number].lines = shown.lines
                }
            }
        }
        return result
    }

    /// Each carousel's viewport moved along the scroll axis by as much as its section's first element moved
    /// between `fresh` and `read` (a golden's rows above it may have been taller).
    static func rows(_ rows: [Int: Rect], from fresh: FrameDump, to read: FrameDump) -> [Int: Rect] {
        var moved: [Int: Rect] = [:]
        for (section, row) in rows {
            guard let before = fresh.elements.first(where: { $0.section == section })?.frame,
                  let after = read.elements.first(where: { $0.section == section })?.frame else { continue }
            var shifted = row
            // A vertical layout's rows span the container's width and move down; a horizontal one's, its height.
            if abs(row.width - fresh.container.width) < 0.5 {
                shifted.origin.y += after.minY - before.minY
            } else {
                shifted.origin.x += after.minX - before.minX
            }
            moved[section] = shifted
        }
        return moved
    }
}
