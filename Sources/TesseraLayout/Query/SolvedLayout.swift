// The result of solving a layout: content size, sections, and the layout's own boundary items.

/// A layout solved for one set of item counts in one collection view.
///
/// Query it as UIKit's layout is queried: `layoutAttributesForElements(in:)`,
/// `layoutAttributesForItem(at:)`, the supplementary and decoration look-ups.
public struct SolvedLayout {
    /// `collectionViewContentSize`.
    public let contentSize: Size
    public let geometry: CollectionViewGeometry
    public let scrollDirection: Axis
    /// The environment section providers were given.
    public let environment: LayoutEnvironment
    var sections: [SolvedSection]
    var layoutBoundaryItems: [StoredBoundaryItem]

    init(contentSize: Size, geometry: CollectionViewGeometry, scrollDirection: Axis, environment: LayoutEnvironment,
         sections: [SolvedSection], layoutBoundaryItems: [StoredBoundaryItem]) {
        self.contentSize = contentSize
        self.geometry = geometry
        self.scrollDirection = scrollDirection
        self.environment = environment
        self.sections = sections
        self.layoutBoundaryItems = layoutBoundaryItems
    }

    public var numberOfSections: Int { sections.count }

    /// Items the data source has in `section`.
    public func numberOfItems(inSection section: Int) -> Int { sections[section].itemCount }

    /// Items of `section` that were laid out (fewer than its items when the first does not fit its group).
    public func numberOfLaidOutItems(inSection section: Int) -> Int { sections[section].itemFrames.count }

    /// The frame of `section` (its extent along the scroll axis, boundary items included).
    public func frame(ofSection section: Int) -> Rect { sections[section].frame }

    /// The scroll behaviour of `section` across the layout's scroll direction.
    public func orthogonalScrollingBehavior(ofSection section: Int) -> OrthogonalScrollingBehavior {
        sections[section].orthogonal?.behavior ?? .none
    }

    /// How many bytes the stored frames take (items, groups, supplementaries), for benchmarks.
    public var storageBytes: Int {
        sections.reduce(0) { total, section in
            total + section.itemFrames.capacity * MemoryLayout<Rect>.stride
                + (section.itemZIndices?.capacity ?? 0) * MemoryLayout<Int>.stride
                + section.groupFirstItem.capacity * MemoryLayout<Int32>.stride
                + (section.groupStart.capacity + section.groupEnd.capacity) * MemoryLayout<Double>.stride
                + section.supplementaries.capacity * MemoryLayout<StoredSupplementary>.stride
        }
    }
}
