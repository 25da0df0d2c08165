// Rule 2.2, spacing: fixed and flexible interItemSpacing, the shared (possibly negative) leftover, interGroupSpacing.

import Testing
import TesseraLayout

extension Rules {
    @Suite("Rules · inter-item and inter-group spacing")
    struct SpacingTests {
        @Test("Flexible spacing is a minimum; the leftover is shared between the gaps so the ends sit flush",
              arguments: [
            // FW(0.3), flexible 10: sized as for fixed 10 → 90; leftover 320 − 270 − 20 = 30 →
            // gaps 10 + 15 = 25
            (fw(0.3), LayoutSpacing.flexible(10), 90.0, [0.0, 115, 230]),
            // FW(0.3), flexible 1: 0.3 × 318 = 95.4 → 95; leftover 320 − 285 − 2 = 33 → gaps 1 + 16.5 = 17.5
            (fw(0.3), LayoutSpacing.flexible(1), 95.0, [0.0, 112.5, 225]),
            // AB(100), flexible 4: 3 fit (308); leftover 12 → gaps 4 + 6 = 10
            (ab(100), LayoutSpacing.flexible(4), 100.0, [0.0, 110, 220]),
        ] as [(LayoutDimension, LayoutSpacing, Double, [Double])])
        func flexibleSpacingSharesLeftover(width: LayoutDimension, spacing: LayoutSpacing, size: Double,
                                           xs: [Double]) throws {
            let group = hGroup(fw(1), ab(10), [item(width, fh(1))], spacing: spacing)
            let solved = try solve(group, [3])
            #expect(cells(solved) == xs.map { rect($0, 0, size, 10) })
        }

        @Test("Fixed spacing leaves the leftover at the trailing end")
        func fixedSpacingLeavesLeftoverAtTheEnd() throws {
            let group = hGroup(fw(1), ab(10), [item(ab(100), fh(1))], spacing: .fixed(4))
            let solved = try solve(group, [3])
            // 3 × 100 + 2 × 4 = 308 ≤ 320: x = 0, 104, 208 (12 pt left over on the right)
            #expect(cells(solved) == [rect(0, 0, 100, 10), rect(104, 0, 100, 10), rect(208, 0, 100, 10)])
        }

        @Test("Flexible spacing in a vertical group shares the leftover height")
        func flexibleSpacingVertical() throws {
            let group = vGroup(fw(1), ab(100), [item(fw(1), ab(30))], spacing: .flexible(0))
            let solved = try solve(group, [3])
            // 3 × 30 = 90; leftover 10 over 2 gaps → 5: y = 0, 35, 70
            #expect(cells(solved) == [rect(0, 0, 320, 30), rect(0, 35, 320, 30), rect(0, 70, 320, 30)])
        }

        @Test("The leftover may be negative: a group wider than its section with a flexible leading edge moves left")
        func negativeLeftoverPushesLeft() throws {
            let group = hGroup(ab(400), ab(20), [item(fw(0.5), fh(1))], edges: EdgeSpacing(leading: .flexible(0)))
            let solved = try solve(group, [2])
            // leftover = 320 − 400 − 0 = −80, one spring → the group starts at x = −80;
            // items 0.5 × 400 = 200 at x = −80 and 120
            #expect(cells(solved) == [rect(-80, 0, 200, 20), rect(120, 0, 200, 20)])
        }

        @Test("The content is as wide as the widest group when it is wider than the collection view")
        func widestGroupWidensTheContent() throws {
            let solved = try solve(hGroup(ab(400), ab(20), [item(fw(0.5), fh(1))]), [2])
            // the group spans x = 0…400 > 320
            #expect(solved.contentSize == Size(width: 400, height: 20))
        }

        @Test("interGroupSpacing separates the groups of a section, not the section's ends")
        func interGroupSpacing() throws {
            let section = LayoutSection(group: hGroup(fw(1), ab(50), [item(fw(1.0 / 3), fh(1))], spacing: .fixed(10)),
                                        interGroupSpacing: 4, contentInsets: insets(5, 6, 7, 8))
            let solved = try solve(section, [4])
            // width (320 − 6 − 8 − 2·10) / 3 = 95.33 → 95; x = 6, 6 + 105 = 111, 216
            // rows at y = 5 and 5 + 50 + 4 = 59; height 5 + 50 + 4 + 50 + 7 = 116
            #expect(cells(solved) == [
                rect(6, 5, 95, 50), rect(111, 5, 95, 50), rect(216, 5, 95, 50), rect(6, 59, 95, 50),
            ])
            #expect(solved.contentSize.height == 116)
        }
        @Test("A negative interGroupSpacing steps groups back; rectangle queries still find each group's cells")
        func negativeSpacingStepsBack() throws {
            // Groups 5 tall, −8 apart, from y = 20: 20, 17, 14, 11; the content ends 20 after the last (36). The
            // groups' ends fall (25, 22, 19, 16), so a search that takes them in order misses the first ones.
            let section = LayoutSection(group: vGroup(fw(1), ab(5), [item(fw(1), fh(1))]), interGroupSpacing: -8,
                                        contentInsets: insets(20, 0, 20, 0))
            let solved = try solve(section, [4])
            #expect(cells(solved) == [rect(0, 20, 320, 5), rect(0, 17, 320, 5), rect(0, 14, 320, 5), rect(0, 11, 320, 5)])
            #expect(solved.contentSize.height == 36)
            let found = solved.layoutAttributesForElements(in: Rect(x: 0, y: 21, width: 320, height: 15))
            #expect(found.map(\.indexPath.item).sorted() == [0, 1])
            let lower = solved.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 320, height: 12))
            #expect(lower.map(\.indexPath.item).sorted() == [3])
        }
    }
}
