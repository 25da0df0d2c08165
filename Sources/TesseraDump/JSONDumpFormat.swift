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
        try? write(dump, to: sink)
        try? sink.finish()
        return text()
    }

    /// Writes the dump to `sink` (which it does not finish).
    static func write(_ dump: FrameDump, to sink: DumpSink) throws {
        // Collected already: written here, with nothing to overlap on a second thread.
        try write(container: dump.container, scale: dump.scale, contentSize: dump.contentSize, to: sink) { sink in
            try writeElements(dump.elements[...], first: true, to: sink)
            return dump.elements.count
        }
    }

    /// Streams a solved layout's dump to `sink` element by element, without building it in memory, each element's
    /// subviews from `subviews`, and `warnings` (what Auto Layout reported) after the elements.
    public static func write(_ layout: SolvedLayout, contentOffset: Point? = nil, subviews source: (any SubviewSource)? = nil,
                             annotations: DumpAnnotations = DumpAnnotations(),
                             warnings: @autoclosure () -> [DumpWarning] = [], to sink: DumpSink) throws {
        try write(container: layout.geometry.size, scale: layout.geometry.traitCollection.displayScale,
                  contentSize: layout.contentSize, warnings: warnings, to: sink) { sink in
            try ElementBatchWriter.write(to: sink, format: { try writeElements($0, first: $1, to: $2) }) { each in
                try annotations.forEachElement(of: layout, contentOffset: contentOffset, subviews: source, each)
            }
        }
    }

    /// The dump around the elements `writeElements` writes (it returns how many).
    private static func write(container: Size, scale: Double, contentSize: Size, warnings: () -> [DumpWarning] = { [] },
                              to sink: DumpSink, elements writeElements: (DumpSink) throws -> Int) throws {
        try sink.write("{\n  \"container\": " as StaticString)
        try writeSize(container, to: sink)
        try sink.write(",\n  \"scale\": " as StaticString)
        try sink.write(number: scale)
        try sink.write(",\n  \"contentSize\": " as StaticString)
        try writeSize(contentSize, to: sink)
        try sink.write(",\n  \"elements\": [" as StaticString)
        let count = try writeElements(sink)
        try sink.write(count == 0 ? "]" as StaticString : "\n  ]" as StaticString)
        // Warnings are known once every element is written (subviews are laid out as they go).
        let found = warnings()
        if !found.isEmpty {
            try sink.write(",\n  \"warnings\": [" as StaticString)
            for (index, warning) in found.enumerated() {
                try sink.write((index == 0 ? "\n    " : ",\n    ") + "{\"kind\": \(JSONWriting.quote(warning.kind)), "
                               + "\"element\": \(JSONWriting.quote(warning.element)), \"count\": \(warning.count), "
                               + "\"message\": \(JSONWriting.quote(warning.message))}")
            }
            try sink.write("\n  ]" as StaticString)
        }
        try sink.write("\n}\n" as StaticString)
    }

    private static func writeSize(_ size: Size, to sink: DumpSink) throws {
        try sink.write("{\"width\": " as StaticString)
        try sink.write(number: size.width)
        try sink.write(", \"height\": " as StaticString)
        try sink.write(number: size.height)
        try sink.write("}" as StaticString)
    }

    /// `elements`, each after its separator (the first of the dump after none but the line break).
    static func writeElements(_ elements: ArraySlice<DumpElement>, first: Bool, to sink: DumpSink) throws {
        var first = first
        for element in elements {
            try sink.write(first ? "\n    " as StaticString : ",\n    " as StaticString)
            first = false
            try writeObject(element, to: sink)
        }
    }

    static func writeObject(_ element: DumpElement, to sink: DumpSink) throws {
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
        if element.isEstimated { try sink.write(", \"estimated\": true" as StaticString) }
        if element.hasPresentation || element.identifier != nil { try sink.write(presentationFields(of: element)) }
        if !element.subviews.isEmpty {
            try sink.write(", \"subviews\": " as StaticString)
            var position = 0
            try writeSubviews(element.subviews, ElementSubview.framesInSuperview(element.subviews),
                              depth: element.subviews[0].depth, from: &position, in: element.frame, to: sink)
        }
        try sink.write("}" as StaticString)
    }

    /// The subviews at `depth` from `position` on (and theirs, nested), as a JSON array: `frame` in the superview
    /// (`frames`, by position), `frameInCollectionView` in the collection view.
    private static func writeSubviews(_ subviews: [ElementSubview], _ frames: [Rect], depth: Int, from position: inout Int,
                                      in cell: Rect, to sink: DumpSink) throws {
        try sink.write("[" as StaticString)
        var first = true
        while position < subviews.count, subviews[position].depth >= depth {
            let subview = subviews[position]
            let frame = frames[position]
            position += 1
            if !first { try sink.write(", " as StaticString) }
            first = false
            var fields = ["\"class\": \(JSONWriting.quote(subview.className))"]
            if let name = subview.name { fields.append("\"name\": \(JSONWriting.quote(name))") }
            fields.append("\"frame\": \(rectObject(frame))")
            fields.append("\"frameInCollectionView\": \(rectObject(subview.frame.offsetBy(cell.origin)))")
            if let text = subview.text { fields.append("\"text\": \(JSONWriting.quote(text))") }
            if let size = subview.pointSize { fields.append("\"pointSize\": \(JSONWriting.number(size))") }
            if subview.isHidden { fields.append("\"hidden\": true") }
            try sink.write("{" + fields.joined(separator: ", "))
            if position < subviews.count, subviews[position].depth > subview.depth {
                try sink.write(", \"subviews\": " as StaticString)
                try writeSubviews(subviews, frames, depth: subviews[position].depth, from: &position, in: cell, to: sink)
            }
            try sink.write("}" as StaticString)
        }
        try sink.write("]" as StaticString)
    }

    /// `, "center": {…}, "transform": {"a", "b", "c", "d", "tx", "ty"}, "alpha": 0.5, "hidden": true, "id": "…"`,
    /// each only when it is not the default.
    private static func presentationFields(of element: DumpElement) -> String {
        var text = ""
        if element.transform != .identity {
            let t = element.transform
            text += ", \"center\": {\"x\": \(JSONWriting.number(element.center.x)), \"y\": \(JSONWriting.number(element.center.y))}"
            text += ", \"transform\": {" + [("a", t.a), ("b", t.b), ("c", t.c), ("d", t.d), ("tx", t.tx), ("ty", t.ty)]
                .map { "\"\($0.0)\": \(JSONWriting.number($0.1))" }.joined(separator: ", ") + "}"
        }
        if element.alpha != 1 { text += ", \"alpha\": \(JSONWriting.number(element.alpha))" }
        if element.isHidden { text += ", \"hidden\": true" }
        if let identifier = element.identifier { text += ", \"id\": \(JSONWriting.quote(identifier))" }
        return text
    }

    private static func rectObject(_ rect: Rect) -> String {
        "{\"x\": \(JSONWriting.number(rect.minX)), \"y\": \(JSONWriting.number(rect.minY)), "
            + "\"width\": \(JSONWriting.number(rect.width)), \"height\": \(JSONWriting.number(rect.height))}"
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
        var element = DumpElement(category: category, kind: kind,
                           section: try integer(value["section"], "\(path).section"),
                           item: try integer(value["item"], "\(path).item"),
                           frame: Rect(x: try number(frame?["x"], "\(path).frame.x"), y: try number(frame?["y"], "\(path).frame.y"),
                                       width: try number(frame?["width"], "\(path).frame.width"),
                                       height: try number(frame?["height"], "\(path).frame.height")),
                           zIndex: try integer(value["zIndex"], "\(path).zIndex"))
        if let list = value["subviews"]?.arrayValue {
            // Each frame is in its superview's (UIKit's `frame`); the model keeps them in the element's.
            element.subviews = ElementSubview.inElementCoordinates(try subviews(list, depth: 1, path: "\(path).subviews"))
        }
        try readPresentation(value, path: path, into: &element)
        return element
    }

    /// `estimated`, `alpha`, `hidden`, `transform` and `id`, each optional.
    private func readPresentation(_ value: JSONValue, path: String, into element: inout DumpElement) throws {
        if let flag = value["estimated"] {
            guard case .bool(let estimated) = flag else { throw error("expected '\(path).estimated' to be true or false") }
            element.isEstimated = estimated
        }
        if let hidden = value["hidden"] {
            guard case .bool(let flag) = hidden else { throw error("expected '\(path).hidden' to be true or false") }
            element.isHidden = flag
        }
        if value["alpha"] != nil { element.alpha = try number(value["alpha"], "\(path).alpha") }
        if let t = value["transform"] {
            let p = "\(path).transform"
            element.transform = AffineTransform(a: try number(t["a"], "\(p).a"), b: try number(t["b"], "\(p).b"),
                                                c: try number(t["c"], "\(p).c"), d: try number(t["d"], "\(p).d"),
                                                tx: try number(t["tx"], "\(p).tx"), ty: try number(t["ty"], "\(p).ty"))
        }
        if let id = value["id"] {
            guard let string = id.stringValue else { throw error("expected '\(path).id' to be a string") }
            element.identifier = string
        }
    }

    /// Nested subview objects, flattened depth first.
    private func subviews(_ list: [JSONValue], depth: Int, path: String) throws -> [ElementSubview] {
        var result: [ElementSubview] = []
        for (index, value) in list.enumerated() {
            let place = "\(path)[\(index)]"
            guard let className = value["class"]?.stringValue else { throw error("expected '\(place).class' to be a string") }
            let frame = value["frame"]
            result.append(ElementSubview(depth: depth, className: className, name: value["name"]?.stringValue,
                                      frame: Rect(x: try number(frame?["x"], "\(place).frame.x"),
                                                  y: try number(frame?["y"], "\(place).frame.y"),
                                                  width: try number(frame?["width"], "\(place).frame.width"),
                                                  height: try number(frame?["height"], "\(place).frame.height")),
                                      text: value["text"]?.stringValue, pointSize: value["pointSize"]?.numberValue,
                                      isHidden: value["hidden"]?.boolValue ?? false))
            if let nested = value["subviews"]?.arrayValue {
                result += try subviews(nested, depth: depth + 1, path: "\(place).subviews")
            }
        }
        return result
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
