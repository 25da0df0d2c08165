// Pinned boundary items: where pinToVisibleBounds puts headers and footers at a content offset.

extension SolvedLayout {
    /// The zIndex UIKit adds to a pinned boundary item while it is inside the visible bounds.
    public static let pinnedZIndexBoost = 1_000_000_000

    /// A boundary item's attributes at `contentOffset`, its section moved by `moved`.
    ///
    /// A pinned item stays within the visible bounds (less the adjusted content inset) while its
    /// section is in sight, and stops at the far edge of the section's content plus its insets (not
    /// counting the room extending boundary items took): a header (or side item) at the top, a footer
    /// at the bottom. Whenever it is inside the visible bounds, displaced or not, it reports zIndex
    /// 1e9 + its own (R22).
    func attributes(of item: StoredBoundaryItem, contentOffset: Point, moved: Point) -> LayoutAttributes {
        var frame = item.frame.offsetBy(moved)
        var zIndex = item.zIndex
        if item.pinToVisibleBounds {
            let axis = scrollDirection
            let shift = moved[axis]
            let range = (item.pinningRange.lowerBound + shift)...(item.pinningRange.upperBound + shift)
            let natural = frame.min(axis)
            let length = frame.size[axis]
            let visibleStart = contentOffset[axis] + geometry.adjustedContentInset.start(axis)
            let visibleEnd = contentOffset[axis] + geometry.size[axis] - geometry.adjustedContentInset.end(axis)
            if item.scrollEdge == 1 {
                frame.origin[axis] = min(natural, max(visibleEnd - length, range.lowerBound))
            } else {
                frame.origin[axis] = max(natural, min(visibleStart, range.upperBound - length))
            }
            if frame.intersects(Rect(origin: contentOffset, size: geometry.size)) {
                zIndex += Self.pinnedZIndexBoost
            }
        }
        return LayoutAttributes(category: .supplementaryView, elementKind: item.elementKind,
                                indexPath: item.indexPath, frame: frame, zIndex: zIndex)
    }
}
