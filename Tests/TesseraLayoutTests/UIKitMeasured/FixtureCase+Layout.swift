// Builds Tessera's model from a measured case's description; a value it cannot read names its field.

import TesseraLayout

extension FixtureCase {
    /// The collection view the case was measured in (scale 2 and zero insets where not given).
    var geometry: CollectionViewGeometry {
        func directional(_ e: FixtureEdgeInsets?) -> DirectionalEdgeInsets {
            DirectionalEdgeInsets(top: e?.top ?? 0, leading: e?.left ?? 0, bottom: e?.bottom ?? 0,
                                  trailing: e?.right ?? 0)
        }
        return CollectionViewGeometry(size: Size(width: container.width, height: container.height),
                                      safeAreaInsets: directional(safeAreaInsets),
                                      layoutMargins: directional(layoutMargins),
                                      traitCollection: TraitCollection(displayScale: scale ?? 2))
    }

    /// The description of section `index`: its entry of `sections`, else `section`.
    func description(ofSection index: Int) throws -> (FixtureSection, field: String) {
        if let sections, sections.indices.contains(index), let own = sections[index] {
            return (own, "sections[\(index)]")
        }
        guard let section else { throw FixtureError("case '\(name)': field 'section' is missing") }
        return (section, "section")
    }

    /// The layout the case describes; handlers record into (and replay from) `handlers`.
    ///
    /// Every section's description is built before solving, so a field that cannot be read fails the case at once.
    func layout(handlers: FixtureHandlers) throws -> CompositionalLayout {
        let configuration = try self.configuration.map { try $0.model(field: "configuration") } ?? LayoutConfiguration()
        var models: [LayoutSection] = []
        for index in counts.indices {
            let (description, field) = try self.description(ofSection: index)
            models.append(try description.model(index: index, handlers: handlers, field: field))
        }
        return CompositionalLayout(configuration: configuration) { index, _ in models[index] }
    }
}

/// Reads an enumeration's raw value, or names the field and the values it may take.
func fixtureEnum<Value: RawRepresentable & CaseIterable>(_ raw: String, _ field: String) throws -> Value
    where Value.RawValue == String {
    guard let value = Value(rawValue: raw) else {
        throw FixtureError("field '\(field)': '\(raw)' is not one of \(Value.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    return value
}

extension FixtureConfiguration {
    func model(field: String) throws -> LayoutConfiguration {
        LayoutConfiguration(
            scrollDirection: try scrollDirection.map { try fixtureAxis($0, "\(field).scrollDirection") } ?? .vertical,
            interSectionSpacing: interSectionSpacing ?? 0,
            boundarySupplementaryItems: try (boundarySupplementaryItems ?? []).enumerated().map {
                try $1.model(field: "\(field).boundarySupplementaryItems[\($0)]")
            },
            contentInsetsReference: try contentInsetsReference.map {
                try fixtureEnum($0, "\(field).contentInsetsReference")
            } ?? .safeArea)
    }
}

/// `horizontal` or `vertical`.
func fixtureAxis(_ raw: String, _ field: String) throws -> Axis {
    switch raw {
    case "horizontal": return .horizontal
    case "vertical": return .vertical
    default: throw FixtureError("field '\(field)': '\(raw)' is not horizontal or vertical")
    }
}

extension FixtureSection {
    func model(index: Int, handlers: FixtureHandlers, field: String) throws -> LayoutSection {
        try LayoutSection(
            group: group.groupModel(field: "\(field).group"),
            interGroupSpacing: interGroupSpacing ?? 0,
            contentInsets: contentInsets?.model ?? .zero,
            contentInsetsReference: contentInsetsReference.map { try fixtureEnum($0, "\(field).contentInsetsReference") }
                ?? .automatic,
            supplementaryContentInsetsReference: supplementaryContentInsetsReference.map {
                try fixtureEnum($0, "\(field).supplementaryContentInsetsReference")
            } ?? .automatic,
            supplementariesFollowContentInsets: supplementariesFollowContentInsets ?? true,
            boundarySupplementaryItems: (boundarySupplementaryItems ?? []).enumerated().map {
                try $1.model(field: "\(field).boundarySupplementaryItems[\($0)]")
            },
            decorationItems: (decorationItems ?? []).map {
                DecorationItem(elementKind: $0.kind, contentInsets: $0.contentInsets?.model ?? .zero, zIndex: $0.zIndex ?? 0)
            },
            orthogonalScrollingBehavior: orthogonalScrollingBehavior.map {
                try fixtureEnum($0, "\(field).orthogonalScrollingBehavior")
            } ?? .none,
            visibleItemsInvalidationHandler: visibleItemsInvalidationHandler.map {
                try handlers.handler(forSection: index, kind: $0.kind, field: "\(field).visibleItemsInvalidationHandler")
            })
    }
}

extension FixtureNode {
    func element(field: String) throws -> LayoutElement {
        switch type {
        case "item": return .item(try itemModel(field: field))
        case "group": return .group(try groupModel(field: field))
        default: throw FixtureError("field '\(field).type': '\(type)' is not item or group")
        }
    }

    func itemModel(field: String) throws -> LayoutItem {
        LayoutItem(layoutSize: try size.model(field: "\(field).size"), contentInsets: contentInsets?.model ?? .zero,
                   edgeSpacing: edgeSpacing?.model ?? .none,
                   supplementaryItems: try supplementaries(field: field))
    }

    func groupModel(field: String) throws -> LayoutGroup {
        let arrangement: LayoutGroup.Arrangement
        switch axis {
        case "horizontal": arrangement = .horizontal
        case "vertical": arrangement = .vertical
        case "custom", nil where customItems != nil:
            let frames = try (customItems ?? []).enumerated().map { index, item in
                guard item.frame.count == 4 else {
                    throw FixtureError("field '\(field).customItems[\(index)].frame': expected [x, y, width, height]")
                }
                return CustomGroupItem(frame: Rect(x: item.frame[0], y: item.frame[1], width: item.frame[2],
                                                   height: item.frame[3]), zIndex: item.zIndex ?? 0)
            }
            arrangement = .custom { _ in frames }
        default:
            throw FixtureError("field '\(field).axis': '\(axis ?? "null")' is not horizontal, vertical or custom")
        }
        return LayoutGroup(layoutSize: try size.model(field: "\(field).size"), arrangement: arrangement,
                           subitems: try (subitems ?? []).enumerated().map { try $1.element(field: "\(field).subitems[\($0)]") },
                           repetition: count.map { .count($0) } ?? .fill,
                           interItemSpacing: interItemSpacing?.model,
                           contentInsets: contentInsets?.model ?? .zero,
                           edgeSpacing: edgeSpacing?.model ?? .none,
                           supplementaryItems: try supplementaries(field: field))
    }

    private func supplementaries(field: String) throws -> [SupplementaryItem] {
        try (supplementaryItems ?? []).enumerated().map { try $1.model(field: "\(field).supplementaryItems[\($0)]") }
    }
}

extension FixtureDimension {
    func model(field: String) throws -> LayoutDimension {
        switch kind {
        case "fractionalWidth": return .fractionalWidth(value)
        case "fractionalHeight": return .fractionalHeight(value)
        case "absolute": return .absolute(value)
        case "estimated": return .estimated(value)
        case "uniformAcrossSiblings": return .uniformAcrossSiblings(estimate: value)
        default:
            throw FixtureError("field '\(field)': unknown dimension '\(kind)' (fractionalWidth, fractionalHeight, "
                                + "absolute, estimated or uniformAcrossSiblings)")
        }
    }
}

extension FixtureLayoutSize {
    func model(field: String) throws -> LayoutSize {
        LayoutSize(widthDimension: try width.model(field: "\(field).width"),
                   heightDimension: try height.model(field: "\(field).height"))
    }
}

extension FixtureDirectionalInsets {
    var model: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: top ?? 0, leading: leading ?? 0, bottom: bottom ?? 0, trailing: trailing ?? 0)
    }
}

extension FixtureSpacing {
    var model: LayoutSpacing { flexible ? .flexible(value) : .fixed(value) }
}

extension FixtureEdgeSpacing {
    var model: EdgeSpacing {
        EdgeSpacing(leading: leading?.model, top: top?.model, trailing: trailing?.model, bottom: bottom?.model)
    }
}

extension FixtureAnchor {
    func model(field: String) throws -> LayoutAnchor {
        var edgeSet: DirectionalRectEdge = []
        for (index, edge) in (edges ?? []).enumerated() {
            switch edge {
            case "top": edgeSet.insert(.top)
            case "leading": edgeSet.insert(.leading)
            case "bottom": edgeSet.insert(.bottom)
            case "trailing": edgeSet.insert(.trailing)
            default: throw FixtureError("field '\(field).edges[\(index)]': '\(edge)' is not top, leading, bottom or trailing")
            }
        }
        if let f = fractionalOffset { return LayoutAnchor(edges: edgeSet, fractionalOffset: Point(x: f.x, y: f.y)) }
        let a = absoluteOffset ?? FixturePoint(x: 0, y: 0)
        return LayoutAnchor(edges: edgeSet, absoluteOffset: Point(x: a.x, y: a.y))
    }
}

extension FixtureSupplementary {
    func model(field: String) throws -> SupplementaryItem {
        SupplementaryItem(layoutSize: try size.model(field: "\(field).size"), elementKind: kind,
                          containerAnchor: try containerAnchor.model(field: "\(field).containerAnchor"),
                          itemAnchor: try itemAnchor?.model(field: "\(field).itemAnchor"), zIndex: zIndex ?? 1)
    }
}

extension FixtureBoundaryItem {
    func model(field: String) throws -> BoundarySupplementaryItem {
        let offset = absoluteOffset ?? FixturePoint(x: 0, y: 0)
        return BoundarySupplementaryItem(layoutSize: try size.model(field: "\(field).size"), elementKind: kind,
                                         alignment: try fixtureEnum(alignment, "\(field).alignment"),
                                         absoluteOffset: Point(x: offset.x, y: offset.y),
                                         extendsBoundary: extendsBoundary ?? true,
                                         pinToVisibleBounds: pinToVisibleBounds ?? false, zIndex: zIndex ?? 1)
    }
}

extension FixtureElement {
    var key: ElementKey {
        let category: ElementCategory = switch self.category ?? "cell" {
        case "cell": .cell
        case "supplementary", "supplementaryView": .supplementaryView
        default: .decorationView
        }
        return ElementKey(category: category, elementKind: category == .cell ? nil : kind,
                          indexPath: IndexPath(item: item.value, section: section))
    }

    var rect: Rect? {
        guard let frame, frame.count == 4 else { return nil }
        return Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3])
    }
}
