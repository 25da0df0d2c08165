// Rule 2.2/2.3, sections: groups never share a row, sections stack with interSectionSpacing, empty sections.

import Testing
import TesseraLayout

extension Rules {
    @Suite("Rules · stacking groups and sections")
    struct SectionStackingTests {
        static func rows(_ insets: DirectionalEdgeInsets = .zero,
                         boundary: [BoundarySupplementaryItem] = []) -> LayoutSection {
            LayoutSection(group: hGroup(fw(1), ab(20), [item(fw(0.5), fh(1))]), contentInsets: insets,
                          boundarySupplementaryItems: boundary)
        }

        @Test("Groups of a section never share a row: a FW(0.6) group leaves the rest of the row empty")
        func narrowGroupsStack() throws {
            let group = hGroup(fw(0.6), ab(30), [item(fw(0.5), fh(1))])
            let solved = try solve(LayoutSection(group: group, interGroupSpacing: 8), [5])
            // group 0.6 × 320 = 192, items 96; groups stack at y = 0, 38, 76 (30 + 8); content 106
            #expect(cells(solved) == [
                rect(0, 0, 96, 30), rect(96, 0, 96, 30), rect(0, 38, 96, 30), rect(96, 38, 96, 30), rect(0, 76, 96, 30),
            ])
            #expect(solved.contentSize == Size(width: 320, height: 106))
        }

        @Test("Sections stack with interSectionSpacing between every pair, empty sections included")
        func sectionsStackWithSpacing() throws {
            let configuration = LayoutConfiguration(interSectionSpacing: 10)
            let solved = try solve(Self.rows(insets(2, 0, 4, 0)), [2, 0, 1], configuration: configuration)
            // section 0: 2 + 20 + 4 = 26; + 10 → the empty section 1 at 36 takes no room (not even its
            // insets); + 10 → section 2 at 46, its item at 46 + 2 = 48; content 46 + 26 = 72
            #expect(cell(solved, 0, section: 2) == rect(0, 48, 160, 20))
            #expect(solved.contentSize.height == 72)
        }

        @Test("An empty section with a boundary item has its header and its insets")
        func emptySectionWithBoundaryItem() throws {
            let section = Self.rows(insets(3, 0, 5, 0), boundary: [boundary("header", fw(1), ab(20))])
            let solved = try solve(section, [1, 0, 1])
            // section 0: header 0…20, content 23…43, + 5 → 48. Section 1 (empty): header at 48, then
            // 3 + 5 of insets → 76. Section 2: header at 76, item at 76 + 20 + 3 = 99, ends 124
            #expect(supplementary(solved, "header", section: 1)?.frame == rect(0, 48, 320, 20))
            #expect(supplementary(solved, "header", section: 2)?.frame == rect(0, 76, 320, 20))
            #expect(cell(solved, 0, section: 2) == rect(0, 99, 160, 20))
            #expect(solved.contentSize.height == 124)
        }

        @Test("A provider may return nil for an empty section; it takes no room")
        func providerNilForEmptySection() throws {
            let layout = CompositionalLayout(configuration: LayoutConfiguration(interSectionSpacing: 5)) { index, _ in
                index == 1 ? nil : Self.rows()
            }
            let solved = try layout.solve(itemCounts: [2, 0, 2], in: phone)
            // section 0: 0…20; + 5 → section 1 at 25, zero size; + 5 → section 2 at 30
            #expect(cell(solved, 0, section: 2) == rect(0, 30, 160, 20))
            #expect(solved.contentSize.height == 50)
        }

        @Test("Each section comes from the provider with its own description")
        func providerSectionsDiffer() throws {
            let layout = CompositionalLayout { index, _ in
                index == 1 ? Self.rows() : Self.rows(insets(3, 4, 5, 6))
            }
            let solved = try layout.solve(itemCounts: [3, 2, 1], in: phone)
            // section 0: (320 − 10) / 2 = 155 at x = 4; rows 3, 23; ends 3 + 40 + 5 = 48.
            // section 1 (no insets): 160 at y = 48, ends 68. section 2: item at (4, 71), ends 68 + 28 = 96
            #expect(cell(solved, 2) == rect(4, 23, 155, 20))
            #expect(cells(solved, section: 1) == [rect(0, 48, 160, 20), rect(160, 48, 160, 20)])
            #expect(cell(solved, 0, section: 2) == rect(4, 71, 155, 20))
            #expect(solved.contentSize.height == 96)
        }

        @Test("The content is as wide as the collection view when the groups are narrower")
        func contentWidthIsTheViewWidth() throws {
            let solved = try solve(hGroup(ab(100), ab(20), [item(fw(1), fh(1))]), [3])
            #expect(solved.contentSize == Size(width: 320, height: 60))
        }

        @Test("The content widens to a group's own width, not to where its spacing pushed it")
        func contentWidthIsTheGroupsOwnWidth() throws {
            // A FW(1) group (320) with a fixed leading edge of 50 sits at x = 50 and ends at 370: content stays 320.
            let pushed = LayoutGroup(layoutSize: size(fw(1), ab(20)), arrangement: .horizontal,
                                     subitems: [item(fw(1), fh(1))], edgeSpacing: EdgeSpacing(leading: .fixed(50)))
            let solvedPushed = try solve(pushed, [2])
            #expect(cell(solvedPushed, 0) == rect(50, 0, 320, 20))
            #expect(solvedPushed.contentSize == Size(width: 320, height: 40))
            // A 400-wide group with a flexible leading edge is pushed left to x = −80; its own width widens the content.
            let wide = LayoutGroup(layoutSize: size(ab(400), ab(20)), arrangement: .horizontal,
                                   subitems: [item(fw(1), fh(1))], edgeSpacing: EdgeSpacing(leading: .flexible(0)))
            let solvedWide = try solve(wide, [1])
            #expect(cell(solvedWide, 0) == rect(-80, 0, 400, 20))
            #expect(solvedWide.contentSize == Size(width: 400, height: 20))
        }
    }
}
