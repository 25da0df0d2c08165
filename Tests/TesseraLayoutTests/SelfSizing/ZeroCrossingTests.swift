// Measured sizes that move a half-pixel position across zero, where it rounds the other way (R1): the fuzzer's case.

import Testing
import TesseraLayout

@Suite("Measured sizes that carry a rounded position across zero")
struct ZeroCrossingTests {
    static let geometry = Rules.collectionView(scale: 3)

    /// Two sections scrolling vertically at 3x: [0] one full-width item estimated `estimate` tall, [1] empty, with a
    /// side view 11 tall on its leading edge that does not extend it (centred on its frame start: 5.5 above it).
    static func sideLayout(estimate: Double) -> CompositionalLayout {
        let item = LayoutItem(layoutSize: Rules.size(.fractionalWidth(1), .estimated(estimate)))
        let first = LayoutSection(group: .vertical(layoutSize: Rules.size(.fractionalWidth(1), .estimated(estimate)),
                                                   subitems: [.item(item)]))
        let full = LayoutItem(layoutSize: Rules.size(.fractionalWidth(1), .fractionalHeight(1)))
        let side = BoundarySupplementaryItem(layoutSize: Rules.size(.fractionalWidth(1), .absolute(11)),
                                             elementKind: "side", alignment: .leading, extendsBoundary: false)
        let second = LayoutSection(group: .vertical(layoutSize: Rules.size(.fractionalWidth(1), .absolute(40)),
                                                    subitems: [.item(full)]),
                                   boundarySupplementaryItems: [side])
        return CompositionalLayout { index, _ in index == 0 ? first : index == 1 ? second : nil }
    }

    /// One section at 3x, its content starting `top` above its frame, groups of one item (estimated 30 tall) half a
    /// point apart: the second group starts at −`top` + 30 + 0.5, a half pixel.
    static func groupsLayout(top: Double = 20, spacing: Double = 0.5) -> CompositionalLayout {
        let item = LayoutItem(layoutSize: Rules.size(.fractionalWidth(1), .estimated(30)))
        let section = LayoutSection(group: .vertical(layoutSize: Rules.size(.fractionalWidth(1), .estimated(30)),
                                                     subitems: [.item(item)]),
                                    interGroupSpacing: spacing, contentInsets: DirectionalEdgeInsets(top: -top))
        return CompositionalLayout { index, _ in index == 0 ? section : nil }
    }

    /// Applies `size` to item 0 of section 0 of `layout` solved with `counts`, and checks every element against a
    /// fresh solve with the size, bit for bit; returns the layout before and after.
    static func applied(_ layout: CompositionalLayout, counts: [Int], _ size: Size) throws
        -> (before: SolvedLayout, after: SolvedLayout) {
        try IncrementalCheck.applied(layout, counts: counts, in: geometry, size)
    }

    static func side(_ solved: SolvedLayout) -> Double? {
        solved.layoutAttributesForSupplementaryView(ofKind: "side", at: IndexPath(item: 0, section: 1))?.frame.minY
    }

    static func isNear(_ value: Double?, _ expected: Double) -> Bool { IncrementalCheck.isNear(value, expected) }

    @Test("fuzz seed 7903939754022051980, layout 251346: a side view moved up across zero rounds as it lands")
    func sideViewMovedUpAcrossZero() throws {
        // Section 1 starts at 55: its side view at 49.5 rounds (148.5 px) to 49⅔. Item 0 measured 0 tall moves the
        // section to 0, where a fresh solve rounds −5.5 (−16.5 px) away from zero to −5⅔; moved, it was −5⅓.
        let (before, after) = try Self.applied(Self.sideLayout(estimate: 55), counts: [1, 0], Size(width: 320, height: 0))
        #expect(Self.isNear(Self.side(before), 149.0 / 3))
        #expect(Self.isNear(Self.side(after), -17.0 / 3))
    }

    @Test("a side view moved down across zero rounds as it lands")
    func sideViewMovedDownAcrossZero() throws {
        // Section 1 starts at 1: its side view at −4.5 rounds to −4⅔. Item 0 measured 56 tall moves it by 55, where a
        // fresh solve rounds 50.5 to 50⅔; moved, it was 50⅓.
        let (before, after) = try Self.applied(Self.sideLayout(estimate: 1), counts: [1, 0], Size(width: 320, height: 56))
        #expect(Self.isNear(Self.side(before), -14.0 / 3))
        #expect(Self.isNear(Self.side(after), 152.0 / 3))
    }

    @Test("a group moved up across zero within its section starts where a fresh solve starts it")
    func groupMovedAcrossZero() throws {
        // The second group starts at 10.5 (31.5 px), rounded to 10⅔. Item 0 measured 9 tall puts it at −10.5, which a
        // fresh solve rounds to −10⅔; moved by the 21 the first group lost, it was −10⅓.
        let (before, after) = try Self.applied(Self.groupsLayout(), counts: [3], Size(width: 320, height: 9))
        let second = { (solved: SolvedLayout) in solved.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY }
        #expect(Self.isNear(second(before), 32.0 / 3))
        #expect(Self.isNear(second(after), -32.0 / 3))
    }

    @Test("an item inserted before groups below zero moves them across it as a fresh solve places them")
    func insertionMovesGroupsAcrossZero() throws {
        // Groups start at −40 and −9⅔ (−9.5 rounded away from zero). An item inserted first takes −40 and moves the
        // others by 30⅓: the second to −9⅔, the third to 20⅔, where a fresh solve rounds 20⅚ (62.5 px) to 21.
        let layout = Self.groupsLayout(top: 40)
        var edited = try layout.solve(itemCounts: [2], in: Self.geometry)
        try edited.insertItem(at: IndexPath(item: 0, section: 0))
        let fresh = try layout.solve(itemCounts: [3], in: Self.geometry)
        #expect(edited.allElements() == fresh.allElements())
        #expect(Self.isNear(edited.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY, 21))
    }

    @Test("groups that step back: a later group below zero is moved across it as a fresh solve places it")
    func steppingBackGroupsMovedAcrossZero() throws {
        // Groups 20.5 apart backwards: 0, then 9.5 rounded to 9⅔; item 1 measured 5 tall puts the third group at
        // 9⅔ + 5 − 20.5 = −5⅚, rounded (−17.5 px) to −6. Item 0 measured 41 tall moves the groups after it by 11:
        // the second to 20⅔ as a fresh solve has it, the third to 5, where a fresh solve rounds 5⅙ (15.5 px) to 5⅓.
        // The second group starts after zero, so only looking at every group after it finds the third.
        let layout = Self.groupsLayout(top: 0, spacing: -20.5)
        var applied = try layout.solve(itemCounts: [3], in: Self.geometry)
        try applied.applyPreferredSize(Size(width: 320, height: 5), at: IndexPath(item: 1, section: 0))
        let third = { (solved: SolvedLayout) in solved.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY }
        #expect(Self.isNear(third(applied), -6))
        try applied.applyPreferredSize(Size(width: 320, height: 41), at: IndexPath(item: 0, section: 0))
        var preferred = PreferredSizes()
        preferred[IndexPath(item: 0, section: 0)] = Size(width: 320, height: 41)
        preferred[IndexPath(item: 1, section: 0)] = Size(width: 320, height: 5)
        let fresh = try layout.solve(itemCounts: [3], in: Self.geometry, preferredSizes: preferred)
        #expect(applied.allElements() == fresh.allElements())
        #expect(Self.isNear(third(applied), 16.0 / 3))
    }
}
