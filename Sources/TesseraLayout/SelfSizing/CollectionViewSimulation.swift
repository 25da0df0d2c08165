// A simulated collection view: items start at estimates and are measured as they come into view.

/// A collection view over a compositional layout, simulated: its bounds, content offset and the
/// self-sizing passes UIKit runs.
///
/// Layout starts from estimates; each pass measures the elements meeting the visible rectangle
/// (plus a prefetch distance), top to bottom, applies each measured size at once (moving what
/// follows, so elements pushed out of view wait), keeps the content in place per the anchoring
/// policy, and repeats until a pass measures nothing new (at most `maximumPasses`). Measured sizes
/// persist until the width or the content size category changes. Every pass is traced.
///
/// A class: it owns the session's state and caches, and it is confined to one thread.
public final class CollectionViewSimulation {
    public internal(set) var layout: CompositionalLayout
    public internal(set) var itemCounts: [Int]
    public internal(set) var geometry: CollectionViewGeometry
    public let measurer: any ElementMeasuring
    public var policy: AnchoringPolicy
    public internal(set) var estimateModel: EstimateModel
    /// How far past the visible rectangle (before and after it) elements are measured too.
    public var prefetchDistance: Double
    /// Passes one run may take before it is reported as not converging (UIKit-like: 12).
    public var maximumPasses = 12
    /// The layout as it stands.
    public internal(set) var solved: SolvedLayout
    public internal(set) var contentOffset: Point
    /// Sizes measured so far.
    public internal(set) var measured = MeasuredElements()
    /// What-if estimates per section (`estimate <section> <value>`), along the scroll axis.
    public internal(set) var estimateOverrides: [Int: Double] = [:]
    /// Every run so far, oldest first.
    public internal(set) var runs: [LayoutRun] = []
    /// Every measurement so far, for the statistics.
    public internal(set) var measurements: [Measurement] = []
    /// Every size ever measured (the `cached` estimate model), kept across invalidations.
    var cache: [ElementKey: Size] = [:]
    /// Per-item guesses of the `perItem` model, asked once per width and text size.
    var itemEstimates: [IndexPath: Size]?

    public init(layout: CompositionalLayout, itemCounts: [Int], geometry: CollectionViewGeometry,
                measurer: any ElementMeasuring, policy: AnchoringPolicy = .uikit,
                estimateModel: EstimateModel = .script, prefetchDistance: Double = 0,
                estimateOverrides: [Int: Double] = [:], contentOffset offset: Double? = nil) throws {
        self.layout = layout
        self.itemCounts = itemCounts
        self.geometry = geometry
        self.measurer = measurer
        self.policy = policy
        self.estimateModel = estimateModel
        self.prefetchDistance = prefetchDistance
        // One solve, so section providers run once as UIKit calls them once per layout: nothing is measured or
        // cached yet, so of the models only perItem changes the first sizes, with guesses asked before solving.
        var sizes = PreferredSizes()
        if estimateModel == .perItem {
            let estimates = try Self.askEstimates(itemCounts: itemCounts, measurer: measurer)
            itemEstimates = estimates
            for (indexPath, size) in estimates { sizes[indexPath] = size }
        }
        // What-if estimates carried over from a simulation this one replaces (a reloaded script).
        let overrides = estimateOverrides.filter { $0.key >= 0 && $0.key < itemCounts.count }
        self.estimateOverrides = overrides
        for (section, value) in overrides { sizes.sectionEstimates[section] = Size(width: value, height: value) }
        solved = try layout.solve(itemCounts: itemCounts, in: geometry, preferredSizes: sizes)
        contentOffset = solved.restingContentOffset
        // A reloaded collection view keeps its offset (kept in range, as a scroll is).
        if let offset {
            contentOffset[solved.scrollDirection] = offset
            keepOffsetInRange()
        }
    }

    /// The scroll axis.
    public var axis: Axis { solved.scrollDirection }

    /// The visible rectangle: the bounds at the content offset.
    public var bounds: Rect { Rect(origin: contentOffset, size: geometry.size) }

    /// The range the content offset may take along the scroll axis (UIKit's, with the adjusted inset).
    public var offsetRange: ClosedRange<Double> {
        let lower = -geometry.adjustedContentInset.start(axis)
        let upper = solved.contentSize[axis] + geometry.adjustedContentInset.end(axis) - geometry.size[axis]
        return lower...max(lower, upper)
    }

    /// `offset` within `offsetRange`.
    func clampedOffset(_ offset: Double) -> Double {
        min(max(offset, offsetRange.lowerBound), offsetRange.upperBound)
    }

    /// Brings the content offset back into range, unless the policy leaves it alone (`none`).
    func keepOffsetInRange() {
        guard policy != .none else { return }
        contentOffset[axis] = clampedOffset(contentOffset[axis])
    }

    /// Lays the layout out from scratch with the measured sizes and the estimate model's guesses.
    func solveFresh() throws -> SolvedLayout {
        var sizes = PreferredSizes()
        var source = measured
        if estimateModel == .cached {
            for (key, size) in cache where source[key] == nil { source[key] = size }
        }
        if estimateModel == .perItem {
            for (indexPath, size) in try perItemEstimates() where measured[ElementKey(category: .cell, elementKind: nil,
                                                                                      indexPath: indexPath)] == nil {
                sizes[indexPath] = size
            }
        }
        for (key, size) in source {
            switch key.category {
            case .cell: sizes[key.indexPath] = size
            default: sizes[supplementary: SupplementaryKey(elementKind: key.elementKind ?? "", indexPath: key.indexPath)] = size
            }
        }
        if estimateModel == .runningAverage {
            for (section, average) in averageMeasuredSizes() { sizes.sectionEstimates[section] = average }
        }
        for (section, value) in estimateOverrides { sizes.sectionEstimates[section] = Size(width: value, height: value) }
        return try layout.solve(itemCounts: itemCounts, in: geometry, preferredSizes: sizes)
    }

    /// Whether the element sizes itself and has not been measured yet: it stands at its estimate.
    public func isAtEstimate(_ key: ElementKey) -> Bool {
        measured[key] == nil && solved.estimatedAxes(of: key) != 0
    }

    /// `isAtEstimate` as the simulation stands now, for asking about every element in turn (a dump): what is measured
    /// and the layout as they are now. Build it again after the simulation changes.
    ///
    /// - Complexity: O(1) to build, O(1) per cell (`MeasuredElements` finds a cell by index).
    public func atEstimateTest() -> (ElementKey) -> Bool {
        let (measured, solved) = (self.measured, self.solved)
        return { key in measured[key] == nil && solved.estimatedAxes(of: key) != 0 }
    }

    /// The measurer's guess for every item, asked once.
    private func perItemEstimates() throws -> [IndexPath: Size] {
        if let known = itemEstimates { return known }
        let estimates = try Self.askEstimates(itemCounts: itemCounts, measurer: measurer)
        itemEstimates = estimates
        return estimates
    }

    /// Asks `measurer` for its guess of every item's size.
    private static func askEstimates(itemCounts: [Int], measurer: any ElementMeasuring) throws -> [IndexPath: Size] {
        var estimates: [IndexPath: Size] = [:]
        for (section, count) in itemCounts.enumerated() {
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                if let size = try measurer.estimate(for: indexPath) { estimates[indexPath] = size }
            }
        }
        return estimates
    }

    /// The average measured cell size of each section that has one.
    private func averageMeasuredSizes() -> [Int: Size] {
        var sums: [Int: (Size, Int)] = [:]
        for (key, size) in measured where key.category == .cell {
            let (sum, count) = sums[key.indexPath.section] ?? (.zero, 0)
            sums[key.indexPath.section] = (Size(width: sum.width + size.width, height: sum.height + size.height), count + 1)
        }
        return sums.mapValues { Size(width: $0.0.width / Double($0.1), height: $0.0.height / Double($0.1)) }
    }
}
