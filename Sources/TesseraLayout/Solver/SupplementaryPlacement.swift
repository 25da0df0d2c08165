// Placing supplementary views anchored to an item or a group (badges and overlays).

extension SupplementaryItem {
    /// The frame of this view anchored to `container` (the owner's frame), sized in `box`.
    ///
    /// The anchor point on the container (its named edges, or the middle along an axis with none)
    /// meets the item anchor point on the view (the same edges unless an item anchor is given);
    /// both anchors' offsets are added, fractional ones in fractions of the view's own size.
    /// Fractional sizes are of `box` (an item's frame; the box a group was laid out in); estimated sizes
    /// stay at their estimate.
    func place(in container: Rect, sizedIn box: Size, grid: PixelGrid) -> Rect {
        let size = layoutSize.resolve(in: box, grid: grid)
        let itemAnchor = self.itemAnchor ?? LayoutAnchor(edges: containerAnchor.edges)
        let offset = containerAnchor.offset(for: size)
        let itemOffset = itemAnchor.offset(for: size)
        func coordinate(_ axis: Axis) -> Double {
            let anchorPoint = container.min(axis) + container.size[axis] * containerAnchor.edges.fraction(along: axis)
            let viewPoint = size[axis] * itemAnchor.edges.fraction(along: axis)
            return grid.round(anchorPoint - viewPoint + offset[axis] + itemOffset[axis])
        }
        return Rect(origin: Point(x: coordinate(.horizontal), y: coordinate(.vertical)), size: size)
    }
}

extension Array where Element == SupplementaryItem {
    /// These views placed around `container` and sized in `box`, owned by item `ordinal` of the group.
    func place(in container: Rect, sizedIn box: Size, ordinal: Int, grid: PixelGrid) -> [PlacedSupplementary] {
        map { PlacedSupplementary(elementKind: $0.elementKind, itemOrdinal: ordinal,
                                  frame: $0.place(in: container, sizedIn: box, grid: grid), zIndex: $0.zIndex) }
    }
}
