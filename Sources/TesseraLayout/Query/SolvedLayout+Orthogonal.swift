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

    /// The items of an orthogonal section visible at `offset`, in layout coordinates (the section unscrolled;
    /// flipped right to left): cells and anchored views meeting the visible extent `[offset, offset + viewport)`
    /// measured from the section's leading edge, and the section's boundary items (which stay in place while the
    /// section scrolls).
    public func visibleItems(ofSection index: Int, offset: Double) -> [VisibleLayoutItem] {
        let section = sections[index]
        guard let scrolling = section.orthogonal else { return [] }
        let frame = leadingFrame(ofSection: index)
        let visible = Rect(origin: Point(main: offset, cross: frame.min(scrollDirection), axis: scrolling.axis),
                           size: Size(main: scrolling.viewport, cross: frame.size[scrollDirection], axis: scrolling.axis))
        var elements: [LayoutAttributes] = []
        appendGroupedElements(of: index, in: visible, to: &elements)
        // Boundary items do not scroll with the section's content: they are always among its visible items.
        elements += section.boundaryItems.map {
            attributes(of: $0, contentOffset: leadingRestingOffset, moved: translation(ofSection: index))
        }
        return elements.map(flipped).map {
            VisibleLayoutItem(indexPath: $0.indexPath, category: $0.category, elementKind: $0.elementKind,
                              frame: $0.frame, zIndex: $0.zIndex)
        }
    }

    /// Calls the section's `visibleItemsInvalidationHandler` with its visible items at `offset` and
    /// returns the items as the handler left them (unchanged when the section has no handler).
    ///
    /// The handler gets the orthogonal scroll view's content offset, so that an item's on-screen position is its
    /// frame less the offset: `offset` itself left to right; right to left, where the row runs leftwards from
    /// the trailing edge, the flipped `content width − offset − viewport` (R35).
    public func invalidateVisibleItems(ofSection index: Int, offset: Double) throws -> [VisibleLayoutItem] {
        var items = visibleItems(ofSection: index, offset: offset)
        if let scrolling = sections[index].orthogonal, let handler = scrolling.handler {
            let point = Point(main: scrollViewOffset(offset, along: scrolling.axis), cross: 0, axis: scrolling.axis)
            try handler(&items, point, environment)
        }
        return items
    }

    /// The orthogonal scroll view's content offset along `axis` for an offset measured from the section's leading
    /// edge: flipped right to left when the section scrolls horizontally.
    func scrollViewOffset(_ offset: Double, along axis: Axis) -> Double {
        isFlipped && axis == .horizontal ? contentSize.width - offset - geometry.size.width : offset
    }

    /// The elements visible in `bounds` (collection-view coordinates), with orthogonal sections
    /// scrolled to `orthogonalOffsets` (section → resting offset) and their handlers applied.
    ///
    /// An orthogonal section's cells and anchored views move by its offset (measured from the section's leading
    /// edge, in both layout directions) and show where they meet the bounds; its boundary items and decorations
    /// stay put.
    public func visibleElements(in bounds: Rect, orthogonalOffsets: [Int: Double] = [:]) throws -> [LayoutAttributes] {
        let leadingBounds = flipped(bounds)
        var result = leadingElements(in: leadingBounds, contentOffset: leadingBounds.origin, orthogonalContent: false)
            .map(flipped)
        for section in sections where section.orthogonal != nil
            && leadingFrame(ofSection: section.index).overlaps(leadingBounds, along: scrollDirection) {
            let axis = section.orthogonal!.axis
            let scrolled = orthogonalOffsets[section.index] ?? 0
            var unscrolled: [LayoutAttributes] = []
            appendGroupedElements(of: section.index, in: leadingBounds.offsetBy(scrolled, along: axis), to: &unscrolled)
            let handled = try invalidateVisibleItems(ofSection: section.index, offset: scrolled)
            let shift = scrollViewOffset(scrolled, along: axis)
            for var attributes in unscrolled.map(flipped) {
                if let item = handled.first(where: { $0.indexPath == attributes.indexPath
                        && $0.category == attributes.category && $0.elementKind == attributes.elementKind }) {
                    attributes.frame = item.transform.frame(size: attributes.frame.size, center: item.center)
                    attributes.alpha = item.alpha
                    attributes.zIndex = item.zIndex
                    attributes.isHidden = item.isHidden
                }
                attributes.frame = attributes.frame.offsetBy(-shift, along: axis)
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
