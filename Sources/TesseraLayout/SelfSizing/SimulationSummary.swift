// What a simulated session added up to: passes, jumps, churn, estimate errors and better estimates.

/// Statistics of a simulated session (`stats` in the explorer).
public struct SimulationSummary: Hashable, Sendable {
    /// How far estimates were off along the scroll axis (absolute values, except `meanSigned`).
    public struct Errors: Hashable, Sendable {
        public var meanSigned: Double
        public var mean: Double
        public var p50: Double
        public var p90: Double
        public var maximum: Double
    }

    /// A better estimate for a section: the median of its measured sizes (FlashList-style advice).
    public struct Suggestion: Hashable, Sendable {
        public var section: Int
        public var estimate: Double
        public var samples: Int
    }

    public var runs: Int
    public var passes: Int
    public var measurements: Int
    /// The sum of every pass's visible jump (absolute), in points, and the largest.
    public var totalVisibleJump: Double
    public var maximumVisibleJump: Double
    /// The same for the reflow (moves nobody saw).
    public var totalReflow: Double
    public var maximumReflow: Double
    /// How much the content size moved along the scroll axis, summed over passes.
    public var contentSizeChurn: Double
    public var unconvergedRuns: Int
    public var errors: Errors?
    public var suggestions: [Suggestion]
}

extension CollectionViewSimulation {
    /// The session's statistics so far.
    public func summary() -> SimulationSummary {
        let passes = runs.flatMap(\.passes)
        let cellMeasurements = measurements.filter { $0.key.category == .cell }
        let absolute = measurements.map { abs($0.error) }.sorted()
        let errors = absolute.isEmpty ? nil : SimulationSummary.Errors(
            meanSigned: measurements.map(\.error).reduce(0, +) / Double(measurements.count),
            mean: absolute.reduce(0, +) / Double(absolute.count),
            p50: Self.percentile(absolute, 0.5), p90: Self.percentile(absolute, 0.9), maximum: absolute.last!)
        let bySection = Dictionary(grouping: cellMeasurements, by: \.key.indexPath.section)
        let suggestions = bySection.keys.sorted().map { section in
            let sizes = bySection[section]!.map { $0.measured[axis] }.sorted()
            return SimulationSummary.Suggestion(section: section, estimate: Self.percentile(sizes, 0.5), samples: sizes.count)
        }
        return SimulationSummary(
            runs: runs.count, passes: passes.count, measurements: measurements.count,
            totalVisibleJump: passes.map { abs($0.visibleJump) }.reduce(0, +),
            maximumVisibleJump: passes.map { abs($0.visibleJump) }.max() ?? 0,
            totalReflow: passes.map { abs($0.reflow) }.reduce(0, +), maximumReflow: passes.map { abs($0.reflow) }.max() ?? 0,
            contentSizeChurn: passes.map { abs($0.contentSizeAfter[axis] - $0.contentSizeBefore[axis]) }.reduce(0, +),
            unconvergedRuns: runs.filter { !$0.converged }.count, errors: errors, suggestions: suggestions)
    }

    /// The value at `fraction` of the sorted `values` (nearest rank).
    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let rank = Int((fraction * Double(values.count)).rounded(.up)) - 1
        return values[min(max(rank, 0), values.count - 1)]
    }
}

/// How much of the layout is measured: cells, and the boundary supplementary views (headers and footers of the
/// sections and of the layout, the supplementaries that may size themselves), each counted all of them.
public struct MeasuredCounts: Hashable, Sendable {
    public var items: Int
    public var measuredItems: Int
    public var supplementaries: Int
    public var measuredSupplementaries: Int
}

extension CollectionViewSimulation {
    /// Items and boundary supplementary views, and how many of each are measured.
    /// - Complexity: O(s + m) for s sections and m measured elements.
    public func measuredCounts() -> MeasuredCounts {
        let items = (0..<solved.numberOfSections).reduce(0) { $0 + solved.numberOfItems(inSection: $1) }
        let supplementaries = solved.sections.reduce(solved.context.items.count) {
            $0 + $1.boundaryItems.count
        }
        let measuredItems = measured.reduce(0) { $0 + ($1.key.category == .cell ? 1 : 0) }
        return MeasuredCounts(items: items, measuredItems: measuredItems, supplementaries: supplementaries,
                              measuredSupplementaries: measured.count - measuredItems)
    }
}
