// The stored result of one section: item frames, group extents, supplementaries, decorations.

/// A supplementary view anchored to an item or group, as stored.
struct StoredSupplementary {
    var elementKind: String
    /// Its index path's item: views of one kind are numbered from 0 within the section, in layout order (R23).
    var item: Int
    /// The item it belongs to (a group's own views: the group's first item); dumps list it after that cell.
    var owner: Int
    /// The group the owning item is in; supplementaries are stored in group order.
    var group: Int
    var frame: Rect
    var zIndex: Int
}

/// A header, footer or side view, as placed before pinning.
struct StoredBoundaryItem {
    var elementKind: String
    var indexPath: IndexPath
    /// The frame before pinning.
    var frame: Rect
    var zIndex: Int
    var pinToVisibleBounds: Bool
    /// The edge it sits on along the scroll axis: -1 start, +1 end, 0 a side.
    var scrollEdge: Int
    /// Where it may be pinned along the scroll axis: its section's core (content and insets, without what
    /// extending boundary items add), or the layout's.
    var pinningRange: ClosedRange<Double>
}

/// A decoration view, as placed.
struct StoredDecoration {
    var elementKind: String
    var frame: Rect
    var zIndex: Int
}

/// What an orthogonally scrolling section needs to scroll.
struct OrthogonalScrolling {
    var behavior: OrthogonalScrollingBehavior
    /// The axis it scrolls along (across the layout's scroll direction).
    var axis: Axis
    /// The room before the first group (insets and reference insets).
    var leadingInset: Double
    /// The room after the last group.
    var trailingInset: Double
    /// Where the scrolled content ends: the last group's end plus the trailing inset.
    var contentEnd: Double
    /// The visible extent: the collection view's size along `axis`.
    var viewport: Double
    var handler: VisibleItemsInvalidationHandler?
}

/// One section laid out.
///
/// Items are stored as absolute frames in item order, groups as their extent along the axis they stack along
/// (`GroupTable`), so rectangle queries binary-search groups and then read items. Everything that grows with the
/// items is kept in chunks shared between copies, so that a shared layout takes a measured size or an inserted
/// item without copying its frames. Memory: 32 bytes a laid-out item, 32 a group (1 more an item when estimated).
struct SolvedSection {
    let index: Int
    /// Along the scroll axis the section's extent, boundary items included; across it the collection view's.
    var frame: Rect
    /// Items the data source has.
    var itemCount: Int
    /// Frames of the items that were laid out (a group whose first item does not fit lays out none).
    var itemFrames = ChunkedArray<Rect>()
    /// Per-item zIndex from custom groups, once one has one (`hasItemZIndices`); else every cell has `cellZIndex`.
    var itemZIndices = ChunkedArray<Int>()
    var hasItemZIndices = false
    /// Per-item estimated sides (bits: 1 width, 2 height), kept when some item of the section is estimated
    /// (`tracksEstimatedAxes`).
    var itemEstimatedAxes = ChunkedArray<UInt8>()
    var tracksEstimatedAxes = false
    /// 0, or 1 in a section with decorations (UIKit promotes the cells above the decoration).
    let cellZIndex: Int
    /// The axis groups stack along: the scroll axis, or across it in an orthogonal section.
    let stackAxis: Axis
    /// Where each group starts and ends along `stackAxis`, its first item, how far it moved.
    var groups = GroupTable()
    /// The groups' extent across `stackAxis` (union of all groups).
    var groupCrossStart = Double.infinity
    var groupCrossEnd = -Double.infinity
    /// The largest extent of a group of its own across `stackAxis` (where spacing put it aside): what may
    /// widen the content (R16).
    var widestGroup = 0.0
    var supplementaries = ChunkedArray<StoredSupplementary>()
    /// How many anchored views of each kind the section holds (the next number of each kind).
    var supplementaryCounts: [String: Int] = [:]
    var boundaryItems: [StoredBoundaryItem] = []
    var decorations: [StoredDecoration] = []
    var orthogonal: OrthogonalScrolling?
    /// What the section needs to be laid out again (nil for a section a provider left out).
    var context: SectionContext?
    /// How far all groups moved along `stackAxis` since the section was solved (a header above them
    /// was measured taller or shorter).
    var contentShift: Double = 0
    /// Whether a group may start before the group before it (the room between them is negative).
    var groupsMayStepBack = false

    init(index: Int, frame: Rect, itemCount: Int, cellZIndex: Int, stackAxis: Axis) {
        self.index = index
        self.frame = frame
        self.itemCount = itemCount
        self.cellZIndex = cellZIndex
        self.stackAxis = stackAxis
    }

    var groupCount: Int { groups.count }

    /// How far group `index` moved since the section was solved.
    @inline(__always) func shift(ofGroup index: Int) -> Double {
        contentShift + groups.shift(index)
    }

    /// How far group `index` and its items moved along the stacking axis, as a point.
    @inline(__always) func translation(ofGroup index: Int) -> Point {
        Point(main: shift(ofGroup: index), cross: 0, axis: stackAxis)
    }

    /// The frame of group `index` (its slot), before the section's own shift; `shift` is the group's
    /// `shift(ofGroup:)` when the caller has it.
    func groupFrame(_ index: Int, shift known: Double? = nil) -> Rect {
        let crossLength = max(0, groupCrossEnd - groupCrossStart)
        let shift = known ?? self.shift(ofGroup: index)
        let start = groups.start(index)
        return Rect(origin: Point(main: start + shift, cross: groupCrossStart, axis: stackAxis),
                    size: Size(main: groups.end(index) - start, cross: crossLength, axis: stackAxis))
    }

    /// The group holding item `item`.
    ///
    /// - Complexity: O(log n).
    func group(ofItem item: Int) -> Int {
        groups.group(containingItem: item)
    }

    /// The items of group `index`.
    func items(ofGroup index: Int) -> Range<Int> {
        let first = groups.firstItem(index)
        let end = index + 1 < groupCount ? groups.firstItem(index + 1) : itemFrames.count
        return first..<end
    }

    /// The zIndex of cell `item`.
    func zIndex(ofItem item: Int) -> Int {
        guard hasItemZIndices else { return cellZIndex }
        let own = itemZIndices[item]
        return own == 0 ? cellZIndex : own
    }
}
