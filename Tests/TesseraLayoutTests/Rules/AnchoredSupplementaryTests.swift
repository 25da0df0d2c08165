// Rule 2.3, item and group supplementaries: anchor point on the owner + item anchor + offsets; sizes; zIndex.

import Testing
import TesseraLayout

extension Rules {
    @Suite("Rules · supplementaries anchored to items and groups")
    struct AnchoredSupplementaryTests {
        static func badge(_ anchor: LayoutAnchor, kind: String = "badge", width: LayoutDimension = ab(20),
                          height: LayoutDimension = ab(10), itemAnchor: LayoutAnchor? = nil,
                          zIndex: Int = 1) -> SupplementaryItem {
            SupplementaryItem(layoutSize: size(width, height), elementKind: kind, containerAnchor: anchor,
                              itemAnchor: itemAnchor, zIndex: zIndex)
        }

        /// Two 160 × 50 cells at x = 0 and 160 carrying `badges`.
        static func solved(_ badges: [SupplementaryItem], count: Int = 2) throws -> SolvedLayout {
            try solve(hGroup(fw(1), ab(50), [item(fw(0.5), fh(1), supplementaries: badges)]), [count])
        }

        @Test("The anchor point on the item meets the same point of the view (item anchor defaults to the edges)",
              arguments: [
                  // top-trailing: the badge's top-trailing corner on the cell's: x = 160 − 20 = 140, y = 0
                  (DirectionalRectEdge([.top, .trailing]), 140.0, 0.0),
                  // top-leading
                  ([.top, .leading], 0, 0),
                  // bottom only: centred across, x = 80 − 10 = 70; y = 50 − 10 = 40
                  (.bottom, 70, 40),
                  // leading + bottom
                  ([.leading, .bottom], 0, 40),
                  // no edge: centred both ways, (70, 20)
                  ([], 70, 20),
              ] as [(DirectionalRectEdge, Double, Double)])
        func anchorEdges(edges: DirectionalRectEdge, x: Double, y: Double) throws {
            let solved = try Self.solved([Self.badge(LayoutAnchor(edges: edges))])
            #expect(supplementary(solved, "badge")?.frame == rect(x, y, 20, 10))
            // the second cell's badge is 160 further right
            #expect(supplementary(solved, "badge", item: 1)?.frame == rect(x + 160, y, 20, 10))
        }

        @Test("A fractional offset is a fraction of the view's own size: the corner badge")
        func fractionalOffsetBadge() throws {
            let anchor = LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: -0.5))
            let solved = try Self.solved([Self.badge(anchor)])
            // (140, 0) + (0.5 × 20, −0.5 × 10) = (150, −5): centred on the corner
            #expect(supplementary(solved, "badge")?.frame == rect(150, -5, 20, 10))
        }

        @Test("Absolute container offsets, and item anchors with their own edges and offsets add up")
        func itemAnchorsAndOffsets() throws {
            let corner = DirectionalRectEdge([.top, .trailing])
            let badges = [
                Self.badge(LayoutAnchor(edges: corner, absoluteOffset: Point(x: 7, y: 9)), kind: "one"),
                Self.badge(LayoutAnchor(edges: corner), kind: "two",
                           itemAnchor: LayoutAnchor(edges: [.bottom, .leading])),
                Self.badge(LayoutAnchor(edges: corner), kind: "three",
                           itemAnchor: LayoutAnchor(edges: [.bottom, .leading], absoluteOffset: Point(x: 3, y: 4))),
                Self.badge(LayoutAnchor(edges: corner), kind: "four",
                           itemAnchor: LayoutAnchor(edges: [.bottom, .leading],
                                                    fractionalOffset: Point(x: 0.5, y: 0.25))),
            ]
            let solved = try Self.solved(badges, count: 1)
            // one: (140, 0) + (7, 9)
            #expect(supplementary(solved, "one")?.frame == rect(147, 9, 20, 10))
            // two: the view's bottom-leading corner on the cell's top-trailing (160, 0): (160, −10)
            #expect(supplementary(solved, "two")?.frame == rect(160, -10, 20, 10))
            // three: + (3, 4)
            #expect(supplementary(solved, "three")?.frame == rect(163, -6, 20, 10))
            // four: + (0.5 × 20, 0.25 × 10) = (10, 2.5)
            #expect(supplementary(solved, "four")?.frame == rect(170, -7.5, 20, 10))
        }

        @Test("Fractional sizes are of the item's frame (its insets applied); estimates stay as given")
        func sizesAgainstTheItemFrame() throws {
            let badges = [
                Self.badge(LayoutAnchor(edges: [.top, .trailing]), kind: "half", width: fw(0.5), height: fh(0.25)),
                Self.badge(LayoutAnchor(edges: .bottom), kind: "guess", width: est(33), height: est(17), zIndex: 5),
            ]
            let group = hGroup(fw(1), ab(100), [item(fw(0.5), fh(1), insets: insets(10, 10, 10, 10),
                                                     supplementaries: badges)])
            let solved = try solve(group, [1])
            // cell (10, 10, 140, 80). half: 70 × 20 at (150 − 70, 10)
            #expect(supplementary(solved, "half")?.frame == rect(80, 10, 70, 20))
            // guess: 33 × 17 at x = 10 + 70 − 16.5 = 63.5, y = 90 − 17 = 73; zIndex as set
            #expect(supplementary(solved, "guess")?.frame == rect(63.5, 73, 33, 17))
            #expect(supplementary(solved, "guess")?.zIndex == 5)
            // default zIndex 1
            #expect(supplementary(solved, "half")?.zIndex == 1)
        }

        @Test("A group's supplementary anchors to the group and is numbered per kind in the section")
        func groupSupplementary() throws {
            let other = Self.badge(LayoutAnchor(edges: .bottom), kind: "other", width: ab(40), height: ab(20),
                                   itemAnchor: LayoutAnchor(edges: [.leading, .bottom]))
            let group = hGroup(fw(1), ab(100), [item(fw(0.5), fh(1))], supplementaries: [other])
            let section = LayoutSection(group: group, contentInsets: insets(50, 50, 50, 50))
            let solved = try solve(section, [3])
            // groups 220 × 100 at (50, 50) and (50, 150). Anchor: bottom centre of the group, (160, 150);
            // the view's bottom-leading corner there: (160, 130). The second group's (holding items 2…) is the
            // second view of its kind: item 1, at (160, 230).
            #expect(supplementary(solved, "other", item: 0)?.frame == rect(160, 130, 40, 20))
            #expect(supplementary(solved, "other", item: 1)?.frame == rect(160, 230, 40, 20))
            #expect(supplementary(solved, "other", item: 2) == nil)
        }

        @Test("A group's supplementary resolves fractions in the box the group is laid out in")
        func groupSupplementarySizedInItsParentsBox() throws {
            // Columns VG(FW 0.5, FH 1) of a 320 × 100 row with 10 fixed spacing: the run is sized in 310 × 100, each
            // column 155 wide. The column's view FW(0.5) × FH(0.2) is 155 × 20 (of 310 × 100, not of the column's
            // 155 × 100), anchored top-leading to the column: (0, 0) and (165, 0); the top-level row's own view
            // FW(0.25) × AB(10) is of the section's 320-wide box: 80 wide, anchored bottom-leading: (0, 90).
            let columnView = Self.badge(LayoutAnchor(edges: [.top, .leading]), kind: "c", width: fw(0.5), height: fh(0.2))
            let rowView = Self.badge(LayoutAnchor(edges: [.bottom, .leading]), kind: "r", width: fw(0.25), height: ab(10))
            let column = vGroup(fw(0.5), fh(1), [item(fw(1), fh(0.5))], supplementaries: [columnView])
            let row = hGroup(fw(1), ab(100), [.group(column)], spacing: .fixed(10), supplementaries: [rowView])
            let solved = try solve(row, [4])
            #expect(supplementary(solved, "c", item: 0)?.frame == rect(0, 0, 155, 20))
            #expect(supplementary(solved, "c", item: 1)?.frame == rect(165, 0, 155, 20))
            #expect(supplementary(solved, "r", item: 0)?.frame == rect(0, 90, 80, 10))
        }

        @Test("A group's supplementary anchors to the group's frame less its content insets (Tessera's choice, E5)")
        func groupSupplementaryWithGroupInsets() throws {
            let other = Self.badge(LayoutAnchor(edges: [.top, .leading]), kind: "other")
            let group = hGroup(fw(1), ab(100), [item(fw(0.5), fh(1))], insets: insets(5, 6, 7, 8),
                               supplementaries: [other])
            let solved = try solve(group, [2])
            // group 320 × 100, less (5,6,7,8): the inner box starts at (6, 5), where the first cell starts too
            #expect(cell(solved, 0)?.origin == Point(x: 6, y: 5))
            #expect(supplementary(solved, "other")?.frame == rect(6, 5, 20, 10))
        }
        @Test("Views on items of a nested group carry those items' index paths and frames")
        func nestedItemSupplementaries() throws {
            let badge = Self.badge(LayoutAnchor(edges: [.top, .leading]), width: ab(10), height: ab(10))
            let column = vGroup(fw(0.5), fh(1), [item(fw(1), fh(0.5), supplementaries: [badge])], spacing: .fixed(4))
            let group = hGroup(fw(1), ab(100), [item(fw(0.5), fh(1)), .group(column)], spacing: .fixed(6))
            let solved = try solve(group, [6])
            // column items 1, 2 at (163, 0) and (163, 52); 4, 5 at (163, 100) and (163, 152); none on 0 and 3.
            // Views of a kind are numbered from 0 in the section, in layout order: 0, 1, 2, 3.
            let badges = solved.allElements().filter { $0.elementKind == "badge" }
            #expect(badges.map(\.indexPath.item) == [0, 1, 2, 3])
            #expect(badges.map(\.frame) == [rect(163, 0, 10, 10), rect(163, 52, 10, 10), rect(163, 100, 10, 10),
                                            rect(163, 152, 10, 10)])
        }
    }
}
