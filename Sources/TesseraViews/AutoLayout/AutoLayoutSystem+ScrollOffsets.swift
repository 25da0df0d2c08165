// Constraints across a scroll view's edge: what is inside moves with the content offset, what is outside does not.

extension ViewHierarchy {
    /// The scroll views around `view` (and `view` itself when `includingItself` and it scrolls), nearest first.
    func scrollViews(around view: Int, includingItself: Bool) -> [Int] {
        ancestors(of: view).dropFirst(includingItself ? 0 : 1).filter { views[$0].kind.isScrollView }
    }

    /// The scroll views whose content holds `item`'s coordinates: those around a view (or its frame guide, the
    /// visible frame); for a scroll view's other guides, a guide added to a view and a stack's spanner, the view's
    /// own too (they lie in its bounds, which scroll with the content); none for the keyboard guide (the window's).
    func scrollContainers(of item: AnchorItem) -> [Int] {
        switch item {
        case .guide(_, .keyboard): []
        case .view(let view), .guide(let view, .frameLayout): scrollViews(around: view, includingItself: false)
        case .guide(let view, _), .layoutGuide(let view, _), .stackSpanner(let view): scrollViews(around: view, includingItself: true)
        }
    }
}

extension AutoLayoutSystem {
    /// How far the content offsets of `containers` move what they hold on screen along `attribute`'s axis, signed as
    /// the attribute is measured (right to left, leading and trailing grow leftwards). The solve places content at
    /// offset zero; UIKit relates two items where they show, so an anchor is its solved expression less this shift.
    func scrollShift(of containers: [Int], along attribute: LayoutAttribute) -> Double {
        guard !guides.contentOffsets.isEmpty, attribute.isLocation else { return 0 }
        var shift = 0.0
        for container in containers {
            if let offset = guides.contentOffsets[container] { shift += attribute.axis == .horizontal ? offset.x : offset.y }
        }
        return attribute.isDirectional && isRightToLeft ? -shift : shift
    }
}
