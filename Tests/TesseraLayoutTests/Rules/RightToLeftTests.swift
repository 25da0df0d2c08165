// Rule R35, right to left: the layout flipped horizontally about its content width, leading on the right.

import Testing
import TesseraLayout

extension Rules {
    @Suite("Rules · right-to-left layouts")
    struct RightToLeftTests {
        /// The 320 × 480 phone of the measured cases, right to left.
        static let rtlPhone = CollectionViewGeometry(size: Size(width: 320, height: 480),
                                                     traitCollection: TraitCollection(layoutDirection: .rightToLeft))

        @Test("Items, directional insets and leading alignments mirror: x' = 320 − x − width")
        func gridMirrors() throws {
            // Section insets leading 10, trailing 20: left to right the items are 145 wide at x = 10 and 155; right
            // to left the leading inset is on the right: 320 − 10 − 145 = 165 and 320 − 155 − 145 = 20.
            let header = boundary("h", ab(60), ab(30), .topLeading)
            let section = LayoutSection(group: hGroup(fw(1), ab(50), [item(fw(0.5), fh(1))]),
                                        contentInsets: insets(0, 10, 0, 20), boundarySupplementaryItems: [header])
            let ltr = try solve(section, [3])
            #expect(cells(ltr) == [rect(10, 30, 145, 50), rect(155, 30, 145, 50), rect(10, 80, 145, 50)])
            #expect(supplementary(ltr, "h")?.frame == rect(10, 0, 60, 30))
            let rtl = try solve(section, [3], in: Self.rtlPhone)
            #expect(cells(rtl) == [rect(165, 30, 145, 50), rect(20, 30, 145, 50), rect(165, 80, 145, 50)])
            // .topLeading: the leading edge of the box that follows the insets, on the right: 320 − 10 − 60 = 250.
            #expect(supplementary(rtl, "h")?.frame == rect(250, 0, 60, 30))
            #expect(rtl.contentSize == ltr.contentSize)
        }

        @Test("Queries take rectangles in the flipped space")
        func queriesInTheFlippedSpace() throws {
            let section = LayoutSection(group: hGroup(fw(1), ab(50), [item(fw(0.5), fh(1))]))
            // x 200…320 is item 1 left to right (160…320), item 0 right to left (item 0 at 160…320).
            #expect(keys(try solve(section, [2]).layoutAttributesForElements(in: rect(200, 0, 120, 50))) == ["cell 0.1"])
            let rtl = try solve(section, [2], in: Self.rtlPhone)
            #expect(keys(rtl.layoutAttributesForElements(in: rect(200, 0, 120, 50))) == ["cell 0.0"])
            #expect(rtl.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == rect(160, 0, 160, 50))
            #expect(rtl.allElements().first { $0.indexPath.item == 1 }?.frame == rect(0, 0, 160, 50))
        }

        @Test("Custom groups' frames mirror with the rest")
        func customGroupMirrors() throws {
            let group = LayoutGroup.custom(layoutSize: size(fw(1), ab(100))) { _ in
                [CustomGroupItem(frame: rect(1, 2, 30, 40)), CustomGroupItem(frame: rect(50, 10, 60, 30))]
            }
            let rtl = try solve(group, [2], in: Self.rtlPhone)
            // (1, 2, 30, 40) → x = 320 − 1 − 30 = 289; (50, 10, 60, 30) → 320 − 50 − 60 = 210
            #expect(cells(rtl) == [rect(289, 2, 30, 40), rect(210, 10, 60, 30)])
        }

        @Test("An orthogonal row starts at the trailing edge and scrolls leftwards")
        func orthogonalRowMirrors() throws {
            // 100-wide groups 8 apart from the leading inset 4: left to right at x = 4 + 108k; right to left at
            // 320 − (4 + 108k) − 100 = 216 − 108k, the first at the right edge (216…316, 4 from the edge).
            let recorder = RuleRecorder<(Double, [Rect])>()
            let section = LayoutSection(group: hGroup(ab(100), ab(50), [item(fw(1), fh(1))]), interGroupSpacing: 8,
                                        contentInsets: insets(0, 4, 0, 6), orthogonalScrollingBehavior: .continuous,
                                        visibleItemsInvalidationHandler: { items, offset, _ in
                                            recorder.values.append((offset.x, items.map(\.frame)))
                                        })
            let rtl = try solve(section, [8], in: Self.rtlPhone)
            #expect(cell(rtl, 0) == rect(216, 0, 100, 50))
            #expect(cell(rtl, 2) == rect(0, 0, 100, 50))
            // Scrolled by 108 from the leading edge (the same resting offsets as left to right): cell 1 comes to
            // where cell 0 was, on screen x = 320 − (4 + 108 − 108) − 100 = 216; cell 2 at 320 − 112 − 100 = 108.
            #expect(rtl.restingOffset(ofSection: 0, requested: 108) == 108)
            let visible = try rtl.visibleElements(in: rect(0, 0, 320, 480), orthogonalOffsets: [0: 108])
            #expect(visible.first { $0.indexPath.item == 1 }?.frame == rect(216, 0, 100, 50))
            #expect(visible.first { $0.indexPath.item == 2 }?.frame == rect(108, 0, 100, 50))
            // The handler gets the scroll view's offset, 320 − 108 − 320 = −108, and unscrolled frames in the
            // flipped space: cell 1 at 216 − 108 = 108, so its on-screen x is 108 − (−108) = 216.
            let (offset, frames) = try #require(recorder.values.last)
            #expect(offset == -108)
            #expect(frames.contains(rect(108, 0, 100, 50)))
        }

        @Test("Providers read the direction from the traits")
        func providerSeesTheDirection() throws {
            let seen = RuleRecorder<LayoutDirection>()
            let layout = CompositionalLayout { _, environment in
                seen.values.append(environment.traitCollection.layoutDirection)
                return LayoutSection(group: hGroup(fw(1), ab(50), [item(fw(1), fh(1))]))
            }
            _ = try layout.solve(itemCounts: [1], in: Self.rtlPhone)
            #expect(seen.values == [.rightToLeft])
        }

        @Test("A horizontally scrolling layout starts at its right end")
        func horizontalLayoutRestsAtTheRight() throws {
            // Groups 100 wide: 5 items end at 500; right to left item 0 is at 500 − 100 = 400 and the resting
            // offset shows the right end: 500 − 320 = 180.
            let configuration = LayoutConfiguration(scrollDirection: .horizontal)
            let section = LayoutSection(group: hGroup(ab(100), fh(1), [item(fw(1), fh(1))]))
            let rtl = try solve(section, [5], in: Self.rtlPhone, configuration: configuration)
            #expect(rtl.contentSize == Size(width: 500, height: 480))
            #expect(cell(rtl, 0) == rect(400, 0, 100, 480))
            #expect(rtl.restingContentOffset == Point(x: 180, y: 0))
            #expect(keys(rtl.layoutAttributesForElements(in: rect(180, 0, 320, 480)))
                    == ["cell 0.0", "cell 0.1", "cell 0.2", "cell 0.3"])
        }

        @Test("Physical insets read in a direction: leading is the right edge right to left")
        func physicalInsets() {
            let insets = DirectionalEdgeInsets(top: 1, left: 2, bottom: 3, right: 4, direction: .rightToLeft)
            #expect(insets == DirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
        }
    }
}
