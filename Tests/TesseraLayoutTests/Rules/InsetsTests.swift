// Rule 2.1, insets: the top-level group's box, section/group/item content insets, insets ignored along estimated axes.

import Testing
import TesseraLayout

extension Rules {
    @Suite("Rules · reference boxes and content insets")
    struct InsetsTests {
        @Test("The top-level group is sized in (width − leading/trailing insets) × the whole height")
        func topLevelGroupBoxVertical() throws {
            let group = hGroup(fw(1), fh(0.5), [item(fw(0.5), fh(1))])
            let section = LayoutSection(group: group, contentInsets: insets(10, 20, 30, 40))
            let solved = try solve(section, [4])
            // box 320 − 20 − 40 = 260 wide × 480 (the scroll axis keeps the insets): group 260 × 240,
            // items 130 × 240 at x = 20, 150; rows at y = 10, 250
            #expect(cells(solved) == [
                rect(20, 10, 130, 240), rect(150, 10, 130, 240), rect(20, 250, 130, 240), rect(150, 250, 130, 240),
            ])
            // 10 + 2 × 240 + 30
            #expect(solved.contentSize == Size(width: 320, height: 520))
        }

        @Test("Scrolling horizontally the box is the whole width × (height − top/bottom insets)")
        func topLevelGroupBoxHorizontal() throws {
            let group = hGroup(fw(0.5), fh(1), [item(fw(1), fh(1))])
            let section = LayoutSection(group: group, contentInsets: insets(10, 20, 30, 40))
            let solved = try solve(section, [2], configuration: LayoutConfiguration(scrollDirection: .horizontal))
            // group 0.5 × 320 = 160 wide (insets not taken off the width) × (480 − 40) = 440; x = 20, 180
            #expect(cells(solved) == [rect(20, 10, 160, 440), rect(180, 10, 160, 440)])
            // 20 + 2 × 160 + 40
            #expect(solved.contentSize == Size(width: 380, height: 480))
        }

        @Test("Item insets shrink the frame, not the slot; group insets shift and shrink the items' box")
        func itemAndGroupInsets() throws {
            let group = hGroup(fw(1), ab(100), [item(fw(0.5), fh(1), insets: insets(5, 6, 7, 8))],
                               insets: insets(1, 2, 3, 4))
            let solved = try solve(group, [3])
            // group box (320 − 2 − 4) × (100 − 1 − 3) = 314 × 96 at (2, 1); slots 157 × 96 at x = 2, 159.
            // frames: x = 2 + 6 = 8, y = 1 + 5 = 6, (157 − 6 − 8 = 143) × (96 − 5 − 7 = 84);
            // next x = 159 + 6 = 165;
            // rows advance by the group's 100
            #expect(cells(solved) == [rect(8, 6, 143, 84), rect(165, 6, 143, 84), rect(8, 106, 143, 84)])
        }

        @Test("Item insets along an estimated axis are ignored")
        func itemInsetsIgnoredAlongEstimatedAxis() throws {
            let group = hGroup(fw(1), est(50), [item(fw(0.5), est(50), insets: insets(5, 6, 7, 8))])
            let solved = try solve(group, [2])
            // width (absolute axis): 160 − 6 − 8 = 146 at x = 6, 166; height (estimated): no insets, 50 at y = 0
            #expect(cells(solved) == [rect(6, 0, 146, 50), rect(166, 0, 146, 50)])
        }

        @Test("Group insets along an estimated axis are ignored")
        func groupInsetsIgnoredAlongEstimatedAxis() throws {
            let group = hGroup(fw(1), est(50), [item(fw(0.5), ab(40))], insets: insets(5, 6, 7, 8))
            let solved = try solve(group, [3])
            // box 320 − 6 − 8 = 306 wide → items 153 at x = 6, 159; top/bottom insets dropped: y = 0,
            // the group is as tall as its tallest item (40), so row 2 starts at y = 40
            #expect(cells(solved) == [rect(6, 0, 153, 40), rect(159, 0, 153, 40), rect(6, 40, 153, 40)])
            #expect(solved.contentSize.height == 80)
        }

        @Test("A fraction of the width used as a height resolves against the width less the spacing")
        func fractionalWidthAsHeight() throws {
            let group = hGroup(fw(1), ab(20), [item(fw(0.5), ab(100)), item(fw(0.5), fw(0.25))], spacing: .fixed(10))
            let solved = try solve(group, [2])
            // (320 − 10) = 310: widths 155, the second height 0.25 × 310 = 77.5; x = 0, 165
            #expect(cells(solved) == [rect(0, 0, 155, 100), rect(165, 0, 155, 77.5)])
        }

        @Test("Section insets move the items, and the content grows by the top and bottom insets")
        func sectionInsetsAroundContent() throws {
            let section = LayoutSection(group: hGroup(fw(1), ab(30), [item(fw(0.5), fh(1))]),
                                        contentInsets: insets(3, 4, 5, 6))
            let solved = try solve(section, [3])
            // (320 − 4 − 6) / 2 = 155 at x = 4, 159; rows y = 3, 33; height 3 + 60 + 5 = 68
            #expect(cells(solved) == [rect(4, 3, 155, 30), rect(159, 3, 155, 30), rect(4, 33, 155, 30)])
            #expect(solved.contentSize.height == 68)
        }
        @Test("Section insets below 1 are points, not fractions (Tessera's choice, E9)")
        func insetsBelowOneArePoints() throws {
            let section = LayoutSection(group: hGroup(fw(1), ab(20), [item(fw(0.5), fh(1))]),
                                        contentInsets: insets(0.5, 0.5, 0, 0.5))
            let solved = try solve(section, [1])
            // box 320 − 1 = 319 wide → 0.5 × 319 = 159.5 at (0.5, 0.5)
            #expect(cell(solved, 0) == rect(0.5, 0.5, 159.5, 20))
        }
    }
}
