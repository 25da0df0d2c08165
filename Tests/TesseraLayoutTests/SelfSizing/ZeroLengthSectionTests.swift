// Decorations of a section whose groups take no room, moved by a measured size before it: the fuzzer's layouts, shrunk.

import Testing
import TesseraLayout

@Suite("Sections of zero length moved by a measured size")
struct ZeroLengthSectionTests {
    static func size(_ w: LayoutDimension, _ h: LayoutDimension) -> LayoutSize {
        LayoutSize(widthDimension: w, heightDimension: h)
    }

    static let geometry = CollectionViewGeometry(size: Size(width: 320, height: 480),
                                                 traitCollection: TraitCollection(displayScale: 3))

    /// Scrolling horizontally, 14 between sections, at 3x: [0] a group estimated 100 wide of one item estimated 100
    /// wide, [1] a group `middle` wide, [2] a background-decorated group `last` wide of one item (FW 1 × 40).
    static func layout(middle: Double, last: Double) -> CompositionalLayout {
        let estimated = LayoutItem(layoutSize: size(.estimated(100), .fractionalHeight(1)))
        let first = LayoutSection(group: .horizontal(layoutSize: size(.estimated(100), .fractionalHeight(1)),
                                                     subitems: [.item(estimated)]))
        let full = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let second = LayoutSection(group: .horizontal(layoutSize: size(.absolute(middle), .fractionalHeight(1)),
                                                      subitems: [.item(full)]))
        let row = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(40)))
        var third = LayoutSection(group: .vertical(layoutSize: size(.absolute(last), .fractionalHeight(1)),
                                                   subitems: [.item(row)]))
        third.decorationItems = [.background(elementKind: "background")]
        let sections = [first, second, third]
        let configuration = LayoutConfiguration(scrollDirection: .horizontal, interSectionSpacing: 14)
        return CompositionalLayout(configuration: configuration) { index, _ in
            sections.indices.contains(index) ? sections[index] : nil
        }
    }

    static func background(_ solved: SolvedLayout) -> Rect? {
        solved.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 2))?.frame
    }

    static func cell(_ solved: SolvedLayout, _ section: Int) -> Rect? {
        solved.layoutAttributesForItem(at: IndexPath(item: 0, section: section))?.frame
    }

    /// Whether `frame` is at `x` (to 1e-9: thirds are not exact) and `width` × `height`.
    static func isFrame(_ frame: Rect?, x: Double, width: Double, height: Double) -> Bool {
        guard let frame else { return false }
        return abs(frame.minX - x) < 1e-9 && frame.minY == 0 && abs(frame.size.width - width) < 1e-9
            && frame.size.height == height
    }

    /// Solves `layout` without measured sizes, applies item 0's measured `size`, and checks the result against a
    /// fresh solve with it; returns the layout before and after.
    static func applied(_ layout: CompositionalLayout, _ size: Size) throws
        -> (before: SolvedLayout, after: SolvedLayout) {
        let before = try layout.solve(itemCounts: [1, 1, 1], in: geometry)
        var after = before
        try after.applyPreferredSize(size, at: IndexPath(item: 0, section: 0))
        var preferred = PreferredSizes()
        preferred[IndexPath(item: 0, section: 0)] = size
        let fresh = try layout.solve(itemCounts: [1, 1, 1], in: geometry, preferredSizes: preferred)
        #expect(abs(after.contentSize.width - fresh.contentSize.width) < 1e-9)
        #expect(after.allElements().map(\.key) == fresh.allElements().map(\.key))
        return (before, after)
    }

    @Test("fuzz seed 20261127, layout 884064: a section 0 long has no background before or after it moves")
    func zeroLengthSectionHasNoBackground() throws {
        // Section 1 is 100⅓ wide: section 2 starts at 100 + 14 + 100⅓ + 14 = 228⅓, built up by additions, and its
        // group (0 wide) at that position rounded to the pixel, an ulp after it: the section was 2.8e-14 long and had
        // a background 0 wide. Item 0 measured 222 wide moves it by 122 to 350⅓, where a fresh solve works its length
        // out as exactly 0 and gives no background; applying the size moved the section with its background.
        let (before, after) = try Self.applied(Self.layout(middle: 301.0 / 3, last: 0), Size(width: 222, height: 50))
        #expect(Self.background(before) == nil)
        #expect(Self.cell(before, 1) == Rect(x: 114, y: 0, width: 301.0 / 3, height: 480))
        #expect(Self.isFrame(Self.cell(before, 2), x: 685.0 / 3, width: 0, height: 40))
        #expect(abs(before.contentSize.width - 685.0 / 3) < 1e-9)
        #expect(Self.background(after) == nil)
        #expect(Self.cell(after, 0) == Rect(x: 0, y: 0, width: 222, height: 480))
        #expect(Self.cell(after, 1) == Rect(x: 236, y: 0, width: 301.0 / 3, height: 480))
        #expect(Self.isFrame(Self.cell(after, 2), x: 1051.0 / 3, width: 0, height: 40))
        #expect(abs(after.contentSize.width - 1051.0 / 3) < 1e-9)
    }

    @Test("A section a pixel long keeps its background, before and after it moves")
    func pixelLongSectionKeepsItsBackground() throws {
        // The same layout with section 2's group ⅓ wide (one pixel at 3x): a length, not noise.
        let layout = Self.layout(middle: 301.0 / 3, last: 1.0 / 3)
        let (before, after) = try Self.applied(layout, Size(width: 222, height: 50))
        #expect(Self.isFrame(Self.background(before), x: 685.0 / 3, width: 1.0 / 3, height: 480))
        #expect(Self.isFrame(Self.background(after), x: 1051.0 / 3, width: 1.0 / 3, height: 480))
        #expect(abs(after.contentSize.width - 1052.0 / 3) < 1e-9)
    }
}
