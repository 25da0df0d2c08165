// Vertical cell stacks with the fixed-advance measurer: alignment, spacing, margins, distributions, fixed heights.
import Testing
import TesseraLayout
import TesseraViews
import TesseraText

extension CellTests {
    @Suite struct VerticalStacks {
        /// 43 characters: 365.5 pt on one line at 17 pt. Wrapped at 200 pt (23.5 characters): "The quick brown
        /// fox " (19 visible = 161.5; adding "jumps" makes 25 = 212.5 > 200), then "jumps over the lazy dog"
        /// (23 = 195.5): two lines, 40.8 → 41 at scale 2.
        let fox = "The quick brown fox jumps over the lazy dog"

        @Test func fillStacksHeightsAndSpacing() throws {
            // 20.5 + 10 + 20.5 = 51; the fixed width comes back unchanged.
            let stack = vstack(spacing: 10, label("Hello"), label("World wide"))
            #expect(try fit(stack, width: 200) == Size(width: 200, height: 51))
            #expect(try frames(stack, 200, 51) == [rect(0, 0, 200, 20.5), rect(0, 30.5, 200, 20.5)])
        }

        @Test func marginsShrinkTheWrappingWidth() throws {
            // Inner width 232 − 16 − 16 = 200: the fox wraps to 2 lines (41). 12 + 41 + 8 + 20.5 + 12 = 93.5.
            let margins = DirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
            let stack = vstack(spacing: 8, margins: margins, label(fox, lines: 0), label("Hi"))
            #expect(try fit(stack, width: 232) == Size(width: 232, height: 93.5))
            #expect(try frames(stack, 232, 93.5) == [rect(16, 12, 200, 41), rect(16, 61, 200, 20.5)])
        }

        @Test func centerAlignmentKeepsNaturalWidths() throws {
            // "Hi" 2 × 8.5 = 17 wide at x (200 − 17) / 2 = 91.5; "Hello" 42.5 at 78.75; the fox is capped at
            // 200, wraps, and is as wide as its widest line, "jumps over the lazy dog" (195.5), at x 2.25.
            let stack = vstack(alignment: .center, label("Hi"), label("Hello"), label(fox, lines: 0))
            #expect(try fit(stack, width: 200) == Size(width: 200, height: 82))  // 20.5 + 20.5 + 41
            #expect(try frames(stack, 200, 82) == [rect(91.5, 0, 17, 20.5), rect(78.75, 20.5, 42.5, 20.5),
                                                   rect(2.25, 41, 195.5, 41)])
        }

        @Test func leadingAndTrailingAlignment() throws {
            let views: [CellTemplate] = [label("Hi"), box(width: 300, height: 10)]
            // The 300-pt box is capped at the 200-pt inner width.
            let leading = CellTemplate.stack(CellStack(axis: .vertical, alignment: .leading, arrangedSubviews: views))
            #expect(try frames(leading, 200, 30.5) == [rect(0, 0, 17, 20.5), rect(0, 20.5, 200, 10)])
            let trailing = CellTemplate.stack(CellStack(axis: .vertical, alignment: .trailing, arrangedSubviews: views))
            #expect(try frames(trailing, 200, 30.5) == [rect(183, 0, 17, 20.5), rect(0, 20.5, 200, 10)])
        }

        @Test func fillEquallyMakesEverySubviewAsTallAsTheTallest() throws {
            // Tallest: the fox at 200, 41. 3 × 41 + 2 × 4 = 131; subviews at y 0, 45, 90.
            let stack = vstack(spacing: 4, distribution: .fillEqually, label("A"), label(fox, lines: 0),
                               box(height: 10))
            #expect(try fit(stack, width: 200) == Size(width: 200, height: 131))
            #expect(try frames(stack, 200, 131) == [rect(0, 0, 200, 41), rect(0, 45, 200, 41), rect(0, 90, 200, 41)])
            // A fixed height is divided equally: (200 − 8) / 3 = 64.
            #expect(try frames(stack, 200, 200).map(\.height) == [64, 64, 64])
        }

        @Test func equalSpacingWidensTheGaps() throws {
            // Free height: 10 + 6 + 20 = 36 (spacing is the minimum gap).
            let stack = vstack(spacing: 6, distribution: .equalSpacing, box(height: 10), box(height: 20))
            #expect(try fit(stack, width: 50) == Size(width: 50, height: 36))
            // In 100 pt the leftover 100 − 6 − 30 = 64 widens the gap to 70: the second box at 10 + 70 = 80.
            #expect(try frames(stack, 50, 100) == [rect(0, 0, 50, 10), rect(0, 80, 50, 20)])
        }

        @Test func equalCenteringNeedsRoomForEqualPitches() throws {
            // Heights 10, 30, 50, spacing 4: pitches 4 + 20 = 24 and 4 + 40 = 44; the larger sets both:
            // 5 + 2 × 44 + 25 = 118 (fill would be 98). Boxes at 0, 5 + 44 − 15 = 34 and 118 − 50 = 68.
            let stack = vstack(spacing: 4, distribution: .equalCentering, box(height: 10), box(height: 30),
                               box(height: 50))
            #expect(try fit(stack, width: 50) == Size(width: 50, height: 118))
            #expect(try frames(stack, 50, 118).map(\.minY) == [0, 34, 68])
        }

        @Test func aSpacerAbsorbsTheLeftoverOfAFixedHeight() throws {
            // Free height: 20.5 + 10 (the spacer's minLength) + 20.5 = 51.
            let stack = vstack(label("Top"), spacer(10), label("Bottom"))
            #expect(try fit(stack, width: 100) == Size(width: 100, height: 51))
            // Fixed at 200: the spacer takes the leftover 149, 10 + 149 = 159; "Bottom" at 200 − 20.5 = 179.5.
            #expect(try fit(stack, width: 100, height: 200) == Size(width: 100, height: 200))
            #expect(try frames(stack, 100, 200) == [rect(0, 0, 100, 20.5), rect(0, 20.5, 100, 159),
                                                    rect(0, 179.5, 100, 20.5)])
        }

        @Test func withoutSpacersTheLastLabelStretchesOrShrinks() throws {
            // Naturals 20.5 and 30 (a rigid box): the label, the last content view, takes 100 − 50.5 = 49.5.
            #expect(try frames(vstack(label("A"), box(height: 30)), 100, 100)
                        == [rect(0, 0, 100, 70), rect(0, 70, 100, 30)])
            // Too short: 41 − 30 = 11 comes off the last label, 20.5 − 11 = 9.5.
            #expect(try frames(vstack(label("A"), label("B")), 100, 30)
                        == [rect(0, 0, 100, 20.5), rect(0, 20.5, 100, 9.5)])
        }

        @Test func aspectRatioImagesFollowTheWidth() throws {
            // 343 / (4 / 3) = 257.25 → 257.5 at scale 2, 772 px = 257⅓ at scale 3.
            let stack = vstack(.image(CellImage(aspectRatio: 4.0 / 3)))
            #expect(try fit(stack, width: 343) == Size(width: 343, height: 257.5))
            #expect(try fit(stack, width: 343, scale: 3) == Size(width: 343, height: 772.0 / 3))
            // A fixed-size image keeps its height when stretched across.
            #expect(try fit(vstack(.image(CellImage(size: Size(width: 40, height: 30)))), width: 343).height == 30)
            // With its own width in a centered stack: 120 wide, 90 high.
            let centered = vstack(alignment: .center, .image(CellImage(aspectRatio: 4.0 / 3, width: 120)))
            #expect(try frames(centered, 343, 90) == [rect(111.5, 0, 120, 90)])
        }

        @Test func freeWidthIsTheWidestSubviewPlusMargins() throws {
            // "Hello" 42.5 is the widest; 42.5 + 2 × 10 = 62.5; height 10 + 20.5 + 20.5 + 10 = 61.
            let stack = vstack(margins: DirectionalEdgeInsets(all: 10), label("Hi"), label("Hello"))
            #expect(try fit(stack, width: nil) == Size(width: 62.5, height: 61))
            // A fixed height is kept; the width still fits.
            #expect(try fit(stack, width: nil, height: 100) == Size(width: 62.5, height: 100))
            // At scale 3 a 20.4-pt line is 62 px: 10 + 2 × 62 / 3 + 10 = 61⅓.
            #expect(abs(try fit(stack, width: 100, scale: 3).height - (20 + 124.0 / 3)) < 1e-9)
        }

        @Test func emptyLabelsAndStacksAreZeroSized() throws {
            // An empty label is 0 × 0 but its gap stays: 0 + 8 + 20.5 = 28.5.
            #expect(try fit(vstack(spacing: 8, label(""), label("Hi")), width: 100).height == 28.5)
            #expect(try fit(label(""), width: nil) == Size.zero)
            #expect(try fit(vstack(margins: DirectionalEdgeInsets(all: 16)), width: 100) == Size(width: 100, height: 0))
        }

        @Test func aShrunkLabelKeepsTheHeightOfItsUnshrunkFont() throws {
            // "Compositional layout" is 20 × 8.5 = 170 pt at 17 pt, in a 100-pt cell with margins 8: it shrinks to
            // fit 84 pt, but the label stays one line of the 17-pt font (20.4 → 20.5) and the cell 20.5 + 16 tall.
            let shrinking = CellTemplate.label(CellLabel(text: "Compositional layout", adjustsFontSizeToFitWidth: true,
                                                         minimumScaleFactor: 0.3))
            #expect(try fit(vstack(margins: DirectionalEdgeInsets(all: 8), shrinking), width: 100)
                        == Size(width: 100, height: 36.5))
        }
    }
}
