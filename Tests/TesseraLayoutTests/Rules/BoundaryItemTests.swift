// Rule 2.3, boundary supplementaries: all alignments, extending or not, following insets or not, offsets, sizes.

import Testing
import TesseraLayout

extension Rules {
    @Suite("Rules · boundary supplementary items")
    struct BoundaryItemTests {
        /// A 60 × 30 boundary item on a section with insets (3,4,5,6) and rows of two 40-pt items.
        static func section(_ items: [BoundarySupplementaryItem], follows: Bool = true,
                            group: LayoutGroup = hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))])) -> LayoutSection {
            LayoutSection(group: group, contentInsets: insets(3, 4, 5, 6), supplementariesFollowContentInsets: follows,
                          boundarySupplementaryItems: items)
        }

        // Vertical: content 3 + 2 × 40 + 5 = 88. Across, the box follows the insets: x 4…314 (310 wide), so
        // leading x = 4, centred 4 + (310 − 60) / 2 = 129, trailing 314 − 60 = 254.
        // Extending top items sit above the content (y = 0, items from 30 + 3 = 33, section 118);
        // extending bottom items below it (y = 88, section 118); side items are centred along the section
        // (y = (88 − 30) / 2 = 29) and overlap it. Non-extending items stay inside the 88-pt frame:
        // top at y = 0, bottom at 88 − 30 = 58.
        @Test("Vertical: each alignment, extending or not", arguments: [
            (RectAlignment.top, true, 129.0, 0.0, 118.0, 33.0),
            (.topLeading, true, 4, 0, 118, 33), (.topTrailing, true, 254, 0, 118, 33),
            (.bottom, true, 129, 88, 118, 3), (.bottomLeading, true, 4, 88, 118, 3),
            (.bottomTrailing, true, 254, 88, 118, 3),
            (.leading, true, 4, 29, 88, 3), (.trailing, true, 254, 29, 88, 3),
            (.top, false, 129, 0, 88, 3), (.topLeading, false, 4, 0, 88, 3), (.topTrailing, false, 254, 0, 88, 3),
            (.bottom, false, 129, 58, 88, 3), (.bottomLeading, false, 4, 58, 88, 3),
            (.bottomTrailing, false, 254, 58, 88, 3),
            (.leading, false, 4, 29, 88, 3), (.trailing, false, 254, 29, 88, 3),
        ] as [(RectAlignment, Bool, Double, Double, Double, Double)])
        func verticalAlignments(alignment: RectAlignment, extends: Bool, x: Double, y: Double,
                                contentHeight: Double, firstItemY: Double) throws {
            let header = boundary("b", ab(60), ab(30), alignment, extends: extends)
            let solved = try solve(Self.section([header]), [3])
            #expect(supplementary(solved, "b")?.frame == rect(x, y, 60, 30))
            #expect(cell(solved, 0)?.minY == firstItemY)
            #expect(solved.contentSize.height == contentHeight)
        }

        // Horizontal: groups AB(100) of two FW(0.5) items; 3 items → x 4…154 (the last group trimmed to 50),
        // section 4 + 150 + 6 = 160. Across, the box is y 3…475: top 3, centred 3 + (472 − 30) / 2 = 224,
        // bottom 475 − 30 = 445. Leading items extend the section before the content (items from 60 + 4),
        // trailing ones after it (x = 160, section 220); top/bottom are the side items here, centred along
        // x: (160 − 60) / 2 = 50. Non-extending trailing items sit at 160 − 60 = 100.
        @Test("Horizontal: each alignment, extending or not", arguments: [
            (RectAlignment.leading, true, 0.0, 224.0, 220.0, 64.0),
            (.topLeading, true, 0, 3, 220, 64), (.bottomLeading, true, 0, 445, 220, 64),
            (.trailing, true, 160, 224, 220, 4), (.topTrailing, true, 160, 3, 220, 4),
            (.bottomTrailing, true, 160, 445, 220, 4),
            (.top, true, 50, 3, 160, 4), (.bottom, true, 50, 445, 160, 4),
            (.leading, false, 0, 224, 160, 4), (.topLeading, false, 0, 3, 160, 4),
            (.bottomLeading, false, 0, 445, 160, 4),
            (.trailing, false, 100, 224, 160, 4), (.topTrailing, false, 100, 3, 160, 4),
            (.bottomTrailing, false, 100, 445, 160, 4),
            (.top, false, 50, 3, 160, 4), (.bottom, false, 50, 445, 160, 4),
        ] as [(RectAlignment, Bool, Double, Double, Double, Double)])
        func horizontalAlignments(alignment: RectAlignment, extends: Bool, x: Double, y: Double,
                                  contentWidth: Double, firstItemX: Double) throws {
            let header = boundary("b", ab(60), ab(30), alignment, extends: extends)
            let section = Self.section([header], group: hGroup(ab(100), fh(1), [item(fw(0.5), fh(1))]))
            let solved = try solve(section, [3], configuration: LayoutConfiguration(scrollDirection: .horizontal))
            #expect(supplementary(solved, "b")?.frame == rect(x, y, 60, 30))
            #expect(cell(solved, 0)?.minX == firstItemX)
            #expect(solved.contentSize.width == contentWidth)
        }

        @Test("Not following the insets, items align across the whole width", arguments: [
            // centred (320 − 60) / 2 = 130; leading 0; trailing 260; a side item at (0, 29)
            (RectAlignment.top, 130.0, 0.0), (.topLeading, 0, 0), (.topTrailing, 260, 0), (.leading, 0, 29),
            (.bottomTrailing, 260, 88),
        ] as [(RectAlignment, Double, Double)])
        func wholeWidth(alignment: RectAlignment, x: Double, y: Double) throws {
            let solved = try solve(Self.section([boundary("b", ab(60), ab(30), alignment)], follows: false), [3])
            #expect(supplementary(solved, "b")?.frame == rect(x, y, 60, 30))
        }

        @Test("An offset moves the item; along the scroll axis it also changes how far an extending item reaches")
        func offsets() throws {
            let extending = boundary("b", ab(60), ab(30), .topLeading, offset: Point(x: 5, y: 7))
            let solved = try solve(Self.section([extending]), [3])
            // reach 30 − 7 = 23: the item at y = 23 − 30 + 7 = 0, x = 4 + 5 = 9; items from 23 + 3 = 26;
            // section 23 + 88 = 111
            #expect(supplementary(solved, "b")?.frame == rect(9, 0, 60, 30))
            #expect(cell(solved, 0)?.minY == 26)
            #expect(solved.contentSize.height == 111)

            let inside = boundary("b", ab(60), ab(30), .bottom, offset: Point(x: -5, y: -7), extends: false)
            let moved = try solve(Self.section([inside]), [3])
            // bottom of the 88-pt frame: y = 58 − 7 = 51, x = 129 − 5 = 124; the section keeps 88
            #expect(supplementary(moved, "b")?.frame == rect(124, 51, 60, 30))
            #expect(moved.contentSize.height == 88)
        }

        @Test("Several boundary items on one edge do not stack")
        func sameEdgeDoesNotStack() throws {
            let items = [boundary("one", ab(60), ab(30)), boundary("two", ab(100), ab(20))]
            let solved = try solve(Self.section(items), [3])
            // the edge grows by the taller (30), not 50: each item sits just above the content at 30
            #expect(supplementary(solved, "one")?.frame == rect(129, 0, 60, 30))
            #expect(supplementary(solved, "two")?.frame == rect(109, 10, 100, 20))
            #expect(cell(solved, 0)?.minY == 33)
            #expect(solved.contentSize.height == 118)
        }

        @Test("Fractional sizes: width of the box across, height of the whole collection view; estimates stay")
        func fractionalSizes() throws {
            let items = [boundary("h", fw(1), fh(0.1)), boundary("f", fw(0.5), est(20), .bottom)]
            let solved = try solve(Self.section(items), [3])
            // header 310 × 0.1 × 480 = 48 at (4, 0); items from 48 + 3 = 51; footer 155 × 20 at
            // x = 4 + (310 − 155) / 2 = 81.5, y = 51 + 80 + 5 = 136
            #expect(supplementary(solved, "h")?.frame == rect(4, 0, 310, 48))
            #expect(supplementary(solved, "f")?.frame == rect(81.5, 136, 155, 20))
            #expect(solved.contentSize.height == 156)
        }

        @Test("Items taller than their section: inside ones overhang, extending ones grow the section")
        func tallerThanTheSection() throws {
            let group = hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))])
            func solved(_ alignment: RectAlignment, extends: Bool) throws -> SolvedLayout {
                let section = LayoutSection(group: group, boundarySupplementaryItems: [
                    boundary("b", ab(33), ab(200), alignment, extends: extends),
                ])
                return try solve(section, [4])
            }
            // section 80 tall. Trailing inside: centred along it, y = (80 − 200) / 2 = −60, x = 320 − 33
            #expect(supplementary(try solved(.trailing, extends: false), "b")?.frame == rect(287, -60, 33, 200))
            // bottom-leading inside: y = 80 − 200 = −120
            #expect(supplementary(try solved(.bottomLeading, extends: false), "b")?.frame == rect(0, -120, 33, 200))
            // bottom-trailing extending: below the content at y = 80, section 280
            let below = try solved(.bottomTrailing, extends: true)
            #expect(supplementary(below, "b")?.frame == rect(287, 80, 33, 200))
            #expect(below.contentSize.height == 280)
        }

        @Test("An extending side item longer than its section lengthens it and sits at its start")
        func extendingSideItemGrowsTheSection() throws {
            let section = LayoutSection(group: hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))]),
                                        boundarySupplementaryItems: [boundary("b", ab(33), ab(200), .leading)])
            let solved = try solve(section, [4])
            // the section is max(80, 200) = 200 long; the item at its start, y = 0; items stay at 0
            #expect(supplementary(solved, "b")?.frame == rect(0, 0, 33, 200))
            #expect(cell(solved, 0)?.minY == 0)
            #expect(solved.contentSize.height == 200)
        }

        @Test("Far-edge extending items come after the length a side item gave the section")
        func footerAfterTheLengthenedSection() throws {
            // Rows 40 × 2 = 80 with a 30-pt top header: header 0…30, core 30…110. A leading item 33 × 200 lengthens
            // the section from its start to 0 + 200 and sits at y = 0; the 20-pt footer then goes at 200, the
            // section (and content) ends at 220.
            let items = [boundary("h", fw(1), ab(30)), boundary("b", ab(33), ab(200), .leading),
                         boundary("f", fw(1), ab(20), .bottom)]
            let section = LayoutSection(group: hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))]),
                                        boundarySupplementaryItems: items)
            let solved = try solve(section, [4])
            #expect(supplementary(solved, "b")?.frame == rect(0, 0, 33, 200))
            #expect(cell(solved, 0)?.minY == 30)
            #expect(supplementary(solved, "f")?.frame == rect(0, 200, 320, 20))
            #expect(solved.contentSize.height == 220)
            // A side item shorter than the section is centred along the section before its footer: 40 tall in
            // 0…110 → y = 35; the footer at 110.
            let short = LayoutSection(group: hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))]), boundarySupplementaryItems: [
                boundary("h", fw(1), ab(30)), boundary("b", ab(33), ab(40), .trailing), boundary("f", fw(1), ab(20), .bottom),
            ])
            let shortSolved = try solve(short, [4])
            #expect(supplementary(shortSolved, "b")?.frame == rect(287, 35, 33, 40))
            #expect(supplementary(shortSolved, "f")?.frame == rect(0, 110, 320, 20))
        }

        @Test("The layout's own items: a side item lengthens the content first, the footer follows")
        func layoutSideItemThenFooter() throws {
            let configuration = LayoutConfiguration(boundarySupplementaryItems: [
                boundary("side", ab(30), ab(300), .leading), boundary("end", fw(1), ab(25), .bottom),
            ])
            let section = LayoutSection(group: hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))]))
            let solved = try solve(section, [4], configuration: configuration)
            // sections end at 80; the side item makes it 300 and sits at 0; the footer at 300; content 325
            #expect(supplementary(solved, "side", item: IndexPath.layoutBoundaryItem)?.frame == rect(0, 0, 30, 300))
            #expect(supplementary(solved, "end", item: IndexPath.layoutBoundaryItem)?.frame == rect(0, 300, 320, 25))
            #expect(solved.contentSize.height == 325)
        }

        @Test("The configuration's insets reference insets the sections, never the layout's own items")
        func layoutItemsIgnoreTheConfigurationReference() throws {
            // Margins left 10, right 20 with the .layoutMargins reference: sections' groups run 10…300 (items
            // 145 wide), the layout's header FW(1) spans all 320 from x = 0, a bottomTrailing 100-wide footer ends
            // at 320 (x = 220).
            let configuration = LayoutConfiguration(boundarySupplementaryItems: [
                boundary("lh", fw(1), ab(40)), boundary("lf", ab(100), ab(20), .bottomTrailing),
            ], contentInsetsReference: .layoutMargins)
            let section = LayoutSection(group: hGroup(fw(1), ab(50), [item(fw(0.5), fh(1))]))
            let view = CollectionViewGeometry(size: Size(width: 320, height: 480),
                                              layoutMargins: insets(0, 10, 0, 20))
            let solved = try CompositionalLayout(section: section, configuration: configuration)
                .solve(itemCounts: [2], in: view)
            #expect(cell(solved, 0) == rect(10, 40, 145, 50))
            #expect(supplementary(solved, "lh", item: IndexPath.layoutBoundaryItem)?.frame == rect(0, 0, 320, 40))
            #expect(supplementary(solved, "lf", item: IndexPath.layoutBoundaryItem)?.frame == rect(220, 90, 100, 20))
        }

        @Test("Boundary items use item 0 of their section; the layout's own use NSIntegerMax in section 0")
        func indexPaths() throws {
            let configuration = LayoutConfiguration(boundarySupplementaryItems: [
                boundary("top", fw(1), ab(50)), boundary("side", ab(30), fh(1), .leading),
            ])
            let section = LayoutSection(group: hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))]),
                                        boundarySupplementaryItems: [boundary("h", fw(1), ab(20))])
            let solved = try solve(section, [2, 2], configuration: configuration)
            // layout header 0…50; section 0: header 50…70, row 70…110; section 1: header 110, row 130…170
            #expect(supplementary(solved, "top", item: IndexPath.layoutBoundaryItem)?.frame == rect(0, 0, 320, 50))
            #expect(supplementary(solved, "h", section: 1)?.frame == rect(0, 110, 320, 20))
            #expect(cell(solved, 0, section: 1) == rect(0, 130, 160, 40))
            // the layout's side item is FH(1) = 480 tall and extends the content to 480 (> 170), at its start
            #expect(supplementary(solved, "side", item: IndexPath.layoutBoundaryItem)?.frame == rect(0, 0, 30, 480))
            #expect(solved.contentSize.height == 480)
        }
    }
}
