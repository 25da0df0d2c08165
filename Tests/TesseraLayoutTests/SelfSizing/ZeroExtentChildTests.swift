// Measured sizes in groups whose children take no room along their axis (E10): layouts the fuzzer found, shrunk.

import Testing
import TesseraLayout

@Suite("Measured sizes beside children that take no room")
struct ZeroExtentChildTests {
    static func size(_ w: LayoutDimension, _ h: LayoutDimension) -> LayoutSize {
        LayoutSize(widthDimension: w, heightDimension: h)
    }

    /// Solves `layout` without measured sizes, applies `size` to `item`, and checks the result against a fresh
    /// solve with it; returns the incremental layout.
    static func applied(_ layout: CompositionalLayout, items: Int, in geometry: CollectionViewGeometry,
                        _ size: Size, at item: Int) throws -> SolvedLayout {
        var solved = try layout.solve(itemCounts: [items], in: geometry)
        try solved.applyPreferredSize(size, at: IndexPath(item: item, section: 0))
        var preferred = PreferredSizes()
        preferred[IndexPath(item: item, section: 0)] = size
        let fresh = try layout.solve(itemCounts: [items], in: geometry, preferredSizes: preferred)
        #expect(solved.contentSize == fresh.contentSize)
        #expect(solved.allElements() == fresh.allElements())
        return solved
    }

    static func frames(_ solved: SolvedLayout, _ items: Int) -> [Rect?] {
        (0..<items).map { solved.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    }

    @Test("fuzz seed 10, layout 44611: a fill column's second candidate, which does not fit, is not planned")
    func candidateThatDoesNotFitIsNotPlanned() throws {
        // Width 665 less margins of 16: a row 506.4 × 199 (FW 0.8) of one group 430.44 × 126.6 (FW 0.85 × FW 0.25)
        // of three columns (count 3) 143 wide, 56.97 tall (FH 0.45), that fill with a group FH 0.7 repeating four
        // items FH 0.6 with fixed spacing 12: the items are 2 × 2, 14 apart. A second child of a column (flexible
        // spacing 4) would be 0.7 × 52.97 = 37.08 tall, too little for four items 12 apart (E10), and does not fit.
        // Item 11 is not estimated: its measured 99 × 161 changes nothing, and planning the column with measured
        // sizes must not work out the second child's count (it once threw: a zero-length repeating subitem).
        let item = LayoutItem(layoutSize: Self.size(.fractionalHeight(0.65), .fractionalHeight(0.6)))
        let repeating = LayoutGroup(layoutSize: Self.size(.fractionalWidth(0.65), .fractionalHeight(0.7)), arrangement: .vertical,
                                    subitems: [.item(item)], repetition: .repeating(4), interItemSpacing: .fixed(12))
        let column = LayoutGroup(layoutSize: Self.size(.fractionalWidth(0.45), .fractionalHeight(0.45)), arrangement: .vertical,
                                 subitems: [.group(repeating)], repetition: .fill, interItemSpacing: .flexible(4))
        let three = LayoutGroup(layoutSize: Self.size(.fractionalWidth(0.85), .fractionalWidth(0.25)), arrangement: .horizontal,
                                subitems: [.group(column)], repetition: .count(3))
        let row = LayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(0.8), .absolute(199)), subitems: [.group(three)])
        var configuration = LayoutConfiguration()
        configuration.contentInsetsReference = .safeArea
        let layout = CompositionalLayout(section: LayoutSection(group: row, contentInsetsReference: .layoutMargins),
                                         configuration: configuration)
        let geometry = CollectionViewGeometry(size: Size(width: 665, height: 370),
                                              layoutMargins: DirectionalEdgeInsets(leading: 16, trailing: 16),
                                              traitCollection: TraitCollection(displayScale: 2))
        let solved = try Self.applied(layout, items: 12, in: geometry, Size(width: 99, height: 161), at: 11)
        let expected = (0..<12).map { index -> Rect? in
            Rect(x: [16, 159, 302][index / 4], y: Double(index % 4) * 14, width: 2, height: 2)
        }
        #expect(Self.frames(solved, 12) == expected)
        #expect(solved.contentSize == Size(width: 665, height: 199))
    }

    @Test("fuzz seed 20261124, layout 26181: a column of children 0 tall holds the items there are, measured or not")
    func zeroTallChildrenStopAtTheItems() throws {
        // A column 665 × 15 (FH 0.05 of 315 at scale 1) fills with rows FW 0.45 × FH 0.05, 0 tall on the pixel grid:
        // nothing takes room, so the column holds the 4 items there are (E10), each 164 × 0 at the top. Item 3
        // measured 185 × 112 (nothing estimated) changes nothing; the compiled template, planned with no bound on
        // the items, once repeated the row 100,000 times in a fresh solve with the size.
        let item = LayoutItem(layoutSize: Self.size(.fractionalWidth(0.55), .fractionalHeight(0.8)))
        let row = LayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(0.45), .fractionalHeight(0.05)),
                                         subitems: [.item(item)])
        let layout = CompositionalLayout(section: LayoutSection(group: .vertical(
            layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(0.05)), subitems: [.group(row)])))
        let geometry = CollectionViewGeometry(size: Size(width: 665, height: 315), traitCollection: TraitCollection(displayScale: 1))
        let solved = try Self.applied(layout, items: 4, in: geometry, Size(width: 185, height: 112), at: 3)
        #expect(solved.allElements().count == 4)
        #expect(Self.frames(solved, 4) == Array(repeating: Rect(x: 0, y: 0, width: 164, height: 0), count: 4))
        #expect(solved.contentSize == Size(width: 665, height: 15))
    }
}
