// Builds Tessera's model from a measured case's description.

import TesseraLayout

/// The last call each section's visible-items handler received.
final class HandlerRecorder: @unchecked Sendable {
    var lastCall: [Int: (offset: Point, items: [VisibleLayoutItem])] = [:]
}

extension FixtureCase {
    /// The collection view the case was measured in.
    var geometry: CollectionViewGeometry {
        func directional(_ e: FixtureEdgeInsets) -> DirectionalEdgeInsets {
            DirectionalEdgeInsets(top: e.top, leading: e.left, bottom: e.bottom, trailing: e.right)
        }
        return CollectionViewGeometry(size: Size(width: container.width, height: container.height),
                                      safeAreaInsets: directional(safeAreaInsets),
                                      layoutMargins: directional(layoutMargins),
                                      traitCollection: TraitCollection(displayScale: scale))
    }

    /// The layout the case describes; handlers record into `recorder`.
    func layout(recorder: HandlerRecorder) -> CompositionalLayout {
        let configuration = LayoutConfiguration(
            scrollDirection: self.configuration.scrollDirection == "horizontal" ? .horizontal : .vertical,
            interSectionSpacing: self.configuration.interSectionSpacing,
            boundarySupplementaryItems: self.configuration.boundarySupplementaryItems.map(\.model),
            contentInsetsReference: ContentInsetsReference(rawValue: self.configuration.contentInsetsReference)!)
        let descriptions = sections
        let first = section
        return CompositionalLayout(configuration: configuration) { index, _ in
            let description = descriptions.map { $0[index] } ?? first
            return description.model(index: index, recorder: recorder)
        }
    }
}

extension FixtureSection {
    func model(index: Int, recorder: HandlerRecorder) -> LayoutSection {
        var handler: VisibleItemsInvalidationHandler?
        if visibleItemsInvalidationHandler != nil {
            handler = { items, offset, _ in recorder.lastCall[index] = (offset, items) }
        }
        return LayoutSection(
            group: group.groupModel,
            interGroupSpacing: interGroupSpacing,
            contentInsets: contentInsets.model,
            contentInsetsReference: ContentInsetsReference(rawValue: contentInsetsReference)!,
            supplementariesFollowContentInsets: supplementariesFollowContentInsets,
            boundarySupplementaryItems: boundarySupplementaryItems.map(\.model),
            decorationItems: decorationItems.map {
                DecorationItem(elementKind: $0.kind, contentInsets: $0.contentInsets?.model ?? .zero, zIndex: $0.zIndex ?? 0)
            },
            orthogonalScrollingBehavior: OrthogonalScrollingBehavior(rawValue: orthogonalScrollingBehavior)!,
            visibleItemsInvalidationHandler: handler)
    }
}

extension FixtureNode {
    var element: LayoutElement { type == "item" ? .item(itemModel) : .group(groupModel) }

    var itemModel: LayoutItem {
        LayoutItem(layoutSize: size.model, contentInsets: contentInsets?.model ?? .zero,
                   edgeSpacing: edgeSpacing?.model ?? .none,
                   supplementaryItems: (supplementaryItems ?? []).map(\.model))
    }

    var groupModel: LayoutGroup {
        let arrangement: LayoutGroup.Arrangement
        switch axis {
        case "horizontal": arrangement = .horizontal
        case "vertical": arrangement = .vertical
        default:
            let frames = (customItems ?? []).map {
                CustomGroupItem(frame: Rect(x: $0.frame[0], y: $0.frame[1], width: $0.frame[2], height: $0.frame[3]),
                                zIndex: $0.zIndex ?? 0)
            }
            arrangement = .custom { _ in frames }
        }
        return LayoutGroup(layoutSize: size.model, arrangement: arrangement,
                           subitems: (subitems ?? []).map(\.element),
                           repetition: count.map { .count($0) } ?? .fill,
                           interItemSpacing: interItemSpacing?.model,
                           contentInsets: contentInsets?.model ?? .zero,
                           edgeSpacing: edgeSpacing?.model ?? .none,
                           supplementaryItems: (supplementaryItems ?? []).map(\.model))
    }
}

extension FixtureDimension {
    var model: LayoutDimension {
        switch kind {
        case "fractionalWidth": return .fractionalWidth(value)
        case "fractionalHeight": return .fractionalHeight(value)
        case "absolute": return .absolute(value)
        case "estimated": return .estimated(value)
        case "uniformAcrossSiblings": return .uniformAcrossSiblings(estimate: value)
        default: fatalError("unknown dimension \(kind)")
        }
    }
}

extension FixtureLayoutSize {
    var model: LayoutSize { LayoutSize(widthDimension: width.model, heightDimension: height.model) }
}

extension FixtureDirectionalInsets {
    var model: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
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
    var model: LayoutAnchor {
        var edgeSet: DirectionalRectEdge = []
        for edge in edges {
            switch edge {
            case "top": edgeSet.insert(.top)
            case "leading": edgeSet.insert(.leading)
            case "bottom": edgeSet.insert(.bottom)
            case "trailing": edgeSet.insert(.trailing)
            default: fatalError("unknown edge \(edge)")
            }
        }
        if let f = fractionalOffset { return LayoutAnchor(edges: edgeSet, fractionalOffset: Point(x: f.x, y: f.y)) }
        let a = absoluteOffset ?? FixturePoint(x: 0, y: 0)
        return LayoutAnchor(edges: edgeSet, absoluteOffset: Point(x: a.x, y: a.y))
    }
}

extension FixtureSupplementary {
    var model: SupplementaryItem {
        SupplementaryItem(layoutSize: size.model, elementKind: kind, containerAnchor: containerAnchor.model,
                          itemAnchor: itemAnchor?.model, zIndex: zIndex ?? 1)
    }
}

extension FixtureBoundaryItem {
    var model: BoundarySupplementaryItem {
        let offset = absoluteOffset ?? FixturePoint(x: 0, y: 0)
        return BoundarySupplementaryItem(layoutSize: size.model, elementKind: kind,
                                         alignment: RectAlignment(rawValue: alignment)!,
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

    var rect: Rect? { frame.map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) } }
}
