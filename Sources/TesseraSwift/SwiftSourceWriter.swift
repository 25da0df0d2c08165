// Writing a layout snapshot as Swift: `func makeLayout() -> UICollectionViewLayout`, formatted like Apple's samples.

import TesseraLayout

/// Writes UIKit Swift that builds a snapshot's layout.
public struct SwiftSourceWriter {
    private var lines: [String] = []
    private var counter: [String: Int] = [:]

    public init() {}

    /// The whole file: a header comment, the item counts comment, and `makeLayout()`.
    public static func write(_ snapshot: LayoutSnapshot, origin: String) throws -> String {
        var out = "// \(origin)\n"
        out += "// tessera: items \(snapshot.itemCounts.map(String.init).joined(separator: ", "))\n"
        out += "import UIKit\n\n"
        out += "func makeLayout() -> UICollectionViewLayout {\n"
        var writer = SwiftSourceWriter()
        let configuration = writer.configuration(snapshot.configuration)
        if snapshot.isUniform, let first = snapshot.sections.first, let section = first {
            try section.checkConvertible(0)
            let name = writer.section(section, indent: "    ")
            let configurationArgument = configuration.map { ", configuration: \($0)" } ?? ""
            writer.lines.append("")
            writer.lines.append("    let layout = UICollectionViewCompositionalLayout(section: \(name)\(configurationArgument))")
        } else {
            writer.lines.append("    let layout = UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, layoutEnvironment in")
            writer.lines.append("        switch sectionIndex {")
            for (index, section) in snapshot.sections.enumerated() {
                writer.lines.append("        case \(index):")
                guard let section else {
                    writer.lines.append("            return nil")
                    continue
                }
                try section.checkConvertible(index)
                writer.counter = [:]
                let name = writer.section(section, indent: "            ")
                writer.lines.append("            return \(name)")
            }
            writer.lines.append("        default:")
            writer.lines.append("            return nil")
            writer.lines.append("        }")
            writer.lines.append("    }\(configuration.map { ", configuration: \($0)" } ?? ""))")
        }
        writer.lines.append("    return layout")
        return out + writer.lines.joined(separator: "\n") + "\n}\n"
    }

    private mutating func name(_ base: String) -> String {
        counter[base, default: 0] += 1
        let n = counter[base]!
        return n == 1 ? base : "\(base)\(n)"
    }

    private mutating func configuration(_ c: LayoutConfiguration) -> String? {
        let defaults = LayoutConfiguration()
        guard c.scrollDirection != defaults.scrollDirection || c.interSectionSpacing != 0
                || !c.boundarySupplementaryItems.isEmpty || c.contentInsetsReference != defaults.contentInsetsReference else {
            return nil
        }
        let boundaries = c.boundarySupplementaryItems.map { boundary($0, indent: "    ") }
        lines.append("    let configuration = UICollectionViewCompositionalLayoutConfiguration()")
        if c.scrollDirection == .horizontal { lines.append("    configuration.scrollDirection = .horizontal") }
        if c.interSectionSpacing != 0 {
            lines.append("    configuration.interSectionSpacing = \(SourceNumber.text(c.interSectionSpacing))")
        }
        if c.contentInsetsReference != defaults.contentInsetsReference {
            lines.append("    configuration.contentInsetsReference = .\(c.contentInsetsReference.rawValue)")
        }
        if !boundaries.isEmpty { lines.append("    configuration.boundarySupplementaryItems = [\(boundaries.joined(separator: ", "))]") }
        lines.append("")
        return "configuration"
    }

    static func dimension(_ d: LayoutDimension) -> String {
        switch d {
        case .fractionalWidth(let v): return ".fractionalWidth(\(SourceNumber.fraction(v)))"
        case .fractionalHeight(let v): return ".fractionalHeight(\(SourceNumber.fraction(v)))"
        case .absolute(let v): return ".absolute(\(SourceNumber.text(v)))"
        case .estimated(let v): return ".estimated(\(SourceNumber.text(v)))"
        case .uniformAcrossSiblings(let v): return ".uniformAcrossSiblings(estimate: \(SourceNumber.text(v)))"
        }
    }

    static func insets(_ i: DirectionalEdgeInsets) -> String {
        "NSDirectionalEdgeInsets(top: \(SourceNumber.text(i.top)), leading: \(SourceNumber.text(i.leading)), "
            + "bottom: \(SourceNumber.text(i.bottom)), trailing: \(SourceNumber.text(i.trailing)))"
    }

    static func spacing(_ s: LayoutSpacing?) -> String {
        switch s {
        case .fixed(let v)?: return ".fixed(\(SourceNumber.text(v)))"
        case .flexible(let v)?: return ".flexible(\(SourceNumber.text(v)))"
        case nil: return "nil"
        }
    }

    static func point(_ p: Point) -> String { "CGPoint(x: \(SourceNumber.text(p.x)), y: \(SourceNumber.text(p.y)))" }

    /// `let <name>Size = NSCollectionLayoutSize(…)` in Apple's two-line style; returns the name.
    private mutating func size(_ s: LayoutSize, for base: String, indent: String) -> String {
        let name = self.name(base + "Size")
        let head = "\(indent)let \(name) = NSCollectionLayoutSize("
        lines.append("\(head)widthDimension: \(Self.dimension(s.widthDimension)),")
        lines.append(String(repeating: " ", count: head.count) + "heightDimension: \(Self.dimension(s.heightDimension)))")
        return name
    }

    private mutating func supplementary(_ s: SupplementaryItem, indent: String) -> String {
        let size = self.size(s.layoutSize, for: "badge", indent: indent)
        let name = self.name("badge")
        lines.append("\(indent)let \(name) = NSCollectionLayoutSupplementaryItem(")
        lines.append("\(indent)    layoutSize: \(size),")
        lines.append("\(indent)    elementKind: \(Self.string(s.elementKind)),")
        let itemAnchor = s.itemAnchor.map { ",\n\(indent)    itemAnchor: \(Self.anchor($0))" } ?? ""
        lines.append("\(indent)    containerAnchor: \(Self.anchor(s.containerAnchor))\(itemAnchor))")
        if s.zIndex != 1 { lines.append("\(indent)\(name).zIndex = \(s.zIndex)") }
        return name
    }

    static func anchor(_ a: LayoutAnchor) -> String {
        let edges = [(DirectionalRectEdge.top, "top"), (.leading, "leading"), (.bottom, "bottom"), (.trailing, "trailing")]
            .filter { a.edges.contains($0.0) }.map { "." + $0.1 }.joined(separator: ", ")
        switch a.offset {
        case .absolute(let p) where p == .zero: return "NSCollectionLayoutAnchor(edges: [\(edges)])"
        case .absolute(let p): return "NSCollectionLayoutAnchor(edges: [\(edges)], absoluteOffset: \(point(p)))"
        case .fractional(let p): return "NSCollectionLayoutAnchor(edges: [\(edges)], fractionalOffset: \(point(p)))"
        }
    }

    static func string(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private mutating func element(_ e: LayoutElement, indent: String) -> String {
        switch e {
        case .item(let item):
            let supplementaries = item.supplementaryItems.map { supplementary($0, indent: indent) }
            let size = self.size(item.layoutSize, for: "item", indent: indent)
            let name = self.name("item")
            let extra = supplementaries.isEmpty ? "" : ", supplementaryItems: [\(supplementaries.joined(separator: ", "))]"
            lines.append("\(indent)let \(name) = NSCollectionLayoutItem(layoutSize: \(size)\(extra))")
            if item.contentInsets != .zero { lines.append("\(indent)\(name).contentInsets = \(Self.insets(item.contentInsets))") }
            edgeSpacing(item.edgeSpacing, of: name, indent: indent)
            return name
        case .group(let group):
            let children = group.subitems.map { element($0, indent: indent) }
            let size = self.size(group.layoutSize, for: "group", indent: indent)
            let name = self.name("group")
            let axis = group.arrangement.axis == .vertical ? "vertical" : "horizontal"
            let tail: String
            switch group.repetition {
            case .fill: tail = "subitems: [\(children.joined(separator: ", "))]"
            case .count(let n): tail = "subitem: \(children[0]), count: \(n)"
            case .repeating(let n): tail = "repeatingSubitem: \(children[0]), count: \(n)"
            }
            lines.append("\(indent)let \(name) = NSCollectionLayoutGroup.\(axis)(layoutSize: \(size), \(tail))")
            if let s = group.interItemSpacing { lines.append("\(indent)\(name).interItemSpacing = \(Self.spacing(s))") }
            if group.contentInsets != .zero { lines.append("\(indent)\(name).contentInsets = \(Self.insets(group.contentInsets))") }
            edgeSpacing(group.edgeSpacing, of: name, indent: indent)
            if !group.supplementaryItems.isEmpty {
                let s = group.supplementaryItems.map { supplementary($0, indent: indent) }
                lines.append("\(indent)\(name).supplementaryItems = [\(s.joined(separator: ", "))]")
            }
            return name
        }
    }

    private mutating func edgeSpacing(_ e: EdgeSpacing, of name: String, indent: String) {
        guard e != .none else { return }
        lines.append("\(indent)\(name).edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: \(Self.spacing(e.leading)), "
                     + "top: \(Self.spacing(e.top)), trailing: \(Self.spacing(e.trailing)), bottom: \(Self.spacing(e.bottom)))")
    }

    private mutating func boundary(_ b: BoundarySupplementaryItem, indent: String) -> String {
        let base = b.alignment.edge(along: .vertical) > 0 ? "footer" : "header"
        let size = self.size(b.layoutSize, for: base, indent: indent)
        let name = self.name(base)
        let offset = b.absoluteOffset == .zero ? "" : ",\n\(indent)    absoluteOffset: \(Self.point(b.absoluteOffset))"
        lines.append("\(indent)let \(name) = NSCollectionLayoutBoundarySupplementaryItem(")
        lines.append("\(indent)    layoutSize: \(size),")
        lines.append("\(indent)    elementKind: \(Self.string(b.elementKind)),")
        lines.append("\(indent)    alignment: .\(b.alignment.rawValue)\(offset))")
        if b.pinToVisibleBounds { lines.append("\(indent)\(name).pinToVisibleBounds = true") }
        if !b.extendsBoundary { lines.append("\(indent)\(name).extendsBoundary = false") }
        if b.zIndex != 1 { lines.append("\(indent)\(name).zIndex = \(b.zIndex)") }
        return name
    }

    private mutating func section(_ s: LayoutSection, indent: String) -> String {
        let group = element(.group(s.group), indent: indent)
        let name = self.name("section")
        lines.append("")
        lines.append("\(indent)let \(name) = NSCollectionLayoutSection(group: \(group))")
        if s.interGroupSpacing != 0 { lines.append("\(indent)\(name).interGroupSpacing = \(SourceNumber.text(s.interGroupSpacing))") }
        if s.contentInsets != .zero { lines.append("\(indent)\(name).contentInsets = \(Self.insets(s.contentInsets))") }
        if s.contentInsetsReference != .automatic {
            lines.append("\(indent)\(name).contentInsetsReference = .\(s.contentInsetsReference.rawValue)")
        }
        if s.supplementaryContentInsetsReference != .automatic {
            lines.append("\(indent)\(name).supplementaryContentInsetsReference = .\(s.supplementaryContentInsetsReference.rawValue)")
        }
        if !s.supplementariesFollowContentInsets { lines.append("\(indent)\(name).supplementariesFollowContentInsets = false") }
        if s.orthogonalScrollingBehavior != .none {
            lines.append("\(indent)\(name).orthogonalScrollingBehavior = .\(s.orthogonalScrollingBehavior.rawValue)")
        }
        if !s.boundarySupplementaryItems.isEmpty {
            let names = s.boundarySupplementaryItems.map { boundary($0, indent: indent) }
            lines.append("\(indent)\(name).boundarySupplementaryItems = [\(names.joined(separator: ", "))]")
        }
        if !s.decorationItems.isEmpty {
            var names: [String] = []
            for d in s.decorationItems {
                let n = self.name("background")
                lines.append("\(indent)let \(n) = NSCollectionLayoutDecorationItem.background(elementKind: \(Self.string(d.elementKind)))")
                if d.contentInsets != .zero { lines.append("\(indent)\(n).contentInsets = \(Self.insets(d.contentInsets))") }
                if d.zIndex != 0 { lines.append("\(indent)\(n).zIndex = \(d.zIndex)") }
                names.append(n)
            }
            lines.append("\(indent)\(name).decorationItems = [\(names.joined(separator: ", "))]")
        }
        return name
    }
}
