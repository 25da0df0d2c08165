// Seed cells computed by hand with the fixed-advance measurer: a hero card, a detail row, a nested profile row.
import Testing
import TesseraLayout
import TesseraViews
import TesseraText

extension CellTests {
    @Suite struct SeedCells {
        /// Title: headline (17 pt semibold), any number of lines. At 343 pt (40.35 characters): "Morning light
        /// over the old harbour as " (37 visible = 314.5; with "the", 41 = 348.5 > 343), then "the fishing fleet
        /// comes home" (28 = 238): 2 lines, 40.8 → 41.
        static let title = "Morning light over the old harbour as the fishing fleet comes home"
        /// Description: 15 pt (7.5 pt characters, 18-pt lines), 3 lines at most. At 343 (45.7 characters) it
        /// needs 4 lines ("Fresh sardines grilled over charcoal on the " 43 visible = 322.5, "quay are the best
        /// breakfast in town, the " 40 = 300, "cheapest too, and the view of the river comes " 45 = 337.5, "free"):
        /// cut to 3 lines with an ellipsis, 3 × 18 = 54.
        static let description = "Fresh sardines grilled over charcoal on the quay are the best breakfast in "
            + "town, the cheapest too, and the view of the river comes free"

        static let hero = CellTemplate.stack(CellStack(
            axis: .vertical, spacing: 8, layoutMargins: DirectionalEdgeInsets(all: 16), arrangedSubviews: [
                .image(CellImage(aspectRatio: 4.0 / 3)),
                .label(CellLabel(text: title, font: .preferredFont(forTextStyle: .headline), numberOfLines: 0)),
                .label(CellLabel(text: description, font: .systemFont(ofSize: 15), numberOfLines: 3)),
                .box(CellBox(height: 44)),
            ]))

        @Test func heroCell() throws {
            // Inner width 375 − 2 × 16 = 343. Image 343 / (4 / 3) = 257.25, title 41, description 54, button 44:
            // 16 + 257.25 + 8 + 41 + 8 + 54 + 8 + 44 + 16 = 452.25 → 452.5 at scale 2.
            #expect(try fit(Self.hero, width: 375) == Size(width: 375, height: 452.5))
            // Laid out at that height, the half pixel of rounding goes to the last label (no spacer, no
            // flexible view): the description is 54.25 tall and the button starts 0.25 lower.
            #expect(try frames(Self.hero, 375, 452.5) == [
                rect(16, 16, 343, 257.25), rect(16, 281.25, 343, 41), rect(16, 330.25, 343, 54.25),
                rect(16, 392.5, 343, 44),
            ])
        }

        @Test func detailRow() throws {
            // Inner width 375 − 2 × 16 = 343, three gaps of 8: 319 to share. "Wi-Fi" 5 × 8.5 = 42.5,
            // "Connected" 9 × 8.5 = 76.5, the box 0 (no width): the spacer takes 319 − 119 = 200.
            // Height: the 44-pt box, the tallest.
            let row = hstack(spacing: 8, alignment: .center,
                             margins: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                             label("Wi-Fi"), spacer(), label("Connected"), box(height: 44))
            #expect(try fit(row, width: 375) == Size(width: 375, height: 44))
            let frames = try row.layout(in: Size(width: 375, height: 44), measurer: fixed, scale: 2)
            // x: 16, 16 + 42.5 + 8 = 66.5, 66.5 + 200 + 8 = 274.5, 274.5 + 76.5 + 8 = 359 (= 375 − 16).
            // Centered labels at (44 − 20.5) / 2 = 11.75.
            #expect(frames == [
                CellFrame(kind: .label, frame: rect(16, 11.75, 42.5, 20.5), text: "Wi-Fi"),
                CellFrame(kind: .spacer, frame: rect(66.5, 22, 200, 0)),
                CellFrame(kind: .label, frame: rect(274.5, 11.75, 76.5, 20.5), text: "Connected"),
                CellFrame(kind: .box, frame: rect(359, 0, 0, 44)),
            ])
            #expect(frames[0].description == "label 'Wi-Fi' (16, 11.75, 42.5, 20.5)")
        }

        @Test func nestedProfileRow() throws {
            // A 44 × 44 avatar, then a vertical stack (spacing 2) of a name and a 15-pt biography, 12 apart,
            // margins 16. Inner width 343, 331 without the gap. The stack's natural width is the biography on
            // one line (66 × 7.5 = 495): the row overflows, and the stack, the last content view, is
            // compressed to 331 − 44 = 287 (38.3 characters). The biography wraps to "First computer
            // programmer who wrote " (35 visible = 262.5; with "notes" 41 = 307.5) and "notes on the Analytical
            // Engine" (30 = 225): 2 × 18 = 36. Stack: 20.5 + 2 + 36 = 58.5; row: 58.5 + 2 × 16 = 90.5.
            let profile = hstack(spacing: 12, alignment: .center, margins: DirectionalEdgeInsets(all: 16),
                                 box(width: 44, height: 44),
                                 vstack(spacing: 2, label("Ada Lovelace"),
                                        label("First computer programmer who wrote notes on the Analytical Engine",
                                              size: 15, lines: 0)))
            #expect(try fit(profile, width: 375) == Size(width: 375, height: 90.5))
            // The avatar centered: 16 + (58.5 − 44) / 2 = 23.25. The stack at x 16 + 44 + 12 = 72.
            #expect(try frames(profile, 375, 90.5) == [
                rect(16, 23.25, 44, 44), rect(72, 16, 287, 20.5), rect(72, 38.5, 287, 36),
            ])
            // Free width: the natural widths, 16 + 44 + 12 + 495 + 16 = 583, on one line: 20.5 + 2 + 18 = 40.5
            // below the 44-pt avatar: 44 + 32 = 76.
            #expect(try fit(profile, width: nil) == Size(width: 583, height: 76))
        }

        @Test func horizontalRowInsideAVerticalStack() throws {
            // A title row (title, spacer, "12:30") over a one-line preview, spacing 4, margins 12 × 16.
            // Row: 20.5 high at the inner width 343; preview 15 pt, 18 high: 12 + 20.5 + 4 + 18 + 12 = 66.5.
            let margins = DirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
            let cell = vstack(spacing: 4, margins: margins,
                              hstack(label("Inbox"), spacer(), label("12:30")),
                              label("Your order has shipped and is on its way to you", size: 15))
            #expect(try fit(cell, width: 375) == Size(width: 375, height: 66.5))
            // "12:30" (42.5) ends at the trailing margin: x 16 + 343 − 42.5 = 316.5.
            #expect(try frames(cell, 375, 66.5)[2] == rect(316.5, 12, 42.5, 20.5))
        }
    }
}
