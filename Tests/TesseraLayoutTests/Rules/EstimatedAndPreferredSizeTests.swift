// Rule 2.2, estimated sizes: estimates until measured; measured sizes along estimated axes; estimated groups.

import Testing
import TesseraLayout

extension Rules {
    @Suite("Rules · estimated and preferred sizes")
    struct EstimatedAndPreferredSizeTests {
        static func measured(_ sizes: [Int: Size], section: Int = 0) -> PreferredSizes {
            var preferred = PreferredSizes()
            for (item, size) in sizes { preferred[IndexPath(item: item, section: section)] = size }
            return preferred
        }

        @Test("Without measurements, estimated sides are their estimate")
        func estimatesStand() throws {
            let solved = try solve(hGroup(fw(1), est(44), [item(fw(0.5), est(30))]), [4])
            // the group is as tall as its tallest item (30), not its estimate 44
            #expect(cells(solved) == [
                rect(0, 0, 160, 30), rect(160, 0, 160, 30), rect(0, 30, 160, 30), rect(160, 30, 160, 30),
            ])
        }

        @Test("A group estimated across its axis is as tall as its tallest (non-estimated) item")
        func estimatedGroupFitsTallestItem() throws {
            let group = hGroup(fw(1), est(100), [item(fw(0.5), ab(30)), item(fw(0.5), ab(50))])
            let solved = try solve(group, [3])
            // rows 50 tall; the 30-pt item keeps 30 at the top
            #expect(cells(solved) == [rect(0, 0, 160, 30), rect(160, 0, 160, 50), rect(0, 50, 160, 30)])
        }

        @Test("Measured heights: siblings keep their own, the row grows to the tallest")
        func siblingsKeepTheirHeights() throws {
            let preferred = Self.measured([1: Size(width: 999, height: 70)])
            let solved = try solve(hGroup(fw(1), est(30), [item(fw(0.5), est(30))]), [4], preferred: preferred)
            // item 1 measures 70 (its measured width is ignored: the width is not estimated); item 0 stays 30;
            // row 0 is 70, so row 1 starts at y = 70
            #expect(cells(solved) == [
                rect(0, 0, 160, 30), rect(160, 0, 160, 70), rect(0, 70, 160, 30), rect(160, 70, 160, 30),
            ])
            #expect(solved.contentSize.height == 100)
        }

        @Test("A group estimated along its own axis holds exactly one run: two 30-pt items, spacing 5 → 65")
        func groupEstimatedAlongItsAxis() throws {
            let group = vGroup(fw(1), est(100), [item(fw(1), ab(30)), item(fw(1), ab(30))], spacing: .fixed(5))
            let solved = try solve(group, [4])
            // one run: 30 + 5 + 30 = 65 (not the 100 estimate, and no third item): y = 0, 35 | 65, 100
            #expect(cells(solved).map(\.minY) == [0, 35, 65, 100])
            #expect(solved.contentSize.height == 130)
        }

        @Test("A group estimated along its axis follows its items' measured lengths")
        func groupAlongAxisWithMeasurements() throws {
            let group = vGroup(fw(1), est(100), [item(fw(1), est(30)), item(fw(1), est(30))], spacing: .fixed(5))
            let preferred = Self.measured([1: Size(width: 320, height: 50)])
            let solved = try solve(group, [4], preferred: preferred)
            // group 0: 30 + 5 + 50 = 85; group 1 from 85: 85, 120; ends 150
            #expect(cells(solved) == [
                rect(0, 0, 320, 30), rect(0, 35, 320, 50), rect(0, 85, 320, 30), rect(0, 120, 320, 30),
            ])
            #expect(solved.contentSize.height == 150)
        }

        @Test("Measured widths decide how many items fit a row")
        func measuredWidthsDecideTheFit() throws {
            let group = hGroup(fw(1), ab(50), [item(est(100), fh(1))])
            let preferred = Self.measured([0: Size(width: 200, height: 1), 1: Size(width: 150, height: 1)])
            let solved = try solve(group, [4], preferred: preferred)
            // 200 + 150 > 320: item 0 alone; row 1: 150 + 100 = 250 (a third would make 350); row 2: item 3
            #expect(cells(solved) == [
                rect(0, 0, 200, 50), rect(0, 50, 150, 50), rect(150, 50, 100, 50), rect(0, 100, 100, 50),
            ])
        }

        @Test("Measured sizes apply only to the item measured, in its own section")
        func measurementsArePerIndexPath() throws {
            let preferred = Self.measured([0: Size(width: 160, height: 60)], section: 1)
            let solved = try solve(hGroup(fw(1), est(30), [item(fw(0.5), est(30))]), [1, 1], preferred: preferred)
            #expect(cell(solved, 0) == rect(0, 0, 160, 30))
            #expect(cell(solved, 0, section: 1) == rect(0, 30, 160, 60))
        }

        @Test("uniformAcrossSiblings: siblings grow to the largest measured one (iOS 17)")
        func uniformAcrossSiblings() throws {
            let uniform = LayoutDimension.uniformAcrossSiblings(estimate: 30)
            let preferred = Self.measured([1: Size(width: 160, height: 60)])
            let solved = try solve(hGroup(fw(1), est(30), [item(fw(0.5), uniform)]), [2], preferred: preferred)
            #expect(cells(solved) == [rect(0, 0, 160, 60), rect(160, 0, 160, 60)])
        }

        @Test("uniformAcrossSiblings on the outermost group: the size is shared across the whole section ([MOE])")
        func uniformAcrossTheSection() throws {
            let uniform = LayoutDimension.uniformAcrossSiblings(estimate: 30)
            let group = hGroup(fw(1), uniform, [item(fw(0.5), est(30))])
            let preferred = Self.measured([0: Size(width: 160, height: 60)])
            let solved = try solve(group, [4], preferred: preferred)
            // row 0 grows to 60 for item 0; sharing across the section makes row 1 60 tall as well, so the
            // content is 120 (rows at y = 0 and 60)
            #expect(solved.contentSize.height == 120)
            #expect(cell(solved, 2)?.minY == 60)
        }
    }
}
