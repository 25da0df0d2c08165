// Orthogonal sections at a scroll offset: resting points, visible items, the invalidation handler.

extension SolvedLayout {
    /// Where an orthogonal section comes to rest when scrolled to `requested` (its offset across
    /// the layout's scroll direction, 0 at rest on its first group).
    ///
    /// - continuous: anywhere between 0 and the end of its content less the viewport;
    /// - continuousGroupLeadingBoundary, groupPaging: the group leading edge nearest `requested`
    ///   (clamped to that range, so the end of the content is a resting point too);
    /// - paging: the end of the range for a request at or past it, else the nearest multiple of the visible width
    ///   (the viewport less the section's insets), clamped;
    /// - groupPagingCentered: the nearest offset that centres a group in the visible width.
    ///
    /// Returns `requested` unchanged for a section that is not orthogonal.
    public func restingOffset(ofSection index: Int, requested: Double) -> Double {
        guard let scrolling = sections[index].orthogonal else { return requested }
        let section = sections[index]
        let maximum = max(0, scrolling.contentEnd - scrolling.viewport)
        func clamp(_ value: Double) -> Double { min(max(value, 0), maximum) }
        func nearest(_ candidates: [Double]) -> Double {
            candidates.min { abs($0 - requested) < abs($1 - requested) } ?? clamp(requested)
        }
        let visibleWidth = scrolling.viewport - scrolling.leadingInset - scrolling.trailingInset
        switch scrolling.behavior {
        case .none, .continuous:
            return clamp(requested)
        case .continuousGroupLeadingBoundary, .groupPaging:
            return nearest((0..<section.groupCount).map { clamp(section.groupFrame($0).min(scrolling.axis) - scrolling.leadingInset) })
        case .paging:
            guard visibleWidth > 0, requested < maximum else { return clamp(requested) }
            return clamp((requested / visibleWidth).rounded() * visibleWidth)
        case .groupPagingCentered:
            let centre = scrolling.leadingInset + visibleWidth / 2
            return nearest((0..<section.groupCount).map { section.groupFrame($0).mid(scrolling.axis) - centre })
        }
    }

    /// The items of an orthogonal section visible at `offset`, in layout coordinates: cells and
    /// anchored views meeting the visible extent `[offset, offset + viewport)`, and the section's
    /// boundary items (which stay in place while the section scrolls).
    public func visibleItems(ofSection index: Int, offset: Double) -> [VisibleLayoutItem] {
        let section = sections[index]
        guard let scrolling = section.orthogonal else { return [] }
        let frame = self.frame(ofSection: index)
        let visible = Rect(origin: Point(main: offset, cross: frame.min(scrollDirection), axis: scrolling.axis),
                           size: Size(main: scrolling.viewport, cross: frame.size[scrollDirection], axis: scrolling.axis))
        var elements: [LayoutAttributes] = []
        appendGroupedElements(of: index, in: visible, to: &elements)
        // Boundary items do not scroll with the section's content: they are always among its visible items.
        elements += section.boundaryItems.map {
            attributes(of: $0, contentOffset: restingContentOffset, moved: translation(ofSection: index))
        }
        return elements.map {
            VisibleLayoutItem(indexPath: $0.indexPath, category: $0.category, elementKind: $0.elementKind,
                              frame: $0.frame, zIndex: $0.zIndex)
        }
    }

    /// Calls the section's `visibleItemsInvalidationHandler` with its visible items at `offset` and
    /// returns the items as the handler left them (unchanged when the section has no handler).
    public func invalidateVisibleItems(ofSection index: Int, offset: Double) throws -> [VisibleLayoutItem] {
        var items = visibleItems(ofSection: index, offset: offset)
        if let handler = sections[index].orthogonal?.handler {
            let point = Point(main: offset, cross: 0, axis: scrollDirection.cross)
            try handler(&items, point, environment)
        }
        return items
    }

    /// The elements visible in `bounds` (collection-view coordinates), with orthogonal sections
    /// scrolled to `orthogonalOffsets` (section → resting offset) and their handlers applied.
    ///
    /// An orthogonal section's cells and anchored views move by its offset and show where they
    /// meet the bounds; its boundary items and decorations stay put.
    public func visibleElements(in bounds: Rect, orthogonalOffsets: [Int: Double] = [:]) throws -> [LayoutAttributes] {
        let offset = bounds.origin
        var result = layoutAttributesForElements(in: bounds, contentOffset: offset, orthogonalContent: false)
        for section in sections where section.orthogonal != nil
            && frame(ofSection: section.index).overlaps(bounds, along: scrollDirection) {
            let axis = section.orthogonal!.axis
            let scrolled = orthogonalOffsets[section.index] ?? 0
            var shifted: [LayoutAttributes] = []
            appendGroupedElements(of: section.index, in: bounds.offsetBy(scrolled, along: axis), to: &shifted)
            let handled = try invalidateVisibleItems(ofSection: section.index, offset: scrolled)
            for var attributes in shifted {
                if let item = handled.first(where: { $0.indexPath == attributes.indexPath
                        && $0.category == attributes.category && $0.elementKind == attributes.elementKind }) {
                    attributes.frame = item.transform.frame(size: attributes.frame.size, center: item.center)
                    attributes.alpha = item.alpha
                    attributes.zIndex = item.zIndex
                    attributes.isHidden = item.isHidden
                }
                attributes.frame = attributes.frame.offsetBy(-scrolled, along: axis)
                result.append(attributes)
            }
        }
        return result
    }
}

extension SolvedLayout {
    /// The indices of the sections that scroll orthogonally.
    public var orthogonalSections: [Int] { sections.filter { $0.orthogonal != nil }.map(\.index) }
}
