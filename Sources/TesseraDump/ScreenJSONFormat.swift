// The JSON dump of a screen: the window, bars, guides and the view tree nested as it is, collection views included.

import TesseraJSON
import TesseraLayout

/// The JSON format of a `ScreenDump`: `{"screen": {"width", "height"}, "scale", "bars": [{"name", "frame", "title"?,
/// "largeTitle"?}], "guides": [{"name", "frame"}], "view": {"class", "name"?, "frame", "frameInWindow", "visible",
/// "hidden"?, "text"?, "pointSize"?, "scroll"?: {"contentSize", "adjustedContentInset", "contentOffset"},
/// "collection"?: <frame dump>, "subviews": [...]}, "warnings"?: [...]}` (docs/dump-format.md).
public enum ScreenJSONFormat {
    /// The dump as JSON text.
    public static func write(_ dump: ScreenDump, warnings: [DumpWarning] = []) -> String {
        var out = "{\n  \"screen\": \(size(dump.size)),\n  \"scale\": \(JSONWriting.number(dump.scale)),\n  \"bars\": ["
        out += dump.bars.map { bar in
            var fields = ["\"name\": \(JSONWriting.quote(bar.name))", "\"frame\": \(rect(bar.frame))"]
            if let title = bar.title { fields.append("\"title\": \(JSONWriting.quote(title))") }
            if bar.isLarge { fields.append("\"largeTitle\": true") }
            return "\n    {" + fields.joined(separator: ", ") + "}"
        }.joined(separator: ",")
        out += dump.bars.isEmpty ? "],\n  \"guides\": [" : "\n  ],\n  \"guides\": ["
        out += dump.guides.map { "\n    {\"name\": \(JSONWriting.quote($0.name)), \"frame\": \(rect($0.frame))}" }.joined(separator: ",")
        out += dump.guides.isEmpty ? "],\n  \"view\": " : "\n  ],\n  \"view\": "
        var position = 0
        if !dump.views.isEmpty { out += view(dump.views, at: &position, indent: "  ") } else { out += "null" }
        if !warnings.isEmpty {
            out += ",\n  \"warnings\": [" + warnings.map { warning in
                "\n    {\"kind\": \(JSONWriting.quote(warning.kind)), \"element\": \(JSONWriting.quote(warning.element)), "
                    + "\"count\": \(warning.count), \"message\": \(JSONWriting.quote(warning.message))}"
            }.joined(separator: ",") + "\n  ]"
        }
        return out + "\n}\n"
    }

    /// The view at `position` and, nested, the views under it (those after it that are deeper).
    private static func view(_ views: [ScreenDump.View], at position: inout Int, indent: String) -> String {
        let view = views[position]
        position += 1
        var fields = ["\"class\": \(JSONWriting.quote(view.className))"]
        if let name = view.name { fields.append("\"name\": \(JSONWriting.quote(name))") }
        fields.append("\"frame\": \(rect(view.frame))")
        fields.append("\"frameInWindow\": \(rect(view.windowFrame))")
        fields.append("\"visible\": \(view.isVisible)")
        if view.isHidden { fields.append("\"hidden\": true") }
        if let text = view.text { fields.append("\"text\": \(JSONWriting.quote(text))") }
        if let pointSize = view.pointSize { fields.append("\"pointSize\": \(JSONWriting.number(pointSize))") }
        if let scroll = view.scroll {
            let inset = scroll.adjustedContentInset
            fields.append("\"scroll\": {\"contentSize\": \(size(scroll.contentSize)), \"adjustedContentInset\": {\"top\": "
                          + "\(JSONWriting.number(inset.top)), \"leading\": \(JSONWriting.number(inset.leading)), \"bottom\": "
                          + "\(JSONWriting.number(inset.bottom)), \"trailing\": \(JSONWriting.number(inset.trailing))}, "
                          + "\"contentOffset\": {\"x\": \(JSONWriting.number(scroll.contentOffset.x)), \"y\": "
                          + "\(JSONWriting.number(scroll.contentOffset.y))}}")
        }
        if let collection = view.collection {
            let nested = JSONDumpFormat.write(collection).split(separator: "\n", omittingEmptySubsequences: false)
                .dropLast().joined(separator: "\n" + indent + "  ")
            fields.append("\"collection\": " + nested)
        }
        var children: [String] = []
        while position < views.count, views[position].depth > view.depth {
            children.append("\n" + indent + "    " + self.view(views, at: &position, indent: indent + "    "))
        }
        fields.append("\"subviews\": [" + children.joined(separator: ",") + (children.isEmpty ? "]" : "\n" + indent + "  ]"))
        return "{" + fields.joined(separator: ",\n" + indent + "  ") + "}"
    }

    static func size(_ size: Size) -> String {
        "{\"width\": \(JSONWriting.number(size.width)), \"height\": \(JSONWriting.number(size.height))}"
    }

    static func rect(_ rect: Rect) -> String {
        "{\"x\": \(JSONWriting.number(rect.minX)), \"y\": \(JSONWriting.number(rect.minY)), "
            + "\"width\": \(JSONWriting.number(rect.width)), \"height\": \(JSONWriting.number(rect.height))}"
    }
}
