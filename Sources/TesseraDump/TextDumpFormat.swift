// The text dump format: one element per line, modelled on UIKit's description, made for git diff.

import TesseraLayout

/// The text dump format.
///
/// ```
/// # Tessera frame dump
/// container = (320 480); scale = 2; contentSize = (320 196)
/// supplementaryView "header" [0, 0] frame = (130 0; 60 30); zIndex = 1
/// cell [0, 0] frame = (4 33; 155 40); zIndex = 0
/// ```
/// Frames read like UIKit's `frame = (x y; w h)`, to the thousandth of a point. Lines starting
/// with `#` are comments. See docs/dump-format.md.
public enum TextDumpFormat {
    public static let header = "# Tessera frame dump"

    /// The dump as text, with optional comment lines after the header (script, device …).
    public static func write(_ dump: FrameDump, comments: [String] = []) -> String {
        let (sink, text) = DumpSink.collecting()
        // A collecting sink keeps what it is given and never fails.
        // Collected already: written here, with nothing to overlap on a second thread.
        try? write(container: dump.container, scale: dump.scale, contentSize: dump.contentSize, comments: comments,
                   to: sink) { try writeElements(dump.elements[...], to: $0) }
        try? sink.finish()
        return text()
    }

    /// Streams a solved layout's dump to `sink` element by element, without building it in memory (pinned items
    /// where `contentOffset` puts them), each element's subviews from `subviews` under it.
    public static func write(_ layout: SolvedLayout, contentOffset: Point? = nil, comments: [String] = [],
                             subviews source: (any SubviewSource)? = nil,
                             annotations: DumpAnnotations = DumpAnnotations(), to sink: DumpSink) throws {
        try write(container: layout.geometry.size, scale: layout.geometry.traitCollection.displayScale,
                  contentSize: layout.contentSize, comments: comments, to: sink) { sink in
            let format: ElementBatchWriter.Format = { elements, _, sink in try writeElements(elements, to: sink) }
            _ = try ElementBatchWriter.write(to: sink, format: format) { each in
                try annotations.forEachElement(of: layout, contentOffset: contentOffset, subviews: source, each)
            }
        }
    }

    /// The header, then the elements `writeElements` writes, a line each.
    private static func write(container: Size, scale: Double, contentSize: Size, comments: [String], to sink: DumpSink,
                              elements writeElements: (DumpSink) throws -> Void) throws {
        try sink.write(header + "\n")
        for comment in comments { try sink.write("# \(comment)\n") }
        try sink.write("container = \(size(container)); scale = \(formatNumber(scale)); contentSize = \(size(contentSize))\n")
        try writeElements(sink)
    }

    /// Each element's line and its subviews' lines, each after `indent`.
    static func writeElements(_ elements: ArraySlice<DumpElement>, indent: String = "", to sink: DumpSink) throws {
        for element in elements {
            if !indent.isEmpty { try sink.write(indent) }
            try writeLine(for: element, to: sink)
            try writeLines(for: element.subviews, in: element.frame, indent: indent, to: sink)
        }
    }

    /// `cell [0, 3]`, `supplementaryView "header" [1, 0]`, as `name(of:)`, without building a string for cells.
    static func writeName(of element: DumpElement, to sink: DumpSink) throws {
        guard element.category == .cell else { return try sink.write(name(of: element.key)) }
        try sink.write("cell [" as StaticString)
        try sink.write(integer: element.section)
        try sink.write(", " as StaticString)
        try sink.write(integer: element.item)
        try sink.write("]" as StaticString)
    }

    /// `formatRounded`, into the sink.
    @inline(__always)
    static func writeRounded(_ value: Double, to sink: DumpSink) throws {
        try sink.write(number: (value * 1000).rounded() / 1000)
    }

    /// One element's line.
    public static func line(for element: DumpElement) -> String {
        name(of: element.key) + " frame = " + frame(element.frame) + (element.isEstimated ? " estimated" : "")
            + "; zIndex = \(element.zIndex)" + presentation(of: element)
    }

    /// What follows the zIndex when a handler changed the element or it has an identity:
    /// `; center = (x y); transform = [a, b, c, d, tx, ty]; alpha = 0.5; hidden = YES; id = "…"` (each part only
    /// when it is not the default), as UIKit's attributes describe themselves.
    static func presentation(of element: DumpElement) -> String {
        var text = ""
        if element.transform != .identity {
            let t = element.transform
            text += "; center = (\(formatRounded(element.center.x)) \(formatRounded(element.center.y)))"
            text += "; transform = [" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(formatRounded).joined(separator: ", ") + "]"
        }
        if element.alpha != 1 { text += "; alpha = \(formatRounded(element.alpha))" }
        if element.isHidden { text += "; hidden = YES" }
        if let identifier = element.identifier { text += "; id = " + quote(identifier) }
        return text
    }

    /// How the format names an element: `cell [0, 3]`, `supplementaryView "header" [1, 0]`,
    /// `supplementaryView "footer" [0, NSIntegerMax]`.
    static func name(of key: ElementKey) -> String {
        var text = key.category.rawValue
        if let kind = key.elementKind { text += " " + quote(kind) }
        return text + " " + key.indexPath.description
    }

    /// `(x y; width height)`, to the thousandth of a point.
    static func frame(_ rect: Rect) -> String {
        "(\(formatRounded(rect.minX)) \(formatRounded(rect.minY)); \(formatRounded(rect.width)) \(formatRounded(rect.height)))"
    }

    /// `(width height)`, to the thousandth of a point.
    static func size(_ size: Size) -> String { "(\(formatRounded(size.width)) \(formatRounded(size.height)))" }

    /// Reads a text dump back; errors name the line and what was expected.
    public static func parse(_ text: String, file: String? = nil) throws -> FrameDump {
        var dump: FrameDump?
        var elements: [DumpElement] = []
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.trimmingSuffix()
            if line.isEmpty || line.hasPrefix("#") { continue }
            var scanner = LineScanner(line, file: file, line: lineNumber)
            if dump == nil {
                dump = try scanner.readHeader()
            } else if line.hasPrefix("  ") {
                guard !elements.isEmpty else {
                    throw DumpParseError(file: file, line: lineNumber, message: "a subview line before any element")
                }
                elements[elements.count - 1].subviews.append(try scanner.readSubview())
            } else {
                elements.append(try scanner.readElement())
            }
        }
        guard var result = dump else {
            throw DumpParseError(file: file, line: max(lineNumber, 1),
                                 message: "expected 'container = (w h); scale = s; contentSize = (w h)': this is not a Tessera text dump")
        }
        // Subviews' frames are written in their superviews' coordinates; the model keeps them in the element's.
        result.elements = elements.map { element in
            var element = element
            element.subviews = ElementSubview.inElementCoordinates(element.subviews)
            return element
        }
        return result
    }

    static func quote(_ kind: String) -> String {
        "\"" + kind.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
    }
}

extension Substring {
    func trimmingSuffix() -> Substring {
        var end = endIndex
        while end > startIndex, let last = self[..<end].last, last == " " || last == "\r" || last == "\t" {
            end = index(before: end)
        }
        return self[..<end]
    }
}

extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        // An ASCII character absent from the bytes is in no character: the text as it is (most texts).
        if let byte = target.asciiValue, !utf8.contains(byte) { return self }
        var out = ""
        for character in self { if character == target { out += replacement } else { out.append(character) } }
        return out
    }
}
