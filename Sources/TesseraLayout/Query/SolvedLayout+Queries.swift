// UIKit's layout queries: elements in a rectangle, an item, a supplementary or decoration view.

extension SolvedLayout {
    /// `layoutAttributesForElements(in:)`: every element whose frame meets `rect`.
    ///
    /// As in UIKit, a cell (and a view anchored to it) is returned only when its group meets the
    /// rectangle too; a decoration follows its section's extent along the scroll axis; pinned
    /// boundary items are where `contentOffset` puts them.
    ///
    /// - Complexity: O(s + log n + k) for s sections, n items and k results.
    public func layoutAttributesForElements(in rect: Rect, contentOffset: Point = .zero) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for item in layoutBoundaryItems {
            let attributes = self.attributes(of: item, contentOffset: contentOffset)
            if attributes.frame.intersects(rect) { result.append(attributes) }
        }
        for section in sections {
            for item in section.boundaryItems {
                let attributes = self.attributes(of: item, contentOffset: contentOffset)
                if attributes.frame.intersects(rect) { result.append(attributes) }
            }
            if section.frame.overlaps(rect, along: scrollDirection) {
                for decoration in section.decorations {
                    result.append(LayoutAttributes(category: .decorationView, elementKind: decoration.elementKind,
                                                   indexPath: IndexPath(item: 0, section: section.index),
                                                   frame: decoration.frame, zIndex: decoration.zIndex))
                }
            }
        }
        let first = sections.partitioningIndex { $0.frame.max(scrollDirection) > rect.min(scrollDirection) }
        for index in first..<sections.count {
            let section = sections[index]
            if section.frame.min(scrollDirection) >= rect.max(scrollDirection) { break }
            appendGroupedElements(of: section, in: rect, to: &result)
        }
        return result
    }

    /// Cells and their anchored views of the groups of `section` that meet `rect`.
    func appendGroupedElements(of section: SolvedSection, in rect: Rect, to result: inout [LayoutAttributes]) {
        let stack = section.stackAxis
        let groups = groupRange(of: section, along: stack, from: rect.min(stack), to: rect.max(stack))
        guard !groups.isEmpty else { return }
        var supplementary = section.supplementaries.partitioningIndex { $0.group >= groups.lowerBound }
        for group in groups {
            guard section.groupFrame(group).intersects(rect) else { continue }
            let first = Int(section.groupFirstItem[group])
            let end = group + 1 < section.groupCount ? Int(section.groupFirstItem[group + 1]) : section.itemFrames.count
            for item in first..<end where section.itemFrames[item].intersects(rect) {
                result.append(cellAttributes(section, item))
            }
            while supplementary < section.supplementaries.count, section.supplementaries[supplementary].group <= group {
                let stored = section.supplementaries[supplementary]
                if stored.group == group, stored.frame.intersects(rect) {
                    result.append(attributes(of: stored, in: section))
                }
                supplementary += 1
            }
        }
    }

    /// The groups of `section` whose extent along `axis` may meet `[start, end)`.
    func groupRange(of section: SolvedSection, along axis: Axis, from start: Double, to end: Double) -> Range<Int> {
        let lower = section.groupEnd.partitioningIndex { $0 > start }
        var upper = lower
        while upper < section.groupCount, section.groupStart[upper] < end { upper += 1 }
        return lower..<upper
    }

    /// `layoutAttributesForItem(at:)`; `nil` for an item that does not exist or was not laid out.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard section.itemFrames.indices.contains(indexPath.item) else { return nil }
        return cellAttributes(section, indexPath.item)
    }

    /// `layoutAttributesForSupplementaryView(ofKind:at:)`, boundary and anchored views alike.
    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath,
                                                     contentOffset: Point = .zero) -> LayoutAttributes? {
        if let item = layoutBoundaryItems.first(where: { $0.elementKind == kind && $0.indexPath == indexPath }) {
            return attributes(of: item, contentOffset: contentOffset)
        }
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        if let item = section.boundaryItems.first(where: { $0.elementKind == kind && $0.indexPath == indexPath }) {
            return attributes(of: item, contentOffset: contentOffset)
        }
        return section.supplementaries.first { $0.elementKind == kind && $0.item == indexPath.item }
            .map { attributes(of: $0, in: section) }
    }

    /// `layoutAttributesForDecorationView(ofKind:at:)`.
    public func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section), indexPath.item == 0 else { return nil }
        return sections[indexPath.section].decorations.first { $0.elementKind == kind }.map {
            LayoutAttributes(category: .decorationView, elementKind: $0.elementKind, indexPath: indexPath,
                             frame: $0.frame, zIndex: $0.zIndex)
        }
    }

    func cellAttributes(_ section: SolvedSection, _ item: Int) -> LayoutAttributes {
        LayoutAttributes(category: .cell, elementKind: nil, indexPath: IndexPath(item: item, section: section.index),
                         frame: section.itemFrames[item], zIndex: section.zIndex(ofItem: item))
    }

    func attributes(of stored: StoredSupplementary, in section: SolvedSection) -> LayoutAttributes {
        LayoutAttributes(category: .supplementaryView, elementKind: stored.elementKind,
                         indexPath: IndexPath(item: stored.item, section: section.index),
                         frame: stored.frame, zIndex: stored.zIndex)
    }
}

extension RandomAccessCollection where Index == Int {
    /// The first index whose element satisfies `predicate`, for a predicate that is false and then
    /// true along the collection (binary search).
    ///
    /// - Complexity: O(log n).
    func partitioningIndex(where predicate: (Element) -> Bool) -> Int {
        var low = startIndex, high = endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if predicate(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
