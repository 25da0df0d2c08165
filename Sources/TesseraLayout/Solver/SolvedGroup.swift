// The result of laying out one group: its size and its items' frames relative to its slot.

/// A supplementary view placed by the solver, relative to whatever owns the array it is in.
struct PlacedSupplementary {
    var elementKind: String
    /// The item's position within the owning group (the group's first item for a group's own views).
    var itemOrdinal: Int
    var frame: Rect
    var zIndex: Int
}

/// One group laid out.
struct SolvedGroup {
    /// The group's slot size after trimming and self-sizing.
    var size: Size
    /// The frames of the group's items, in item order, relative to the slot's origin.
    var itemFrames: [Rect]
    /// Per-item zIndex from a custom group's item provider; `nil` when every item has the default.
    var itemZIndices: [Int]?
    /// Item and group supplementaries, relative to the slot's origin.
    var supplementaries: [PlacedSupplementary]
    /// Whether the group holds fewer items than it has room for.
    var isPartial: Bool
    /// For each item, its estimated sides (`LayoutSize.estimatedAxes`).
    var leafAxes: [UInt8]

    var itemCount: Int { itemFrames.count }

    static let empty = SolvedGroup(size: .zero, itemFrames: [], itemZIndices: nil, supplementaries: [],
                                   isPartial: true, leafAxes: [])

    /// Appends `child`'s items and supplementaries, moved to `origin`, numbering its items after ours.
    mutating func append(_ child: SolvedGroup, at origin: Point) {
        let base = itemFrames.count
        itemZIndices.appendItems(child.itemZIndices, count: child.itemCount, existing: base)
        leafAxes += child.leafAxes
        for frame in child.itemFrames { itemFrames.append(frame.offsetBy(origin)) }
        for var supplementary in child.supplementaries {
            supplementary.itemOrdinal += base
            supplementary.frame = supplementary.frame.offsetBy(origin)
            supplementaries.append(supplementary)
        }
    }
}
