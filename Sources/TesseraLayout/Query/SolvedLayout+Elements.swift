// Every element of a solved layout in a stable order, for dumps and diffs.

extension SolvedLayout {
    /// Calls `body` with every element in layout order: the layout's boundary items, then each
    /// section's boundary items, decorations, and its cells, each followed by the views anchored to
    /// it (a group's own views follow the group's first cell).
    ///
    /// - Complexity: O(n) without allocating per element beyond the attributes passed to `body`.
    public func forEachElement(contentOffset: Point = .zero, _ body: (LayoutAttributes) throws -> Void) rethrows {
        for item in layoutBoundaryItems { try body(attributes(of: item, contentOffset: contentOffset)) }
        for section in sections {
            for item in section.boundaryItems { try body(attributes(of: item, contentOffset: contentOffset)) }
            for decoration in section.decorations {
                try body(LayoutAttributes(category: .decorationView, elementKind: decoration.elementKind,
                                          indexPath: IndexPath(item: 0, section: section.index),
                                          frame: decoration.frame, zIndex: decoration.zIndex))
            }
            var supplementary = 0
            for group in 0..<section.groupCount {
                let first = Int(section.groupFirstItem[group])
                let end = group + 1 < section.groupCount
                    ? Int(section.groupFirstItem[group + 1]) : section.itemFrames.count
                let start = supplementary
                while supplementary < section.supplementaries.count, section.supplementaries[supplementary].group == group {
                    supplementary += 1
                }
                // Each cell is followed by the views anchored to it (a group's own views follow its first cell).
                let anchored = (start..<supplementary).sorted { section.supplementaries[$0].item < section.supplementaries[$1].item }
                var next = 0
                for item in first..<end {
                    try body(cellAttributes(section, item))
                    while next < anchored.count, section.supplementaries[anchored[next]].item == item {
                        try body(attributes(of: section.supplementaries[anchored[next]], in: section))
                        next += 1
                    }
                }
            }
        }
    }

    /// Every element, in layout order.
    public func allElements(contentOffset: Point = .zero) -> [LayoutAttributes] {
        var elements: [LayoutAttributes] = []
        forEachElement(contentOffset: contentOffset) { elements.append($0) }
        return elements
    }
}
