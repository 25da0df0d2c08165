// The result of solving a layout: content size, sections, and the layout's own boundary items.

/// A layout solved for one set of item counts in one collection view.
///
/// Query it as UIKit's layout is queried: `layoutAttributesForElements(in:)`,
/// `layoutAttributesForItem(at:)`, the supplementary and decoration look-ups.
public struct SolvedLayout {
    /// `collectionViewContentSize`.
    public internal(set) var contentSize: Size
    public let geometry: CollectionViewGeometry
    public let scrollDirection: Axis
    /// The environment section providers were given.
    public let environment: LayoutEnvironment
    var sections: [SolvedSection]
    var layoutBoundaryItems: [StoredBoundaryItem]
    let context: LayoutContext
    /// How far each section moved along the scroll axis since it was solved, as measured sizes made
    /// the sections before it grow or shrink (nil: none did).
    var sectionShifts: FenwickTree?
    /// The measured sizes of boundary views and the estimate models' estimates the layout reflects. Items' measured
    /// sizes are kept once, in their sections' contexts (`preferredSizes` puts them together).
    var boundaryAndEstimates: PreferredSizes
    /// The sections' widest groups, kept as measured sizes change one section at a time.
    var widestGroups: WidestGroups
    /// The most that what any section rounds where it lies has reached before its frame (never less than now):
    /// how far from zero a moved section may be whose rounding the move changes (`SolvedLayout+ZeroCrossing.swift`).
    var deepestOverhang = 0.0

    init(geometry: CollectionViewGeometry, scrollDirection: Axis, environment: LayoutEnvironment,
         sections: [SolvedSection], context: LayoutContext, preferredSizes: PreferredSizes) {
        self.geometry = geometry
        self.scrollDirection = scrollDirection
        self.environment = environment
        self.sections = sections
        self.context = context
        self.boundaryAndEstimates = preferredSizes.withoutItemSizes
        self.contentSize = .zero
        self.layoutBoundaryItems = []
        self.widestGroups = WidestGroups(sections)
        deepestOverhang = deepestOverhangOfAllSections()
        finishLayout()
    }

    /// Places the layout's own boundary items and works out the content size from the sections as they are.
    mutating func finishLayout() {
        let coreEnd = sections.indices.last.map { sections[$0].frame.max(scrollDirection) + offset(ofSection: $0) }
            ?? context.coreStart
        (layoutBoundaryItems, contentSize) = context.finish(coreEnd: coreEnd, widestGroup: widestGroups.maximum)
    }

    /// How far section `index` moved along the scroll axis since it was solved.
    @inline(__always) func offset(ofSection index: Int) -> Double {
        sectionShifts?.prefixSum(upTo: index) ?? 0
    }

    /// The move of section `index`, as a point.
    func translation(ofSection index: Int) -> Point {
        Point(main: offset(ofSection: index), cross: 0, axis: scrollDirection)
    }

    /// The measured sizes the layout reflects: its sections' items' and its boundary views', with the estimates.
    ///
    /// - Complexity: O(s) for s sections (each section's sizes are shared, not copied).
    public var preferredSizes: PreferredSizes {
        var all = boundaryAndEstimates
        for (index, section) in sections.enumerated() {
            if let sizes = section.context?.preferred { all.setSection(index, sizes) }
        }
        return all
    }

    /// The size measured for the item at `indexPath`, if any.
    ///
    /// - Complexity: O(1).
    public func preferredSize(at indexPath: IndexPath) -> Size? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        return sections[indexPath.section].context?.preferred[indexPath.item]
    }

    public var numberOfSections: Int { sections.count }

    /// Items the data source has in `section`.
    public func numberOfItems(inSection section: Int) -> Int { sections[section].itemCount }

    /// Items of `section` that were laid out (fewer than its items when the first does not fit its group).
    public func numberOfLaidOutItems(inSection section: Int) -> Int { sections[section].itemFrames.count }

    /// The frame of `section` (its extent along the scroll axis, boundary items included).
    public func frame(ofSection section: Int) -> Rect { flipped(leadingFrame(ofSection: section)) }

    /// The frame of `section` in leading space.
    func leadingFrame(ofSection section: Int) -> Rect {
        sections[section].frame.offsetBy(translation(ofSection: section))
    }

    /// The scroll behaviour of `section` across the layout's scroll direction.
    public func orthogonalScrollingBehavior(ofSection section: Int) -> OrthogonalScrollingBehavior {
        sections[section].orthogonal?.behavior ?? .none
    }

    /// How many bytes the stored frames take (items, groups, supplementaries), for benchmarks.
    public var storageBytes: Int {
        sections.reduce(0) { total, section in
            let items = section.itemFrames.storageBytes + section.itemZIndices.storageBytes
                + section.itemEstimatedAxes.storageBytes
            return total + items + section.groups.storageBytes + section.supplementaries.storageBytes
        }
    }
}
