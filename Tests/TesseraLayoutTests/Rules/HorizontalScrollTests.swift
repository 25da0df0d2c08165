// Rules in a horizontally scrolling layout: groups and sections stack along x, the content is as tall as the view.

import Testing
import TesseraLayout

extension Rules {
    @Suite("Rules · horizontal scroll direction")
    struct HorizontalScrollTests {
        static var horizontal: LayoutConfiguration { LayoutConfiguration(scrollDirection: .horizontal) }

        @Test("Vertical groups become columns that stack along x")
        func columnsStackAlongX() throws {
            let column = vGroup(ab(100), fh(1), [item(fw(1), fh(0.25))])
            let solved = try solve(column, [5], configuration: Self.horizontal)
            // column 100 × 480, items 0.25 × 480 = 120 tall: 4 per column at y = 0/120/240/360, then x = 100
            #expect(cells(solved) == [
                rect(0, 0, 100, 120), rect(0, 120, 100, 120), rect(0, 240, 100, 120), rect(0, 360, 100, 120),
                rect(100, 0, 100, 120),
            ])
            // the last column is trimmed along x but a column is 100 wide anyway
            #expect(solved.contentSize == Size(width: 200, height: 480))
        }

        @Test("Sections stack along x with interSectionSpacing; insets apply on all sides")
        func sectionsStackAlongX() throws {
            let section = LayoutSection(group: hGroup(ab(100), fh(0.5), [item(fw(1), fh(1))]), interGroupSpacing: 10,
                                        contentInsets: insets(10, 20, 30, 40))
            var configuration = Self.horizontal
            configuration.interSectionSpacing = 7
            let solved = try solve(section, [2, 1], configuration: configuration)
            // group height 0.5 × (480 − 10 − 30) = 220 at y = 10. Section 0: x = 20, 130; ends 230 + 40 = 270.
            // + 7 → section 1 at 277: item at 297, ends 297 + 100 + 40 = 437
            #expect(cells(solved) == [rect(20, 10, 100, 220), rect(130, 10, 100, 220)])
            #expect(cell(solved, 0, section: 1) == rect(297, 10, 100, 220))
            #expect(solved.contentSize == Size(width: 437, height: 480))
        }

        @Test("Groups stack along x even when a row of them would fit: FH(0.5) groups never share a column")
        func groupsDoNotShareAColumn() throws {
            let solved = try solve(hGroup(ab(50), fh(0.5), [item(fw(1), fh(1))]), [3], configuration: Self.horizontal)
            // each group 50 × 240 at y = 0; x = 0, 50, 100
            #expect(cells(solved) == [rect(0, 0, 50, 240), rect(50, 0, 50, 240), rect(100, 0, 50, 240)])
        }

        @Test("Item edge spacing and flexible spacing work along the vertical group axis")
        func flexibleSpacingInColumn() throws {
            let column = vGroup(ab(80), fh(1), [item(fw(1), ab(100))], spacing: .flexible(10))
            let solved = try solve(column, [4], configuration: Self.horizontal)
            // 4 × 100 + 3 × 10 = 430 ≤ 480; leftover 50 over 3 gaps: y = 0, 126.67 → 126.5 (nearest ½ px
            // of 126.67), 253.33 → 253.5, 380
            #expect(cells(solved).map(\.minY) == [0, 126.5, 253.5, 380])
        }
    }
}
