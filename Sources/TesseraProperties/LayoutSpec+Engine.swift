// A layout spec as the engine's values: the layout, the collection view, the measured sizes.

import TesseraLayout

extension LayoutSpec {
    /// The compositional layout (a section provider serving each section's description).
    public var layout: CompositionalLayout {
        let configuration = LayoutConfiguration(scrollDirection: scrollDirection, interSectionSpacing: interSectionSpacing,
                                                boundarySupplementaryItems: boundaryItems,
                                                contentInsetsReference: contentInsetsReference)
        let sections = self.sections.map(\.section)
        return CompositionalLayout(configuration: configuration) { index, _ in
            sections.indices.contains(index) ? sections[index] : nil
        }
    }

    public var itemCounts: [Int] { sections.map(\.count) }

    /// The collection view: its content inset adjusted by the safe area along the scroll axis, as UIKit's is.
    public var geometry: CollectionViewGeometry {
        let scroll = scrollDirection
        var adjusted = DirectionalEdgeInsets.zero
        if scroll == .vertical {
            adjusted.top = view.safeArea.top
            adjusted.bottom = view.safeArea.bottom
        } else {
            adjusted.leading = view.safeArea.leading
            adjusted.trailing = view.safeArea.trailing
        }
        var traits = TraitCollection()
        traits.displayScale = view.scale
        return CollectionViewGeometry(size: Size(width: view.width, height: view.height), safeAreaInsets: view.safeArea,
                                      layoutMargins: view.layoutMargins, readableContentWidth: view.readableContentWidth,
                                      adjustedContentInset: adjusted, traitCollection: traits)
    }

    /// The measured sizes, as the engine takes them all at once.
    public var preferredSizes: PreferredSizes {
        var sizes = PreferredSizes()
        for measure in measured {
            if let kind = measure.elementKind {
                sizes[supplementary: SupplementaryKey(elementKind: kind, indexPath: measure.indexPath)] = measure.size
            } else {
                sizes[measure.indexPath] = measure.size
            }
        }
        return sizes
    }
}

extension SectionSpec {
    public var section: LayoutSection {
        LayoutSection(group: group.group, interGroupSpacing: interGroupSpacing, contentInsets: contentInsets,
                      contentInsetsReference: contentInsetsReference,
                      supplementariesFollowContentInsets: supplementariesFollowContentInsets,
                      boundarySupplementaryItems: boundaryItems, decorationItems: decorations,
                      orthogonalScrollingBehavior: orthogonal)
    }
}

extension GroupSpec {
    public var group: LayoutGroup {
        let arrangement: LayoutGroup.Arrangement
        switch self.arrangement {
        case .horizontal: arrangement = .horizontal
        case .vertical: arrangement = .vertical
        case .custom(let frames): arrangement = .custom { _ in frames }
        }
        let subitems: [LayoutElement] = children.map { child in
            switch child {
            case .item(let item): return .item(item)
            case .group(let nested): return .group(nested.group)
            }
        }
        return LayoutGroup(layoutSize: size, arrangement: arrangement, subitems: subitems, repetition: repetition,
                           interItemSpacing: spacing, contentInsets: contentInsets, edgeSpacing: edgeSpacing,
                           supplementaryItems: supplementaryItems)
    }

    /// Every item below this group, depth first.
    public var items: [LayoutItem] {
        children.flatMap { child -> [LayoutItem] in
            switch child {
            case .item(let item): return [item]
            case .group(let nested): return nested.items
            }
        }
    }
}
