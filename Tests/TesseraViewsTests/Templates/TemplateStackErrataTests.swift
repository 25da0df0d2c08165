// Where cell templates and UIStackView view trees agree by a rule (C4) and where they differ on purpose (C6–C10).
import Testing
import TesseraConstraints
import TesseraLayout
import TesseraText
import TesseraViews

extension TemplateAgreement {
    /// The tree's fitting height at `width` (required), the height free.
    static func treeHeight(_ template: CellTemplate, width: Double) throws -> Double {
        try tree(of: template).tree.systemLayoutSizeFitting(Size(width: width, height: 0),
                                                            horizontalFittingPriority: .required,
                                                            context: context).size.height
    }

    /// The tree laid out at `size`, and its leaves' frames depth first.
    static func treeLayout(_ template: CellTemplate, in size: Size) throws -> (layout: ViewLayout, leaves: [Rect]) {
        let (tree, leaves) = try tree(of: template)
        let layout = try tree.layout(in: size, context: context)
        return (layout, leaves.map { layout.frames[$0] })
    }
}

@Suite("Cell templates · rules and errata against stack views")
struct TemplateStackErrataTests {
    typealias C = CellTests
    static let notes = "Notes: the quick brown fox jumps over the lazy dog, twice over, and then once more"

    @Test("C4: a wrapping label compressed in an equalSpacing row narrows to its widest line (345 of 354), the gap takes the rest")
    func compressedWrappingLabelNarrows() throws {
        let row = C.hstack(spacing: 4, alignment: .center, distribution: .equalSpacing,
                           C.label(Self.notes, size: 15, lines: 2), C.box(width: 30, height: 28))
        #expect(try C.fit(row, width: 388) == Size(width: 388, height: 36))
        #expect(try C.frames(row, 388, 36) == [C.rect(0, 0, 345, 36), C.rect(358, 4, 30, 28)])
        #expect(try TemplateAgreement.treeHeight(row, width: 388) == 36)
        #expect(try TemplateAgreement.treeLayout(row, in: Size(width: 388, height: 36)).leaves
                    == [C.rect(0, 0, 345, 36), C.rect(358, 4, 30, 28)])
    }

    @Test("C4: a row of wrapping text in a trailing column is as wide as its lines (272 of 285.5), not the column")
    func wrappingRowIsAsWideAsItsLines() throws {
        let column = C.vstack(alignment: .trailing,
                              C.hstack(alignment: .leading, C.label("A longer line of text that wraps when narrow",
                                                                    lines: 0)))
        #expect(try C.fit(column, width: 285.5) == Size(width: 285.5, height: 41))
        #expect(try C.frames(column, 285.5, 41) == [C.rect(13.5, 0, 272, 41)])
        #expect(try TemplateAgreement.treeLayout(column, in: Size(width: 285.5, height: 41)).leaves
                    == [C.rect(13.5, 0, 272, 41)])
    }

    @Test("C6: fill alignment stretches a fixed 60 × 20 image to the wrapped label's 36; UIKit's required 20 squashes the label")
    func fillStretchesFixedSizes() throws {
        let row = C.hstack(spacing: 12.5, distribution: .equalSpacing, C.label(Self.notes, size: 15, lines: 2),
                           .image(CellImage(size: Size(width: 60, height: 20))))
        #expect(try C.fit(row, width: 320).height == 36)
        #expect(try C.frames(row, 320, 36) == [C.rect(0, 0, 247.5, 36), C.rect(260, 0, 60, 36)])
        #expect(try TemplateAgreement.treeHeight(row, width: 320) == 20)
    }

    @Test("C6: fillEqually gives a label and a 12-pt box 18 each (36); UIKit's required 12 makes both 12 (24)")
    func fillEquallyStretchesFixedSizes() throws {
        let column = C.vstack(alignment: .trailing, distribution: .fillEqually, C.label("Name", size: 15),
                              C.box(width: 12, height: 12))
        #expect(try C.fit(column, width: 320).height == 36)
        #expect(try C.frames(column, 320, 36) == [C.rect(290, 0, 30, 18), C.rect(308, 18, 12, 18)])
        #expect(try TemplateAgreement.treeHeight(column, width: 320) == 24)
    }

    @Test("C7: fillProportionally scales 34 and 42.5 to 312 (138.67 | 173.33); §7's constraints at 999/998 give 129 | 183")
    func fillProportionallyIsTesserasReading() throws {
        let row = C.hstack(spacing: 8, distribution: .fillProportionally, C.label("Name"), C.label("Value"))
        let frames = try C.frames(row, 320, 20.5)
        #expect(abs(frames[0].width - 312 * 34 / 76.5) < 1e-9)
        #expect(abs(frames[1].minX - (8 + 312 * 34 / 76.5)) < 1e-9)
        let (layout, leaves) = try TemplateAgreement.treeLayout(row, in: Size(width: 320, height: 20.5))
        #expect(layout.conflicts.isEmpty && layout.ambiguities.isEmpty)
        #expect(leaves == [C.rect(0, 0, 129, 20.5), C.rect(137, 0, 183, 20.5)])
    }

    @Test("C7: equalCentering keeps natural widths (Title 42.5 at 0); §7's centre gaps at 149 leave the tree ambiguous")
    func equalCenteringIsTesserasReading() throws {
        let row = C.hstack(spacing: 4, distribution: .equalCentering, C.label("Title"),
                           C.label("A longer line of text that wraps when narrow", lines: 0))
        #expect(try C.frames(row, 320, 41) == [C.rect(0, 0, 42.5, 41), C.rect(48, 0, 272, 41)])
        let (layout, leaves) = try TemplateAgreement.treeLayout(row, in: Size(width: 320, height: 41))
        #expect(!layout.ambiguities.isEmpty)
        #expect(leaves[0] != C.rect(0, 0, 42.5, 41))
    }

    @Test("C8: a box without a height or an aspect image without a width is 0 in a fitting column; the tree's fitting pulls it below 0")
    func flexibleSidesStayAtZero() throws {
        let box = C.vstack(alignment: .leading, C.label("Title"), C.box(width: 20))
        #expect(try C.fit(box, width: 320).height == 20.5)
        #expect(try C.frames(box, 320, 20.5) == [C.rect(0, 0, 42.5, 20.5), C.rect(0, 20.5, 20, 0)])
        #expect(try TemplateAgreement.treeHeight(box, width: 320) == 0)
        let image = C.vstack(alignment: .center, C.label("Title"), .image(CellImage(aspectRatio: 2)))
        #expect(try C.fit(image, width: 320).height == 20.5)
        #expect(try TemplateAgreement.treeHeight(image, width: 320) == 0)
    }

    @Test("C9: two labels in a 320-pt row: the template gives the extra to the last; UIKit's equal hugging ties (ambiguous)")
    func tiesAreTesserasChoice() throws {
        let row = C.hstack(C.label("Name"), C.label("Value"))
        #expect(try C.frames(row, 320, 20.5) == [C.rect(0, 0, 34, 20.5), C.rect(34, 0, 286, 20.5)])
        #expect(try !TemplateAgreement.treeLayout(row, in: Size(width: 320, height: 20.5)).layout.ambiguities.isEmpty)
        #expect(try TemplateAgreement.compare(row, width: 320) == .undecided("ambiguous"))
    }

    @Test("C9: a lone 18-pt box in a 320-pt row is stretched to 320; UIKit's constraints cannot all hold (a conflict)")
    func conflictsAreTesserasChoice() throws {
        let row = C.hstack(alignment: .leading, C.box(width: 18, height: 40))
        #expect(try C.frames(row, 320, 40) == [C.rect(0, 0, 320, 40)])
        #expect(try !TemplateAgreement.treeLayout(row, in: Size(width: 320, height: 40)).layout.conflicts.isEmpty)
        #expect(try TemplateAgreement.compare(row, width: 320) == .undecided("conflict"))
    }

    @Test("C10: a hidden last view of an equalSpacing row: the template spreads the shown Title over the row; UIKit keeps the hidden view as the row's end, so Title keeps its width")
    func hiddenEndOfEqualSpacing() throws {
        let row = C.hstack(spacing: 8, distribution: .equalSpacing, C.label("Title"), .hidden(C.label("Note")))
        #expect(try C.fit(row, width: 320) == Size(width: 320, height: 20.5))
        #expect(try C.frames(row, 320, 20.5) == [C.rect(0, 0, 320, 20.5), C.rect(320, 0, 0, 20.5)])
        #expect(try TemplateAgreement.treeLayout(row, in: Size(width: 320, height: 20.5)).leaves
                    == [C.rect(0, 0, 42.5, 20.5), C.rect(320, 0, 0, 20.5)])
    }
}
