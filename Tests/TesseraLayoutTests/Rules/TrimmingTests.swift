// Rule 2.2, trimming: a partly filled last group is as long as its items reach plus what a whole group leaves over.

import Testing
import TesseraLayout

extension Rules {
    @Suite("Rules · trimming the partly filled last group")
    struct TrimmingTests {
        @Test("VG(FW1, AB100)[AB30], 5 items: y = 0/30/60/100/130, content 100 + 60 + 10 = 170")
        func verticalGroupTrimmed() throws {
            let solved = try solve(vGroup(fw(1), ab(100), [item(fw(1), ab(30))]), [5])
            // a whole group holds 3 (90) and leaves 10; the last group's items reach 60, + 10 = 70
            #expect(cells(solved).map(\.minY) == [0, 30, 60, 100, 130])
            #expect(solved.contentSize.height == 170)
        }

        @Test("With flexible spacing a whole group leaves nothing over: 7 items end at 200 + 30 = 230")
        func flexibleSpacingLeavesNoLeftover() throws {
            let solved = try solve(vGroup(fw(1), ab(100), [item(fw(1), ab(30))], spacing: .flexible(0)), [7])
            // whole groups: y = 0, 35, 70 (leftover 10 shared by 2 gaps), ending flush at 100;
            // the last group holds one item, reaching 30, plus 0
            #expect(cells(solved).map(\.minY) == [0, 35, 70, 100, 135, 170, 200])
            #expect(solved.contentSize.height == 230)
        }

        @Test("The same layout with fixed spacing keeps the whole group's leftover: 200 + 30 + 10 = 240")
        func fixedSpacingKeepsLeftover() throws {
            let solved = try solve(vGroup(fw(1), ab(100), [item(fw(1), ab(30))]), [7])
            #expect(solved.contentSize.height == 240)
        }

        @Test("A group estimated along its axis is as long as the items it holds: VG(FW1, EST100)[AB30, AB30], 5 items → 166")
        func estimatedGroupTrimmedToItsItems() throws {
            var section = LayoutSection(group: vGroup(fw(1), est(100), [item(fw(1), ab(30)), item(fw(1), ab(30))],
                                                      spacing: .fixed(5)))
            section.interGroupSpacing = 3
            let solved = try solve(section, [5])
            // whole groups hold their two items: 30 + 5 + 30 = 65; the last holds one: 30, not 65
            #expect(cells(solved).map(\.minY) == [0, 35, 68, 103, 136])
            #expect(solved.contentSize.height == 166)
        }

        @Test("The same for counted groups, which divide their estimate: the last one holds what it has")
        func estimatedCountGroupsTrimmed() throws {
            // A count of 2 divides the estimated 100 less the spacing: (100 − 5) / 2 = 47.5 per item.
            var sideways = LayoutSection(group: hGroup(est(100), fh(1), [item(ab(30), fh(1))], spacing: .fixed(5),
                                                       repetition: .count(2)))
            sideways.interGroupSpacing = 3
            let horizontal = try solve(sideways, [3], configuration: LayoutConfiguration(scrollDirection: .horizontal))
            // whole group 100, then 3, then the last group holding one item: 47.5, not 100
            #expect(cells(horizontal).map(\.minX) == [0, 52.5, 103])
            #expect(horizontal.contentSize.width == 150.5)
            let counted = try solve(vGroup(fw(1), est(100), [item(fw(1), est(30))], spacing: .fixed(5),
                                           repetition: .count(2)), [5])
            #expect(cells(counted).map(\.minY) == [0, 52.5, 100, 152.5, 200])
            #expect(counted.contentSize.height == 247.5)
        }

        @Test("Horizontal scroll: the last group is trimmed along x and the next section follows it")
        func horizontalScrollTrimmed() throws {
            let group = hGroup(ab(100), fh(1), [item(ab(40), fh(1))], spacing: .fixed(5))
            let configuration = LayoutConfiguration(scrollDirection: .horizontal)
            let solved = try solve(LayoutSection(group: group), [3, 1], configuration: configuration)
            // 2 per group (40 + 5 + 40 = 85 ≤ 100, leftover 15): x = 0, 45 | 100. Section 0's last group:
            // 40 + 15 = 55 → ends at 155. Section 1: its item at 155, trimmed to 55 → content 210
            #expect(cells(solved).map(\.minX) == [0, 45, 100])
            #expect(cell(solved, 0, section: 1) == rect(155, 0, 40, 480))
            #expect(solved.contentSize == Size(width: 210, height: 480))
        }

        @Test("A row (trimmed along the other axis) keeps its full height when partly filled")
        func partlyFilledRowKeepsItsHeight() throws {
            let solved = try solve(hGroup(fw(1), ab(50), [item(fw(0.25), fh(1))]), [5])
            // trimming is along the scroll axis (y); a row reaches its full 50 whatever its item count
            #expect(solved.contentSize.height == 100)
        }

        @Test("Partly filled nested groups trim the same way: rows of a 100-pt column, 7 items → 140")
        func nestedGroupsTrim() throws {
            let row = hGroup(fw(1), ab(30), [item(fw(0.5), fh(1))])
            let solved = try solve(vGroup(fw(1), ab(100), [.group(row)]), [7])
            // a column holds 3 rows of 2 (90, leftover 10). The second column has one row with one item:
            // it reaches 30, + 10 left over by a whole column = 40 → 100 + 40 = 140
            #expect(cell(solved, 6) == rect(0, 100, 160, 30))
            #expect(solved.contentSize.height == 140)
        }

        @Test("A partly filled nested group does not move its siblings: with flexible spacing it stays in its section")
        func nestedPartialGroupKeepsFlexibleSpacing() throws {
            let column = vGroup(fw(1), ab(100), [item(fw(1), ab(30))], spacing: .flexible(0))
            let solved = try solve(vGroup(fw(1), ab(220), [.group(column)], spacing: .flexible(0)), [5])
            // A full outer group holds two 100-pt columns (200 ≤ 220); its one flexible gap takes the 20 left:
            // columns at 0 and 120. A full column holds three 30-pt items, its two gaps sharing 10: 0, 35, 70.
            // The second column holds items 3 and 4 at 120 and 155 and is trimmed to 30 + 5 + 30 = 65 (a full
            // column leaves nothing over); the outer group reaches 120 + 65 = 185, and a full one leaves 0.
            #expect(cells(solved).map(\.minY) == [0, 35, 70, 120, 155])
            #expect(cell(solved, 4) == rect(0, 155, 320, 30))
            #expect(solved.contentSize.height == 185)
        }

        @Test("A partly filled nested group leaves its absent siblings' slots where a full group has them")
        func nestedPartialGroupKeepsPlannedSlots() throws {
            let column = vGroup(fw(1), ab(100), [item(fw(1), ab(30))])
            let solved = try solve(vGroup(fw(1), ab(320), [.group(column)]), [5])
            // A full outer group holds three 100-pt columns at 0, 100, 200 and leaves 20. The second column
            // holds items 3 and 4 (100, 130) and is trimmed to 60 + 10 = 70; the third is empty but keeps its
            // slot at 200, so a full group reaches 300 and leaves 20: 100 + 70 + 20 = 190.
            #expect(cells(solved).map(\.minY) == [0, 30, 60, 100, 130])
            #expect(solved.contentSize.height == 190)
        }

        @Test("A partly filled nested group is aligned across its parent as if it were full")
        func nestedPartialGroupAlignedAsIfFull() throws {
            let column = vGroup(fw(0.5), fh(1), [item(fw(1), ab(30))], spacing: .flexible(0),
                                edges: EdgeSpacing(top: .flexible(0)))
            let solved = try solve(hGroup(fw(1), ab(100), [.group(column)]), [5])
            // Each column is 160 × 100 in a 100-pt row, so its flexible top edge has nothing to take: y = 0.
            // A full column spaces three items 0, 35, 70; the second column holds items 3 and 4 at 0 and 35.
            #expect(cells(solved) == [rect(0, 0, 160, 30), rect(0, 35, 160, 30), rect(0, 70, 160, 30),
                                      rect(160, 0, 160, 30), rect(160, 35, 160, 30)])
            #expect(solved.contentSize.height == 100)
        }

        @Test("Only the trim axis uses the planned slot: a partly filled group keeps its own size across it")
        func plannedSlotOnlyAlongTheTrimAxis() throws {
            // An orthogonal section trims along x. Its group, VG(AB100, EST50), holds one run: a count-2 row
            // HG(FW1, EST30) of items estimated 40 tall, then a 5-pt item. With one item the row holds one 50-wide
            // cell and is as tall as it, 40 (not its planned 30); the group is 40 + 5 = 45 tall and the section too.
            let row = hGroup(fw(1), est(30), [item(fw(1), est(40))], repetition: .count(2))
            var section = LayoutSection(group: vGroup(ab(100), est(50), [.group(row), item(fw(1), ab(5))]))
            section.orthogonalScrollingBehavior = .continuous
            let solved = try solve(section, [1])
            #expect(cells(solved) == [rect(0, 0, 50, 40)])
            #expect(solved.contentSize.height == 45)
        }

        @Test("A partly filled group is never shorter than nothing, even when a full one overflows its slot")
        func trimmedGroupNeverNegative() throws {
            let solved = try solve(vGroup(fw(1), ab(30), [item(fw(1), ab(20))], repetition: .repeating(3)), [4])
            // Three 20-pt items reach 60 in a 30-pt group (R9): a full group leaves −30 over. The second group holds
            // item 3 at 30; 20 − 30 would make it −10 long and end the section before its first group, so it is 0
            // long: the content ends at 30, and item 3 overflows as items of a full group do.
            #expect(cells(solved).map(\.minY) == [0, 20, 40, 30])
            #expect(solved.contentSize.height == 30)
            #expect(solved.groups(ofSection: 0).map(\.frame) == [rect(0, 0, 320, 30), rect(0, 30, 320, 0)])
        }

        @Test("A nested partly filled group followed by a section: the next section starts where it was trimmed")
        func nestedTrimMovesNextSection() throws {
            let row = hGroup(fw(1), ab(50), [item(fw(0.25), fh(1))])
            let solved = try solve(vGroup(fw(1), ab(200), [.group(row)]), [6, 1])
            // section 0: row 0 full (4 items), row 1 has 2; the column reaches 100 of its 200, leftover 0 → 100.
            // section 1 starts at 100: its one item at y = 100, its column trimmed to 50 → content 150
            #expect(cells(solved).map(\.minY) == [0, 0, 0, 0, 50, 50])
            #expect(cell(solved, 0, section: 1) == rect(0, 100, 80, 50))
            #expect(solved.contentSize.height == 150)
        }
    }
}
