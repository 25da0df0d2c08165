// The JSON dump format: the schema of docs/dump-format.md, one element per line.

import TesseraJSON
import TesseraLayout

/// The JSON dump format:
/// `{"container":{"width","height"},"scale","contentSize":{"width","height"},"elements":[{"category",
/// "kind","section","item","frame":{"x","y","width","height"},"zIndex"}]}`.
///
/// Numbers are exact (shortest round-trip decimals); `item` of the layout's own boundary items is
/// `NSIntegerMax` (9223372036854775807).
public enum JSONDumpFormat {
    /// The dump as JSON text, one element per line.
    public static func write(_ dump: FrameDump) -> String {
        var out = "{\n"
        out += "  \"container\": {\"width\": \(formatNumber(dump.container.width)), \"height\": \(formatNumber(dump.container.height))},\n"
        out += "  \"scale\": \(formatNumber(dump.scale)),\n"
        out += "  \"contentSize\": {\"width\": \(formatNumber(dump.contentSize.width)), \"height\": \(formatNumber(dump.contentSize.height))},\n"
        out += "  \"elements\": ["
        out.reserveCapacity(out.utf8.count + dump.elements.count * 140)
        for (index, element) in dump.elements.enumerated() {
            out += index == 0 ? "\n    " : ",\n    "
            out += object(for: element)
        }
        out += dump.elements.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    static func object(for element: DumpElement) -> String {
        let kind = element.kind.map(JSONWriting.quote) ?? "null"
        let f = element.frame
        return "{\"category\": \"\(element.category.rawValue)\", \"kind\": \(kind), \"section\": \(element.section), "
            + "\"item\": \(element.item), \"frame\": {\"x\": \(formatNumber(f.minX)), \"y\": \(formatNumber(f.minY)), "
            + "\"width\": \(formatNumber(f.width)), \"height\": \(formatNumber(f.height))}, \"zIndex\": \(element.zIndex)}"
    }

    /// Reads a JSON dump back; errors name the line and what was expected.
    public static func parse(_ text: String, file: String? = nil) throws -> FrameDump {
        let value = try JSONParser.parse(text, file: file)
        var reader = DumpJSONReader(file: file, text: text)
        return try reader.dump(from: value)
    }
}

/// Turns a parsed JSON value into a dump, naming the element that is wrong.
private struct DumpJSONReader {
    let file: String?
    let text: String

    mutating func dump(from value: JSONValue) throws -> FrameDump {
        guard case .object = value else { throw error("the document must be an object with container, scale, contentSize and elements") }
        let container = try size(value["container"], "container")
        let scale = try number(value["scale"], "scale")
        let contentSize = try size(value["contentSize"], "contentSize")
        guard let elements = value["elements"]?.arrayValue else { throw error("expected 'elements' to be an array") }
        return FrameDump(container: container, scale: scale, contentSize: contentSize,
                         elements: try elements.enumerated().map { try element($1, index: $0) })
    }

    private func element(_ value: JSONValue, index: Int) throws -> DumpElement {
        let path = "elements[\(index)]"
        guard let name = value["category"]?.stringValue, let category = ElementCategory(rawValue: name) else {
            throw error("\(path).category must be \"cell\", \"supplementaryView\" or \"decorationView\"")
        }
        var kind: String?
        if let k = value["kind"], k != .null {
            guard let string = k.stringValue else { throw error("\(path).kind must be a string or null") }
            kind = string
        }
        let frame = value["frame"]
        return DumpElement(category: category, kind: kind,
                           section: try integer(value["section"], "\(path).section"),
                           item: try integer(value["item"], "\(path).item"),
                           frame: Rect(x: try number(frame?["x"], "\(path).frame.x"), y: try number(frame?["y"], "\(path).frame.y"),
                                       width: try number(frame?["width"], "\(path).frame.width"),
                                       height: try number(frame?["height"], "\(path).frame.height")),
                           zIndex: try integer(value["zIndex"], "\(path).zIndex"))
    }

    private func size(_ value: JSONValue?, _ path: String) throws -> Size {
        Size(width: try number(value?["width"], "\(path).width"), height: try number(value?["height"], "\(path).height"))
    }

    private func number(_ value: JSONValue?, _ path: String) throws -> Double {
        guard let number = value?.numberValue else { throw error("expected '\(path)' to be a number") }
        return number
    }

    private func integer(_ value: JSONValue?, _ path: String) throws -> Int {
        let number = try self.number(value, path)
        if number >= 9.2e18 { return Int.max }
        guard number == number.rounded(), abs(number) < 9.2e18 else { throw error("expected '\(path)' to be an integer") }
        return Int(number)
    }

    private func error(_ message: String) -> DumpParseError {
        DumpParseError(file: file, line: 1, message: message)
    }
}
