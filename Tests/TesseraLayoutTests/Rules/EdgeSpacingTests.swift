// Rule 2.2, edge spacing: outside the item; fixed edges take room and push, flexible edges share leftover and align.

import Testing
import TesseraLayout

extension Rules {
    @Suite("Rules · edge spacing")
    struct EdgeSpacingTests {
        @Test("Fixed edges take room: FW(0.5) with fixed edges (4,5,6,7) fits one per row at (4,5,160,100)")
        func fixedEdgesTakeRoom() throws {
            let edges = EdgeSpacing(leading: .fixed(4), top: .fixed(5), trailing: .fixed(6), bottom: .fixed(7))
            let solved = try solve(hGroup(fw(1), ab(100), [item(fw(0.5), fh(1), edges: edges)]), [2])
            // two would need 2 × (4 + 160 + 6) = 340 > 320. The top edge offsets the item by 5 and the item keeps
            // FH(1) = 100, so it sticks out of its 100-pt group; the next row starts at y = 100
            #expect(cells(solved) == [rect(4, 5, 160, 100), rect(4, 105, 160, 100)])
        }

        @Test("A fixed leading edge pushes the neighbours")
        func fixedLeadingEdgePushes() throws {
            let edges = EdgeSpacing(leading: .fixed(10))
            let solved = try solve(hGroup(fw(1), ab(10), [item(fw(0.25), fh(1), edges: edges)]), [3])
            // 4 would need 4 × (10 + 80) = 360 > 320, so 3: x = 10, 10 + 80 + 10 = 100, 190
            #expect(cells(solved) == [rect(10, 0, 80, 10), rect(100, 0, 80, 10), rect(190, 0, 80, 10)])
        }

        @Test("Flexible edges share the leftover on top of their minimums: leading 4 + trailing 6 → x = 79")
        func flexibleEdgesShareLeftover() throws {
            let edges = EdgeSpacing(leading: .flexible(4), trailing: .flexible(6), bottom: .flexible(7))
            let solved = try solve(hGroup(fw(1), ab(100), [item(fw(0.5), fh(1), edges: edges)]), [2])
            // one per row (2 × 170 > 320); leftover 320 − 160 − 10 = 150, 75 per spring: x = 4 + 75 = 79
            #expect(cells(solved) == [rect(79, 0, 160, 100), rect(79, 100, 160, 100)])
        }

        @Test("Flexible leading and top edges of minimum 0 push the items right and to the bottom")
        func flexibleLeadingAndTopAlignBottom() throws {
            let edges = EdgeSpacing(leading: .flexible(0), top: .flexible(0))
            let solved = try solve(hGroup(fw(1), ab(100), [item(fw(0.4), fh(0.5), edges: edges)]), [2])
            // 0.4 × 320 = 128, two fit (256); leftover 64 over 2 leading springs → 32: x = 32, 32 + 128 + 32 = 192.
            // Across: 100 − 50 = 50 all to the top spring → y = 50 (bottom-aligned)
            #expect(cells(solved) == [rect(32, 50, 128, 50), rect(192, 50, 128, 50)])
        }

        @Test("Across the axis: an item smaller than its row sits at the start unless an edge is flexible", arguments: [
            // no edge spacing: top
            (EdgeSpacing.none, 0.0),
            // bottom: .flexible(0) "forces items to align to the top" [H14]
            (EdgeSpacing(bottom: .flexible(0)), 0.0),
            // top flexible: bottom-aligned, y = 100 − 40 = 60
            (EdgeSpacing(top: .flexible(0)), 60.0),
            // both flexible: centred, y = 60 / 2 = 30
            (EdgeSpacing(top: .flexible(0), bottom: .flexible(0)), 30.0),
            // top flexible 10 + bottom fixed 6: leftover 100 − 40 − 10 − 6 = 44 → y = 10 + 44 = 54
            (EdgeSpacing(top: .flexible(10), bottom: .fixed(6)), 54.0),
        ] as [(EdgeSpacing, Double)])
        func crossAxisAlignment(edges: EdgeSpacing, y: Double) throws {
            let solved = try solve(hGroup(fw(1), ab(100), [item(ab(50), ab(40), edges: edges)]), [1])
            #expect(cell(solved, 0) == rect(0, y, 50, 40))
        }

        @Test("Group edge spacing works within the section; its top and bottom add to interGroupSpacing")
        func groupEdgeSpacingAddsToTheGap() throws {
            let edges = EdgeSpacing(leading: .fixed(4), top: .fixed(5), trailing: .fixed(6), bottom: .fixed(7))
            let group = hGroup(fw(1), ab(30), [item(fw(1), fh(1))], edges: edges)
            let solved = try solve(LayoutSection(group: group, interGroupSpacing: 8), [3])
            // each row advances 5 + 30 + 7 + 8 = 50: y = 5, 55, 105; x = 4 (the fixed leading edge)
            #expect(cells(solved).map(\.minY) == [5, 55, 105])
            #expect(cells(solved).map(\.minX) == [4, 4, 4])
            // content: 5 + 3 × 30 + 2 × (7 + 8 + 5) + 7 = 142
            #expect(solved.contentSize.height == 142)
        }

        @Test("A flexible group edge across the scroll axis centres a narrow group")
        func flexibleGroupEdgesCentreAGroup() throws {
            let edges = EdgeSpacing(leading: .flexible(0), trailing: .flexible(0))
            let solved = try solve(hGroup(ab(100), ab(20), [item(fw(1), fh(1))], edges: edges), [1])
            // (320 − 100) / 2 = 110
            #expect(cell(solved, 0) == rect(110, 0, 100, 20))
        }
    }
}
