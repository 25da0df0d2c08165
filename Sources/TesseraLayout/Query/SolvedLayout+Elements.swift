// Every element of a solved layout in a stable order, for dumps and diffs.

extension SolvedLayout {
    /// The content offset of the collection view scrolled to its start, in leading space: minus its adjusted
    /// content inset.
    var leadingRestingOffset: Point {
        Point(x: -geometry.adjustedContentInset.leading, y: -geometry.adjustedContentInset.top)
    }

    /// Calls `body` with every element in layout order, in leading space (`forEachElement` flips them).
    ///
    /// - Complexity: O(n), or O(n log n) once measured sizes have moved groups.
    func forEachLeadingElement(contentOffset: Point, _ body: (LayoutAttributes) throws -> Void) rethrows {
        for item in layoutBoundaryItems { try body(attributes(of: item, contentOffset: contentOffset, moved: .zero)) }
        for index in sections.indices {
            let moved = translation(ofSection: index)
            for item in sections[index].boundaryItems {
                try body(attributes(of: item, contentOffset: contentOffset, moved: moved))
            }
            for decoration in decorationAttributes(of: index) { try body(decoration) }
            try sections[index].forEachCellAndAnchoredView(moved: moved, body)
        }
    }

    /// Every element, in layout order.
    public func allElements(contentOffset: Point? = nil) -> [LayoutAttributes] {
        var elements: [LayoutAttributes] = []
        forEachElement(contentOffset: contentOffset) { elements.append($0) }
        return elements
    }

    /// Calls `body` with every element in layout order: the layout's boundary items, then each
    /// section's boundary items, decorations, and its cells, each followed by the views anchored to
    /// it (a group's own views follow the group's first cell). Pinned items are where `contentOffset`
    /// (the resting offset when nil) puts them; right to left, frames are flipped (R35).
    ///
    /// - Complexity: O(n), or O(n log n) once measured sizes have moved groups.
    public func forEachElement(contentOffset: Point? = nil, _ body: (LayoutAttributes) throws -> Void) rethrows {
        let offset = leadingOffset(contentOffset)
        guard isFlipped else { return try forEachLeadingElement(contentOffset: offset, body) }
        try forEachLeadingElement(contentOffset: offset) { try body(flipped($0)) }
    }
}
