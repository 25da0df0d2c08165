// Which elements of a solved layout size themselves: their estimated sides.

extension SolvedLayout {
    /// The estimated sides of the item at `indexPath` (bits: 1 the width, 2 the height); 0 for an
    /// item whose size the layout decides alone.
    public func estimatedAxes(ofItemAt indexPath: IndexPath) -> UInt8 {
        guard sections.indices.contains(indexPath.section) else { return 0 }
        return withSection(indexPath.section) { Self.estimatedAxes(in: $0, item: indexPath.item) }
    }

    private static func estimatedAxes(in section: UnsafePointer<SolvedSection>, item: Int) -> UInt8 {
        guard section.pointee.tracksEstimatedAxes, section.pointee.itemEstimatedAxes.indices.contains(item) else { return 0 }
        return section.pointee.itemEstimatedAxes[item]
    }

    /// The estimated sides of a boundary supplementary view (views anchored to items never self-size).
    public func estimatedAxes(ofSupplementary kind: String, at indexPath: IndexPath) -> UInt8 {
        let items: [BoundarySupplementaryItem]
        if indexPath.item == IndexPath.layoutBoundaryItem {
            items = context.items
        } else {
            guard sections.indices.contains(indexPath.section),
                  let section = sections[indexPath.section].context?.section, indexPath.item == 0 else { return 0 }
            items = section.boundarySupplementaryItems
        }
        return items.first { $0.elementKind == kind }?.layoutSize.estimatedAxes ?? 0
    }

    /// The estimated sides of an element.
    public func estimatedAxes(of key: ElementKey) -> UInt8 {
        switch key.category {
        case .cell: return estimatedAxes(ofItemAt: key.indexPath)
        case .supplementaryView: return estimatedAxes(ofSupplementary: key.elementKind ?? "", at: key.indexPath)
        case .decorationView: return 0
        }
    }

    /// The element's size now (after any measured sizes applied): an item's read in place, without making its
    /// attributes (which copies its section), the size being the same wherever the item is moved.
    public func size(of key: ElementKey, contentOffset: Point) -> Size? {
        guard key.category == .cell else { return attributes(of: key, contentOffset: contentOffset)?.frame.size }
        guard sections.indices.contains(key.indexPath.section) else { return nil }
        return withSection(key.indexPath.section) { section in
            section.pointee.itemFrames.indices.contains(key.indexPath.item) ? section.pointee.itemFrames[key.indexPath.item].size : nil
        }
    }

    /// The element's attributes now (after any measured sizes applied), at `contentOffset`.
    public func attributes(of key: ElementKey, contentOffset: Point) -> LayoutAttributes? {
        switch key.category {
        case .cell: return layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView:
            return layoutAttributesForSupplementaryView(ofKind: key.elementKind ?? "", at: key.indexPath,
                                                        contentOffset: contentOffset)
        case .decorationView:
            return layoutAttributesForDecorationView(ofKind: key.elementKind ?? "", at: key.indexPath)
        }
    }

    /// Applies a measured size to an item or a section's boundary view.
    @discardableResult
    public mutating func applyPreferredSize(_ size: Size, to key: ElementKey) throws -> LayoutChange {
        switch key.category {
        case .cell: return try applyPreferredSize(size, at: key.indexPath)
        default: return try applyPreferredSize(size, ofSupplementary: key.elementKind ?? "", at: key.indexPath)
        }
    }
}

extension SolvedLayout {
    /// Whether `key` is a boundary supplementary view (a header, a footer, a side view) rather than a
    /// view anchored to an item or group.
    public func isBoundarySupplementary(_ key: ElementKey) -> Bool {
        guard key.category == .supplementaryView else { return false }
        if key.indexPath.item == IndexPath.layoutBoundaryItem { return true }
        guard sections.indices.contains(key.indexPath.section), key.indexPath.item == 0 else { return false }
        return sections[key.indexPath.section].boundaryItems.contains { $0.elementKind == key.elementKind }
    }
}
