// Filling a solved section as its groups are laid out: extents, item frames, anchored views, template copies.

/// How a section's groups follow each other along the axis they stack along: the gap and edge minimums around
/// each group, and the pixel grid positions snap to.
struct GroupStacking {
    let axis: Axis
    let grid: PixelGrid
    /// The least room the top-level group's edge spacing takes before and after it.
    let before: Double
    let after: Double
    let interGroupSpacing: Double

    /// The stacking of `section`'s top-level group along `axis`.
    init(_ section: LayoutSection, axis: Axis, grid: PixelGrid) {
        let edges = section.group.edgeSpacing
        self.axis = axis
        self.grid = grid
        before = edges.start(axis).minimum
        after = edges.end(axis).minimum
        interGroupSpacing = section.interGroupSpacing
    }

    /// Where a group goes when the previous one ended at `cursor`, at `across` across the axis.
    @inline(__always) func origin(after cursor: Double, across: Double) -> Point {
        Point(main: grid.round(cursor + before), cross: across, axis: axis)
    }

    /// Where the next group may start once one of `length` sits at `origin`.
    @inline(__always) func cursor(after origin: Point, length: Double) -> Double {
        origin[axis] + length + after + interGroupSpacing
    }
}

extension SolvedSection {
    /// Appends a group's extent and its items (`frames`, moved to `origin`), without views anchored to them.
    mutating func appendGroup(_ size: Size, frames: UnsafeBufferPointer<Rect>, leafAxes: UnsafeBufferPointer<UInt8>,
                              zIndices: [Int]?, first: Int, at origin: Point) {
        let stack = stackAxis
        groups.append(start: origin[stack], end: origin[stack] + size[stack], firstItem: first)
        groupCrossStart = min(groupCrossStart, origin[stack.cross])
        groupCrossEnd = max(groupCrossEnd, origin[stack.cross] + size[stack.cross])
        widestGroup = max(widestGroup, size[stack.cross])
        if tracksEstimatedAxes { for axes in leafAxes { itemEstimatedAxes.append(axes) } }
        if zIndices != nil || hasItemZIndices { appendItemZIndices(zIndices, count: frames.count) }
        for frame in frames { itemFrames.append(frame.offsetBy(origin)) }
    }

    /// Appends `count` items' zIndices (`added`, or zeros); the first zIndices an item has start the storage, with
    /// zeros for the items before.
    mutating func appendItemZIndices(_ added: [Int]?, count: Int) {
        if !hasItemZIndices {
            hasItemZIndices = true
            itemZIndices = ChunkedArray(repeating: 0, count: itemFrames.count)
        }
        if let added { itemZIndices.append(contentsOf: added) } else { itemZIndices.append(count: count) { _ in 0 } }
    }

    /// Sets the zIndices of the items in `range` (`replacement`, or zeros), starting the storage when needed.
    mutating func replaceItemZIndices(_ range: Range<Int>, with replacement: [Int]?) {
        guard replacement != nil || hasItemZIndices else { return }
        if !hasItemZIndices {
            hasItemZIndices = true
            itemZIndices = ChunkedArray(repeating: 0, count: itemFrames.count)
        }
        for (offset, item) in range.enumerated() { itemZIndices[item] = replacement?[offset] ?? 0 }
    }

    /// Appends a solved group's extent, items and anchored views, moved to `origin`; each anchored view is numbered
    /// after the views of its kind before it in the section (R23).
    mutating func appendGroup(_ group: SolvedGroup, first: Int, at origin: Point) {
        let groupIndex = groupCount
        group.itemFrames.withUnsafeBufferPointer { frames in
            group.leafAxes.withUnsafeBufferPointer { leafAxes in
                appendGroup(group.size, frames: frames, leafAxes: leafAxes, zIndices: group.itemZIndices, first: first,
                            at: origin)
            }
        }
        for supplementary in group.supplementaries {
            let number = supplementaryCounts[supplementary.elementKind, default: 0]
            supplementaryCounts[supplementary.elementKind] = number + 1
            supplementaries.append(StoredSupplementary(
                elementKind: supplementary.elementKind, item: number, owner: first + supplementary.itemOrdinal,
                group: groupIndex, frame: supplementary.frame.offsetBy(origin), zIndex: supplementary.zIndex))
        }
    }

    /// Appends `count` copies of a template group without anchored views or zIndices, stacked from `cursor`.
    ///
    /// The groups' starts are worked out in order (each start rounds where the previous group ended), then every
    /// array grows once by a known count.
    ///
    /// - Complexity: O(count × items per group), one allocation for the starts.
    mutating func appendCopies(of template: SolvedGroup, first: Int, count: Int, across: Double,
                               stacking: GroupStacking, cursor: inout Double) {
        let axis = stacking.axis
        let length = template.size[axis]
        let perGroup = template.itemCount
        groupCrossStart = min(groupCrossStart, across)
        groupCrossEnd = max(groupCrossEnd, across + template.size[axis.cross])
        widestGroup = max(widestGroup, template.size[axis.cross])
        var starts = ContiguousArray<Double>(unsafeUninitializedCapacity: count) { buffer, initialized in
            for index in 0..<count {
                let origin = stacking.origin(after: cursor, across: across)
                buffer[index] = origin[axis]
                cursor = stacking.cursor(after: origin, length: length)
            }
            initialized = count
        }
        groups.reserveCapacity(groups.count + count)
        for index in 0..<count { groups.append(start: starts[index], end: starts[index] + length, firstItem: first + index * perGroup) }
        template.itemFrames.withUnsafeBufferPointer { frames in
            starts.withUnsafeBufferPointer { starts in
                if perGroup == 1 {
                    let frame = frames[0]
                    itemFrames.append(count: count) { frame.offsetBy(Point(main: starts[$0], cross: across, axis: axis)) }
                } else {
                    itemFrames.append(count: count * perGroup) {
                        frames[$0 % perGroup].offsetBy(Point(main: starts[$0 / perGroup], cross: across, axis: axis))
                    }
                }
            }
        }
        if tracksEstimatedAxes {
            let axes = template.leafAxes
            itemEstimatedAxes.append(count: count * perGroup) { axes[$0 % perGroup] }
        }
        starts.removeAll()
    }
}

extension SolvedSection {
    /// Calls `body` with every cell in item order, each followed by the views anchored to it (a group's own views
    /// after its first cell), moved by `moved` (and each group by its shift).
    ///
    /// - Complexity: O(n) for n items and views.
    func forEachCellAndAnchoredView(moved: Point, _ body: (LayoutAttributes) throws -> Void) rethrows {
        var supplementary = 0
        for group in 0..<groupCount {
            let shift = translation(ofGroup: group).adding(moved)
            let start = supplementary
            while supplementary < supplementaries.count, supplementaries[supplementary].group == group {
                supplementary += 1
            }
            for item in items(ofGroup: group) {
                try body(cellAttributes(item, moved: shift))
                for index in start..<supplementary where supplementaries[index].owner == item {
                    try body(attributes(of: supplementaries[index], moved: shift))
                }
            }
        }
    }

    /// Cell `item`'s attributes, moved by `moved`.
    func cellAttributes(_ item: Int, moved: Point) -> LayoutAttributes {
        LayoutAttributes(category: .cell, elementKind: nil, indexPath: IndexPath(item: item, section: index),
                         frame: itemFrames[item].offsetBy(moved), zIndex: zIndex(ofItem: item))
    }

    /// An anchored view's attributes, moved by `moved`.
    func attributes(of stored: StoredSupplementary, moved: Point) -> LayoutAttributes {
        LayoutAttributes(category: .supplementaryView, elementKind: stored.elementKind,
                         indexPath: IndexPath(item: stored.item, section: index),
                         frame: stored.frame.offsetBy(moved), zIndex: stored.zIndex)
    }
}
