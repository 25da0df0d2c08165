// A measured size applied to a solved layout, checked against a fresh solve with it: the incremental tests' shorthand.

import Testing
import TesseraLayout

/// What the incremental-path suites that move rounded positions (`ZeroCrossingTests`, `OffGridMoveTests`) share.
enum IncrementalCheck {
    /// Solves `layout` with `counts` in `geometry`, applies `size` to `item`, and checks every element and the content
    /// size against a fresh solve with the size: bit for bit, or to within `tolerance` (a move worked out as the
    /// difference of two rounded positions is a few units in the last place off). Returns the layout before and after.
    static func applied(_ layout: CompositionalLayout, counts: [Int], in geometry: CollectionViewGeometry, _ size: Size,
                        at item: IndexPath = IndexPath(item: 0, section: 0), tolerance: Double = 0) throws
        -> (before: SolvedLayout, after: SolvedLayout) {
        let before = try layout.solve(itemCounts: counts, in: geometry)
        var after = before
        try after.applyPreferredSize(size, at: item)
        var preferred = PreferredSizes()
        preferred[item] = size
        let fresh = try layout.solve(itemCounts: counts, in: geometry, preferredSizes: preferred)
        guard tolerance > 0 else {
            #expect(after.allElements() == fresh.allElements())
            #expect(after.contentSize == fresh.contentSize)
            return (before, after)
        }
        let (moved, solved) = (after.allElements(), fresh.allElements())
        #expect(moved.map(\.key) == solved.map(\.key))
        for (one, other) in zip(moved, solved) {
            #expect(Rules.approx(one.frame, other.frame, tolerance: tolerance),
                    "\(one.key): \(one.frame) moved, \(other.frame) solved")
        }
        #expect(isNear(after.contentSize.width, fresh.contentSize.width, within: tolerance))
        #expect(isNear(after.contentSize.height, fresh.contentSize.height, within: tolerance))
        return (before, after)
    }

    /// Whether `value` is `expected` to within `tolerance` (nil is not).
    static func isNear(_ value: Double?, _ expected: Double, within tolerance: Double = 1e-9) -> Bool {
        value.map { abs($0 - expected) < tolerance } ?? false
    }
}
