// Horizontal cell stacks with the fixed-advance measurer: natural widths, compression, spacers, distributions.
import Testing
import TesseraLayout
import TesseraViews
import TesseraText

extension CellTests {
    @Suite struct HorizontalStacks {
        @Test func labelsTakeTheirNaturalWidthsAndASpacerTheRest() throws {
            // "Name" 4 × 8.5 = 34, "Ada" 25.5; 200 − 34 − 25.5 = 140.5 for the spacer.
            let row = hstack(label("Name"), spacer(), label("Ada"))
            #expect(try fit(row, width: 200) == Size(width: 200, height: 20.5))
            #expect(try frames(row, 200, 20.5) == [rect(0, 0, 34, 20.5), rect(34, 0, 140.5, 20.5),
                                                   rect(174.5, 0, 25.5, 20.5)])
        }

        @Test func rightToLeftTheRowRunsFromTheTrailingEdge() throws {
            // The row of the first test, flipped about the 200-pt width: "Name" (0…34) at 200 − 34 = 166, the
            // spacer (34…174.5) at 25.5, "Ada" (174.5…200) at 0.
            let row = hstack(label("Name"), spacer(), label("Ada"))
            let frames = try row.layout(in: Size(width: 200, height: 20.5), measurer: fixed, scale: 2,
                                        layoutDirection: .rightToLeft).map(\.frame)
            #expect(frames == [rect(166, 0, 34, 20.5), rect(25.5, 0, 140.5, 20.5), rect(0, 0, 25.5, 20.5)])
            // A leading-aligned vertical stack puts its views on the right.
            let column = vstack(alignment: .leading, label("Hi"))
            #expect(try column.layout(in: Size(width: 100, height: 20.5), measurer: fixed, scale: 2,
                                      layoutDirection: .rightToLeft).map(\.frame) == [rect(83, 0, 17, 20.5)])
        }

        @Test func withoutSpacersTheLastLabelStretches() throws {
            // 200 − 8 − 34 − 25.5 = 132.5 goes to "Ada": 25.5 + 132.5 = 158.
            #expect(try frames(hstack(spacing: 8, label("Name"), label("Ada")), 200, 20.5)
                        == [rect(0, 0, 34, 20.5), rect(42, 0, 158, 20.5)])
            // Flexible boxes (no width) come before labels, after spacers: the box takes 200 − 34 = 166.
            #expect(try frames(hstack(label("Name"), box(height: 5)), 200, 20.5)
                        == [rect(0, 0, 34, 20.5), rect(34, 0, 166, 20.5)])
        }

        @Test func anOverflowingRowCompressesTheLastLabel() throws {
            // "Description" 11 × 8.5 = 93.5, "A fairly long value" 19 × 8.5 = 161.5: 93.5 + 8 + 161.5 = 263 > 200.
            // The last label gives up 63: 98.5 wide (11.6 characters), it wraps to "A fairly " (8 visible = 68;
            // "A fairly long" would be 13 = 110.5) and "long value" (10 = 85): two lines, 40.8 → 41.
            let row = hstack(spacing: 8, label("Description"), label("A fairly long value", lines: 0))
            #expect(try fit(row, width: 200) == Size(width: 200, height: 41))
            #expect(try frames(row, 200, 41) == [rect(0, 0, 93.5, 41), rect(101.5, 0, 98.5, 41)])
        }

        @Test func compressionMovesBackwardsOnceALabelIsGone() throws {
            // Three 42.5-pt labels in 50: 127.5 − 50 = 77.5 too long. "Again" goes to 0 (42.5), "World" gives
            // the remaining 35 (42.5 − 35 = 7.5). One-line labels keep their line height at any width.
            let row = hstack(label("Hello"), label("World"), label("Again"))
            #expect(try fit(row, width: 50) == Size(width: 50, height: 20.5))
            #expect(try frames(row, 50, 20.5).map(\.width) == [42.5, 7.5, 0])
            // Fixed boxes are never compressed: 80 + 42.5 − 100 = 22.5 comes off the label.
            #expect(try frames(hstack(box(width: 80, height: 10), label("Hello")), 100, 20.5).map(\.width) == [80, 20])
        }

        @Test func alignmentPlacesSubviewsVertically() throws {
            // Row height: the 44-pt box. The label (20.5) at y 0, (44 − 20.5) / 2 = 11.75, or 23.5.
            for (alignment, y) in [(CellStack.Alignment.top, 0.0), (.center, 11.75), (.bottom, 23.5)] {
                let row = hstack(alignment: alignment, label("Hi"), box(width: 44, height: 44))
                #expect(try fit(row, width: 100) == Size(width: 100, height: 44))
                #expect(try frames(row, 100, 44)[0] == rect(0, y, 56, 20.5))  // "Hi" stretched to 100 − 44
            }
            // Fill stretches every subview to the row's height.
            #expect(try frames(hstack(label("Hi"), box(width: 44, height: 44)), 100, 44)[0] == rect(0, 0, 56, 44))
        }

        @Test func fillEquallySharesTheWidth() throws {
            // (300 − 2 × 6) / 3 = 96 each, at x 0, 102, 204.
            let row = hstack(spacing: 6, distribution: .fillEqually, label("One"), label("Two"), label("Three"))
            #expect(try frames(row, 300, 20.5) == [rect(0, 0, 96, 20.5), rect(102, 0, 96, 20.5),
                                                   rect(204, 0, 96, 20.5)])
            // Free width: three times the widest ("Three", 42.5) plus the gaps: 127.5 + 12 = 139.5.
            #expect(try fit(row, width: nil) == Size(width: 139.5, height: 20.5))
        }

        @Test func equalSpacingPutsTheLeftoverInTheGaps() throws {
            // 200 − 3 × 40 − 2 × 10 = 60 extra: gaps of 10 + 30 = 40, boxes at x 0, 80, 160.
            let row = hstack(spacing: 10, distribution: .equalSpacing, box(width: 40, height: 40),
                             box(width: 40, height: 40), box(width: 40, height: 40))
            #expect(try frames(row, 200, 40).map(\.minX) == [0, 80, 160])
            #expect(try fit(row, width: nil) == Size(width: 140, height: 40))  // 3 × 40 + 2 × 10
        }

        @Test func fillProportionallyScalesNaturalWidthsAndKeepsFixedOnes() throws {
            // "Ab" 17 and "Abcd" 34 share 213 − 2 × 10 − 40 (the box) = 153 as 17 : 34, three times each: 51 and 102.
            let row = hstack(spacing: 10, distribution: .fillProportionally, label("Ab"), label("Abcd"),
                             box(width: 40, height: 20))
            #expect(try frames(row, 213, 20.5).map(\.minX) == [0, 61, 173])
            #expect(try frames(row, 213, 20.5).map(\.width) == [51, 102, 40])
            // Too narrow, they shrink by the same factor: 85.5 − 20 − 40 = 25.5 is half of 51.
            #expect(try frames(row, 85.5, 20.5).map(\.width) == [8.5, 17, 40])
            // The free width is the natural one, as for fill: 17 + 34 + 40 + 20 = 111.
            #expect(try fit(row, width: nil) == Size(width: 111, height: 20.5))
        }

        @Test func equalCenteringSpacesTheCentresEqually() throws {
            // Centres from 10 to 200 − 10 = 190, 90 apart: gaps 90 − (20 + 60) / 2 = 50, boxes at x 0, 70, 180.
            let row = hstack(spacing: 10, distribution: .equalCentering, box(width: 20, height: 20),
                             box(width: 60, height: 20), box(width: 20, height: 20))
            #expect(try frames(row, 200, 20).map(\.minX) == [0, 70, 180])
            // The free width puts the centres as close as the spacing allows: 10 + 2 × 50 + 10 = 120.
            #expect(try fit(row, width: nil) == Size(width: 120, height: 20))
        }

        @Test func equalCenteringNeverGoesBelowTheSpacing() throws {
            // Centres 5 → 225 in 300 would be 110 apart: gaps 110 − 55 = 55 and 110 − 125 = −15. The second stays
            // at the spacing (10), the first gives up the 25 it lacks: 10 + 45 × (1 − 25 / 45) = 30.
            let row = hstack(spacing: 10, distribution: .equalCentering, box(width: 10, height: 20),
                             box(width: 100, height: 20), box(width: 150, height: 20))
            #expect(try frames(row, 300, 20).map(\.minX) == [0, 40, 150])
            // Free: the widest neighbours set the pitch, 10 + (100 + 150) / 2 = 135: 5 + 2 × 135 + 75 = 350.
            #expect(try fit(row, width: nil) == Size(width: 350, height: 20))
        }

        @Test func freeWidthSumsNaturalWidths() throws {
            // 16 + 34 + 8 + 10 (spacer minLength) + 8 + 25.5 + 16 = 117.5; height 20.5 + 2 × 4 = 28.5.
            let margins = DirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
            let row = hstack(spacing: 8, margins: margins, label("Name"), spacer(10), label("Ada"))
            #expect(try fit(row, width: nil) == Size(width: 117.5, height: 28.5))
        }

        @Test func aspectImagesWithoutAWidthAreFlexible() throws {
            // The image takes 200 − 34 = 166 and is 166 / 2 = 83 high: the row is 83 high.
            let row = hstack(label("Name"), .image(CellImage(aspectRatio: 2)))
            #expect(try fit(row, width: 200) == Size(width: 200, height: 83))
            #expect(try frames(row, 200, 83)[1] == rect(34, 0, 166, 83))
        }

        @Test func emptyLabelsHaveNoWidth() throws {
            // 0 + 8 + 17 = 25 wide.
            #expect(try fit(hstack(spacing: 8, label(""), label("Hi")), width: nil) == Size(width: 25, height: 20.5))
        }
    }
}
