// Measured sizes that move rounded positions by part of a pixel: what follows is laid out where it lands (R1).

import Testing
import TesseraLayout

@Suite("Measured sizes that move rounded positions by part of a pixel")
struct OffGridMoveTests {
    static let geometry = Rules.collectionView(scale: 3)

    /// A vertical group of one full-width item `height` tall (estimated or absolute), the group as tall.
    static func group(_ height: LayoutDimension) -> LayoutGroup {
        .vertical(layoutSize: Rules.size(.fractionalWidth(1), height),
                  subitems: [.item(LayoutItem(layoutSize: Rules.size(.fractionalWidth(1), height)))])
    }

    /// Applies `size` to `item` of `layout` solved with `counts`, checks every element and the content size against a
    /// fresh solve with the size (to within floating-point noise), and returns the layout after.
    static func applied(_ layout: CompositionalLayout, counts: [Int], _ size: Size,
                        at item: IndexPath = IndexPath(item: 0, section: 0)) throws -> SolvedLayout {
        try IncrementalCheck.applied(layout, counts: counts, in: geometry, size, at: item, tolerance: 1e-9).after
    }

    static func top(_ solved: SolvedLayout, _ item: Int, _ section: Int) -> Double? {
        solved.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame.minY
    }

    static func isNear(_ value: Double?, _ expected: Double) -> Bool { IncrementalCheck.isNear(value, expected) }

    @Test("groups after one measured a quarter point taller start where a fresh solve rounds them")
    func groupsAfterAQuarterPoint() throws {
        // Three groups estimated 30 tall at 3x. Item 0 measured 30.25 ends group 0 at 30.25 (90.75 px): group 1 rounds
        // to 91 px, 30⅓, and group 2 follows it at 60⅓. Moved by the quarter point, they were at 30.25 and 60.25.
        let layout = CompositionalLayout { index, _ in index == 0 ? LayoutSection(group: Self.group(.estimated(30))) : nil }
        let after = try Self.applied(layout, counts: [3], Size(width: 320, height: 30.25))
        #expect(Self.isNear(Self.top(after, 1, 0), 91.0 / 3))
        #expect(Self.isNear(Self.top(after, 2, 0), 181.0 / 3))
    }

    @Test("a section after one that grew a quarter point is laid out where it lands, and the next moves by whole pixels")
    func sectionAfterAQuarterPoint() throws {
        // Sections of one item: [0] estimated 30, [1] and [2] absolute 40. Item 0 measured 30.25 starts section 1 at
        // 30.25, where its group rounds to 30⅓; section 1 then ends at 70⅓, a whole pixel later than before, and
        // section 2 moves by that pixel to 70⅓.
        let first = LayoutSection(group: Self.group(.estimated(30)))
        let other = LayoutSection(group: Self.group(.absolute(40)))
        let layout = CompositionalLayout { index, _ in index == 0 ? first : index < 3 ? other : nil }
        let after = try Self.applied(layout, counts: [1, 1, 1], Size(width: 320, height: 30.25))
        #expect(Self.isNear(Self.top(after, 0, 1), 91.0 / 3))
        #expect(Self.isNear(Self.top(after, 0, 2), 211.0 / 3))
    }

    @Test("a header measured a quarter point taller lays its section's groups out where they land")
    func headerAQuarterPointTaller() throws {
        // A section with a header estimated 30 tall and groups of one item 40 tall at 3x. The header measured 30.25
        // starts the content at 30.25, where the first group rounds to 30⅓ and the second follows at 70⅓; moved by the
        // quarter point, they were at 30.25 and 70.25.
        let header = BoundarySupplementaryItem(layoutSize: Rules.size(.fractionalWidth(1), .estimated(30)),
                                               elementKind: "header", alignment: .top)
        let section = LayoutSection(group: Self.group(.absolute(40)), boundarySupplementaryItems: [header])
        let layout = CompositionalLayout { index, _ in index == 0 ? section : nil }
        var after = try layout.solve(itemCounts: [2], in: Self.geometry)
        try after.applyPreferredSize(Size(width: 320, height: 30.25), ofSupplementary: "header", at: IndexPath(item: 0, section: 0))
        #expect(Self.isNear(Self.top(after, 0, 0), 91.0 / 3))
        #expect(Self.isNear(Self.top(after, 1, 0), 211.0 / 3))
    }

    @Test("fuzz seed 777001, layout 6784: a section that empties moves the next one by part of a pixel")
    func sectionThatEmpties() throws {
        // At 3x with 1.5 between sections: [0] empty, [1] a group 91 tall whose item is estimated 87, [2] one item 40
        // tall. Section 1 starts at 1.5 and its group rounds to 1⅔, so section 2 starts at 94⅙ and its group at 94⅓.
        // Item [1, 0] measured 151 tall no longer fits its group (R7), section 1 empties, and section 2 starts at 3,
        // on a pixel; moved by section 1's 91⅙, its group was at 3⅙.
        let empty = LayoutSection(group: Self.group(.absolute(40)))
        let item = LayoutItem(layoutSize: Rules.size(.fractionalWidth(1), .estimated(87)))
        let tall = LayoutSection(group: .vertical(layoutSize: Rules.size(.fractionalWidth(1), .absolute(91)),
                                                  subitems: [.item(item)]))
        let last = LayoutSection(group: Self.group(.absolute(40)))
        let layout = CompositionalLayout(configuration: LayoutConfiguration(interSectionSpacing: 1.5)) { index, _ in
            [empty, tall, last].indices.contains(index) ? [empty, tall, last][index] : nil
        }
        let before = try layout.solve(itemCounts: [0, 1, 1], in: Self.geometry)
        #expect(Self.isNear(Self.top(before, 0, 2), 283.0 / 3))
        let after = try Self.applied(layout, counts: [0, 1, 1], Size(width: 320, height: 151),
                                     at: IndexPath(item: 0, section: 1))
        #expect(Self.top(after, 0, 1) == nil)
        #expect(Self.isNear(Self.top(after, 0, 2), 3))
    }
}
