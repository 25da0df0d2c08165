// Writing a layout snapshot as a Lua layout script of the `tessera` module.

import TesseraLayout

/// Writes a Lua script that builds a snapshot's layout with `L.item`, `L.group`, `L.section` and `L.layout`.
public struct LuaSourceWriter {
    private var lines: [String] = []
    private var counter: [String: Int] = [:]

    public init() {}

    /// The whole script. Identical section descriptions are written once.
    public static func write(_ snapshot: LayoutSnapshot, origin: String) throws -> String {
        var writer = LuaSourceWriter()
        writer.lines = ["-- \(origin)", "local L = require \"tessera\"", ""]
        var functions: [String: String] = [:]   // body → function name
        var entries: [String] = []
        for (index, section) in snapshot.sections.enumerated() {
            guard let section else {
                entries.append("{ provider = function() return nil end, count = \(snapshot.itemCounts[index]) }")
                continue
            }
            try section.checkConvertible(index)
            var body = LuaSourceWriter()
            let name = body.section(section, indent: "  ")
            let text = body.lines.joined(separator: "\n") + "\n  return \(name)"
            let function: String
            if let existing = functions[text] {
                function = existing
            } else {
                function = snapshot.isUniform ? "section" : "section\(functions.count + 1)"
                functions[text] = function
                writer.lines.append("local function \(function)()")
                writer.lines.append(text)
                writer.lines.append("end")
                writer.lines.append("")
            }
            entries.append("{ section = \(function)(), count = \(snapshot.itemCounts[index]) }")
        }
        let configuration = writer.configuration(snapshot.configuration)
        writer.lines.append("return L.layout {")
        if let configuration { writer.lines.append("  configuration = \(configuration),") }
        writer.lines.append("  sections = {")
        for entry in entries { writer.lines.append("    \(entry),") }
        writer.lines.append("  },")
        writer.lines.append("}")
        return writer.lines.joined(separator: "\n") + "\n"
    }

    /// A section's description as Lua (to compare descriptions).
    static func sectionText(_ section: LayoutSection) -> String {
        var writer = LuaSourceWriter()
        _ = writer.section(section, indent: "")
        return writer.lines.joined(separator: "\n")
    }

    private mutating func name(_ base: String) -> String {
        counter[base, default: 0] += 1
        let n = counter[base]!
        return n == 1 ? base : "\(base)\(n)"
    }

    private mutating func configuration(_ c: LayoutConfiguration) -> String? {
        let defaults = LayoutConfiguration()
        var fields: [String] = []
        if c.scrollDirection == .horizontal { fields.append("scrollDirection = \"horizontal\"") }
        if c.interSectionSpacing != 0 { fields.append("interSectionSpacing = \(SourceNumber.text(c.interSectionSpacing))") }
        if c.contentInsetsReference != defaults.contentInsetsReference {
            fields.append("contentInsetsReference = \"\(c.contentInsetsReference.rawValue)\"")
        }
        if !c.boundarySupplementaryItems.isEmpty {
            fields.append("boundarySupplementaryItems = { \(c.boundarySupplementaryItems.map(Self.boundary).joined(separator: ", ")) }")
        }
        return fields.isEmpty ? nil : "{ " + fields.joined(separator: ", ") + " }"
    }

    static func dimension(_ d: LayoutDimension) -> String {
        switch d {
        case .fractionalWidth(let v): return "L.fractionalWidth(\(SourceNumber.text(v)))"
        case .fractionalHeight(let v): return "L.fractionalHeight(\(SourceNumber.text(v)))"
        case .absolute(let v): return "L.absolute(\(SourceNumber.text(v)))"
        case .estimated(let v): return "L.estimated(\(SourceNumber.text(v)))"
        case .uniformAcrossSiblings(let v): return "L.uniformAcrossSiblings(\(SourceNumber.text(v)))"
        }
    }

    static func size(_ s: LayoutSize) -> String {
        "{ width = \(dimension(s.widthDimension)), height = \(dimension(s.heightDimension)) }"
    }

    static func insets(_ i: DirectionalEdgeInsets) -> String {
        "{ top = \(SourceNumber.text(i.top)), leading = \(SourceNumber.text(i.leading)), bottom = \(SourceNumber.text(i.bottom)), "
            + "trailing = \(SourceNumber.text(i.trailing)) }"
    }

    static func spacing(_ s: LayoutSpacing) -> String {
        switch s {
        case .fixed(let v): return "L.fixed(\(SourceNumber.text(v)))"
        case .flexible(let v): return "L.flexible(\(SourceNumber.text(v)))"
        }
    }

    static func edgeSpacing(_ e: EdgeSpacing) -> String {
        let parts = [("leading", e.leading), ("top", e.top), ("trailing", e.trailing), ("bottom", e.bottom)]
            .compactMap { name, s in s.map { "\(name) = \(spacing($0))" } }
        return "{ " + parts.joined(separator: ", ") + " }"
    }

    static func point(_ p: Point) -> String { "{ x = \(SourceNumber.text(p.x)), y = \(SourceNumber.text(p.y)) }" }

    static func string(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    static func anchor(_ a: LayoutAnchor) -> String {
        let edges = [(DirectionalRectEdge.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing")]
            .filter { a.edges.contains($0.0) }.map { "\"\($0.1)\"" }.joined(separator: ", ")
        switch a.offset {
        case .absolute(let p): return "L.anchor { edges = { \(edges) }, absoluteOffset = \(point(p)) }"
        case .fractional(let p): return "L.anchor { edges = { \(edges) }, fractionalOffset = \(point(p)) }"
        }
    }

    static func supplementary(_ s: SupplementaryItem) -> String {
        var fields = ["size = \(size(s.layoutSize))", "elementKind = \(string(s.elementKind))",
                      "containerAnchor = \(anchor(s.containerAnchor))"]
        if let itemAnchor = s.itemAnchor { fields.append("itemAnchor = \(anchor(itemAnchor))") }
        if s.zIndex != 1 { fields.append("zIndex = \(s.zIndex)") }
        return "L.supplementaryItem { " + fields.joined(separator: ", ") + " }"
    }

    static func boundary(_ b: BoundarySupplementaryItem) -> String {
        var fields = ["size = \(size(b.layoutSize))", "elementKind = \(string(b.elementKind))",
                      "alignment = \"\(b.alignment.rawValue)\""]
        if b.absoluteOffset != .zero { fields.append("absoluteOffset = \(point(b.absoluteOffset))") }
        if !b.extendsBoundary { fields.append("extendsBoundary = false") }
        if b.pinToVisibleBounds { fields.append("pinToVisibleBounds = true") }
        if b.zIndex != 1 { fields.append("zIndex = \(b.zIndex)") }
        return "L.boundarySupplementaryItem { " + fields.joined(separator: ", ") + " }"
    }

    private mutating func element(_ e: LayoutElement, indent: String) -> String {
        switch e {
        case .item(let item):
            let name = self.name("item")
            var fields = ["size = \(Self.size(item.layoutSize))"]
            if item.contentInsets != .zero { fields.append("contentInsets = \(Self.insets(item.contentInsets))") }
            if item.edgeSpacing != .none { fields.append("edgeSpacing = \(Self.edgeSpacing(item.edgeSpacing))") }
            if !item.supplementaryItems.isEmpty {
                fields.append("supplementaryItems = { \(item.supplementaryItems.map(Self.supplementary).joined(separator: ", ")) }")
            }
            lines.append("\(indent)local \(name) = L.item { " + fields.joined(separator: ", ") + " }")
            return name
        case .group(let group):
            let children = group.subitems.map { element($0, indent: indent) }
            let name = self.name("group")
            let axis = group.arrangement.axis == .vertical ? "vertical" : "horizontal"
            var fields = ["size = \(Self.size(group.layoutSize))"]
            switch group.repetition {
            case .fill: fields.append("subitems = { \(children.joined(separator: ", ")) }")
            case .count(let n): fields.append("subitem = \(children[0]), count = \(n)")
            case .repeating(let n): fields.append("repeatingSubitem = \(children[0]), count = \(n)")
            }
            if let s = group.interItemSpacing { fields.append("interItemSpacing = \(Self.spacing(s))") }
            if group.contentInsets != .zero { fields.append("contentInsets = \(Self.insets(group.contentInsets))") }
            if group.edgeSpacing != .none { fields.append("edgeSpacing = \(Self.edgeSpacing(group.edgeSpacing))") }
            if !group.supplementaryItems.isEmpty {
                fields.append("supplementaryItems = { \(group.supplementaryItems.map(Self.supplementary).joined(separator: ", ")) }")
            }
            lines.append("\(indent)local \(name) = L.group.\(axis) { " + fields.joined(separator: ", ") + " }")
            return name
        }
    }

    private mutating func section(_ s: LayoutSection, indent: String) -> String {
        let group = element(.group(s.group), indent: indent)
        var fields = ["group = \(group)"]
        if s.interGroupSpacing != 0 { fields.append("interGroupSpacing = \(SourceNumber.text(s.interGroupSpacing))") }
        if s.contentInsets != .zero { fields.append("contentInsets = \(Self.insets(s.contentInsets))") }
        if s.contentInsetsReference != .automatic { fields.append("contentInsetsReference = \"\(s.contentInsetsReference.rawValue)\"") }
        if s.supplementaryContentInsetsReference != .automatic {
            fields.append("supplementaryContentInsetsReference = \"\(s.supplementaryContentInsetsReference.rawValue)\"")
        }
        if !s.supplementariesFollowContentInsets { fields.append("supplementariesFollowContentInsets = false") }
        if s.orthogonalScrollingBehavior != .none {
            fields.append("orthogonalScrollingBehavior = \"\(s.orthogonalScrollingBehavior.rawValue)\"")
        }
        if !s.boundarySupplementaryItems.isEmpty {
            fields.append("boundarySupplementaryItems = { \(s.boundarySupplementaryItems.map(Self.boundary).joined(separator: ", ")) }")
        }
        if !s.decorationItems.isEmpty {
            let decorations = s.decorationItems.map { d -> String in
                var f = ["elementKind = \(Self.string(d.elementKind))"]
                if d.contentInsets != .zero { f.append("contentInsets = \(Self.insets(d.contentInsets))") }
                if d.zIndex != 0 { f.append("zIndex = \(d.zIndex)") }
                return "L.background { " + f.joined(separator: ", ") + " }"
            }
            fields.append("decorationItems = { \(decorations.joined(separator: ", ")) }")
        }
        let name = self.name("section")
        lines.append("\(indent)local \(name) = L.section { " + fields.joined(separator: ", ") + " }")
        return name
    }
}
