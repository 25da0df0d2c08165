// Reading items, groups, supplementaries, decorations and sections from the module's tables.

import CLua
import TesseraLayout

extension LayoutReader {
    func anchor(_ name: StaticString, of table: Int32) throws -> LayoutAnchor? {
        let place = location(at: table)
        return try field(name, of: table) {
            guard state.type(at: -1) == LUA_TTABLE else { return nil }
            var edges: DirectionalRectEdge = []
            for edge in array("edges", of: -1, { _ in state.string(at: -1) }) {
                switch edge {
                case "top": edges.insert(.top)
                case "leading": edges.insert(.leading)
                case "bottom": edges.insert(.bottom)
                case "trailing": edges.insert(.trailing)
                default:
                    throw Self.unknown("edge", edge ?? "?", in: "\(name).edges",
                                       expected: ["top", "leading", "bottom", "trailing"], place: place)
                }
            }
            let offset = point("offset", of: -1)
            return bool("fractional", of: -1, default: false)
                ? LayoutAnchor(edges: edges, fractionalOffset: offset) : LayoutAnchor(edges: edges, absoluteOffset: offset)
        }
    }

    func supplementaryItems(of table: Int32) throws -> [SupplementaryItem] {
        try array("supplementaryItems", of: table) { _ in
            SupplementaryItem(layoutSize: try size("size", of: -1), elementKind: string("elementKind", of: -1) ?? "",
                              containerAnchor: try anchor("containerAnchor", of: -1) ?? LayoutAnchor(edges: []),
                              itemAnchor: try anchor("itemAnchor", of: -1),
                              zIndex: try integer("zIndex", of: -1, in: Self.zIndexRange, default: 1, what: "supplementary item"))
        }
    }

    func boundaryItems(_ name: StaticString, of table: Int32) throws -> [BoundarySupplementaryItem] {
        try array(name, of: table) { _ in
            BoundarySupplementaryItem(
                layoutSize: try size("size", of: -1), elementKind: string("elementKind", of: -1) ?? "",
                alignment: try choice("alignment", of: -1, default: RectAlignment.top, in: "boundary item",
                                      place: location(at: -1)),
                absoluteOffset: point("absoluteOffset", of: -1),
                extendsBoundary: bool("extendsBoundary", of: -1, default: true),
                pinToVisibleBounds: bool("pinToVisibleBounds", of: -1, default: false),
                zIndex: try integer("zIndex", of: -1, in: Self.zIndexRange, default: 1, what: "boundary item"))
        }
    }

    func item(at index: Int32) throws -> LayoutItem {
        let item = LayoutItem(layoutSize: try size("size", of: index), contentInsets: insets("contentInsets", of: index),
                              edgeSpacing: try edgeSpacing("edgeSpacing", of: index),
                              supplementaryItems: try supplementaryItems(of: index))
        try validate(at: index) { try item.validate(at: "item") }
        return item
    }

    /// The group at `index`, `depth` groups down from the section's.
    func group(at index: Int32, depth: Int = 0) throws -> LayoutGroup {
        let index = lua_absindex(state.L, index)
        guard depth < Self.maximumNesting else {
            throw ScriptError(.script, "\(location(at: index)): groups nested more than \(Self.maximumNesting) deep "
                                + "(does a group contain itself?)")
        }
        state.reserveStack()
        let subitems: [LayoutElement] = try array("subitems", of: index) { _ in
            kind(at: -1) == "group" ? .group(try self.group(at: -1, depth: depth + 1)) : .item(try item(at: -1))
        }
        let place = location(at: index)
        let arrangement: LayoutGroup.Arrangement
        switch string("arrangement", of: index) {
        case "vertical": arrangement = .vertical
        case "custom": arrangement = .custom(try customItemProvider(of: index))
        case "horizontal", nil: arrangement = .horizontal
        case let other?:
            throw Self.unknown("arrangement", other, in: "group", expected: ["horizontal", "vertical", "custom"], place: place)
        }
        let count = try integer("count", of: index, in: Int(Int32.min)...LayoutLimits.childrenPerRun, default: 1, what: "group")
        let repetition: LayoutGroup.Repetition
        switch string("repetition", of: index) {
        case "count": repetition = .count(count)
        case "repeating": repetition = .repeating(count)
        case "fill", nil: repetition = .fill
        case let other?:
            throw Self.unknown("repetition", other, in: "group", expected: ["fill", "count", "repeating"], place: place)
        }
        let group = LayoutGroup(layoutSize: try size("size", of: index), arrangement: arrangement, subitems: subitems,
                                repetition: repetition,
                                interItemSpacing: try spacing("interItemSpacing", of: index, place: place),
                                contentInsets: insets("contentInsets", of: index),
                                edgeSpacing: try edgeSpacing("edgeSpacing", of: index),
                                supplementaryItems: try supplementaryItems(of: index))
        try validate(at: index) { try group.validate(at: "group") }
        return group
    }

    func section(at index: Int32) throws -> LayoutSection {
        let index = lua_absindex(state.L, index)
        guard kind(at: index) == "section" else {
            throw ScriptError(.script, "expected a section (L.section{…}), got \(kind(at: index) ?? state.typeName(at: index))")
        }
        let group = try field("group", of: index) { try self.group(at: -1) }
        let place = location(at: index)
        let section = LayoutSection(
            group: group, interGroupSpacing: number("interGroupSpacing", of: index),
            contentInsets: insets("contentInsets", of: index),
            contentInsetsReference: try choice("contentInsetsReference", of: index, default: ContentInsetsReference.automatic,
                                               in: "section", place: place),
            supplementaryContentInsetsReference: try choice("supplementaryContentInsetsReference", of: index,
                                                            default: ContentInsetsReference.automatic, in: "section",
                                                            place: place),
            supplementariesFollowContentInsets: bool("supplementariesFollowContentInsets", of: index, default: true),
            boundarySupplementaryItems: try boundaryItems("boundarySupplementaryItems", of: index),
            decorationItems: try array("decorationItems", of: index) { _ in
                DecorationItem(elementKind: string("elementKind", of: -1) ?? "", contentInsets: insets("contentInsets", of: -1),
                               zIndex: try integer("zIndex", of: -1, in: Self.zIndexRange, default: 0, what: "decoration item"))
            },
            orthogonalScrollingBehavior: try choice("orthogonalScrollingBehavior", of: index,
                                                    default: OrthogonalScrollingBehavior.none, in: "section", place: place),
            visibleItemsInvalidationHandler: try visibleItemsHandler(of: index))
        try validate(at: index) { try section.validate(at: "section") }
        return section
    }
}
