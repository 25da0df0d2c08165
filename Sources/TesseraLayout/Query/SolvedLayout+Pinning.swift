// Pinned boundary items: where pinToVisibleBounds puts headers and footers at a content offset.

extension SolvedLayout {
    /// The zIndex UIKit adds to a boundary item while it is pinned.
    public static let pinnedZIndexBoost = 1_000_000_000

    /// A boundary item's attributes at `contentOffset`, its section moved by `moved`.
    ///
    /// A pinned item stays within the visible bounds (less the adjusted content inset) while its
    /// section is in sight, and stops at the section's far edge: a header (or side item) at the
    /// top, a footer at the bottom. While displaced it reports zIndex 1e9 + its own.
    func attributes(of item: StoredBoundaryItem, contentOffset: Point, moved: Point) -> LayoutAttributes {
        var frame = item.frame.offsetBy(moved)
        var zIndex = item.zIndex
        if item.pinToVisibleBounds {
            let axis = scrollDirection
            let bounds = item.pinningBounds.offsetBy(moved)
            let natural = frame.min(axis)
            let length = frame.size[axis]
            let visibleStart = contentOffset[axis] + geometry.adjustedContentInset.start(axis)
            let visibleEnd = contentOffset[axis] + geometry.size[axis] - geometry.adjustedContentInset.end(axis)
            let position: Double
            if item.scrollEdge == 1 {
                position = min(natural, max(visibleEnd - length, bounds.min(axis)))
            } else {
                position = max(natural, min(visibleStart, bounds.max(axis) - length))
            }
            if position != natural {
                frame.origin[axis] = position
                zIndex += Self.pinnedZIndexBoost
            }
        }
        return LayoutAttributes(category: .supplementaryView, elementKind: item.elementKind,
                                indexPath: item.indexPath, frame: frame, zIndex: zIndex)
    }
}
