// Cell templates measured with real fonts: only relations (longer is never shorter, narrower is never shorter).
import Testing
import TesseraLayout
import TesseraViews
import TesseraText

extension CellTests {
    @Suite struct RealText {
        static let text = "Tessera measures cells the way UIKit does: stack views, labels that wrap at word "
            + "boundaries, images with an aspect ratio, and spacers that take whatever is left over."

        func card(_ text: String) -> CellTemplate {
            vstack(spacing: 8, margins: DirectionalEdgeInsets(all: 16),
                   .label(CellLabel(text: "Title", font: .preferredFont(forTextStyle: .headline))),
                   .label(CellLabel(text: text, font: .preferredFont(forTextStyle: .body), numberOfLines: 0)))
        }

        @Test func aLongerTextIsNeverShorter() throws {
            let measurer = try TextMeasurer()
            let words = Self.text.split(separator: " ")
            var previous = 0.0
            for count in 1...words.count {
                let height = try card(words.prefix(count).joined(separator: " "))
                    .fittingSize(width: 320, height: nil, measurer: measurer, scale: 3).height
                #expect(height >= previous)
                previous = height
            }
            #expect(previous > 3 * 17)  // several lines
        }

        @Test func aNarrowerCellIsNeverShorter() throws {
            let measurer = try TextMeasurer()
            var previous = 0.0
            for width in stride(from: 414.0, through: 120, by: -13) {
                let size = try card(Self.text).fittingSize(width: width, height: nil, measurer: measurer, scale: 2)
                #expect(size.width == width)
                #expect(size.height >= previous)
                #expect((size.height * 2).rounded() == size.height * 2)  // whole pixels
                previous = size.height
            }
        }

        @Test func aCompressedRowLabelGrowsTaller() throws {
            let measurer = try TextMeasurer()
            let row = hstack(spacing: 8, box(width: 44, height: 20),
                             .label(CellLabel(text: Self.text, numberOfLines: 0)))
            let wide = try row.fittingSize(width: 2000, height: nil, measurer: measurer, scale: 2)
            let narrow = try row.fittingSize(width: 300, height: nil, measurer: measurer, scale: 2)
            #expect(narrow.height > wide.height)
            let frames = try row.layout(in: narrow, measurer: measurer, scale: 2)
            #expect(frames.map(\.kind) == [.box, .label])
            #expect(abs(frames[1].frame.maxX - 300) < 1e-9)  // the label ends at the row's edge
        }
    }
}
