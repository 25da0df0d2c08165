// Rule 2.3, pinned boundary items: they stay in the visible bounds while their section is, stop at its far edge.

import Testing
import TesseraLayout

extension Rules {
    @Suite("Rules · pinned headers and footers")
    struct PinningTests {
        static let pinnedBoost = 1_000_000_000

        /// A 320 × 100 collection view; sections [3, 12] with insets (3,4,5,6) and rows of two 40-pt items.
        /// With a 30-pt extending header: section 0 spans 0…118 (30 + 3 + 80 + 5), section 1 118…396.
        static func solved(_ items: [BoundarySupplementaryItem], adjustedInset: DirectionalEdgeInsets = .zero)
            throws -> SolvedLayout {
            let section = LayoutSection(group: hGroup(fw(1), ab(40), [item(fw(0.5), fh(1))]),
                                        contentInsets: insets(3, 4, 5, 6), boundarySupplementaryItems: items)
            return try solve(section, [3, 12], in: collectionView(height: 100, adjustedInset: adjustedInset))
        }

        // Header of section 0 (natural y 0, may go down to 118 − 30 = 88) and of section 1 (natural 118, down
        // to 396 − 30 = 366) at content offset y: y' = max(natural, min(offset, far edge − 30)), while the
        // section is in sight (nil: the section is out of the 100-pt bounds, so not checked). zIndex: 1e9 + 1
        // whenever the header meets the visible bounds [offset, offset + 100), displaced or not; else 1.
        @Test("Pinned headers at several offsets", arguments: [
            (0.0, 0.0, pinnedBoost + 1, 118.0, 1),
            (50, 50, pinnedBoost + 1, 118, pinnedBoost + 1),
            (100, 88, pinnedBoost + 1, 118, pinnedBoost + 1),
            (130, nil, nil, 130, pinnedBoost + 1),
            (296, nil, nil, 296, pinnedBoost + 1),
            (380, nil, nil, 366, pinnedBoost + 1),
        ] as [(Double, Double?, Int?, Double, Int)])
        func pinnedHeaders(offset: Double, y0: Double?, z0: Int?, y1: Double, z1: Int) throws {
            let solved = try Self.solved([boundary("h", fw(1), ab(30), pinned: true)])
            let contentOffset = Point(x: 0, y: offset)
            let header0 = supplementary(solved, "h", section: 0, offset: contentOffset)
            let header1 = supplementary(solved, "h", section: 1, offset: contentOffset)
            // x = 4, 310 wide (following the insets) throughout
            if let y0, let z0 {
                #expect(header0?.frame == rect(4, y0, 310, 30))
                #expect(header0?.zIndex == z0)
            }
            #expect(header1?.frame == rect(4, y1, 310, 30))
            #expect(header1?.zIndex == z1)
        }

        @Test("Rectangle queries report pinned headers where the content offset puts them")
        func pinnedHeadersInRectQueries() throws {
            let solved = try Self.solved([boundary("h", fw(1), ab(30), pinned: true)])
            let bounds = rect(0, 130, 320, 100)
            let found = solved.layoutAttributesForElements(in: bounds, contentOffset: bounds.origin)
            // section 1's header pinned at 130; its items at y = 118 + 33 = 151 and 191; section 0 ends at 118
            #expect(keys(found) == ["supplementary h 1.0", "cell 1.0", "cell 1.1", "cell 1.2", "cell 1.3"])
            #expect(found.first { $0.category == .supplementaryView }?.frame == rect(4, 130, 310, 30))
        }

        // Footers (30 pt, extending): section 0 spans 0…118 with its footer at 88, section 1 118…396 with its
        // footer at 366. A pinned footer stays at the bottom of the visible bounds (offset + 100 − 30) but
        // not above the start of its section's core (content and insets: 0 and 118):
        // y' = min(natural, max(offset + 70, core start)), while the section is in sight (nil: not checked).
        // Meeting the visible bounds, it reports 1e9 + 1.
        @Test("Pinned footers at several offsets", arguments: [
            (0.0, 70.0, pinnedBoost + 1, nil, nil),
            (10, 80, pinnedBoost + 1, nil, nil),
            (30, 88, pinnedBoost + 1, 118, pinnedBoost + 1),
            (200, nil, nil, 270, pinnedBoost + 1),
            (296, nil, nil, 366, pinnedBoost + 1),
        ] as [(Double, Double?, Int?, Double?, Int?)])
        func pinnedFooters(offset: Double, y0: Double?, z0: Int?, y1: Double?, z1: Int?) throws {
            let solved = try Self.solved([boundary("f", fw(1), ab(30), .bottom, pinned: true)])
            let contentOffset = Point(x: 0, y: offset)
            if let y0, let z0 {
                let footer0 = supplementary(solved, "f", section: 0, offset: contentOffset)
                #expect(footer0?.frame == rect(4, y0, 310, 30))
                #expect(footer0?.zIndex == z0)
            }
            if let y1, let z1 {
                let footer1 = supplementary(solved, "f", section: 1, offset: contentOffset)
                #expect(footer1?.frame == rect(4, y1, 310, 30))
                #expect(footer1?.zIndex == z1)
            }
        }

        @Test("A pinned item keeps its own zIndex: on top of the boost in sight, alone out of it")
        func ownZIndexIsKept() throws {
            let pinnedBoost = Self.pinnedBoost
            let solved = try Self.solved([boundary("h", fw(1), ab(30), pinned: true, zIndex: 5)])
            // Section 1's header rests at 118, below the 100-pt bounds at offset 0; at offset 20 it is in them.
            #expect(supplementary(solved, "h", section: 1, offset: Point(x: 0, y: 0))?.zIndex == 5)
            #expect(supplementary(solved, "h", section: 1, offset: Point(x: 0, y: 20))?.zIndex == pinnedBoost + 5)
            // Section 0's header, resting at 0 in sight: boosted though not displaced.
            #expect(supplementary(solved, "h", offset: Point(x: 0, y: 0))?.zIndex == pinnedBoost + 5)
        }

        @Test("A pinned header stops where its section's footer begins, not at the footer's end")
        func headerStopsBeforeTheFooter() throws {
            // Header and footer 30 (extending): section 0 is header 0…30, core 30…118 (3 + 80 + 5), footer
            // 118…148; section 1 starts at 148. At offset 100 the header would go to 100, but it stops at the core's
            // end less its length: 118 − 30 = 88 (not 148 − 30 = 118).
            let solved = try Self.solved([boundary("h", fw(1), ab(30), pinned: true), boundary("f", fw(1), ab(30), .bottom)])
            #expect(supplementary(solved, "h", offset: Point(x: 0, y: 100))?.frame == rect(4, 88, 310, 30))
            #expect(supplementary(solved, "h", offset: Point(x: 0, y: 50))?.frame == rect(4, 50, 310, 30))
            #expect(supplementary(solved, "f", offset: Point(x: 0, y: 100))?.frame == rect(4, 118, 310, 30))
        }

        @Test("Pinned items stay within the bounds less the adjusted content inset")
        func adjustedContentInset() throws {
            let solved = try Self.solved([boundary("h", fw(1), ab(30), pinned: true)],
                                         adjustedInset: insets(20, 0, 0, 0))
            // visible top = offset + 20: at offset 10 the header sits at 30; at offset 80, min(100, 88) = 88
            #expect(supplementary(solved, "h", offset: Point(x: 0, y: 10))?.frame.minY == 30)
            #expect(supplementary(solved, "h", offset: Point(x: 0, y: 80))?.frame.minY == 88)
        }

        @Test("Items that are not pinned do not move")
        func unpinnedItemsStay() throws {
            let solved = try Self.solved([boundary("h", fw(1), ab(30))])
            #expect(supplementary(solved, "h", section: 1, offset: Point(x: 0, y: 200))?.frame == rect(4, 118, 310, 30))
            #expect(supplementary(solved, "h", section: 1, offset: Point(x: 0, y: 200))?.zIndex == 1)
        }
        @Test("Scrolling horizontally, a pinned leading item stays at the left of the bounds within its section")
        func pinnedLeadingItemHorizontally() throws {
            let section = LayoutSection(group: hGroup(ab(100), fh(1), [item(fw(0.5), fh(1))]),
                                        boundarySupplementaryItems: [boundary("h", ab(30), fh(1), .leading,
                                                                              pinned: true)])
            let configuration = LayoutConfiguration(scrollDirection: .horizontal)
            let solved = try solve(section, [4, 4], configuration: configuration)
            // section 0: header 0…30, groups 30…230; section 1: 230…460, header at 230.
            // offset 100: header 0 at max(0, min(100, 230 − 30)) = 100; offset 250: 200, and header 1 at 250
            #expect(supplementary(solved, "h", offset: Point(x: 100, y: 0))?.frame == rect(100, 0, 30, 480))
            #expect(supplementary(solved, "h", offset: Point(x: 250, y: 0))?.frame == rect(200, 0, 30, 480))
            #expect(supplementary(solved, "h", section: 1, offset: Point(x: 250, y: 0))?.frame
                    == rect(250, 0, 30, 480))
        }
    }
}
