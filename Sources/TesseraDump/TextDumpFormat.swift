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
        var out = header + "\n"
        for comment in comments { out += "# \(comment)\n" }
        out += "container = \(size(dump.container)); scale = \(formatNumber(dump.scale)); "
        out += "contentSize = \(size(dump.contentSize))\n"
        out.reserveCapacity(out.utf8.count + dump.elements.count * 56)
        for element in dump.elements { out += line(for: element) + "\n" }
        return out
    }

    /// One element's line.
    public static func line(for element: DumpElement) -> String {
        name(of: element.key) + " frame = " + frame(element.frame) + "; zIndex = \(element.zIndex)"
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
            } else {
                elements.append(try scanner.readElement())
            }
        }
        guard var result = dump else {
            throw DumpParseError(file: file, line: max(lineNumber, 1),
                                 message: "expected 'container = (w h); scale = s; contentSize = (w h)': this is not a Tessera text dump")
        }
        result.elements = elements
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
        var out = ""
        for character in self { if character == target { out += replacement } else { out.append(character) } }
        return out
    }
}
