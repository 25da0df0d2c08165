// Measured sizes of items a group before them plans with (R7's next candidate): layouts the fuzzer found, shrunk.

import Testing
import TesseraLayout

@Suite("Measured sizes the group before plans with")
struct PlannedNextItemTests {
    static func size(_ w: LayoutDimension, _ h: LayoutDimension) -> LayoutSize {
        LayoutSize(widthDimension: w, heightDimension: h)
    }

    static let geometry = CollectionViewGeometry(size: Size(width: 320, height: 480), traitCollection: TraitCollection(displayScale: 2))

    /// Solves `layout` without measured sizes, applies `sizes` one by one, and checks the result against a fresh
    /// solve with all of them; returns the incremental layout.
    static func applied(_ layout: CompositionalLayout, items: Int, _ sizes: [(Int, Size)]) throws -> SolvedLayout {
        var solved = try layout.solve(itemCounts: [items], in: geometry)
        var preferred = PreferredSizes()
        for (item, size) in sizes {
            try solved.applyPreferredSize(size, at: IndexPath(item: item, section: 0))
            preferred[IndexPath(item: item, section: 0)] = size
        }
        let fresh = try layout.solve(itemCounts: [items], in: geometry, preferredSizes: preferred)
        #expect(solved.contentSize == fresh.contentSize)
        #expect(solved.allElements() == fresh.allElements())
        return solved
    }

    static func frame(_ solved: SolvedLayout, _ item: Int) -> Rect? {
        solved.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    @Test("The last item measured small joins the row before it, which has no measured item")
    func lastItemJoinsTheRowBefore() throws {
        // Rows 320 wide of items estimated 250 wide: one per row. Item 1 measured 60 wide is row 0's next
        // candidate (R7): 250 + 60 ≤ 320, so row 0 holds items 0 and 1 and the second row is gone. The row before
        // has no measured item of its own, and item 1's own group (the last) keeps its count: both the template
        // copy of the fresh solve and the incremental path once missed it.
        let cell = LayoutItem(layoutSize: Self.size(.estimated(250), .fractionalHeight(1)))
        let layout = CompositionalLayout(section: LayoutSection(group: .horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(50)), subitems: [.item(cell)])))
        #expect(try layout.solve(itemCounts: [2], in: Self.geometry).contentSize == Size(width: 320, height: 100))
        let solved = try Self.applied(layout, items: 2, [(1, Size(width: 60, height: 50))])
        #expect(Self.frame(solved, 0) == Rect(x: 0, y: 0, width: 250, height: 50))
        #expect(Self.frame(solved, 1) == Rect(x: 250, y: 0, width: 60, height: 50))
        #expect(solved.contentSize == Size(width: 320, height: 50))
    }

    @Test("fuzz seed 2, layout 8296: a row before the measured last item takes it though a nested group holds nothing")
    func rowWithAnEmptyNestedGroup() throws {
        // Rows 288 wide (FW 0.9), estimated 125 tall, of [A: uniform 144 wide × 99, B: a group FH 0.2 = 25 wide
        // holding an item 17.5 wide with 10 of edge spacing (so B holds nothing)]: A, B and a second A (313) do not
        // fit, so each row holds one item. Item 6 measured 83 wide is row 5's third child: 144 + 25 + 83 ≤ 288, so
        // row 5 holds items 5 and 6, both 144 wide (uniform across siblings), B empty between them at no width.
        let a = LayoutElement.item(LayoutItem(layoutSize: Self.size(.uniformAcrossSiblings(estimate: 144), .absolute(99))))
        let spaced = LayoutItem(layoutSize: Self.size(.fractionalWidth(0.7), .fractionalHeight(0.7)),
                                edgeSpacing: EdgeSpacing(leading: .flexible(8), trailing: .flexible(2)))
        let b = LayoutGroup.horizontal(layoutSize: Self.size(.fractionalHeight(0.2), .uniformAcrossSiblings(estimate: 91)),
                                       subitems: [.item(spaced)])
        let layout = CompositionalLayout(section: LayoutSection(group: .horizontal(
            layoutSize: Self.size(.fractionalWidth(0.9), .estimated(125)), subitems: [a, .group(b)])))
        #expect(try layout.solve(itemCounts: [7], in: Self.geometry).contentSize == Size(width: 320, height: 693))
        let solved = try Self.applied(layout, items: 7, [(6, Size(width: 83, height: 186))])
        #expect(Self.frame(solved, 5) == Rect(x: 0, y: 495, width: 144, height: 99))
        #expect(Self.frame(solved, 6) == Rect(x: 144, y: 495, width: 144, height: 99))
        #expect(solved.contentSize == Size(width: 320, height: 594))
    }

    @Test("fuzz seed 20261124, layout 6583: a nested group plans with the next row's measured item and trims to nothing")
    func nestedGroupPlannedWithTheNextRowsItem() throws {
        // Rows 272 wide (FW 0.85) estimated along their axis hold one run: C1 (FW 0.4 = 108.5 wide, estimated 21
        // tall) holding N (92 × 17.5) of [a: 59.5 × 11, b: uniform 103 wide × 188], and C2 (60 × 139 of an item
        // estimated 136 wide: it holds nothing). N fits a only, so each row holds one item and is 17.5 tall. Item 32
        // measured 16 wide is b's item in row 31's plan (59.5 + 16 ≤ 92): N is planned full as [a, b] and, holding
        // only item 31, is trimmed: 11 + (17.5 − 188) < 0, so 0 long (R13), and row 31 with it. Row 32 starts
        // where row 31 does.
        let a = LayoutElement.item(LayoutItem(layoutSize: Self.size(.fractionalWidth(0.65), .fractionalHeight(0.65))))
        let b = LayoutElement.item(LayoutItem(layoutSize: Self.size(.uniformAcrossSiblings(estimate: 103), .absolute(188))))
        let n = LayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(0.85), .fractionalHeight(0.85)), subitems: [a, b])
        let c1 = LayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(0.4), .estimated(21)), subitems: [.group(n)])
        let wide = LayoutElement.item(LayoutItem(layoutSize: Self.size(.estimated(136), .estimated(85))))
        let c2 = LayoutGroup.horizontal(layoutSize: Self.size(.absolute(60), .absolute(139)), subitems: [wide])
        let layout = CompositionalLayout(section: LayoutSection(group: .vertical(
            layoutSize: Self.size(.fractionalWidth(0.85), .estimated(128)), subitems: [.group(c1), .group(c2)])))
        #expect(try layout.solve(itemCounts: [33], in: Self.geometry).contentSize == Size(width: 320, height: 577.5))
        let solved = try Self.applied(layout, items: 33, [(32, Size(width: 16, height: 30))])
        #expect(Self.frame(solved, 30) == Rect(x: 0, y: 525, width: 59.5, height: 11))
        #expect(Self.frame(solved, 31) == Rect(x: 0, y: 542.5, width: 59.5, height: 11))
        #expect(Self.frame(solved, 32) == Rect(x: 0, y: 542.5, width: 59.5, height: 11))
        #expect(solved.contentSize == Size(width: 320, height: 560))
    }

    @Test("fuzz seed 12, layout 1432: a measured item fits beside a group whose nested custom group holds nothing")
    func measuredItemBesideAnEstimatedGroup() throws {
        // Columns 176 wide (FW 0.55) and 124 tall of [G: estimated 61 × 40 holding i (FW 0.7 × FH 0.55) and H (94 ×
        // 34 holding a custom group 195 tall, too long: H holds nothing), u: uniform 61 × 94]. G + u = 134 > 124: a
        // column holds G's one item. Item 5 measured 116 × 83 is u in column 4's plan (40 + 83 ≤ 124): column 4
        // holds items 4 and 5 (a fresh solve did; applying the size solved only item 5's own column).
        let i = LayoutElement.item(LayoutItem(layoutSize: Self.size(.fractionalWidth(0.7), .fractionalHeight(0.55))))
        let custom = LayoutGroup.custom(layoutSize: Self.size(.fractionalWidth(0.7), .absolute(195))) { _ in
            [CustomGroupItem(frame: Rect(x: 125, y: 143, width: 44, height: 74), zIndex: 2)]
        }
        let h = LayoutGroup.vertical(layoutSize: Self.size(.absolute(94), .fractionalHeight(0.85)), subitems: [.group(custom)])
        let g = LayoutGroup.vertical(layoutSize: Self.size(.estimated(61), .estimated(40)), subitems: [i, .group(h)])
        let u = LayoutElement.item(LayoutItem(layoutSize: Self.size(.uniformAcrossSiblings(estimate: 61),
                                                                    .uniformAcrossSiblings(estimate: 94))))
        let layout = CompositionalLayout(section: LayoutSection(group: .vertical(
            layoutSize: Self.size(.fractionalWidth(0.55), .absolute(124)), subitems: [.group(g), u])))
        let solved = try Self.applied(layout, items: 6, [(5, Size(width: 116, height: 83))])
        // G (estimated along its axis) ends with i: 22 tall. Columns 0 to 3 are partly filled (H holds nothing):
        // 22 + (124 − 40) = 106 long each. Column 4 at 424 holds i (42.5 × 22) and u below G at 446, measured on
        // both sides (uniform, alone): it is full again, 124 long.
        #expect(Self.frame(solved, 3) == Rect(x: 0, y: 318, width: 42.5, height: 22))
        #expect(Self.frame(solved, 4) == Rect(x: 0, y: 424, width: 42.5, height: 22))
        #expect(Self.frame(solved, 5) == Rect(x: 0, y: 446, width: 116, height: 83))
        #expect(solved.contentSize == Size(width: 320, height: 548))
    }

    @Test("fuzz seed 3, layout 3022: a size the layout refuses leaves it as it was, as a fresh solve refuses it")
    func refusedSizeLeavesTheLayout() throws {
        // Rows 272 × 145, fixed spacing 11, of [P: 150 × uniform 110, Q: estimated 32 × 25 holding R (14 × 13.5, three
        // S of 4.5) whose S repeat T twice with flexible spacing 6 > 4.5: T is 0 tall]. P + Q = 146 > 145: a row holds
        // P only and Q is never planned. Item 22 measured 24 tall lets Q in (24 + 11 + 25 ≤ 145), and planning Q meets
        // the zero-length repeating subitem (E10): applying it throws, as solving with it does, and changes nothing.
        let p = LayoutElement.item(LayoutItem(layoutSize: Self.size(.absolute(150), .uniformAcrossSiblings(estimate: 110))))
        let t = LayoutElement.item(LayoutItem(layoutSize: Self.size(.uniformAcrossSiblings(estimate: 49), .fractionalHeight(0.7))))
        let s = LayoutGroup(layoutSize: Self.size(.estimated(131), .fractionalHeight(0.9)), arrangement: .vertical,
                            subitems: [t], repetition: .repeating(2), interItemSpacing: .flexible(6))
        let r = LayoutGroup(layoutSize: Self.size(.fractionalWidth(0.45), .fractionalHeight(0.55)), arrangement: .vertical,
                            subitems: [.group(s)], repetition: .count(3))
        let q = LayoutGroup.horizontal(layoutSize: Self.size(.estimated(32), .estimated(25)), subitems: [.group(r)])
        let layout = CompositionalLayout(section: LayoutSection(group: LayoutGroup(
            layoutSize: Self.size(.fractionalWidth(0.85), .absolute(145)), arrangement: .vertical, subitems: [p, .group(q)],
            interItemSpacing: .fixed(11))))
        var solved = try layout.solve(itemCounts: [23], in: Self.geometry)
        let before = solved.allElements()
        let small = Size(width: 180, height: 24)
        #expect(throws: LayoutError.self) { try solved.applyPreferredSize(small, at: IndexPath(item: 22, section: 0)) }
        var sizes = PreferredSizes()
        sizes[IndexPath(item: 22, section: 0)] = small
        #expect(throws: LayoutError.self) { try layout.solve(itemCounts: [23], in: Self.geometry, preferredSizes: sizes) }
        #expect(solved.preferredSizes[IndexPath(item: 22, section: 0)] == nil)
        #expect(solved.allElements() == before)
        #expect(Self.frame(solved, 22) == Rect(x: 0, y: 22 * 145, width: 150, height: 110))
        // Item 8 measured 178 tall overflows its row: the section stops there (R12), and item 22 is not laid out.
        try solved.applyPreferredSize(Size(width: 29, height: 178), at: IndexPath(item: 8, section: 0))
        #expect(Self.frame(solved, 7) == Rect(x: 0, y: 7 * 145, width: 150, height: 110))
        #expect(Self.frame(solved, 8) == nil)
        #expect(solved.contentSize == Size(width: 320, height: 8 * 145))
    }

    @Test("A row plans with an item two rows on when its column holds fewer items than it has room for")
    func rowPlansTwoRowsOn() throws {
        // Rows 320 × 100 of [V: a column 100 wide of items FW1 × estimated 20 (5 fit), I: estimated 150 wide].
        // The row's run is planned with V's capacity, so I is sized with the item five after V's first (R7), while
        // V may hold fewer: item 0 measured 100 tall fills its column. Applied one by one, item 5 (250 wide) is
        // read by row 0's plan (V + item 5 = 350 > 320: row 0 holds V alone), though it ends up two rows on:
        // with no bound on how far back a row reads an item, applying it lays the section out again.
        let j = LayoutElement.item(LayoutItem(layoutSize: Self.size(.fractionalWidth(1), .estimated(20))))
        let v = LayoutGroup.vertical(layoutSize: Self.size(.absolute(100), .fractionalHeight(1)), subitems: [j])
        let i = LayoutElement.item(LayoutItem(layoutSize: Self.size(.estimated(150), .fractionalHeight(1))))
        let layout = CompositionalLayout(section: LayoutSection(group: .horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(100)), subitems: [.group(v), i])))
        let solved = try Self.applied(layout, items: 20, [(0, Size(width: 100, height: 100)), (2, Size(width: 100, height: 100)),
                                                          (5, Size(width: 250, height: 20))])
        // Row 0: V with item 0 alone. Row 1: V with item 1 (item 2, 100 tall, does not fit under it), I with item
        // 2 (100 wide). Row 2: V with items 3 to 7, I with item 8; then rows of six.
        #expect(Self.frame(solved, 0) == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(Self.frame(solved, 1) == Rect(x: 0, y: 100, width: 100, height: 20))
        #expect(Self.frame(solved, 2) == Rect(x: 100, y: 100, width: 100, height: 100))
        #expect(Self.frame(solved, 5) == Rect(x: 0, y: 240, width: 100, height: 20))
        #expect(Self.frame(solved, 8) == Rect(x: 100, y: 200, width: 150, height: 100))
        #expect(solved.contentSize == Size(width: 320, height: 500))
    }

    @Test("A row plans with an item three rows on, past two rows that do not read it")
    func rowPlansThreeRowsOn() throws {
        // Rows 320 × 200 of [V: a column 100 wide of items FW1 × estimated 20 (10 fit), I: estimated 150 wide].
        // Items 0, 2 and 4 measured 200 tall each fill their column: rows [0, 1], [2, 3], [4, 5], and row 0 plans I
        // with item 10 (0 + V's capacity), in row 3. Item 10 measured 250 wide leaves row 0 with V alone (100 + 250
        // > 320), and every row after it takes other items: rows [0], [1, 2], [3, 4], [5 to 15], [16 to 19].
        let j = LayoutElement.item(LayoutItem(layoutSize: Self.size(.fractionalWidth(1), .estimated(20))))
        let v = LayoutGroup.vertical(layoutSize: Self.size(.absolute(100), .fractionalHeight(1)), subitems: [j])
        let i = LayoutElement.item(LayoutItem(layoutSize: Self.size(.estimated(150), .fractionalHeight(1))))
        let layout = CompositionalLayout(section: LayoutSection(group: .horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(200)), subitems: [.group(v), i])))
        let tall = Size(width: 100, height: 200)
        let solved = try Self.applied(layout, items: 20, [(0, tall), (2, tall), (4, tall), (10, Size(width: 250, height: 20))])
        #expect(Self.frame(solved, 0) == Rect(x: 0, y: 0, width: 100, height: 200))
        #expect(Self.frame(solved, 1) == Rect(x: 0, y: 200, width: 100, height: 20))
        #expect(Self.frame(solved, 2) == Rect(x: 100, y: 200, width: 100, height: 200))
        #expect(Self.frame(solved, 4) == Rect(x: 100, y: 400, width: 100, height: 200))
        #expect(Self.frame(solved, 10) == Rect(x: 0, y: 700, width: 100, height: 20))
        #expect(Self.frame(solved, 15) == Rect(x: 100, y: 600, width: 150, height: 200))
        #expect(Self.frame(solved, 16) == Rect(x: 0, y: 800, width: 100, height: 20))
        // The last row's column holds 4 items (80) of its 200: trimmed to 80 + (200 − 200), at 800.
        #expect(solved.contentSize == Size(width: 320, height: 880))
    }

    @Test("fuzz seed 6, layout 113211: a nested column of capacity 1 is planned with the items of the rows after it")
    func nestedColumnPlannedWithLaterRows() throws {
        // Rows 320 wide, estimated 119 tall (as tall as their column), of V: a column 200 × 150 of items estimated
        // 68 × 131 (capacity 1). Items 0, 1 and 2 measured 68 × 40: row 0's column holds item 0 but is planned as if
        // full with items 0, 1, 2 (120; item 3 at 131 would not fit), trimmed to 40 + (150 − 120) = 70 (R13); row
        // 1's with items 1, 2: 40 + (150 − 80) = 110; row 2's with item 2 alone: full, 150. Item 2, two rows on,
        // changes row 0: the section is laid out again.
        let item = LayoutElement.item(LayoutItem(layoutSize: Self.size(.estimated(68), .estimated(131))))
        let v = LayoutGroup.vertical(layoutSize: Self.size(.absolute(200), .absolute(150)), subitems: [item])
        let layout = CompositionalLayout(section: LayoutSection(group: .horizontal(
            layoutSize: Self.size(.fractionalWidth(1), .estimated(119)), subitems: [.group(v)])))
        let small = Size(width: 68, height: 40)
        let solved = try Self.applied(layout, items: 5, [(0, small), (1, small), (2, small)])
        #expect(Self.frame(solved, 0) == Rect(x: 0, y: 0, width: 68, height: 40))
        #expect(Self.frame(solved, 1) == Rect(x: 0, y: 70, width: 68, height: 40))
        #expect(Self.frame(solved, 2) == Rect(x: 0, y: 180, width: 68, height: 40))
        #expect(Self.frame(solved, 3) == Rect(x: 0, y: 330, width: 68, height: 131))
        #expect(solved.contentSize == Size(width: 320, height: 630))
    }

    @Test("fuzz seed 5933948567112492323, layout 884370: a column repeating an estimated item and a nested group")
    func columnRepeatingAnItemAndANestedGroup() throws {
        // Columns 190 tall repeat [an item estimated 48 × 70, a nested group of small fixed items in a row 31 wide];
        // the room the measured items leave decides how many the nested group holds, so an item measured two or more
        // items past a column's own (item 11, in the next column's nested group before it is measured) changes the
        // column: the section is laid out again, as for a nested group that plans with items after its own.
        let leaf = LayoutItem(layoutSize: Self.size(.fractionalHeight(0.75), .fractionalHeight(0.9)))
        let row = LayoutGroup.horizontal(layoutSize: Self.size(.absolute(31), .fractionalHeight(0.65)), subitems: [.item(leaf)])
        var inner = LayoutGroup.vertical(layoutSize: Self.size(.fractionalHeight(0.9), .fractionalHeight(0.6)),
                                         subitems: [.group(row)])
        inner.contentInsets = DirectionalEdgeInsets(top: 4, leading: 2, bottom: 8, trailing: 6)
        let nested = LayoutGroup.vertical(layoutSize: Self.size(.fractionalWidth(0.25), .fractionalHeight(0.25)),
                                          subitems: [.group(inner)])
        let cell = LayoutItem(layoutSize: Self.size(.uniformAcrossSiblings(estimate: 48), .estimated(70)))
        var column = LayoutGroup.vertical(layoutSize: Self.size(.fractionalWidth(0.95), .absolute(190)),
                                          subitems: [.item(cell), .group(nested)])
        column.interItemSpacing = .flexible(11)
        let layout = CompositionalLayout(section: LayoutSection(group: column))
        let sizes = [(0, Size(width: 69, height: 31)), (1, Size(width: 42, height: 60)), (6, Size(width: 77, height: 134)),
                     (7, Size(width: 37, height: 174)), (8, Size(width: 87, height: 162)), (11, Size(width: 110, height: 50)),
                     (12, Size(width: 36, height: 84))]
        let solved = try Self.applied(layout, items: 13, sizes)
        #expect(solved.contentSize == Size(width: 320, height: 464))
        #expect(Self.frame(solved, 11) == Rect(x: 0, y: 330, width: 110, height: 50))
        #expect(Self.frame(solved, 12) == Rect(x: 0, y: 380, width: 36, height: 84))
    }
}
