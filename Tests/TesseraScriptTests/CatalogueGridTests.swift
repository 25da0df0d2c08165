// The catalogue's lists and grids (Scripts/*.lua), solved on named devices, against frames worked out by hand.

import Testing
import TesseraLayout
import TesseraScript

/// Scripts whose sections are plain rows and grids. Frames are derived from the script and the rules in
/// `shared/reference/uikit-layout-rules.md`: fractional sizes are floored to a device pixel (0.5 pt at @2x,
/// 1/3 pt at @3x), positions rounded to the nearest pixel. iphone-se-3 is 375 × 667 @2x, ipad-pro-13 is
/// 1032 × 1376 @2x; neither has a safe area on the sides in portrait, so the container is the full width.
@Suite("Catalogue: lists and grids")
struct CatalogueGridTests {
    private let r = ScriptTests.rect

    @Test("every script of Scripts/ has a catalogue test")
    func everyScriptIsCovered() throws {
        let covered: Set = ["list", "grid", "inset-items-grid", "two-column", "distinct-sections", "adaptive-sections",
                            "nested-groups", "adaptive-photos", "orthogonal-sections", "orthogonal-behaviors",
                            "section-headers-footers", "pinned-headers", "item-badges", "section-background",
                            "list-appearances", "contact-cell", "chip", "contact-cell-registration",
                            "chip-registration"]
        #expect(Set(try ScriptTests.catalogue()) == covered)
    }

    @Test("every script runs and solves on a phone and an iPad", arguments: [
        "list", "grid", "inset-items-grid", "two-column", "distinct-sections", "adaptive-sections", "nested-groups",
        "orthogonal-sections", "orthogonal-behaviors", "section-headers-footers", "pinned-headers", "item-badges",
        "section-background", "list-appearances",
    ], ["iphone-15-pro", "ipad-pro-13"])
    func scriptSolves(name: String, device: String) throws {
        let layout = try ScriptTests.solve(name, on: device)
        #expect(layout.numberOfSections > 0)
        #expect(layout.contentSize.width >= ScriptTests.geometry(device).size.width)
        #expect(!layout.allElements().isEmpty)
    }

    @Test("list: 94 full-width rows of 44 pt")
    func list() throws {
        let layout = try ScriptTests.solve("list", on: "iphone-se-3")
        #expect(layout.numberOfItems(inSection: 0) == 94)
        // Group FW(1) × AB(44) of 375; item FW(1) × FH(1) fills it. Row n at y = 44n.
        expectFrame(layout.cell(0, 0), r(0, 0, 375, 44))
        expectFrame(layout.cell(0, 1), r(0, 44, 375, 44))
        expectFrame(layout.cell(0, 93), r(0, 4092, 375, 44), "93 · 44 = 4092")
        expectContentSize(layout, 375, 4136)  // 94 · 44
    }

    @Test("grid: five square cells a row")
    func grid() throws {
        let layout = try ScriptTests.solve("grid", on: "iphone-se-3")
        // FW(0.2) of 375 = 75 (a whole pixel); the row is FW(0.2) = 75 tall; item FH(1) = 75.
        expectFrame(layout.cell(0, 0), r(0, 0, 75, 75))
        expectFrame(layout.cell(0, 4), r(300, 0, 75, 75), "column 4: 4 · 75")
        expectFrame(layout.cell(0, 7), r(150, 75, 75, 75), "item 7 is row 1, column 2")
        expectFrame(layout.cell(0, 93), r(225, 1350, 75, 75), "item 93 is row 18, column 3")
        // 94 items = 18 full rows + 4: 19 rows of 75 (a horizontal row keeps its height when partly filled).
        expectContentSize(layout, 375, 1425)
    }

    @Test("grid at @3x: the fifth of 393 pt is floored to a third of a point")
    func gridAtScale3() throws {
        let layout = try ScriptTests.solve("grid", on: "iphone-15-pro")
        // FW(0.2) of 393 = 78.6 pt = 235.8 px, floored to 235 px = 78⅓ pt; positions are multiples of 235 px.
        let side = 235.0 / 3
        expectFrame(layout.cell(0, 7), r(2 * side, side, side, side), "row 1, column 2: (470 px, 235 px)")
        expectFrame(layout.cell(0, 4), r(4 * side, 0, side, side), "the row is 1175 px: 4 px short of 393 pt")
        expectContentSize(layout, 393, 19 * side)  // 19 rows of 235 px = 1488⅓ pt
    }

    @Test("inset-items-grid: the grid with every item inset by 5 pt")
    func insetItemsGrid() throws {
        let layout = try ScriptTests.solve("inset-items-grid", on: "iphone-se-3")
        // Slots are the grid's 75 × 75; the frame is the slot less 5 on each side: (75c + 5, 75r + 5, 65, 65).
        expectFrame(layout.cell(0, 0), r(5, 5, 65, 65))
        expectFrame(layout.cell(0, 7), r(155, 80, 65, 65), "row 1, column 2: slot (150, 75)")
        expectFrame(layout.cell(0, 93), r(230, 1355, 65, 65), "row 18, column 3: slot (225, 1350)")
        expectContentSize(layout, 375, 1425)  // insets do not change the slots: 19 rows of 75
    }

    @Test("two-column: a count group of two with 10-pt spacing")
    func twoColumn() throws {
        let layout = try ScriptTests.solve("two-column", on: "iphone-se-3")
        // Section insets 10: the group is 375 − 20 = 355 wide, 44 tall. subitem:count:2 with fixed 10:
        // (355 − 10) / 2 = 172.5 each, at x = 10 and 10 + 172.5 + 10 = 192.5. Rows every 44 + 10 = 54 from y = 10.
        expectFrame(layout.cell(0, 0), r(10, 10, 172.5, 44))
        expectFrame(layout.cell(0, 1), r(192.5, 10, 172.5, 44))
        expectFrame(layout.cell(0, 2), r(10, 64, 172.5, 44))
        expectFrame(layout.cell(0, 93), r(192.5, 2494, 172.5, 44), "row 46: 10 + 46 · 54")
        // 47 rows: 10 + 47 · 44 + 46 · 10 + 10 = 2548.
        expectContentSize(layout, 375, 2548)
    }

    @Test("distinct-sections: a list, a five-column grid and a three-column grid")
    func distinctSections() throws {
        let layout = try ScriptTests.solve("distinct-sections", on: "iphone-se-3")
        try expectDistinctSectionsOnPhone(layout)
    }

    @Test("adaptive-sections on a phone: the same as the distinct sections (375 ≤ 800)")
    func adaptiveSectionsOnPhone() throws {
        let layout = try ScriptTests.solve("adaptive-sections", on: "iphone-se-3")
        try expectDistinctSectionsOnPhone(layout)
    }

    /// distinct-sections on iphone-se-3: sections inset by 20 on every side, so groups are 375 − 40 = 335 wide;
    /// items are FW(1) × FH(1) of their count slot, inset by 2.
    private func expectDistinctSectionsOnPhone(_ layout: SolvedLayout, sourceLocation: SourceLocation = #_sourceLocation) throws {
        // Section 0, 1 column × AB(44): slot (20, 20 + 44r, 335, 44) → frame (22, 22 + 44r, 331, 40).
        // Height 20 + 10 · 44 + 20 = 480.
        expectFrame(layout.cell(0, 0), r(22, 22, 331, 40), sourceLocation: sourceLocation)
        expectFrame(layout.cell(0, 9), r(22, 418, 331, 40), "22 + 9 · 44", sourceLocation: sourceLocation)
        // Section 1 starts at 480: 5 columns of 335 / 5 = 67, rows FW(0.2) of 335 = 67, from y = 500.
        // Item 7 is row 1, column 2: slot (20 + 134, 500 + 67) → frame (156, 569, 63, 63). Height 20 + 2 · 67 + 20 = 174.
        expectFrame(layout.cell(1, 0), r(22, 502, 63, 63), sourceLocation: sourceLocation)
        expectFrame(layout.cell(1, 7), r(156, 569, 63, 63), sourceLocation: sourceLocation)
        // Section 2 starts at 654: 3 columns of 335 / 3 = 111.67 → floored to 111.5, at x = 20, 131.5, 243;
        // rows of 67 from 674. Item 4 is row 1, column 1: slot (131.5, 741) → (133.5, 743, 107.5, 63).
        expectFrame(layout.cell(2, 4), r(133.5, 743, 107.5, 63), sourceLocation: sourceLocation)
        expectFrame(layout.cell(2, 5), r(245, 743, 107.5, 63), "column 2: slot x = 20 + 2 · 111.5",
                    sourceLocation: sourceLocation)
        expectFrame(layout.cell(2, 9), r(22, 877, 107.5, 63), "row 3: slot y = 674 + 3 · 67", sourceLocation: sourceLocation)
        // Section 2: 4 rows → 20 + 4 · 67 + 20 = 308; content 654 + 308 = 962.
        expectContentSize(layout, 375, 962, sourceLocation: sourceLocation)
    }

    @Test("adaptive-sections on an iPad: twice the columns (1032 > 800)")
    func adaptiveSectionsOnPad() throws {
        let layout = try ScriptTests.solve("adaptive-sections", on: "ipad-pro-13")
        // Groups are 1032 − 40 = 992 wide. Section 0: 2 columns of 496 × 44; 10 items → 5 rows; height 260.
        expectFrame(layout.cell(0, 1), r(518, 22, 492, 40), "slot (20 + 496, 20, 496, 44) inset by 2")
        expectFrame(layout.cell(0, 9), r(518, 198, 492, 40), "row 4: slot y = 20 + 4 · 44")
        // Section 1 from 260: 10 columns of 992 / 10 = 99.2 → 99 (198.4 px floored to 198 px = 99 pt);
        // row FW(0.2) of 992 = 198.4 → 198; one row at y = 280. Item 9: slot (20 + 9 · 99, 280, 99, 198).
        expectFrame(layout.cell(1, 0), r(22, 282, 95, 194))
        expectFrame(layout.cell(1, 9), r(913, 282, 95, 194))
        // Section 2 from 260 + 20 + 198 + 20 = 498: 6 columns of 992 / 6 = 165.33 → 165; rows of 198 from 518.
        // Item 7 is row 1, column 1: slot (185, 716, 165, 198) → (187, 718, 161, 194).
        expectFrame(layout.cell(2, 7), r(187, 718, 161, 194))
        // Section 2: 2 rows → 20 + 2 · 198 + 20 = 436; content 498 + 436 = 934.
        expectContentSize(layout, 1032, 934)
    }

    @Test("nested-groups: a wide item over a large item beside a column of two")
    func nestedGroups() throws {
        let layout = try ScriptTests.solve("nested-groups", on: "iphone-se-3")
        // Outer vertical group: 375 × FW(0.4) = 150. Top item FH(0.3) of 150 = 45 → (10, 10, 355, 25) after insets 10.
        // Bottom group FH(0.6) = 90 at y = 45 (45 + 90 = 135 ≤ 150; another 45-pt top item would not fit).
        // Leading item FW(0.7) of 375 = 262.5 × 90 → (10, 55, 242.5, 70).
        // Trailing column FW(0.3) = 112.5 at x = 262.5; subitem:count:2 divides its 90 into 45 + 45:
        // (272.5, 55, 92.5, 25) and (272.5, 100, 92.5, 25).
        expectFrame(layout.cell(0, 0), r(10, 10, 355, 25))
        expectFrame(layout.cell(0, 1), r(10, 55, 242.5, 70))
        expectFrame(layout.cell(0, 2), r(272.5, 55, 92.5, 25))
        expectFrame(layout.cell(0, 3), r(272.5, 100, 92.5, 25))
        // Four items a group; groups every 150: item 4 opens group 1, item 99 is the last of group 24 (y = 3600).
        expectFrame(layout.cell(0, 4), r(10, 160, 355, 25))
        expectFrame(layout.cell(0, 99), r(272.5, 3700, 92.5, 25))
        expectContentSize(layout, 375, 3750)  // 25 groups · 150
    }

    @Test("adaptive-photos on iPhone: two columns under a pinned header")
    func adaptivePhotosOnPhone() throws {
        let layout = try ScriptTests.solve("adaptive-photos", on: "iphone-se-3", feed: "Samples/photos-grid/feed.json")
        #expect(layout.numberOfItems(inSection: 0) == 24)  // the feed's 24 photos
        // Section insets (8, 16, 8, 16): the group is 375 − 32 = 343 wide; 343 ≤ 500 → 2 columns.
        // Item FW(0.5) × FW(0.5) of 343 = 171.5 square; rows FW(0.5) = 171.5. The estimated 44-pt header extends
        // the section: header at y = 0, items from 44 + 8 = 52. Frames are the slots inset by 2.
        expectFrame(layout.cell(0, 0), r(18, 54, 167.5, 167.5))
        expectFrame(layout.cell(0, 1), r(189.5, 54, 167.5, 167.5), "slot x = 16 + 171.5")
        expectFrame(layout.cell(0, 23), r(189.5, 1940.5, 167.5, 167.5), "row 11: slot y = 52 + 11 · 171.5")
        // Scrolled to the top (contentOffset = −20, the safe area), the pinned header sits at its natural place.
        let header = layout.supplementary("header", 0, offset: Point(x: 0, y: -20))
        #expect(header?.minY == 0 && header?.height == 44)
        // 44 + 8 + 12 rows · 171.5 + 8 = 2118.
        expectContentSize(layout, 375, 2118)
    }

    @Test("adaptive-photos on iPad: four columns")
    func adaptivePhotosOnPad() throws {
        let layout = try ScriptTests.solve("adaptive-photos", on: "ipad-pro-13", feed: "Samples/photos-grid/feed.json")
        // 1032 − 32 = 1000 > 500 → 4 columns of FW(0.25) = 250, rows of 250 from y = 52.
        expectFrame(layout.cell(0, 0), r(18, 54, 246, 246))
        expectFrame(layout.cell(0, 5), r(268, 304, 246, 246), "item 5 is row 1, column 1: slot (266, 302)")
        expectFrame(layout.cell(0, 23), r(768, 1304, 246, 246), "item 23 is row 5, column 3: slot (766, 1302)")
        // 44 + 8 + 6 rows · 250 + 8 = 1560.
        expectContentSize(layout, 1032, 1560)
    }
}
