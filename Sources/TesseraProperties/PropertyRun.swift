// Checking many random layouts from one seed: counts of what was covered, and the first failure, shrunk.

import TesseraLayout

/// What a run of random layouts covered.
public struct PropertyStatistics: Sendable {
    public var layouts = 0
    /// Layouts the engine refused with a `LayoutError` (a description it does not take: not a failure).
    public var refused = 0
    public var sections = 0
    public var tidySections = 0
    public var orthogonalSections = 0
    public var items = 0
    public var layoutsWithMeasuredSizes = 0
    public var deepestNesting = 0

    public init() {}

    /// `3000 layouts (12 refused): 7,512 sections (3,801 tidy, 1,090 orthogonal), 95,004 items, …`.
    public var summary: String {
        "\(layouts) layouts (\(refused) refused): \(sections) sections (\(tidySections) tidy, \(orthogonalSections) "
            + "orthogonal), \(items) items, \(layoutsWithMeasuredSizes) with measured sizes, groups nested up to "
            + "\(deepestNesting + 1) deep"
    }
}

/// A property that failed: where (the run's seed and the layout's index), the layout shrunk, and the violation.
public struct PropertyFailure: Sendable, CustomStringConvertible {
    public var seed: UInt64
    public var index: Int
    public var violation: Violation
    public var original: LayoutSpec
    public var shrunk: LayoutSpec

    public var description: String {
        """
        layout \(index) of seed \(seed) breaks \(violation.property.rawValue): \(violation.detail)
        shrunk from \(original.sections.count) sections and \(original.itemCounts.reduce(0, +)) items to \
        \(shrunk.sections.count) and \(shrunk.itemCounts.reduce(0, +)); again with: tessera fuzz --seed \(seed) --layout \(index)
        -- \(shrunk.runCommand)
        \(shrunk.luaScript)
        """
    }
}

/// Runs the invariants over random layouts.
public enum PropertyRun {
    /// Checks layout `index` of the run seeded `seed`; a failure comes back shrunk.
    public static func check(seed: UInt64, index: Int, statistics: inout PropertyStatistics) -> PropertyFailure? {
        let layoutSeed = SeededRandom.seed(seed, layout: index)
        var generator = LayoutGenerator(seed: layoutSeed)
        let spec = generator.layout()
        count(spec, into: &statistics)
        switch outcome(spec, layoutSeed: layoutSeed) {
        case .held:
            return nil
        case .refused:
            statistics.refused += 1
            return nil
        case .violated(let violation):
            let shrunk = LayoutShrinker.shrink(spec) { candidate in
                if case .violated(let other) = outcome(candidate, layoutSeed: layoutSeed) {
                    return other.property == violation.property
                }
                return false
            }
            guard case .violated(let final) = outcome(shrunk, layoutSeed: layoutSeed) else { return nil }
            return PropertyFailure(seed: seed, index: index, violation: final, original: spec, shrunk: shrunk)
        }
    }

    /// Checks layouts `0..<count` of the run seeded `seed`; stops at the first failure.
    public static func run(seed: UInt64, count: Int) -> (PropertyStatistics, PropertyFailure?) {
        var statistics = PropertyStatistics()
        for index in 0..<count {
            if let failure = check(seed: seed, index: index, statistics: &statistics) { return (statistics, failure) }
        }
        return (statistics, nil)
    }

    private static func outcome(_ spec: LayoutSpec, layoutSeed: UInt64) -> LayoutInvariants.Outcome {
        var random = SeededRandom(seed: layoutSeed ^ 0x5DEE_CE66_D1CE_4E5B)
        return LayoutInvariants.check(spec, random: &random)
    }

    private static func count(_ spec: LayoutSpec, into statistics: inout PropertyStatistics) {
        statistics.layouts += 1
        statistics.sections += spec.sections.count
        statistics.items += spec.itemCounts.reduce(0, +)
        if !spec.measured.isEmpty { statistics.layoutsWithMeasuredSizes += 1 }
        for section in spec.sections {
            if OverhangRules.isTidy(section, scroll: spec.scrollDirection) { statistics.tidySections += 1 }
            if section.orthogonal != .none { statistics.orthogonalSections += 1 }
            statistics.deepestNesting = max(statistics.deepestNesting, LayoutInvariants.nesting(of: section.group))
        }
    }
}
