// Invalid cell templates and arguments: the exact messages, naming the view at fault; measurement errors pass through.
import Testing
import TesseraLayout
import TesseraViews
import TesseraText

extension CellTests {
    @Suite struct Validation {
        /// The message `fittingSize` throws for `template`, nil when it does not throw a `CellTemplateError`.
        func message(_ template: CellTemplate, width: Double? = 100, height: Double? = nil,
                     scale: Double = 2) -> String? {
            do {
                _ = try template.fittingSize(width: width, height: height, measurer: fixed, scale: scale)
                return nil
            } catch {
                return (error as? CellTemplateError)?.description
            }
        }

        @Test func labels() {
            let title = CellLabel(text: "Title", numberOfLines: -1)
            #expect(message(.label(title)) == "label 'Title': numberOfLines must be ≥ 0")
            #expect(message(.label(CellLabel(text: "x", font: .systemFont(ofSize: 0))))
                        == "label 'x': font size must be > 0")
            #expect(message(.label(CellLabel(text: "x", lineSpacing: .nan))) == "label 'x': lineSpacing must be finite")
            #expect(message(.label(CellLabel(text: "x", lineHeightMultiple: -1)))
                        == "label 'x': lineHeightMultiple must be ≥ 0")
            // Long texts are shortened to 23 characters and an ellipsis; line breaks are shown as \n.
            let long = CellLabel(text: "A very long title\nthat goes on and on", numberOfLines: -2)
            #expect(message(.label(long)) == "label 'A very long title\\nthat …': numberOfLines must be ≥ 0")
        }

        @Test func stacksAndLeavesByPath() {
            #expect(message(vstack(spacing: -4, label("a"))) == "vstack at root: spacing must be ≥ 0")
            #expect(message(hstack(margins: DirectionalEdgeInsets(top: 0, leading: -1, bottom: 0, trailing: 0)))
                        == "hstack at root: layoutMargins.leading must be ≥ 0")
            #expect(message(vstack(label("a"), .image(CellImage(aspectRatio: 0))))
                        == "image at 2: aspectRatio must be > 0")
            #expect(message(vstack(label("a"), .image(CellImage(aspectRatio: .infinity))))
                        == "image at 2: aspectRatio must be finite")
            #expect(message(vstack(hstack(label("a"), spacer(), box(width: .nan))))
                        == "box at 1.3: width must be finite")
            #expect(message(vstack(spacer(-1))) == "spacer at 1: minLength must be ≥ 0")
            #expect(message(.image(CellImage(size: Size(width: 10, height: -1))))
                        == "image at root: height must be ≥ 0")
            #expect(message(vstack(vstack(spacing: .infinity))) == "vstack at 1: spacing must be finite")
            // validate() reports the same without measuring.
            #expect(throws: CellTemplateError(view: "spacer at 1", problem: "minLength must be ≥ 0")) {
                try vstack(spacer(-1)).validate()
            }
        }

        @Test func arguments() {
            #expect(message(label("a"), width: -1) == "fittingSize: width must be ≥ 0")
            #expect(message(label("a"), height: .nan) == "fittingSize: height must be finite")
            #expect(message(label("a"), scale: 0) == "fittingSize: scale must be > 0")
            #expect(throws: CellTemplateError(view: "layout", problem: "width must be finite")) {
                try label("a").layout(in: Size(width: .infinity, height: 10), measurer: fixed, scale: 2)
            }
        }

        @Test func names() throws {
            #expect(try CellStack.Alignment(name: "top") == .leading)
            #expect(try CellStack.Alignment(name: "bottom") == .trailing)
            #expect(try CellStack.Distribution(name: "equalSpacing") == .equalSpacing)
            #expect(throws: CellTemplateError(view: "stack", problem: "unknown alignment 'firstBaseline'; expected "
                                                + "one of: fill, leading, top, center, trailing, bottom")) {
                try CellStack.Alignment(name: "firstBaseline")
            }
            #expect(try CellStack.Distribution(name: "equalCentering") == .equalCentering)
            #expect(throws: CellTemplateError(view: "stack", problem: "unknown distribution 'fillproportionally'; "
                                                + "expected one of: fill, fillEqually, fillProportionally, equalSpacing, equalCentering")) {
                try CellStack.Distribution(name: "fillproportionally")
            }
        }

        @Test func measurementErrorsPropagate() throws {
            let measurer = try TextMeasurer()
            let template = vstack(.label(CellLabel(text: "x", font: .named("No Such Font Family", size: 17))))
            #expect(throws: TextMeasurementError.fontNotFound(name: "No Such Font Family")) {
                try template.fittingSize(width: 100, height: nil, measurer: measurer, scale: 2)
            }
        }
    }
}
