// Rule 2.2, filling a group: repetition from the first subitem, the fit count, count and repeating groups, overflow.

import Testing
import TesseraLayout

extension Rules {
    @Suite("Rules · filling a group")
    struct FillingTests {
        @Test("Subitems repeat from the start of the list; a group closes when the next item does not fit")
        func subitemsRepeatFromTheStart() throws {
            let group = hGroup(fw(1), ab(20), [item(fw(0.5), fh(1)), item(fw(0.25), fh(1))])
            let solved = try solve(group, [5])
            // 160 + 80 = 240; the next FW(0.5) (160) would reach 400 > 320, so each row holds 2 and a new
            // group opens with the 0.5 again: rows at y = 0, 20, 40
            #expect(cells(solved) == [
                rect(0, 0, 160, 20), rect(160, 0, 80, 20),
                rect(0, 20, 160, 20), rect(160, 20, 80, 20),
                rect(0, 40, 160, 20),
            ])
            #expect(solved.contentSize == Size(width: 320, height: 60))
        }

        @Test("The fit count is decided against the width less the spacings", arguments: [
            // FW(0.3), fixed 10: n = 3 → 0.3 × (320 − 20) = 90, 3·90 + 20 = 290 ≤ 320;
            // n = 4 → 0.3 × 290 = 87, 87·4 + 30 = 378 > 320
            (0.3, 90.0, [0.0, 100, 200]),
            // FW(0.25), fixed 10: n = 4 → 0.25 × 290 = 72.5, 4·72.5 + 30 = 320; n = 5 → 70·5 + 40 = 390
            (0.25, 72.5, [0.0, 82.5, 165, 247.5]),
            // FW(0.4), fixed 10: n = 2 → 0.4 × 310 = 124, 258 ≤ 320; n = 3 → 120·3 + 20 = 380
            (0.4, 124.0, [0.0, 134]),
        ] as [(Double, Double, [Double])])
        func fitCountAgainstSpacedWidth(fraction: Double, width: Double, xs: [Double]) throws {
            let group = hGroup(fw(1), ab(10), [item(fw(fraction), fh(1))], spacing: .fixed(10))
            let solved = try solve(group, [xs.count + 1])
            #expect(Array(cells(solved).prefix(xs.count)) == xs.map { rect($0, 0, width, 10) })
            // the next item opens the second row
            #expect(cell(solved, xs.count) == rect(0, 10, width, 10))
        }

        @Test("subitem:count: divides the width and overrides the subitem's own width")
        func countOverridesSubitemWidth() throws {
            let group = hGroup(fw(1), ab(20), [item(ab(30), fh(1))], spacing: .fixed(10), repetition: .count(3))
            let solved = try solve(group, [7])
            // (320 − 2·10) / 3 = 100 (not the subitem's 30); x = 0, 110, 220; rows at y = 0, 20, 40
            #expect(cells(solved) == [
                rect(0, 0, 100, 20), rect(110, 0, 100, 20), rect(220, 0, 100, 20),
                rect(0, 20, 100, 20), rect(110, 20, 100, 20), rect(220, 20, 100, 20),
                rect(0, 40, 100, 20),
            ])
            #expect(solved.contentSize.height == 60)
        }

        @Test("subitem:count: floors the divided width to a pixel")
        func countFloorsToAPixel() throws {
            let group = hGroup(fw(1), ab(20), [item(fw(1), fh(1))], repetition: .count(3))
            let solved = try solve(group, [3])
            // 320 / 3 = 106.67 → 106.5; x = 0, 106.5, 213
            #expect(cells(solved) == [rect(0, 0, 106.5, 20), rect(106.5, 0, 106.5, 20), rect(213, 0, 106.5, 20)])
        }

        @Test("A vertical count group divides its height and does not self-size its items")
        func verticalCountDividesHeight() throws {
            let group = vGroup(fw(1), ab(90), [item(fw(1), est(20))], spacing: .fixed(6), repetition: .count(3))
            var preferred = PreferredSizes()
            preferred[IndexPath(item: 0, section: 0)] = Size(width: 320, height: 50)
            let solved = try solve(group, [3], preferred: preferred)
            // (90 − 2·6) / 3 = 26, whatever the estimate or the measured 50; y = 0, 32, 64
            #expect(cells(solved) == [rect(0, 0, 320, 26), rect(0, 32, 320, 26), rect(0, 64, 320, 26)])
        }

        @Test("repeatingSubitem:count: repeats the subitem at its own size")
        func repeatingSubitemKeepsItsSize() throws {
            let group = hGroup(fw(1), ab(40), [item(ab(50), fh(1))], spacing: .fixed(10), repetition: .repeating(3))
            let solved = try solve(group, [4])
            // 3 × 50 at x = 0, 60, 120 (the rest of the 320-pt row stays empty); the 4th item opens row 2
            #expect(cells(solved) == [
                rect(0, 0, 50, 40), rect(60, 0, 50, 40), rect(120, 0, 50, 40), rect(0, 40, 50, 40),
            ])
        }

        @Test("Items larger across the axis are placed and stick out of their row")
        func itemTallerThanItsRowSticksOut() throws {
            let group = hGroup(fw(1), ab(20), [item(fw(0.5), ab(100))])
            let solved = try solve(group, [3])
            // rows advance by the group's 20, not the item's 100
            #expect(cells(solved) == [rect(0, 0, 160, 100), rect(160, 0, 160, 100), rect(0, 20, 160, 100)])
            #expect(solved.contentSize.height == 40)
        }

        @Test("A nested group that measured sizes make hold fewer items leaves the next ones to the next child")
        func nestedGroupHoldingFewerWithMeasuredSizes() throws {
            // Columns 160 × 100 of rows estimated at 30: a column holds 3 at their estimate. Item 2 measured at
            // 50 leaves room for items 0 and 1 only (30 + 30 + 50 > 100); the second column starts with item 2
            // (50 + 30 = 80, a third would make 110) and the row holds items 0…3.
            let column = vGroup(fw(0.5), fh(1), [item(fw(1), est(30))])
            var preferred = PreferredSizes()
            preferred[IndexPath(item: 2, section: 0)] = Size(width: 160, height: 50)
            let solved = try solve(hGroup(fw(1), ab(100), [.group(column)]), [6], preferred: preferred)
            #expect(cells(solved) == [rect(0, 0, 160, 30), rect(0, 30, 160, 30), rect(160, 0, 160, 50),
                                      rect(160, 50, 160, 30), rect(0, 100, 160, 30), rect(0, 130, 160, 30)])
        }

        @Test("An item after such a nested group gets the measured size of the item it holds")
        func itemAfterNestedGroupWithMeasuredSizes() throws {
            let column = vGroup(fw(0.5), fh(1), [item(fw(1), est(30))])
            var preferred = PreferredSizes()
            preferred[IndexPath(item: 2, section: 0)] = Size(width: 160, height: 50)
            let solved = try solve(hGroup(fw(1), ab(100), [.group(column), item(fw(0.5), est(40))]), [3], preferred: preferred)
            // The column holds items 0 and 1; the item beside it is item 2, 50 tall as measured.
            #expect(cells(solved) == [rect(0, 0, 160, 30), rect(0, 30, 160, 30), rect(160, 0, 160, 50)])
        }

        @Test("A first item longer than its group lays out nothing, without hanging", .timeLimit(.minutes(1)))
        func firstItemTooBigLaysOutNothing() throws {
            let group = hGroup(fw(1), ab(20), [item(ab(400), fh(1))])
            let solved = try solve(group, [100_000])
            // 400 > 320 along the group's axis: no group, no item
            #expect(solved.allElements().isEmpty)
            #expect(solved.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
            #expect(solved.contentSize.height == 0)
        }

        @Test("A nested first group too big for its parent lays out nothing either", .timeLimit(.minutes(1)))
        func nestedGroupTooBigLaysOutNothing() throws {
            let inner = vGroup(ab(400), fh(1), [item(fw(1), ab(10))])
            let solved = try solve(hGroup(fw(1), ab(20), [.group(inner)]), [50])
            #expect(solved.allElements().isEmpty)
        }
        @Test("Items that take no room all share one group, without hanging (Tessera's choice, E10)",
              .timeLimit(.minutes(1)))
        func zeroWidthItemsShareOneGroup() throws {
            let solved = try solve(hGroup(fw(1), ab(20), [item(fw(0), fh(1))]), [1_000])
            #expect(cell(solved, 999) == rect(0, 0, 0, 20))
            #expect(solved.contentSize.height == 20)
        }
    }
}
