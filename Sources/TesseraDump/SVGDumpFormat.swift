// The SVG dump format: a frame dump drawn as a picture, to look at in a browser (write only).

import TesseraLayout

/// What an SVG dump shows beside the frames.
public struct SVGDumpOptions: Sendable {
    /// The visible bounds (the collection view at its content offset), outlined; `nil` draws none.
    public var viewport: Rect?
    /// Elements still at their estimate: drawn dashed and paler than measured ones.
    public var estimated: Set<ElementKey>
    /// The picture's title (a browser shows it as the tab's name).
    public var title: String?
    /// Section → the frame of its orthogonal scroll view: the section's elements are clipped to it, as a carousel
    /// shows only what its row's viewport does.
    public var orthogonalRows: [Int: Rect]

    public init(viewport: Rect? = nil, estimated: Set<ElementKey> = [], title: String? = nil,
                orthogonalRows: [Int: Rect] = [:]) {
        self.viewport = viewport
        self.estimated = estimated
        self.title = title
        self.orthogonalRows = orthogonalRows
    }
}

/// The SVG dump format: the content area, then every element as a labelled box in zIndex order (layout
/// order among equals, as UIKit stacks views), then the viewport's outline.
///
/// One SVG unit is one point. Cells are blue, supplementary views orange, decoration views grey; estimated
/// elements are dashed. Each box has a `<title>` with its text-dump line, so hovering over it in a browser
/// shows its frame. Labels (`0.3`, `header 1.0`) are left out of boxes too small to hold them. There is no
/// reader: the text and JSON formats are the ones compared.
public enum SVGDumpFormat {
    /// The room around the content, in points.
    static let margin = 8.0

    /// The dump as an SVG document.
    /// - Complexity: O(n log n) for n elements (the zIndex sort).
    public static func write(_ dump: FrameDump, options: SVGDumpOptions = SVGDumpOptions()) -> String {
        let canvas = canvas(of: dump, viewport: options.viewport, rows: options.orthogonalRows)
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(numbers(canvas))\" "
        out += "width=\"\(formatRounded(canvas.width))\" height=\"\(formatRounded(canvas.height))\" "
        out += "font-family=\"Inter, Helvetica, Arial, sans-serif\">\n"
        if let title = options.title { out += "<title>\(escape(title))</title>\n" }
        out += style
        out += "<rect class=\"content\" \(attributes(Rect(x: 0, y: 0, width: dump.contentSize.width, height: dump.contentSize.height)))/>\n"
        out.reserveCapacity(out.utf8.count + dump.elements.count * 200)
        if !options.orthogonalRows.isEmpty {
            out += "<defs>"
            for (section, row) in options.orthogonalRows.sorted(by: { $0.key < $1.key }) {
                out += "<clipPath id=\"row-\(section)\"><rect \(attributes(row))/></clipPath>"
            }
            out += "</defs>\n"
        }
        for element in stackingOrder(dump.elements) {
            out += box(for: element, estimated: element.isEstimated || options.estimated.contains(element.key),
                       clipped: options.orthogonalRows[element.section] != nil)
        }
        if let viewport = options.viewport {
            out += "<rect class=\"viewport\" \(attributes(viewport))><title>visible bounds \(TextDumpFormat.frame(viewport))</title></rect>\n"
        }
        return out + "</svg>\n"
    }

    /// The area drawn: the content, every element and the viewport, with a margin.
    static func canvas(of dump: FrameDump, viewport: Rect?, rows: [Int: Rect] = [:]) -> Rect {
        var minX = 0.0, minY = 0.0
        var maxX = max(dump.contentSize.width, dump.container.width), maxY = max(dump.contentSize.height, dump.container.height)
        // An orthogonal section's elements count only as far as its row's viewport shows them.
        let shown = dump.elements.compactMap { element -> Rect? in
            guard let row = rows[element.section] else { return element.frame }
            return element.frame.intersection(row)
        }
        for frame in shown + (viewport.map { [$0] } ?? []) {
            minX = min(minX, frame.minX); minY = min(minY, frame.minY)
            maxX = max(maxX, frame.maxX); maxY = max(maxY, frame.maxY)
        }
        return Rect(x: minX - margin, y: minY - margin, width: maxX - minX + 2 * margin, height: maxY - minY + 2 * margin)
    }

    /// Elements from the bottom of the stack to the top: by zIndex, layout order among equals.
    static func stackingOrder(_ elements: [DumpElement]) -> [DumpElement] {
        elements.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
    }

    /// One element: its box, its hover title and, where it fits, its label.
    static func box(for element: DumpElement, estimated: Bool, clipped: Bool = false) -> String {
        var classes = element.category.rawValue
        if estimated { classes += " estimated" }
        if element.isHidden { classes += " hidden" }
        var out = "<g class=\"\(classes)\""
        if clipped { out += " clip-path=\"url(#row-\(element.section))\"" }
        if element.alpha != 1 { out += " opacity=\"\(formatRounded(max(0, min(1, element.alpha))))\"" }
        out += "><title>\(escape(TextDumpFormat.line(for: element)))"
        out += estimated && !element.isEstimated ? " (estimated)</title>" : "</title>"
        // A transformed element: its bounds drawn around its center under the transform (the frame is their
        // bounding box).
        let frame = element.transform == .identity ? element.frame : element.untransformedFrame
        if element.transform != .identity {
            let t = element.transform, center = element.center
            out += "<g transform=\"translate(\(formatRounded(center.x)) \(formatRounded(center.y))) matrix("
                + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(formatRounded).joined(separator: " ")
                + ") translate(\(formatRounded(-center.x)) \(formatRounded(-center.y)))\">"
        }
        out += "<rect \(attributes(frame))/>"
        for subview in element.subviews { out += draw(subview, in: frame) }
        let text = label(for: element)
        let size = min(11, frame.height * 0.6, frame.width / (0.6 * Double(text.count)))
        if size >= 5 && element.subviews.isEmpty {
            out += "<text x=\"\(formatRounded(frame.mid(.horizontal)))\" y=\"\(formatRounded(frame.mid(.vertical)))\" font-size=\"\(formatRounded(size))\">"
            out += escape(text) + "</text>"
        }
        if element.transform != .identity { out += "</g>" }
        return out + "</g>\n"
    }

    /// A subview inside its element: a label as its lines in its point size, an image view as a hatched box, other
    /// views outlined.
    static func draw(_ subview: ElementSubview, in cell: Rect) -> String {
        let frame = subview.frame.offsetBy(cell.origin)
        var out = "<g class=\"subview \(subview.isImage ? "image" : subview.text != nil ? "text" : "view")\"><title>"
        out += escape(subview.title + " " + TextDumpFormat.frame(subview.frame)) + "</title><rect \(attributes(frame))/>"
        if let text = subview.text, !text.isEmpty, frame.width > 0 {
            let size = subview.pointSize ?? 17
            let lineHeight = subview.lines.map { frame.height / Double(max(1, $0.count)) } ?? size * 1.2
            // Lines as the label shows them; without them (a dump read back), the text on one line.
            for (index, line) in (subview.lines ?? [text]).enumerated() {
                out += "<text class=\"label\" x=\"\(formatRounded(frame.minX))\" "
                    + "y=\"\(formatRounded(frame.minY + lineHeight * Double(index) + (lineHeight + size * 0.7) / 2))\" "
                    + "font-size=\"\(formatRounded(size))\">\(escape(line))</text>"
            }
        }
        return out + "</g>"
    }

    /// `0.3` for a cell, `header 1.0` for a view of kind "header"; `∞` for NSIntegerMax.
    static func label(for element: DumpElement) -> String {
        let item = element.item == IndexPath.layoutBoundaryItem ? "∞" : String(element.item)
        let path = "\(element.section).\(item)"
        return element.kind.map { "\($0) \(path)" } ?? path
    }

    static let style = """
        <style>
        .content { fill: #f7f7f9; stroke: #c8c8cc; stroke-width: 0.5; }
        g rect { stroke-width: 1; }
        .cell rect { fill: #d6e6fb; stroke: #2f6fd6; }
        .supplementaryView rect { fill: #fde3c4; stroke: #d9822b; }
        .decorationView rect { fill: #8e8e93; fill-opacity: 0.18; stroke: #8e8e93; stroke-dasharray: 2 2; }
        .estimated rect { fill-opacity: 0.45; stroke-dasharray: 4 3; }
        .hidden rect { fill: none; stroke-dasharray: 1 3; }
        text { fill: #1c1c1e; text-anchor: middle; dominant-baseline: central; }
        .viewport { fill: none; stroke: #e5484d; stroke-width: 2; stroke-dasharray: 8 4; }
        .subview rect { fill: none; stroke: #6e6e73; stroke-width: 0.5; }
        .subview.image rect { fill: url(#hatch); stroke: #6e6e73; }
        .subview.text rect { stroke: #c7c7cc; stroke-dasharray: 1 1; }
        text.label { text-anchor: start; dominant-baseline: auto; }
        </style>
        <defs><pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="6" height="6" fill="#e5e5ea"/><line x1="0" y1="0" x2="0" y2="6" stroke="#aeaeb2" stroke-width="2"/></pattern></defs>

        """

    static func attributes(_ rect: Rect) -> String {
        "x=\"\(formatRounded(rect.minX))\" y=\"\(formatRounded(rect.minY))\" "
            + "width=\"\(formatRounded(max(0, rect.width)))\" height=\"\(formatRounded(max(0, rect.height)))\""
    }

    static func numbers(_ rect: Rect) -> String {
        [rect.minX, rect.minY, rect.width, rect.height].map(formatRounded).joined(separator: " ")
    }

    /// Text made safe for XML content (no text a script names goes into an attribute).
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\t", "\n": out.append(character)
            // XML 1.0 has no way to write other control characters, even escaped.
            case _ where character.unicodeScalars.contains { $0.value < 0x20 }: out += "\u{FFFD}"
            default: out.append(character)
            }
        }
        return out
    }
}
