// The catalogue's sections with extras (orthogonal scrolling, headers, pinning, badges, backgrounds, lists), by hand.

import Testing
import TesseraLayout
import TesseraScript

/// Scripts whose sections scroll sideways or carry supplementary and decoration views, on iphone-se-3
/// (375 × 667 @2x, safe area top 20: scrolled to the top, UIKit's contentOffset is y = −20).
@Suite("Catalogue: sections")
struct CatalogueSectionTests {
    private let r = ScriptTests.rect
    /// The content offset of a phone with a 20-pt top safe area, scrolled to the top.
    private let top = Point(x: 0, y: -20)

    @Test("orthogonal-sections: three rows of groups scrolling sideways")
    func orthogonalSections() throws {
        let layout = try ScriptTests.solve("orthogonal-sections", on: "iphone-se-3")
        #expect(layout.orthogonalSections == [0, 1, 2])
        // Groups are sized as in a horizontal layout: FW(0.85) of 375 = 318.75 → 318.5; FH(0.4) of the whole
        // height 667 = 266.8 → 266.5. Leading item FW(0.7) of 318.5 = 222.95 → 222.5 × 266.5, inset 10:
        // (10, 10, 202.5, 246.5). Trailing column FW(0.3) = 95.55 → 95.5 at x = 222.5; count 2 divides 266.5
        // into 133.25 → 133: items at y = 0 and 133, inset 10 → (232.5, 10, 75.5, 113) and (232.5, 143, 75.5, 113).
        expectFrame(layout.cell(0, 0), r(10, 10, 202.5, 246.5))
        expectFrame(layout.cell(0, 1), r(232.5, 10, 75.5, 113))
        expectFrame(layout.cell(0, 2), r(232.5, 143, 75.5, 113))
        // Three items a group, groups side by side every 318.5: item 3 opens group 1.
        expectFrame(layout.cell(0, 3), r(328.5, 10, 202.5, 246.5))
        // Each section is one row, 266.5 tall: section 1 starts at 266.5; its item 5 is group 1's last.
        expectFrame(layout.cell(1, 5), r(551, 409.5, 75.5, 113), "(318.5 + 232.5, 266.5 + 143)")
        expectFrame(layout.cell(2, 29), r(9 * 318.5 + 232.5, 533 + 143, 75.5, 113), "group 9, section 2 at 533")
        // Orthogonal rows do not widen the content; 3 · 266.5 = 799.5.
        expectContentSize(layout, 375, 799.5)
    }

    @Test("orthogonal-behaviors: a grid, then five sideways sections under headers")
    func orthogonalBehaviors() throws {
        let layout = try ScriptTests.solve("orthogonal-behaviors", on: "iphone-se-3")
        #expect(layout.orthogonalSections == [1, 2, 3, 4, 5])
        #expect(layout.orthogonalScrollingBehavior(ofSection: 5) == .groupPagingCentered)
        // Section 0: the estimated 44-pt "title" header at y = 0, then a 2-column grid: items FW(0.5) = 187.5,
        // rows FW(0.3) of 375 = 112.5, inset 10. Item 3 is row 1, column 1: slot (187.5, 156.5).
        expectFrame(layout.supplementary("title", 0), r(0, 0, 375, 44))
        expectFrame(layout.cell(0, 0), r(10, 54, 167.5, 92.5))
        expectFrame(layout.cell(0, 3), r(197.5, 166.5, 167.5, 92.5))
        // Section 0 is 44 + 9 rows · 112.5 = 1056.5; section 1 starts 20 below, at 1076.5.
        // Its group: FW(0.85) of 375 = 318.5 × FW(0.4) of 375 = 150; the row starts at the leading inset 10, under
        // the header (items from 1120.5). Leading item 222.5 wide, trailing 95.5 (as in orthogonal-sections), inset 10.
        expectFrame(layout.cell(1, 0), r(20, 1130.5, 202.5, 130))
        expectFrame(layout.cell(1, 1), r(242.5, 1130.5, 75.5, 130))
        expectFrame(layout.cell(1, 2), r(338.5, 1130.5, 202.5, 130), "group 1 at x = 10 + 318.5")
        // The header follows the leading/trailing insets: FW(1) of 355 at x = 10.
        expectFrame(layout.supplementary("title", 1), r(10, 1076.5, 355, 44))
        // Sideways sections are 44 + 150 = 194 tall, 20 apart: section 5 starts at 1076.5 + 4 · 214 = 1932.5.
        expectFrame(layout.supplementary("title", 5), r(10, 1932.5, 355, 44))
        expectContentSize(layout, 375, 2126.5)  // 1932.5 + 194
    }

    @Test("section-headers-footers: estimated headers and footers around rows")
    func sectionHeadersFooters() throws {
        let layout = try ScriptTests.solve("section-headers-footers", on: "iphone-se-3")
        // Insets leading/trailing 10: rows and (following the insets) header/footer are 355 wide at x = 10.
        // Header 44 at y = 0; rows of 44 every 49 from 44; row 4 ends at 44 + 4 · 49 + 44 = 284; footer 284–328.
        expectFrame(layout.supplementary("header", 0), r(10, 0, 355, 44))
        expectFrame(layout.cell(0, 0), r(10, 44, 355, 44))
        expectFrame(layout.cell(0, 4), r(10, 240, 355, 44))
        expectFrame(layout.supplementary("footer", 0), r(10, 284, 355, 44))
        // Sections are 328 tall, no spacing between: section 3 starts at 984.
        expectFrame(layout.supplementary("header", 3), r(10, 984, 355, 44))
        expectFrame(layout.cell(3, 2), r(10, 984 + 44 + 98, 355, 44))
        expectContentSize(layout, 375, 1640)  // 5 · 328
    }

    @Test("pinned-headers: a header stays at the top of the visible bounds while its section is in sight")
    func pinnedHeaders() throws {
        let layout = try ScriptTests.solve("pinned-headers", on: "iphone-se-3")
        // The same geometry as section-headers-footers: sections of 328, header 0 naturally at (10, 0, 355, 44).
        let atTop = try #require(layout.layoutAttributesForSupplementaryView(
            ofKind: "header", at: IndexPath(item: 0, section: 0), contentOffset: top))
        #expect(atTop.frame == r(10, 0, 355, 44))
        // Inside the visible bounds, resting at its natural place or not, a pinned header reports 1e9 + its zIndex.
        #expect(atTop.zIndex == SolvedLayout.pinnedZIndexBoost + 2)
        // contentOffset 100: the visible bounds start at 100 + 20 (the adjusted inset) = 120 → the header moves to
        // y = 120.
        let scrolled = Point(x: 0, y: 100)
        let elements = layout.layoutAttributesForElements(in: r(0, 100, 375, 667), contentOffset: scrolled)
        let header = try #require(elements.first { $0.elementKind == "header" && $0.indexPath.section == 0 })
        #expect(header.frame == r(10, 120, 355, 44))
        #expect(header.zIndex == SolvedLayout.pinnedZIndexBoost + 2)
        // Footers do not pin: footer 0 keeps (10, 284).
        #expect(elements.first { $0.elementKind == "footer" && $0.indexPath.section == 0 }?.frame == r(10, 284, 355, 44))
        // contentOffset 300: the bounds start at 320, but header 0 stops at the far edge of its section's content
        // and insets, 284 (the footer's room does not count): 284 − 44 = 240, above the bounds (300…967), so its
        // own zIndex. Header 1 (natural y = 328 > 320) is not displaced but is inside the bounds: boosted.
        let far = Point(x: 0, y: 300)
        let all = layout.allElements(contentOffset: far)
        let first = all.first { $0.elementKind == "header" && $0.indexPath.section == 0 }
        #expect(first?.frame == r(10, 240, 355, 44))
        #expect(first?.zIndex == 2)
        let next = all.first { $0.elementKind == "header" && $0.indexPath.section == 1 }
        #expect(next?.frame == r(10, 328, 355, 44))
        #expect(next?.zIndex == SolvedLayout.pinnedZIndexBoost + 2)
        expectContentSize(layout, 375, 1640)
    }

    @Test("item-badges: a 20-pt badge over each item's top trailing corner")
    func itemBadges() throws {
        let layout = try ScriptTests.solve("item-badges", on: "iphone-se-3")
        // Section insets 20: group 335 wide, FW(0.2) of 335 = 67 tall. Items FW(0.25) of 335 = 83.75 → 83.5;
        // four fit (334 ≤ 335). Slots (20 + 83.5c, 20 + 67r, 83.5, 67), inset 5 → (25 + 83.5c, 25 + 67r, 73.5, 57).
        expectFrame(layout.cell(0, 0), r(25, 25, 73.5, 57))
        expectFrame(layout.cell(0, 6), r(192, 92, 73.5, 57), "item 6 is row 1, column 2")
        // Badge: its top trailing corner on the item's, moved by (0.3, −0.3) of its own 20 × 20 = (6, −6).
        // Item 0 ends at x = 98.5: badge x = 98.5 − 20 + 6 = 84.5, y = 25 − 6 = 19.
        expectFrame(layout.supplementary("badge", 0, 0), r(84.5, 19, 20, 20))
        expectFrame(layout.supplementary("badge", 0, 6), r(192 + 73.5 - 14, 86, 20, 20))
        // 100 items → 25 rows: 20 + 25 · 67 + 20 = 1715.
        expectContentSize(layout, 375, 1715)
    }

    @Test("section-background: a background decoration behind each section, inset by 5")
    func sectionBackground() throws {
        let layout = try ScriptTests.solve("section-background", on: "iphone-se-3")
        // Insets 10: rows 355 × 44 at x = 10, every 49 from y = 10; section 10 + 5 · 44 + 4 · 5 + 10 = 260 tall.
        expectFrame(layout.cell(0, 0), r(10, 10, 355, 44))
        expectFrame(layout.cell(2, 3), r(10, 520 + 10 + 147, 355, 44), "section 2 at 520, row 3")
        // The decoration is the section frame (0, 260k, 375, 260) less 5 on each side; zIndex 0, cells promoted to 1.
        let kind = "section-background-element-kind"
        for section in 0..<5 {
            let decoration = layout.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: 0, section: section))
            #expect(decoration?.frame == r(5, 260 * Double(section) + 5, 365, 250), "section \(section)")
            #expect(decoration?.zIndex == 0)
        }
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 1)
        expectContentSize(layout, 375, 1300)  // 5 · 260
    }

    @Test("list-appearances: one list section per appearance, from the listconfig plugin")
    func listAppearances() throws {
        let layout = try ScriptTests.solve("list-appearances", on: "iphone-se-3")
        // Rows are estimated 44; headers/footers 28 (plain, sidebarPlain) or 38; with a supplementary header the
        // top inset is 0. Section 0 (plain): header 0–28, rows at 28, 72, 116, footer 160–188.
        expectFrame(layout.supplementary("header", 0, offset: top), r(0, 0, 375, 28))
        expectFrame(layout.cell(0, 0), r(0, 28, 375, 44))
        expectFrame(layout.supplementary("footer", 0), r(0, 160, 375, 28))
        // Separator: 1 / scale = 0.5 tall, 375 − 16 = 359 wide, its bottom leading corner 16 pt in from the row's.
        expectFrame(layout.supplementary("separator", 0, 0), r(16, 71.5, 359, 0.5))
        // Section 1 (grouped) from 188: header 38, rows at 226, 270, 314, footer 358–396.
        expectFrame(layout.cell(1, 2), r(0, 314, 375, 44))
        expectFrame(layout.supplementary("footer", 1), r(0, 358, 375, 38))
        // Section 2 (insetGrouped) from 396, measured from the layout margins (16): rows 343 wide at x = 16,
        // at 434, 478, 522; separator 343 − 16 = 327 wide at x = 32.
        expectFrame(layout.cell(2, 0), r(16, 434, 343, 44))
        expectFrame(layout.supplementary("separator", 2, 0), r(32, 477.5, 327, 0.5))
        // Section 3 (sidebar) from 604: side insets 10, no separators; rows at 642, 686, 730; footer 774–812.
        expectFrame(layout.cell(3, 1), r(10, 686, 355, 44))
        #expect(layout.supplementary("separator", 3, 0) == nil)
        // Section 4 (sidebarPlain) from 812: header 28 (not pinned), rows at 840, 884, 928, footer 972–1000.
        expectFrame(layout.supplementary("header", 4), r(0, 812, 375, 28))
        expectFrame(layout.cell(4, 2), r(0, 928, 375, 44))
        expectContentSize(layout, 375, 1000)
    }
}
