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
        let (sink, text) = DumpSink.collecting()
        // A collecting sink keeps what it is given and never fails.
        try? write(container: dump.container, scale: dump.scale, contentSize: dump.contentSize, to: sink) { each in
            for element in dump.elements { try each(element) }
        }
        try? sink.finish()
        return text()
    }

    /// Streams a solved layout's dump to `sink` element by element, without building it in memory.
    public static func write(_ layout: SolvedLayout, contentOffset: Point? = nil, to sink: DumpSink) throws {
        try write(container: layout.geometry.size, scale: layout.geometry.traitCollection.displayScale,
                  contentSize: layout.contentSize, to: sink) { each in
            try layout.forEachElement(contentOffset: contentOffset) { try each(DumpElement($0)) }
        }
    }

    private static func write(container: Size, scale: Double, contentSize: Size, to sink: DumpSink,
                              elements: ((DumpElement) throws -> Void) throws -> Void) throws {
        try sink.write("{\n  \"container\": " as StaticString)
        try writeSize(container, to: sink)
        try sink.write(",\n  \"scale\": " as StaticString)
        try sink.write(number: scale)
        try sink.write(",\n  \"contentSize\": " as StaticString)
        try writeSize(contentSize, to: sink)
        try sink.write(",\n  \"elements\": [" as StaticString)
        var first = true
        try elements { element in
            try sink.write(first ? "\n    " as StaticString : ",\n    " as StaticString)
            first = false
            try writeObject(element, to: sink)
        }
        try sink.write(first ? "]\n}\n" as StaticString : "\n  ]\n}\n" as StaticString)
    }

    private static func writeSize(_ size: Size, to sink: DumpSink) throws {
        try sink.write("{\"width\": " as StaticString)
        try sink.write(number: size.width)
        try sink.write(", \"height\": " as StaticString)
        try sink.write(number: size.height)
        try sink.write("}" as StaticString)
    }

    private static func writeObject(_ element: DumpElement, to sink: DumpSink) throws {
        try sink.write("{\"category\": \"" as StaticString)
        try sink.write(element.category.rawValue)
        try sink.write("\", \"kind\": " as StaticString)
        if let kind = element.kind { try sink.write(JSONWriting.quote(kind)) } else { try sink.write("null" as StaticString) }
        try sink.write(", \"section\": " as StaticString)
        try sink.write(integer: element.section)
        try sink.write(", \"item\": " as StaticString)
        try sink.write(integer: element.item)
        let f = element.frame
        try sink.write(", \"frame\": {\"x\": " as StaticString)
        try sink.write(number: f.minX)
        try sink.write(", \"y\": " as StaticString)
        try sink.write(number: f.minY)
        try sink.write(", \"width\": " as StaticString)
        try sink.write(number: f.width)
        try sink.write(", \"height\": " as StaticString)
        try sink.write(number: f.height)
        try sink.write("}, \"zIndex\": " as StaticString)
        try sink.write(integer: element.zIndex)
        try sink.write("}" as StaticString)
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
