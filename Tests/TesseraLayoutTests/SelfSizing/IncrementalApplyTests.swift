// Applying measured sizes one by one gives the same frames as solving with all of them at once.

import Testing
import TesseraLayout

@Suite("Applying measured sizes")
struct IncrementalApplyTests {
    static func size(_ w: LayoutDimension, _ h: LayoutDimension) -> LayoutSize {
        LayoutSize(widthDimension: w, heightDimension: h)
    }

    /// Layouts whose items have estimated heights: a list, a grid (the row takes the tallest), a
    /// list with headers, footers and a decoration, a nested group, rows uniform across the section, pairs
    /// in a group estimated along its axis (7 and 12 items leave the last one partly filled), and a
    /// horizontal layout.
    static func layouts() -> [(String, CompositionalLayout)] {
        let estimatedRow = LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)),
                                      contentInsets: DirectionalEdgeInsets(top: 4, leading: 6, bottom: 4, trailing: 6))
        let list = LayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)),
                                                    subitems: [.item(estimatedRow)]), interGroupSpacing: 3)
        let cell = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .estimated(50)))
        var grid = LayoutSection(group: LayoutGroup(layoutSize: size(.fractionalWidth(1), .estimated(50)),
                                                    arrangement: .horizontal, subitems: [.item(cell)],
                                                    interItemSpacing: .fixed(5)), interGroupSpacing: 3)
        grid.contentInsets = DirectionalEdgeInsets(all: 8)
        let header = BoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .estimated(30)), elementKind: "header",
                                               alignment: .top)
        let footer = BoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: "footer",
                                               alignment: .bottom)
        var decorated = list
        decorated.boundarySupplementaryItems = [header, footer]
        decorated.decorationItems = [.background(elementKind: "bg")]
        decorated.contentInsets = DirectionalEdgeInsets(top: 5, leading: 10, bottom: 7, trailing: 10)
        let pair = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .estimated(100)),
                                        subitems: [.item(LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(40))))])
        let nested = LayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .estimated(100)),
                                                      subitems: [.group(pair)]))
        let half = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .estimated(30)))
        let uniform = LayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 30)),
                                                       subitems: [.item(half)]))
        let row = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(30)))
        let pairs = LayoutSection(group: LayoutGroup(layoutSize: size(.fractionalWidth(1), .estimated(100)),
                                                     arrangement: .vertical, subitems: [.item(estimatedRow), .item(row)],
                                                     interItemSpacing: .fixed(5)))
        let column = LayoutItem(layoutSize: size(.estimated(80), .fractionalHeight(1)))
        let sideways = LayoutSection(group: .horizontal(layoutSize: size(.estimated(80), .fractionalHeight(1)),
                                                        subitems: [.item(column)]), interGroupSpacing: 2)
        return [
            ("list", CompositionalLayout(section: list)),
            ("grid", CompositionalLayout(section: grid)),
            ("decorated sections", CompositionalLayout(section: decorated,
                                                       configuration: LayoutConfiguration(interSectionSpacing: 12))),
            ("nested", CompositionalLayout(section: nested)),
            ("uniform across the section", CompositionalLayout(section: uniform)),
            ("pairs in a group estimated along its axis", CompositionalLayout(section: pairs)),
            ("horizontal", CompositionalLayout(section: sideways,
                                               configuration: LayoutConfiguration(scrollDirection: .horizontal))),
        ]
    }

    static let geometry = CollectionViewGeometry(size: Size(width: 320, height: 480), traitCollection: TraitCollection(displayScale: 2))

    @Test("One at a time equals all at once", arguments: layouts().indices)
    func incrementalEqualsFullSolve(layoutIndex: Int) throws {
        let (name, layout) = Self.layouts()[layoutIndex]
        let counts = [7, 0, 12]
        var incremental = try layout.solve(itemCounts: counts, in: Self.geometry)
        var random: UInt64 = 0x2545_F491_4F6C_DD1D &+ UInt64(layoutIndex)
        func next(_ bound: Int) -> Int {
            random ^= random << 13; random ^= random >> 7; random ^= random << 17
            return Int(random % UInt64(bound))
        }
        for _ in 0..<30 {
            let section = [0, 2][next(2)]
            let item = next(counts[section])
            let measured = Size(width: Double(20 + next(120)), height: Double(10 + next(140)))
            try incremental.applyPreferredSize(measured, at: IndexPath(item: item, section: section))
            if next(4) == 0, name == "decorated sections" {
                try incremental.applyPreferredSize(Size(width: 320, height: Double(10 + next(60))),
                                                   ofSupplementary: "header", at: IndexPath(item: 0, section: section))
            }
            let full = try layout.solve(itemCounts: counts, in: Self.geometry, preferredSizes: incremental.preferredSizes)
            #expect(incremental.contentSize == full.contentSize, "\(name): content size")
            let a = incremental.allElements(), b = full.allElements()
            #expect(a.count == b.count)
            for (x, y) in zip(a, b) where x != y {
                Issue.record("\(name): \(x.key) at \(x.frame) incrementally, \(y.frame) solved at once")
                return
            }
            let rect = Rect(x: 0, y: Double(next(300)), width: 320, height: 200)
            #expect(Set(incremental.layoutAttributesForElements(in: rect).map(\.key))
                    == Set(full.layoutAttributesForElements(in: rect).map(\.key)), "\(name): rect query")
        }
    }

    @Test func aMeasuredRowMovesTheRestByItsGrowth() throws {
        var solved = try Self.layouts()[0].1.solve(itemCounts: [5], in: Self.geometry)
        // Rows of 44 with 3 between: row 2 starts at 94. Row 0 measured at 60 moves it by 16.
        let change = try solved.applyPreferredSize(Size(width: 320, height: 60), at: IndexPath(item: 0, section: 0))
        #expect(change.delta == 16)
        #expect(!change.relaidSection)
        #expect(solved.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == Rect(x: 6, y: 110, width: 308, height: 44))
        // Insets along the estimated axis are ignored: the measured row is 60 tall, full height.
        #expect(solved.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 6, y: 0, width: 308, height: 60))
        #expect(solved.contentSize.height == 60 + 4 * 44 + 4 * 3)
    }

    @Test("A measured header of an orthogonal section moves its row down, not sideways")
    func orthogonalSectionHeader() throws {
        let header = BoundarySupplementaryItem(layoutSize: Self.size(.fractionalWidth(1), .estimated(20)),
                                               elementKind: "header", alignment: .top)
        let cell = LayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = LayoutSection(group: .horizontal(layoutSize: Self.size(.absolute(100), .absolute(50)), subitems: [.item(cell)]),
                                    boundarySupplementaryItems: [header], orthogonalScrollingBehavior: .continuous)
        let layout = CompositionalLayout(section: section)
        var solved = try layout.solve(itemCounts: [2], in: Self.geometry)
        let change = try solved.applyPreferredSize(Size(width: 320, height: 63), ofSupplementary: "header",
                                                   at: IndexPath(item: 0, section: 0))
        // The header grows from 20 to 63: the row of 100 × 50 groups starts below it, at y = 63.
        #expect(change.delta == 43)
        #expect(solved.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 0, y: 63, width: 100, height: 50))
        #expect(solved.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 100, y: 63, width: 100, height: 50))
        var sizes = PreferredSizes()
        sizes[supplementary: SupplementaryKey(elementKind: "header", indexPath: IndexPath(item: 0, section: 0))] = Size(width: 320, height: 63)
        let fresh = try layout.solve(itemCounts: [2], in: Self.geometry, preferredSizes: sizes)
        #expect(solved.allElements() == fresh.allElements())
        #expect(solved.contentSize == fresh.contentSize)
    }

    @Test("A measured first item of a group that now fits the measured group before it joins that group")
    func measuredItemJoinsThePreviousGroup() throws {
        // Rows 320 wide of items estimated 250 wide: one per row. Item 0 measured 150 wide still leaves no room
        // for item 1 at 250. Item 1 measured 100 wide fits beside it (150 + 100 ≤ 320, R7): rows [0, 1], [2]
        // (its own row, [1] with item 2 at 250, would not have changed).
        let cell = LayoutItem(layoutSize: Self.size(.estimated(250), .fractionalHeight(1)))
        let layout = CompositionalLayout(section: LayoutSection(group: .horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(50)), subitems: [.item(cell)])))
        var solved = try layout.solve(itemCounts: [3], in: Self.geometry)
        try solved.applyPreferredSize(Size(width: 150, height: 50), at: IndexPath(item: 0, section: 0))
        try solved.applyPreferredSize(Size(width: 100, height: 50), at: IndexPath(item: 1, section: 0))
        #expect(solved.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 150, y: 0, width: 100, height: 50))
        #expect(solved.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == Rect(x: 0, y: 50, width: 250, height: 50))
        #expect(solved.contentSize.height == 100)
        var sizes = PreferredSizes()
        sizes[IndexPath(item: 0, section: 0)] = Size(width: 150, height: 50)
        sizes[IndexPath(item: 1, section: 0)] = Size(width: 100, height: 50)
        #expect(solved.allElements() == (try layout.solve(itemCounts: [3], in: Self.geometry, preferredSizes: sizes)).allElements())
    }

    @Test("A group planned as if full with the next item is solved again when that item is measured")
    func groupPlannedWithTheNextItem() throws {
        // Rows of one 320 × 100 column, fixed spacing 10, of [B: FW1 × EST60, A: FW1 × FH0.3]. Item 0 (B) is measured
        // 30 tall. With item 2 (the next row's B) at its estimate a third child would not fit (30 + 24 + 60 + 20 >
        // 100), so the column plans two: A is 0.3 × 90 = 27. Measured 10 tall, item 2 would fit (30 + 24 + 10 + 20
        // ≤ 100): the column is planned as if it held three, A is 0.3 × 80 = 24, though row 0 still holds items 0, 1.
        let b = LayoutElement.item(LayoutItem(layoutSize: Self.size(.fractionalWidth(1), .estimated(60))))
        let a = LayoutElement.item(LayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(0.3))))
        let column = LayoutGroup(layoutSize: Self.size(.fractionalWidth(1), .absolute(100)), arrangement: .vertical,
                                 subitems: [b, a], interItemSpacing: .fixed(10))
        let layout = CompositionalLayout(section: LayoutSection(group: .horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(100)), subitems: [.group(column)])))
        var solved = try layout.solve(itemCounts: [4], in: Self.geometry)
        try solved.applyPreferredSize(Size(width: 320, height: 30), at: IndexPath(item: 0, section: 0))
        #expect(solved.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 0, y: 40, width: 320, height: 27))
        try solved.applyPreferredSize(Size(width: 320, height: 10), at: IndexPath(item: 2, section: 0))
        #expect(solved.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 0, y: 40, width: 320, height: 24))
        // Row 0 is then partly filled: its items reach 40 + 24 = 64, and a full one would leave 100 − 84 = 16, so it
        // is 80 long. Row 1 (item 2 at 80, 10 tall; item 3 with item 4 at its estimate: two children, A 27 at 100)
        // is full: the content ends at 180.
        #expect(solved.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == Rect(x: 0, y: 100, width: 320, height: 27))
        #expect(solved.contentSize.height == 180)
        var sizes = PreferredSizes()
        sizes[IndexPath(item: 0, section: 0)] = Size(width: 320, height: 30)
        sizes[IndexPath(item: 2, section: 0)] = Size(width: 320, height: 10)
        let fresh = try layout.solve(itemCounts: [4], in: Self.geometry, preferredSizes: sizes)
        #expect(solved.allElements() == fresh.allElements())
        #expect(solved.contentSize == fresh.contentSize)
    }

    @Test("A group estimated across the scroll axis that a measured size widens widens the content (R16)")
    func groupWidenedAcross() throws {
        // Rows 50 tall, each a group estimated along its own axis holding one item estimated 100 wide: the groups
        // are as wide as their item, the content as wide as the view (320). Item 1 measured 400 wide makes its row
        // 400 wide, and the content as wide as the widest group: 400 × 150.
        let cell = LayoutItem(layoutSize: Self.size(.estimated(100), .fractionalHeight(1)))
        let layout = CompositionalLayout(section: LayoutSection(group: .horizontal(
            layoutSize: Self.size(.estimated(150), .absolute(50)), subitems: [.item(cell)])))
        var solved = try layout.solve(itemCounts: [3], in: Self.geometry)
        #expect(solved.contentSize == Size(width: 320, height: 150))
        try solved.applyPreferredSize(Size(width: 400, height: 50), at: IndexPath(item: 1, section: 0))
        #expect(solved.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 0, y: 50, width: 400, height: 50))
        #expect(solved.contentSize == Size(width: 400, height: 150))
    }

    @Test func rejectsItemsThatAreNotLaidOutAndBadSizes() throws {
        var solved = try Self.layouts()[0].1.solve(itemCounts: [2], in: Self.geometry)
        #expect(throws: LayoutError.self) { try solved.applyPreferredSize(Size(width: 1, height: 1), at: IndexPath(item: 5, section: 0)) }
        #expect(throws: LayoutError.self) { try solved.applyPreferredSize(Size(width: 1, height: .nan), at: IndexPath(item: 0, section: 0)) }
    }
}
