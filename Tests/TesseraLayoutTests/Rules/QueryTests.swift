// Queries: rectangles (an item only with its group), items not laid out, supplementary and element look-ups.

import Testing
import TesseraLayout

extension Rules {
    @Suite("Rules · layout queries")
    struct QueryTests {
        /// Rows 20 tall of two items 100 tall: every item sticks 80 pt out of its row.
        static func tallItems() throws -> SolvedLayout {
            try solve(hGroup(fw(1), ab(20), [item(fw(0.5), ab(100))]), [6])
        }

        @Test("An item is returned only when its group meets the rectangle too")
        func itemNeedsItsGroup() throws {
            let solved = try Self.tallItems()
            // y 30…35 meets items 0–3 (rows 0 and 1 reach 100 and 120) but only row 1's group (20…40)
            let found = solved.layoutAttributesForElements(in: rect(0, 30, 320, 5))
            #expect(keys(found) == ["cell 0.2", "cell 0.3"])
        }

        @Test("Rectangles that only touch an element do not return it; a hairline inside one does")
        func touchingAndHairlines() throws {
            let solved = try solve(hGroup(fw(1), ab(20), [item(fw(0.5), fh(1))]), [4])
            // y 20…40 touches row 0 (0…20) along its bottom edge: row 1 only
            #expect(keys(solved.layoutAttributesForElements(in: rect(0, 20, 320, 20))) == ["cell 0.2", "cell 0.3"])
            // x 160…320 touches cell 0 (0…160) along its right edge
            #expect(keys(solved.layoutAttributesForElements(in: rect(160, 0, 160, 20))) == ["cell 0.1"])
            // a hairline (0.5 tall) at y = 10 crosses row 0
            #expect(keys(solved.layoutAttributesForElements(in: rect(0, 10, 320, 0.5))) == ["cell 0.0", "cell 0.1"])
            // beyond the trailing edge: nothing
            #expect(solved.layoutAttributesForElements(in: rect(320, 0, 50, 480)).isEmpty)
        }

        @Test("The rectangle is clipped to the content first; one left without area returns only decorations")
        func clippedToTheContent() throws {
            // Rows 20 tall of two 100-tall items: content 320 × 40, but items reach y = 120. Decorated section.
            let section = LayoutSection(group: hGroup(fw(1), ab(20), [item(fw(0.5), ab(100))]),
                                        decorationItems: [DecorationItem(elementKind: "bg")])
            let solved = try solve(section, [4])
            #expect(solved.contentSize == Size(width: 320, height: 40))
            // y 50…60 crosses items 0–3 (0…100, 20…120), but clipped to the content (0…40) it is left with no
            // area: only the decoration of the section it touches (0…40).
            #expect(keys(solved.layoutAttributesForElements(in: rect(0, 50, 320, 10))).isEmpty)
            #expect(keys(solved.layoutAttributesForElements(in: rect(0, 40, 320, 10))) == ["decoration bg 0.0"])
            // a zero-height rectangle inside the content has no area either: the decoration only
            #expect(keys(solved.layoutAttributesForElements(in: rect(0, 10, 320, 0))) == ["decoration bg 0.0"])
            // right of the content (x 320…370): no area, touching the section's frame: its decoration
            #expect(keys(solved.layoutAttributesForElements(in: rect(320, 0, 50, 480))) == ["decoration bg 0.0"])
            // y −50…5 is clipped to 0…5: row 0's items and the decoration
            #expect(keys(solved.layoutAttributesForElements(in: rect(0, -50, 320, 55)))
                    == ["decoration bg 0.0", "cell 0.0", "cell 0.1"])
        }

        @Test("A view anchored to an item is returned only when the item's group meets the rectangle")
        func anchoredViewsNeedTheirGroup() throws {
            let badge = SupplementaryItem(layoutSize: size(ab(20), ab(10)), elementKind: "badge",
                                          containerAnchor: LayoutAnchor(edges: [.top, .leading]))
            let solved = try solve(hGroup(fw(1), ab(50), [item(fw(0.5), fh(1), supplementaries: [badge])]), [4])
            // y 0…5 meets row 0 and its badges at y 0…10
            #expect(keys(solved.layoutAttributesForElements(in: rect(0, 0, 320, 5)))
                    == ["cell 0.0", "cell 0.1", "supplementary badge 0.0", "supplementary badge 0.1"])
            // y 55…58 meets row 1 (50…100) and its badges (50…60)
            #expect(keys(solved.layoutAttributesForElements(in: rect(0, 55, 320, 3)))
                    == ["cell 0.2", "cell 0.3", "supplementary badge 0.2", "supplementary badge 0.3"])
        }

        @Test("Item queries answer nil for items that do not exist or were not laid out")
        func itemQueriesForMissingItems() throws {
            let solved = try solve(hGroup(fw(1), ab(20), [item(fw(0.5), fh(1))]), [3])
            #expect(cell(solved, 2) == rect(0, 20, 160, 20))
            #expect(solved.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)) == nil)
            #expect(solved.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
            let overflow = try solve(hGroup(fw(1), ab(20), [item(ab(321), fh(1))]), [3])
            #expect(overflow.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
        }

        @Test("Supplementary and decoration queries answer nil for unknown kinds and index paths")
        func unknownSupplementaries() throws {
            let section = LayoutSection(group: hGroup(fw(1), ab(20), [item(fw(0.5), fh(1))]),
                                        boundarySupplementaryItems: [boundary("h", fw(1), ab(20))])
            let solved = try solve(section, [2])
            #expect(supplementary(solved, "h")?.frame == rect(0, 0, 320, 20))
            #expect(supplementary(solved, "f") == nil)
            #expect(supplementary(solved, "h", section: 1) == nil)
            #expect(solved.layoutAttributesForDecorationView(ofKind: "h", at: IndexPath(item: 0, section: 0)) == nil)
        }

        @Test("allElements lists everything once: boundary items, cells and their anchored views")
        func allElements() throws {
            let badge = SupplementaryItem(layoutSize: size(ab(20), ab(10)), elementKind: "badge",
                                          containerAnchor: LayoutAnchor(edges: [.top, .leading]))
            let section = LayoutSection(group: hGroup(fw(1), ab(20), [item(fw(0.5), fh(1), supplementaries: [badge])]),
                                        boundarySupplementaryItems: [boundary("h", fw(1), ab(20))])
            let solved = try solve(section, [3])
            let all = solved.allElements()
            #expect(all.count == 7)
            #expect(keys(all) == ["supplementary h 0.0", "cell 0.0", "cell 0.1", "cell 0.2",
                                  "supplementary badge 0.0", "supplementary badge 0.1", "supplementary badge 0.2"])
            // the same set as a query over everything
            #expect(keys(solved.layoutAttributesForElements(in: rect(-1000, -1000, 3000, 3000))) == keys(all))
        }

        @Test("groups(ofSection:) are the frames queries filter by: each group's extent × the union across")
        func laidOutGroups() throws {
            // Rows 20 tall of two 100-tall items, after a 30-pt header; a narrower last row still spans the union.
            let section = LayoutSection(group: hGroup(fw(1), ab(20), [item(fw(0.5), ab(100))]),
                                        boundarySupplementaryItems: [boundary("h", fw(1), ab(30))])
            let solved = try solve(section, [3, 2])
            #expect(solved.groups(ofSection: 0) == [LaidOutGroup(frame: rect(0, 30, 320, 20), items: 0..<2),
                                                    LaidOutGroup(frame: rect(0, 50, 320, 20), items: 2..<3)])
            // Section 1 starts where section 0 ends (30 + 20 + 20 = 70), after its own header.
            #expect(solved.groups(ofSection: 1) == [LaidOutGroup(frame: rect(0, 100, 320, 20), items: 0..<2)])
        }

        @Test("Cells of a section that negative insets end early are still found where their group is")
        func groupsPastTheirSection() throws {
            // A 40-pt row with a bottom inset of −30: section 0 ends at 10, its row reaches 40; section 1's row
            // follows at 10…50, so the content (50 tall) covers both rows.
            let row = hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))])
            let sections = [LayoutSection(group: row, contentInsets: insets(0, 0, -30, 0)), LayoutSection(group: row)]
            let solved = try CompositionalLayout { index, _ in sections[index] }.solve(itemCounts: [2, 2], in: phone)
            #expect(solved.frame(ofSection: 0) == rect(0, 0, 320, 10))
            #expect(cell(solved, 0, section: 0) == rect(0, 0, 160, 40))
            #expect(cell(solved, 0, section: 1) == rect(0, 10, 160, 40))
            // y 20…30 lies past section 0's end but meets its row and both its cells (R32).
            #expect(keys(solved.layoutAttributesForElements(in: rect(0, 20, 320, 10)))
                    == ["cell 0.0", "cell 0.1", "cell 1.0", "cell 1.1"])
        }

        @Test("A section whose group starts before its frame is found by a rectangle above the frame")
        func groupsBeforeTheirSection() throws {
            let row = hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))])
            let sections = [LayoutSection(group: row), LayoutSection(group: row, contentInsets: insets(-30, 0, 0, 0))]
            let solved = try CompositionalLayout { index, _ in sections[index] }.solve(itemCounts: [2, 2], in: phone)
            // Section 1 starts at 40; its top inset of −30 puts its row at 10…50, over section 0's row.
            #expect(cell(solved, 0, section: 1) == rect(0, 10, 160, 40))
            #expect(keys(solved.layoutAttributesForElements(in: rect(0, 15, 320, 5)))
                    == ["cell 0.0", "cell 0.1", "cell 1.0", "cell 1.1"])
        }
    }
}
