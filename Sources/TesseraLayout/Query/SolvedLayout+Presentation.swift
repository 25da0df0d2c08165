// Every element as the collection view presents it: orthogonal sections scrolled and their handlers applied.

/// One orthogonal section as presented: how far its content is scrolled and what its handler made of its items.
private struct OrthogonalPresentation {
    /// The orthogonal scroll view's content offset (flipped right to left), subtracted from its content's frames.
    var shift: Double
    var axis: Axis
    /// The visible items as the section's `visibleItemsInvalidationHandler` left them.
    var handled: [ElementKey: VisibleLayoutItem]

    /// `attributes` (flipped space) with the handler's alpha, transform, center, zIndex and hidden applied, moved by
    /// the scroll: the frame is the transformed bounds' bounding box in collection-view coordinates, as
    /// `convertRect(cell.bounds, from: cell)` gives it.
    func present(_ attributes: LayoutAttributes) -> LayoutAttributes {
        var result = attributes
        if let item = handled[attributes.key] {
            result.frame = item.transform.frame(size: attributes.frame.size, center: item.center)
            result.alpha = item.alpha
            result.zIndex = item.zIndex
            result.isHidden = item.isHidden
            result.transform = item.transform
            if item.transform != .identity { result.boundsSize = attributes.frame.size }
        }
        result.frame = result.frame.offsetBy(-shift, along: axis)
        return result
    }
}

extension SolvedLayout {
    /// Calls `body` with every element in `forEachElement`'s order, as the collection view presents it: each
    /// orthogonal section scrolled to its offset in `orthogonalOffsets` (0 when absent; measured from the section's
    /// leading edge, used as given — pass a resting offset to settle), its cells and anchored views moved by the
    /// scroll, and its `visibleItemsInvalidationHandler` called once with its visible items (UIKit calls it on every
    /// layout pass) and its changes applied. Boundary items and decorations stay in place.
    public func forEachPresentedElement(contentOffset: Point? = nil, orthogonalOffsets: [Int: Double] = [:],
                                        _ body: (LayoutAttributes) throws -> Void) throws {
        var presentations: [Int: OrthogonalPresentation] = [:]
        for index in orthogonalSections {
            let scrolled = orthogonalOffsets[index] ?? 0
            let axis = sections[index].orthogonal!.axis
            let items = try invalidateVisibleItems(ofSection: index, offset: scrolled)
            var handled: [ElementKey: VisibleLayoutItem] = [:]
            for item in items {
                handled[ElementKey(category: item.category, elementKind: item.elementKind, indexPath: item.indexPath)] = item
            }
            presentations[index] = OrthogonalPresentation(shift: scrollViewOffset(scrolled, along: axis), axis: axis,
                                                          handled: handled)
        }
        guard !presentations.isEmpty else { return try forEachElement(contentOffset: contentOffset, body) }
        let offset = leadingOffset(contentOffset)
        for item in layoutBoundaryItems { try body(flipped(attributes(of: item, contentOffset: offset, moved: .zero))) }
        for index in sections.indices {
            let moved = translation(ofSection: index)
            for item in sections[index].boundaryItems {
                try body(flipped(attributes(of: item, contentOffset: offset, moved: moved)))
            }
            for decoration in decorationAttributes(of: index) { try body(flipped(decoration)) }
            if let presentation = presentations[index] {
                try sections[index].forEachCellAndAnchoredView(moved: moved) { try body(presentation.present(flipped($0))) }
            } else {
                try sections[index].forEachCellAndAnchoredView(moved: moved) { try body(flipped($0)) }
            }
        }
    }

    /// Checks an orthogonal offset request: the section exists and scrolls orthogonally.
    public func checkOrthogonalSection(_ index: Int) throws {
        guard sections.indices.contains(index) else {
            throw LayoutError(element: "section \(index)",
                              reason: "no such section (the layout has \(sections.count) section\(sections.count == 1 ? "" : "s"))",
                              place: .section(index))
        }
        guard sections[index].orthogonal != nil else {
            let list = orthogonalSections.map(String.init).joined(separator: ", ")
            throw LayoutError(element: "section \(index)", reason: "it does not scroll orthogonally"
                              + (list.isEmpty ? " (no section does)" : " (orthogonal sections: \(list))"), place: .section(index))
        }
    }
}

extension SolvedLayout {
    /// The frame of an orthogonal section's scroll view in collection-view coordinates: the section's extent along
    /// the layout's scroll direction, the collection view's across it; nil for a section that is not orthogonal.
    public func orthogonalViewport(ofSection index: Int) -> Rect? {
        guard sections.indices.contains(index), let scrolling = sections[index].orthogonal else { return nil }
        let frame = leadingFrame(ofSection: index)
        let row = Rect(origin: Point(main: frame.min(scrollDirection), cross: 0, axis: scrollDirection),
                       size: Size(main: frame.size[scrollDirection], cross: scrolling.viewport, axis: scrollDirection))
        return flipped(row)
    }
}
