// Placing boundary supplementary items around a section or the whole layout.

/// The box boundary items of a section (or of the layout) are placed around.
///
/// Along the scroll axis: the core (content and insets) and the frame (the core grown by
/// extending items). Across it: the box the items align in, and the size fractions are of.
struct BoundaryBox {
    let scrollAxis: Axis
    /// The box across the scroll axis the items align in.
    let crossStart: Double
    let crossEnd: Double
    /// What fractional sizes are of: the cross box, and the whole collection view along the scroll axis.
    let sizeContainer: Size

    /// Each item's size; estimated sides take the measured size where one is known.
    func sizes(of items: [BoundarySupplementaryItem], grid: PixelGrid, measured: [String: Size] = [:]) -> [Size] {
        items.map { $0.layoutSize.resolve(in: sizeContainer, grid: grid, preferred: measured[$0.elementKind]) }
    }

    /// How far extending items at the start edge reach before the core: they sit just outside it,
    /// moved by their offset.
    func leadingExtension(of items: [BoundarySupplementaryItem], sizes: [Size]) -> Double {
        zip(items, sizes).reduce(0) { result, pair in
            let (item, size) = pair
            guard item.extendsBoundary, item.alignment.edge(along: scrollAxis) == -1 else { return result }
            return max(result, size[scrollAxis] - item.absoluteOffset[scrollAxis])
        }
    }

    /// Where the section (or layout) ends before its far-edge items: the core's end, or, when an extending side
    /// item is longer, as far as that item reaches from the frame's start (R19).
    private func sideEnd(of items: [BoundarySupplementaryItem], sizes: [Size], frameStart: Double,
                         coreEnd: Double) -> Double {
        zip(items, sizes).reduce(coreEnd) { end, pair in
            let (item, size) = pair
            guard item.extendsBoundary, item.alignment.edge(along: scrollAxis) == 0 else { return end }
            return max(end, frameStart + size[scrollAxis])
        }
    }

    /// Where the frame ends: after the extending items of the far edge, placed after the side extent.
    private func frameEnd(of items: [BoundarySupplementaryItem], sizes: [Size], sideEnd: Double) -> Double {
        zip(items, sizes).reduce(sideEnd) { end, pair in
            let (item, size) = pair
            guard item.extendsBoundary, item.alignment.edge(along: scrollAxis) == 1 else { return end }
            return max(end, sideEnd + item.absoluteOffset[scrollAxis] + size[scrollAxis])
        }
    }

    /// Each item's frame.
    ///
    /// Along the scroll axis, an extending item on the start edge sits just before the core, one on the far edge
    /// just after the side extent; a non-extending one lies inside the frame at its edge; a side item is centred
    /// along the side extent (so one that lengthened it sits at its start). Across it, the item aligns to the
    /// named edge of the cross box or is centred in it. The absolute offset is added last and positions are
    /// rounded to a pixel.
    private func frames(of items: [BoundarySupplementaryItem], sizes: [Size], core: ClosedRange<Double>,
                        side: ClosedRange<Double>, frame: ClosedRange<Double>, grid: PixelGrid) -> [Rect] {
        let cross = scrollAxis.cross
        return zip(items, sizes).map { item, size in
            let length = size[scrollAxis]
            let along: Double
            switch (item.alignment.edge(along: scrollAxis), item.extendsBoundary) {
            case (-1, true): along = core.lowerBound - length
            case (1, true): along = side.upperBound
            case (-1, false): along = frame.lowerBound
            case (1, false): along = frame.upperBound - length
            default: along = side.lowerBound + (side.upperBound - side.lowerBound - length) / 2
            }
            let across: Double
            switch item.alignment.edge(along: cross) {
            case -1: across = crossStart
            case 1: across = crossEnd - size[cross]
            default: across = crossStart + (crossEnd - crossStart - size[cross]) / 2
            }
            let origin = Point(main: grid.round(along + item.absoluteOffset[scrollAxis]),
                               cross: grid.round(across + item.absoluteOffset[cross]), axis: scrollAxis)
            return Rect(origin: origin, size: size)
        }
    }
}

extension BoundaryBox {
    /// The frame that holds a core from `coreStart` to `coreEnd` (grown by extending boundary items)
    /// across `crossLength`, and `items` placed around the core, stored under `indexPath`.
    func place(_ items: [BoundarySupplementaryItem], sizes: [Size], frameStart: Double, coreStart: Double, coreEnd: Double,
               crossLength: Double, indexPath: IndexPath, grid: PixelGrid) -> (frame: Rect, items: [StoredBoundaryItem]) {
        // Negative insets or spacing that would end the core before it starts leave it empty.
        let core = coreStart...max(coreStart, coreEnd)
        let side = sideEnd(of: items, sizes: sizes, frameStart: frameStart, coreEnd: core.upperBound)
        let end = frameEnd(of: items, sizes: sizes, sideEnd: side)
        let frame = Rect(origin: Point(main: frameStart, cross: 0, axis: scrollAxis),
                         size: Size(main: end - frameStart, cross: crossLength, axis: scrollAxis))
        let frames = self.frames(of: items, sizes: sizes, core: core, side: frameStart...side, frame: frameStart...end,
                                 grid: grid)
        let stored = zip(items, frames).map { item, placed in
            StoredBoundaryItem(elementKind: item.elementKind, indexPath: indexPath, frame: placed, zIndex: item.zIndex,
                               pinToVisibleBounds: item.pinToVisibleBounds,
                               scrollEdge: item.alignment.edge(along: scrollAxis), pinningRange: core)
        }
        return (frame, stored)
    }
}
