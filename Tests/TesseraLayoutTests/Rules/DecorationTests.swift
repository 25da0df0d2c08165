// Rule 2.3, decorations: the section frame (boundary items included) less insets; cells promoted; none when empty.

import Testing
import TesseraLayout

extension Rules {
    @Suite("Rules · decoration views")
    struct DecorationTests {
        /// Insets (2,4,6,8), interGroupSpacing 4, a 20-pt header, rows of two 40-pt items, a background
        /// with insets (1,2,3,4) and zIndex −1.
        static func decorated(header: Bool = true) -> LayoutSection {
            LayoutSection(group: hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))]), interGroupSpacing: 4,
                          contentInsets: insets(2, 4, 6, 8),
                          boundarySupplementaryItems: header ? [boundary("h", fw(1), ab(20))] : [],
                          decorationItems: [DecorationItem(elementKind: "bg", contentInsets: insets(1, 2, 3, 4),
                                                           zIndex: -1)])
        }

        static func decoration(_ solved: SolvedLayout, section: Int) -> LayoutAttributes? {
            solved.layoutAttributesForDecorationView(ofKind: "bg", at: IndexPath(item: 0, section: section))
        }

        @Test("A background spans its section's frame, boundary items included, less its insets")
        func backgroundFrames() throws {
            let solved = try solve(Self.decorated(), [3, 0, 1])
            // section 0: header 0…20, rows 22 and 66, ends 106 + 6 = 112 → (0 + 2, 0 + 1, 320 − 6, 112 − 4)
            #expect(Self.decoration(solved, section: 0)?.frame == rect(2, 1, 314, 108))
            // section 1 (empty but with a header): 112…112 + 20 + 2 + 6 = 140 → (2, 113, 314, 24)
            #expect(Self.decoration(solved, section: 1)?.frame == rect(2, 113, 314, 24))
            // section 2: 140…140 + 20 + 2 + 40 + 6 = 208 → (2, 141, 314, 64)
            #expect(Self.decoration(solved, section: 2)?.frame == rect(2, 141, 314, 64))
            #expect(solved.contentSize.height == 208)
        }

        @Test("The decoration's zIndex is its own; the section's cells are promoted to 1, others stay at 0")
        func zIndices() throws {
            let layout = CompositionalLayout { index, _ in
                index == 0 ? Self.decorated() : LayoutSection(group: hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))]))
            }
            let solved = try layout.solve(itemCounts: [1, 1], in: phone)
            #expect(Self.decoration(solved, section: 0)?.zIndex == -1)
            #expect(solved.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 1)
            #expect(solved.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.zIndex == 0)
            // a decoration's default zIndex is 0
            #expect(DecorationItem.background(elementKind: "x").zIndex == 0)
        }

        @Test("No decoration for a section of zero size")
        func noneForEmptySections() throws {
            let solved = try solve(Self.decorated(header: false), [1, 0, 1])
            // section 1 has no items and no boundary items: zero size, no background
            #expect(Self.decoration(solved, section: 1) == nil)
            #expect(!solved.allElements().contains { $0.category == .decorationView && $0.indexPath.section == 1 })
            // its neighbours have theirs: section 0 is 2 + 40 + 6 = 48 → (2, 1, 314, 44); section 2 at 48
            #expect(Self.decoration(solved, section: 0)?.frame == rect(2, 1, 314, 44))
            #expect(Self.decoration(solved, section: 2)?.frame == rect(2, 49, 314, 44))
        }

        @Test("Rectangle queries return a decoration when its section's extent along the scroll axis meets them")
        func decorationsFollowTheSectionInQueries() throws {
            let solved = try solve(Self.decorated(), [3, 0, 1])
            // a rectangle right of the content (x 320…370) meets no frame, yet the sections span it along y
            let beyond = solved.layoutAttributesForElements(in: rect(320, 0, 50, 480))
            #expect(keys(beyond) == ["decoration bg 0.0", "decoration bg 1.0", "decoration bg 2.0"])
            // y 120…130 is inside section 1 (112…140) only: its header and background
            let band = solved.layoutAttributesForElements(in: rect(0, 120, 320, 10))
            #expect(keys(band) == ["supplementary h 1.0", "decoration bg 1.0"])
        }

        @Test("Decorations are listed among all elements with item 0 of their section")
        func decorationsInAllElements() throws {
            let solved = try solve(Self.decorated(), [1])
            let decorations = solved.allElements().filter { $0.category == .decorationView }
            #expect(decorations.map(\.indexPath) == [IndexPath(item: 0, section: 0)])
            #expect(decorations.first?.elementKind == "bg")
            #expect(solved.layoutAttributesForDecorationView(ofKind: "bg", at: IndexPath(item: 1, section: 0)) == nil)
        }
    }
}
