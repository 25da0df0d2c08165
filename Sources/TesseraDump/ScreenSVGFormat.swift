// The SVG picture of a screen: the device, its bars, the safe area and margins dashed, every view and its text.

import TesseraLayout

/// The SVG format of a `ScreenDump`: the device outline, the status bar and other bars filled, the safe area and
/// the layout margins dashed, each visible view outlined in the window (labels' text at its size, image views
/// hatched), a collection view's elements clipped to it at its content offset. Views that do not show are left out.
public enum ScreenSVGFormat {
    /// The room around the device, in points.
    static let margin = 12.0

    /// The dump as an SVG document.
    public static func write(_ dump: ScreenDump, title: String? = nil) -> String {
        let screen = Rect(x: 0, y: 0, width: dump.size.width, height: dump.size.height)
        let canvas = Rect(x: -margin, y: -margin, width: screen.width + 2 * margin, height: screen.height + 2 * margin)
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(SVGDumpFormat.numbers(canvas))\" "
        out += "width=\"\(formatRounded(canvas.width))\" height=\"\(formatRounded(canvas.height))\" "
        out += "font-family=\"Inter, Helvetica, Arial, sans-serif\">\n"
        if let title { out += "<title>\(SVGDumpFormat.escape(title))</title>\n" }
        out += SVGDumpFormat.style + style
        let radius = formatRounded(min(screen.width, screen.height) * 0.12)
        out += "<rect class=\"device\" \(SVGDumpFormat.attributes(screen)) rx=\"\(radius)\"/>\n"
        out += "<clipPath id=\"screen\"><rect \(SVGDumpFormat.attributes(screen)) rx=\"\(radius)\"/></clipPath>\n"
        out += "<g clip-path=\"url(#screen)\">\n"
        for (index, view) in dump.views.enumerated() where view.isVisible { out += draw(view, number: index) }
        for bar in dump.bars { out += draw(bar) }
        for guide in dump.guides where guide.name == "safeAreaLayoutGuide" || guide.name == "layoutMarginsGuide" {
            let kind = guide.name == "safeAreaLayoutGuide" ? "safe-area" : "margins"
            out += "<rect class=\"guide \(kind)\" \(SVGDumpFormat.attributes(guide.frame))><title>\(guide.name) "
                + "\(TextDumpFormat.frame(guide.frame))</title></rect>\n"
        }
        return out + "</g>\n</svg>\n"
    }

    /// A view in the window: its outline, its text, and a collection view's elements clipped to it.
    private static func draw(_ view: ScreenDump.View, number: Int) -> String {
        let frame = view.windowFrame
        let kind = view.className == "UIImageView" ? "image" : view.text != nil ? "text" : "view"
        var out = "<g class=\"screen-view \(kind)\"><title>\(SVGDumpFormat.escape(view.title + " " + TextDumpFormat.frame(frame)))</title>"
        out += "<rect \(SVGDumpFormat.attributes(frame))/>"
        if let text = view.text, !text.isEmpty, frame.width > 0 {
            let size = view.pointSize ?? 17
            let lines = view.lines ?? [text]
            let lineHeight = frame.height / Double(max(1, lines.count))
            // The text is clipped to the view, as a text field scrolls what does not fit (a label's lines are cut
            // already).
            out += "<svg \(SVGDumpFormat.attributes(frame)) overflow=\"hidden\">"
            for (index, line) in lines.enumerated() {
                out += "<text class=\"label\" x=\"0\" "
                    + "y=\"\(formatRounded(lineHeight * Double(index) + (lineHeight + size * 0.7) / 2))\" "
                    + "font-size=\"\(formatRounded(size))\">\(SVGDumpFormat.escape(line))</text>"
            }
            out += "</svg>"
        }
        if let collection = view.collection {
            let offset = view.scroll?.contentOffset ?? Point(x: 0, y: 0)
            let origin = Point(x: frame.minX - offset.x, y: frame.minY - offset.y)
            out += "<clipPath id=\"view-\(number)\"><rect \(SVGDumpFormat.attributes(frame))/></clipPath>"
            out += "<g clip-path=\"url(#view-\(number))\" transform=\"translate(\(formatRounded(origin.x)) \(formatRounded(origin.y)))\">"
            for element in SVGDumpFormat.stackingOrder(collection.elements) {
                out += SVGDumpFormat.box(for: element, estimated: element.isEstimated)
            }
            out += "</g>"
        }
        return out + "</g>\n"
    }

    /// A bar, filled, with its title.
    private static func draw(_ bar: ScreenDump.Bar) -> String {
        var out = "<g class=\"bar \(bar.name)\"><title>\(bar.name) \(TextDumpFormat.frame(bar.frame))</title>"
        out += "<rect \(SVGDumpFormat.attributes(bar.frame))/>"
        if let title = bar.title, !title.isEmpty {
            let size = bar.isLarge ? 34.0 : 17.0
            let y = bar.isLarge ? bar.frame.maxY - 12 : bar.frame.mid(.vertical) + size * 0.35
            let x = bar.isLarge ? bar.frame.minX + 16 : bar.frame.mid(.horizontal)
            out += "<text class=\"\(bar.isLarge ? "large-title" : "bar-title")\" x=\"\(formatRounded(x))\" y=\"\(formatRounded(y))\" "
                + "font-size=\"\(formatRounded(size))\">\(SVGDumpFormat.escape(title))</text>"
        }
        return out + "</g>\n"
    }

    static let style = """
        <style>
        .device { fill: #ffffff; stroke: #1c1c1e; stroke-width: 3; }
        .screen-view rect { fill: none; stroke: #6e6e73; stroke-width: 0.5; }
        .screen-view.image rect { fill: url(#hatch); }
        .screen-view.text rect { stroke: #c7c7cc; stroke-dasharray: 1 1; }
        .bar rect { fill: #f2f2f7; fill-opacity: 0.92; stroke: #c7c7cc; stroke-width: 0.5; }
        .bar.keyboard rect { fill: #d1d3d9; }
        .bar.homeIndicator rect { fill: none; stroke: none; }
        .bar.statusBar rect { fill: #e5e5ea; }
        .bar-title { text-anchor: middle; dominant-baseline: auto; font-weight: 600; }
        .large-title { text-anchor: start; dominant-baseline: auto; font-weight: 700; }
        .guide { fill: none; stroke-width: 1; }
        .guide.safe-area { stroke: #30a46c; stroke-dasharray: 6 3; }
        .guide.margins { stroke: #8e4ec6; stroke-dasharray: 2 3; }
        </style>

        """
}
