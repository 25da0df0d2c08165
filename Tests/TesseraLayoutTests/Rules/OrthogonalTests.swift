// Rule 2.4, orthogonal sections: the row, each behaviour's resting offset, the visible-items handler and its effects.

import Testing
import TesseraLayout

extension Rules {
    @Suite("Rules · orthogonal sections")
    struct OrthogonalTests {
        /// 100 × 50 groups 8 apart, insets (3,4,5,6), a 20-pt header: the header is (4, 0, 310, 20), the row
        /// starts at y = 23, groups at x = 4 + 108k; the row ends at 4 + 8 × 100 + 7 × 8 + 6 = 866, so the
        /// offset runs 0…866 − 320 = 546; the section is 23 + 50 + 5 = 78 tall.
        static func section(_ behavior: OrthogonalScrollingBehavior,
                            handler: VisibleItemsInvalidationHandler? = nil,
                            group: LayoutGroup = hGroup(ab(100), ab(50), [item(fw(1), fh(1))])) -> LayoutSection {
            LayoutSection(group: group, interGroupSpacing: 8, contentInsets: insets(3, 4, 5, 6),
                          boundarySupplementaryItems: [boundary("h", fw(1), ab(20))],
                          orthogonalScrollingBehavior: behavior, visibleItemsInvalidationHandler: handler)
        }

        @Test("Groups run along x in a row; insets go around it; the header stays put; the content keeps its width")
        func rowGeometry() throws {
            let solved = try solve(Self.section(.continuous), [8])
            #expect(cells(solved) == (0..<8).map { rect(4 + 108 * Double($0), 23, 100, 50) })
            #expect(supplementary(solved, "h")?.frame == rect(4, 0, 310, 20))
            // the row is 866 wide but scrolls on its own: the content is 320 × 78
            #expect(solved.contentSize == Size(width: 320, height: 78))
        }

        @Test("Groups are sized as in a horizontal layout: FW of the whole width, FH of the height less insets")
        func rowGroupSizes() throws {
            let group = hGroup(fw(0.8), fh(0.25), [item(fw(1), fh(1))])
            let solved = try solve(Self.section(.paging, group: group), [2])
            // 0.8 × 320 = 256 wide; 0.25 × (480 − 3 − 5) = 118 tall; x = 4, 4 + 256 + 8 = 268
            #expect(cells(solved) == [rect(4, 23, 256, 118), rect(268, 23, 256, 118)])
            #expect(solved.contentSize.height == 23 + 118 + 5)
        }

        @Test("Resting offsets", arguments: [
            // continuous: anywhere in 0…546
            (OrthogonalScrollingBehavior.continuous, 130.0, 130.0), (.continuous, -20, 0), (.continuous, 700, 546),
            // group leading edges less the leading inset: 0, 108, 216, 324, … (clamped to 546)
            (.continuousGroupLeadingBoundary, 40, 0), (.continuousGroupLeadingBoundary, 60, 108),
            (.continuousGroupLeadingBoundary, 130, 108), (.continuousGroupLeadingBoundary, 200, 216),
            (.continuousGroupLeadingBoundary, 700, 546),
            (.groupPaging, 130, 108), (.groupPaging, 300, 324), (.groupPaging, 700, 546),
            // pages of the width less the insets, 320 − 4 − 6 = 310: 200 → 310, 400 → 310, 470 → 620 → 546
            (.paging, 100, 0), (.paging, 200, 310), (.paging, 400, 310), (.paging, 470, 546),
            // centred in the 310-pt visible width (centre 4 + 155 = 159): group k's middle 54 + 108k − 159
            (.groupPagingCentered, 0, 3), (.groupPagingCentered, 130, 111), (.groupPagingCentered, 700, 651),
        ] as [(OrthogonalScrollingBehavior, Double, Double)])
        func restingOffsets(behavior: OrthogonalScrollingBehavior, requested: Double, resting: Double) throws {
            let solved = try solve(Self.section(behavior), [8])
            #expect(solved.restingOffset(ofSection: 0, requested: requested) == resting)
        }

        @Test("Paging rests at the end for a request at or past it, else on the nearest page, clamped", arguments: [
            (100.0, 0.0), (200, 310), (330, 310), (340, 340), (400, 340), (-50, 0),
        ])
        func pagingWithAPartialLastPage(requested: Double, resting: Double) throws {
            // Groups 130 wide, no spacing, insets leading 5 / trailing 5: the row ends at 5 + 5 × 130 + 5 = 660, the
            // offset runs 0…340; pages are 320 − 10 = 310 wide. 330 rounds to page 1 (310); 340 and beyond rest at
            // the end, 340 (rounding first would give 310).
            let section = LayoutSection(group: hGroup(ab(130), ab(50), [item(fw(1), fh(1))]),
                                        contentInsets: insets(0, 5, 0, 5), orthogonalScrollingBehavior: .paging)
            let solved = try solve(section, [5])
            #expect(solved.restingOffset(ofSection: 0, requested: requested) == resting)
        }

        @Test("A section that is not orthogonal keeps any requested offset")
        func plainSectionOffset() throws {
            let solved = try solve(Self.section(.none), [8])
            #expect(solved.restingOffset(ofSection: 0, requested: 130) == 130)
        }

        @Test("The handler receives the items visible at the offset, in layout coordinates, and the offset")
        func handlerReceivesVisibleItems() throws {
            let recorder = RuleRecorder<(Point, [VisibleLayoutItem])>()
            let section = Self.section(.continuousGroupLeadingBoundary) { items, offset, _ in
                recorder.values.append((offset, items))
            }
            let solved = try solve(section, [8])
            let resting = solved.restingOffset(ofSection: 0, requested: 130)
            let returned = try solved.invalidateVisibleItems(ofSection: 0, offset: resting)
            // visible extent x 108…428: cells 1 (112), 2 (220), 3 (328); cell 0 ends at 104, cell 4 starts at
            // 436. The header is always among them.
            let call = try #require(recorder.values.last)
            #expect(call.0 == Point(x: 108, y: 0))
            let cellItems = call.1.filter { $0.category == .cell }
            #expect(cellItems.map(\.indexPath.item) == [1, 2, 3])
            #expect(cellItems.map(\.frame) == [rect(112, 23, 100, 50), rect(220, 23, 100, 50), rect(328, 23, 100, 50)])
            #expect(call.1.contains { $0.category == .supplementaryView && $0.elementKind == "h" })
            #expect(returned.count == call.1.count)
            // visibleItems gives the same items without calling the handler
            let calls = recorder.values.count
            #expect(solved.visibleItems(ofSection: 0, offset: 108).map(\.indexPath) == call.1.map(\.indexPath))
            #expect(recorder.values.count == calls)
        }

        @Test("The handler is called when the layout is solved, with offset 0")
        func handlerCalledAtSolveTime() throws {
            let recorder = RuleRecorder<Point>()
            let section = Self.section(.continuous) { _, offset, _ in recorder.values.append(offset) }
            _ = try solve(section, [8])
            #expect(recorder.values == [Point(x: 0, y: 0)])
        }

        @Test("Handler changes to alpha, zIndex and transform show in visibleElements, scrolled by the offset")
        func handlerChangesAreReflected() throws {
            let section = Self.section(.continuousGroupLeadingBoundary) { items, _, _ in
                for index in items.indices where items[index].category == .cell {
                    items[index].alpha = 0.5
                    items[index].zIndex = 7
                    items[index].transform = .scale(x: 0.5, y: 0.5)
                }
            }
            let solved = try solve(section, [8])
            let elements = try solved.visibleElements(in: rect(0, 0, 320, 480), orthogonalOffsets: [0: 108])
            let visibleCells = elements.filter { $0.category == .cell }.sorted { $0.indexPath.item < $1.indexPath.item }
            #expect(visibleCells.map(\.indexPath.item) == [1, 2, 3])
            // cell 1: centre (162, 48), half size 50 × 25 → (137, 35.5); scrolled by −108 → x = 29
            #expect(visibleCells.first?.frame == rect(29, 35.5, 50, 25))
            #expect(visibleCells.allSatisfy { $0.alpha == 0.5 && $0.zIndex == 7 })
            // the header does not scroll with the row
            #expect(elements.first { $0.elementKind == "h" }?.frame == rect(4, 0, 310, 20))
        }

        @Test("The handler is not called for a section that is not orthogonal")
        func handlerOnlyForOrthogonalSections() throws {
            let recorder = RuleRecorder<Point>()
            let solved = try solve(Self.section(.none) { _, offset, _ in recorder.values.append(offset) }, [8])
            #expect(try solved.invalidateVisibleItems(ofSection: 0, offset: 0).isEmpty)
            _ = try solved.visibleElements(in: rect(0, 0, 320, 480))
            #expect(recorder.values.isEmpty)
        }

        @Test("The row is as tall as its tallest group")
        func rowAsTallAsTallestGroup() throws {
            var preferred = PreferredSizes()
            preferred[IndexPath(item: 2, section: 0)] = Size(width: 100, height: 80)
            let group = hGroup(ab(100), est(50), [item(fw(1), est(50))])
            let solved = try solve(Self.section(.continuous, group: group), [4], preferred: preferred)
            // group 2 measures 80 tall; the others keep 50 at the row's top; section 23 + 80 + 5 = 108
            #expect(cells(solved) == [
                rect(4, 23, 100, 50), rect(112, 23, 100, 50), rect(220, 23, 100, 80), rect(328, 23, 100, 50),
            ])
            #expect(solved.contentSize.height == 108)
        }
    }
}
