// Rule 2.1/2.2, nested groups: each level sizes its fractions against its parent's inner box, less its own insets.

import Testing
import TesseraLayout

extension Rules {
    @Suite("Rules · nested groups")
    struct NestedGroupTests {
        @Test("HG[IT(FW.5), VG(FW.5)[IT(FH.5)] spacing 4] spacing 6: 157-wide columns, inner items 157 × 48")
        func nestedColumn() throws {
            let column = vGroup(fw(0.5), fh(1), [item(fw(1), fh(0.5))], spacing: .fixed(4))
            let group = hGroup(fw(1), ab(100), [item(fw(0.5), fh(1)), .group(column)], spacing: .fixed(6))
            let solved = try solve(group, [6])
            // outer: (320 − 6) / 2 = 157 for the item and the column, column at x = 157 + 6 = 163;
            // inner: (100 − 4) / 2 = 48 at y = 0, 52. Three items per group, groups 100 apart
            #expect(cells(solved) == [
                rect(0, 0, 157, 100), rect(163, 0, 157, 48), rect(163, 52, 157, 48),
                rect(0, 100, 157, 100), rect(163, 100, 157, 48), rect(163, 152, 157, 48),
            ])
        }

        @Test("Fractional heights resolve against the right box at each level")
        func fractionsAtEachLevel() throws {
            let column = vGroup(fw(0.5), fh(0.5), [item(fw(1), fh(0.5))], insets: insets(5, 0, 5, 0))
            let row = hGroup(fw(1), ab(200), [.group(column)], insets: insets(10, 0, 10, 0))
            let solved = try solve(row, [5])
            // row inner box: 320 × (200 − 20) = 180. Column: 0.5 × 320 = 160 wide, 0.5 × 180 = 90 tall
            // (not of 200, nor of 480); column inner box 160 × (90 − 10) = 80; items 0.5 × 80 = 40 tall.
            // y = 10 (row inset) + 5 (column inset) = 15, then 55; two columns at x = 0 and 160.
            // The 5th item opens the next row at y = 200 + 15.
            #expect(cells(solved) == [
                rect(0, 15, 160, 40), rect(0, 55, 160, 40), rect(160, 15, 160, 40), rect(160, 55, 160, 40),
                rect(0, 215, 160, 40),
            ])
        }

        @Test("A nested group's fit count uses its own box: three 30-pt rows fit a 100-pt column")
        func nestedFitCount() throws {
            let column = vGroup(fw(0.5), fh(1), [item(fw(1), ab(30))])
            let solved = try solve(hGroup(fw(1), ab(100), [.group(column)]), [7])
            // 3 × 30 = 90 ≤ 100, 4 × 30 > 100: columns of 3 at x = 0 and 160, the 7th item starts row 2
            #expect(cells(solved) == [
                rect(0, 0, 160, 30), rect(0, 30, 160, 30), rect(0, 60, 160, 30),
                rect(160, 0, 160, 30), rect(160, 30, 160, 30), rect(160, 60, 160, 30),
                rect(0, 100, 160, 30),
            ])
        }

        @Test("A count group nested in a row divides its parent-given width")
        func nestedCountGroup() throws {
            let pair = hGroup(fw(0.5), fh(1), [item(ab(10), fh(1))], spacing: .fixed(4), repetition: .count(2))
            let solved = try solve(hGroup(fw(1), ab(20), [.group(pair)], spacing: .fixed(8)), [4])
            // pairs: 0.5 × (320 − 8) = 156 wide at x = 0, 164; items (156 − 4) / 2 = 76 at +0 and +80
            #expect(cells(solved) == [
                rect(0, 0, 76, 20), rect(80, 0, 76, 20), rect(164, 0, 76, 20), rect(244, 0, 76, 20),
            ])
        }
    }
}
