// A layout spec as a Lua layout script: the reproduction a failing property prints.

import TesseraJSON
import TesseraLayout

extension LayoutSpec {
    /// The command line that runs `luaScript` in this spec's collection view (its size and scale; the safe area
    /// and margins are the device's).
    public var runCommand: String {
        "tessera run repro.lua --width \(n(view.width)) --height \(n(view.height)) --scale \(n(view.scale)) --measure all"
    }

    /// A script the `tessera` module reads back into this layout: measured sizes become records that the
    /// sections' `measure` functions return, so `--measure all` applies them.
    public var luaScript: String {
        var lines = ["local L = require \"tessera\"", "", "return L.layout {"]
        var configuration = ["scrollDirection = \"\(scrollDirection == .vertical ? "vertical" : "horizontal")\""]
        if interSectionSpacing != 0 { configuration.append("interSectionSpacing = \(n(interSectionSpacing))") }
        configuration.append("contentInsetsReference = \"\(contentInsetsReference.rawValue)\"")
        if !boundaryItems.isEmpty {
            configuration.append("boundarySupplementaryItems = { \(boundaryItems.map { lua($0, measured: nil) }.joined(separator: ", ")) }")
        }
        lines.append("  configuration = { \(configuration.joined(separator: ", ")) },")
        lines.append("  sections = {")
        for (index, section) in sections.enumerated() { lines.append("    " + entry(section, index: index) + ",") }
        lines.append("  },")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private func entry(_ section: SectionSpec, index: Int) -> String {
        let cells = measured.filter { $0.indexPath.section == index && $0.elementKind == nil }
        var fields: [String] = []
        var sectionFields = ["group = \(lua(section.group))"]
        if section.interGroupSpacing != 0 { sectionFields.append("interGroupSpacing = \(n(section.interGroupSpacing))") }
        if section.contentInsets != .zero { sectionFields.append("contentInsets = \(lua(section.contentInsets))") }
        if section.contentInsetsReference != .automatic {
            sectionFields.append("contentInsetsReference = \"\(section.contentInsetsReference.rawValue)\"")
        }
        if !section.supplementariesFollowContentInsets { sectionFields.append("supplementariesFollowContentInsets = false") }
        if !section.boundaryItems.isEmpty {
            let items = section.boundaryItems.map { item in
                lua(item, measured: measured.first { $0.indexPath.section == index && $0.elementKind == item.elementKind })
            }
            sectionFields.append("boundarySupplementaryItems = { \(items.joined(separator: ", ")) }")
        }
        if !section.decorations.isEmpty {
            let decorations = section.decorations.map { decoration in
                "L.background { elementKind = \"\(decoration.elementKind)\", contentInsets = \(lua(decoration.contentInsets)), "
                    + "zIndex = \(decoration.zIndex) }"
            }
            sectionFields.append("decorationItems = { \(decorations.joined(separator: ", ")) }")
        }
        if section.orthogonal != .none { sectionFields.append("orthogonalScrollingBehavior = \"\(section.orthogonal.rawValue)\"") }
        if !cells.isEmpty {
            sectionFields.append("measure = function(record) return record.width and { width = record.width, height = record.height } or {} end")
            let records = (0..<section.count).map { item in
                cells.first { $0.indexPath.item == item }.map { "{ width = \(n($0.size.width)), height = \(n($0.size.height)) }" } ?? "{}"
            }
            fields.append("items = { \(records.joined(separator: ", ")) }")
        } else {
            fields.append("count = \(section.count)")
        }
        fields.insert("section = L.section { \(sectionFields.joined(separator: ", ")) }", at: 0)
        return "{ \(fields.joined(separator: ", ")) }"
    }

    private func lua(_ group: GroupSpec) -> String {
        var fields = ["size = \(lua(group.size))"]
        let function: String
        switch group.arrangement {
        case .horizontal: function = "L.group.horizontal"
        case .vertical: function = "L.group.vertical"
        case .custom(let frames):
            let items = frames.map { frame in
                "{ frame = { x = \(n(frame.frame.minX)), y = \(n(frame.frame.minY)), width = \(n(frame.frame.size.width)), "
                    + "height = \(n(frame.frame.size.height)) }, zIndex = \(frame.zIndex) }"
            }
            return "L.group.custom { \(fields[0]), itemProvider = function() return { \(items.joined(separator: ", ")) } end }"
        }
        let children = group.children.map { child -> String in
            switch child {
            case .item(let item): return lua(item)
            case .group(let nested): return lua(nested)
            }
        }
        switch group.repetition {
        case .fill: fields.append("subitems = { \(children.joined(separator: ", ")) }")
        case .count(let count): fields.append("subitem = \(children[0]), count = \(count)")
        case .repeating(let count): fields.append("repeatingSubitem = \(children[0]), count = \(count)")
        }
        if let spacing = group.spacing { fields.append("interItemSpacing = \(lua(spacing))") }
        if group.contentInsets != .zero { fields.append("contentInsets = \(lua(group.contentInsets))") }
        if group.edgeSpacing != .none { fields.append("edgeSpacing = \(lua(group.edgeSpacing))") }
        if !group.supplementaryItems.isEmpty {
            fields.append("supplementaryItems = { \(group.supplementaryItems.map(lua).joined(separator: ", ")) }")
        }
        return "\(function) { \(fields.joined(separator: ", ")) }"
    }

    private func lua(_ item: LayoutItem) -> String {
        var fields = ["size = \(lua(item.layoutSize))"]
        if item.contentInsets != .zero { fields.append("contentInsets = \(lua(item.contentInsets))") }
        if item.edgeSpacing != .none { fields.append("edgeSpacing = \(lua(item.edgeSpacing))") }
        if !item.supplementaryItems.isEmpty {
            fields.append("supplementaryItems = { \(item.supplementaryItems.map(lua).joined(separator: ", ")) }")
        }
        return "L.item { \(fields.joined(separator: ", ")) }"
    }

    private func lua(_ item: SupplementaryItem) -> String {
        "L.supplementaryItem { size = \(lua(item.layoutSize)), elementKind = \"\(item.elementKind)\", "
            + "containerAnchor = \(lua(item.containerAnchor)), zIndex = \(item.zIndex) }"
    }

    private func lua(_ anchor: LayoutAnchor) -> String {
        let names: [(DirectionalRectEdge, String)] = [(.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing")]
        let edges = names.filter { anchor.edges.contains($0.0) }.map { "\"\($0.1)\"" }.joined(separator: ", ")
        switch anchor.offset {
        case .absolute(let p): return "L.anchor { edges = { \(edges) }, absoluteOffset = { x = \(n(p.x)), y = \(n(p.y)) } }"
        case .fractional(let p): return "L.anchor { edges = { \(edges) }, fractionalOffset = { x = \(n(p.x)), y = \(n(p.y)) } }"
        }
    }

    private func lua(_ item: BoundarySupplementaryItem, measured: MeasuredSize?) -> String {
        var fields = ["size = \(lua(item.layoutSize))", "elementKind = \"\(item.elementKind)\"",
                      "alignment = \"\(item.alignment.rawValue)\"", "zIndex = \(item.zIndex)"]
        if item.absoluteOffset != .zero {
            fields.append("absoluteOffset = { x = \(n(item.absoluteOffset.x)), y = \(n(item.absoluteOffset.y)) }")
        }
        if !item.extendsBoundary { fields.append("extendsBoundary = false") }
        if item.pinToVisibleBounds { fields.append("pinToVisibleBounds = true") }
        if let size = measured?.size {
            fields.append("measure = function() return { width = \(n(size.width)), height = \(n(size.height)) } end")
        }
        return "L.boundarySupplementaryItem { \(fields.joined(separator: ", ")) }"
    }

    private func lua(_ size: LayoutSize) -> String {
        "{ width = \(lua(size.widthDimension)), height = \(lua(size.heightDimension)) }"
    }

    private func lua(_ dimension: LayoutDimension) -> String {
        switch dimension {
        case .fractionalWidth(let f): return "L.fractionalWidth(\(n(f)))"
        case .fractionalHeight(let f): return "L.fractionalHeight(\(n(f)))"
        case .absolute(let v): return "L.absolute(\(n(v)))"
        case .estimated(let v): return "L.estimated(\(n(v)))"
        case .uniformAcrossSiblings(let v): return "L.uniformAcrossSiblings(\(n(v)))"
        }
    }

    private func lua(_ spacing: LayoutSpacing) -> String {
        spacing.isFlexible ? "L.flexible(\(n(spacing.minimum)))" : "L.fixed(\(n(spacing.minimum)))"
    }

    private func lua(_ edges: EdgeSpacing) -> String {
        let named: [(String, LayoutSpacing?)] = [("leading", edges.leading), ("top", edges.top), ("trailing", edges.trailing),
                                                 ("bottom", edges.bottom)]
        return "L.edgeSpacing { \(named.compactMap { name, spacing in spacing.map { "\(name) = \(lua($0))" } }.joined(separator: ", ")) }"
    }

    private func lua(_ insets: DirectionalEdgeInsets) -> String {
        "L.insets(\(n(insets.top)), \(n(insets.leading)), \(n(insets.bottom)), \(n(insets.trailing)))"
    }

    private func n(_ value: Double) -> String { JSONWriting.number(value) }
}
