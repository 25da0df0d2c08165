// The layout report behind the screen explorer: constraints affecting a view, why a view is where it is, naming views.
import Testing
import TesseraConstraints
import TesseraLayout
import TesseraViews

extension AutoLayoutTests {
    @Suite("Auto Layout · layout report and frame explanations")
    struct LayoutReports {
        /// A 320 × 100 root: a label "Name" (34 × 20.5, horizontal hugging 251) then a text field (placeholder
        /// "Value": 42.5 × 20.5, hugging 250) filling the row between margins of 16 with a gap of 8; a box with a
        /// required width of 100, then a second required width of 200 that conflicts with it.
        ///
        /// Constraint numbers: c1–c4 the root's place and encapsulated size; c5–c8 the label's content size
        /// (width ≥ @750, width ≤ @251, height ≥ @750, height ≤ @250), c9–c12 the field's; then the script's c13–c22.
        static func form() throws -> (tree: ViewHierarchy, name: Int, field: Int, box: Int) {
            var tree = ViewHierarchy(root: View(kind: .view))
            var nameView = label("Name", id: "name")
            nameView.contentHugging = AxisPriorities(horizontal: 251, vertical: 250)
            let name = tree.addSubview(nameView, to: 0)
            let field = tree.addSubview(View(kind: .textField, content: .textField(TextFieldContent(placeholder: "Value")),
                                             identifier: "field", translatesAutoresizingMaskIntoConstraints: false), to: 0)
            let box = tree.addSubview(plain(id: "box"), to: 0)
            try tree.activate(pin(name, .leading, .equal, 0, nil, 16, at: 1))      // c13
            try tree.activate(pin(name, .top, .equal, 0, nil, 10, at: 2))          // c14
            try tree.activate(pin(field, .leading, .equal, name, .trailing, 8, at: 3))  // c15
            try tree.activate(pin(field, .trailing, .equal, 0, nil, -16, at: 4))   // c16
            try tree.activate(pin(field, .centerY, .equal, name, at: 5))           // c17
            try tree.activate(pin(box, .leading, .equal, 0, nil, 16, at: 6))       // c18
            try tree.activate(pin(box, .top, .equal, 0, nil, 50, at: 7))           // c19
            try tree.activate(pin(box, .height, .equal, nil, nil, 10, at: 8))      // c20
            try tree.activate(pin(box, .width, .equal, nil, nil, 100, at: 9))      // c21
            try tree.activate(pin(box, .width, .equal, nil, nil, 200, at: 10))     // c22
            return (tree, name, field, box)
        }

        static func report() throws -> (report: LayoutReport, tree: ViewHierarchy, name: Int, field: Int, box: Int) {
            let (tree, name, field, box) = try form()
            return (try tree.layoutReport(in: Size(width: 320, height: 100), context: context), tree, name, field, box)
        }

        @Test("Every constraint installed is reported with its number, in order; the frames are the layout's")
        func entries() throws {
            let (report, tree, name, field, box) = try Self.report()
            #expect(report.entries.map(\.number) == Array(1...22))
            #expect(report.entries.filter { !$0.constraint.origin.isSystem }.map(\.number) == Array(13...22))
            #expect(report.frames[name] == rect(16, 10, 34, 20.5))
            #expect(report.frames[field] == rect(58, 10, 246, 20.5))
            #expect(report.frames[box] == rect(16, 50, 100, 10))
            let layout = try tree.layout(in: Size(width: 320, height: 100), context: context)
            #expect(layout.frames == report.frames)
            #expect(report.entries.filter(\.isBroken).map(\.number) == [22])
            // The field's hugging (≤ 42.5 @250) is not met: it is 246 wide.
            #expect(report.entries.filter(\.isUnmet).map(\.number) == [10])
            #expect(report.entries[9].state == .unmet(by: 203.5))
            // Addresses come from the constraint's number and the view's serial (ConstraintLog's).
            #expect(report.entries[21].description
                    == "<NSLayoutConstraint:0x6000021006e0 box.width == 200   (active, names: box:0x7fa000002b80 )>")
        }

        @Test("constraintsAffecting lists the view's constraints, UIKit's and the script's, on one axis or both")
        func affecting() throws {
            let (report, _, name, field, box) = try Self.report()
            #expect(report.constraintsAffecting(view: field).map(\.number) == [9, 10, 11, 12, 15, 16, 17])
            #expect(report.constraintsAffecting(view: field, axis: .horizontal).map(\.number) == [9, 10, 15, 16])
            #expect(report.constraintsAffecting(view: field, axis: .vertical).map(\.number) == [11, 12, 17])
            // The field's leading edge hangs on the label's trailing edge: c15 affects the label too.
            #expect(report.constraintsAffecting(view: name, axis: .horizontal).map(\.number) == [5, 6, 13, 15])
            // The broken width is listed, as UIKit lists it.
            let boxes = report.constraintsAffecting(view: box)
            #expect(boxes.map(\.number) == [18, 19, 20, 21, 22])
            #expect(LayoutReport.lines(of: Array(boxes.suffix(2))) == [
                "c21 @1000 satisfied  <NSLayoutConstraint:0x600002100690 box.width == 100   (active, names: box:0x7fa000002b80 )>",
                "c22 @1000 BROKEN (left out by conflict recovery)  "
                    + "<NSLayoutConstraint:0x6000021006e0 box.width == 200   (active, names: box:0x7fa000002b80 )>",
            ])
            let hugging = try #require(report.constraintsAffecting(view: field, axis: .horizontal).first { $0.number == 10 })
            #expect(LayoutReport.text(of: hugging.state) == "not met by 203.5")
        }

        @Test("A hugging label: its intrinsic width decides it, and its hugging wins against the field's")
        func huggingLabel() throws {
            let (report, tree, name, _, _) = try Self.report()
            let why = report.explanation(of: name, in: tree)
            let width = why.parts[FramePart.width.rawValue]
            #expect(width.value == 34)
            #expect(width.intrinsic == 34)
            #expect(width.fixedBy.isEmpty)
            // Both its compression resistance (c5, which the solver's basis picked) and its hugging (c6, @251) are met at
            // its bound, and both outrank the field's hugging (c10, @250), which the row's slack goes to.
            #expect(width.won == [FrameExplanation.Win(number: 5, against: [10]), FrameExplanation.Win(number: 6, against: [10])])
            #expect(width.lost.isEmpty)
            let x = why.parts[FramePart.x.rawValue]
            #expect(x.fixedBy == [13])
            #expect(x.throughOthers == [1])
            #expect(why.broken.isEmpty)
            #expect(why.text.contains("Width 34: its intrinsic width 34 decided it; optional c5 (name.width >= 34 @750) won against "
                                      + "c10 (field.width <= 42.5 @250); optional c6 (name.width <= 34 @251) won against c10."))
        }

        @Test("A stretching field: its hugging loses, by how much and against which constraints")
        func stretchingField() throws {
            let (report, tree, _, field, _) = try Self.report()
            let why = report.explanation(of: field, in: tree)
            let width = why.parts[FramePart.width.rawValue]
            #expect(width.value == 246)
            #expect(width.intrinsic == nil)
            #expect(width.fixedBy == [15, 16])
            #expect(width.throughOthers == [3, 13])
            #expect(width.lost == [FrameExplanation.Loss(number: 10, miss: 203.5, against: [3, 5, 13, 15, 16])])
            let y = why.parts[FramePart.y.rawValue]
            #expect(y.value == 10)
            #expect(y.fixedBy == [17])
            #expect(why.text.hasPrefix("field is at (58 10; 246 20.5) in the root view's coordinates. X 58: set by required c15 "))
            #expect(why.text.contains("Width 246: set by required c15 and c16 (field.trailing == UIView:0x7fa0000016e0.trailing - 16); "
                                      + "through other views by c3 ('UIView-Encapsulated-Layout-Width' UIView:0x7fa0000016e0.width == 320) "
                                      + "and c13; optional c5 won against c10; optional c10 lost by 203.5 against c3, c5, c13, c15 and c16."))
        }

        @Test("A broken width is named with the constraint it conflicted with; the other width holds the box")
        func brokenConflict() throws {
            let (report, tree, _, _, box) = try Self.report()
            let why = report.explanation(of: box, in: tree)
            #expect(why.broken == [FrameExplanation.Break(number: 22, conflictingWith: [21])])
            #expect(why.parts[FramePart.width.rawValue].fixedBy == [21])
            #expect(why.text.hasSuffix("Width 100: set by required c21 (box.width == 100). Height 10: set by required c20 (box.height == 10). "
                                      + "CONFLICT: c22 (box.width == 200) was broken (left out): it conflicted with c21."))
        }

        @Test("A view nothing places is reported ambiguous, with the range it could take")
        func ambiguousView() throws {
            var tree = ViewHierarchy(root: View(kind: .view))
            let loose = tree.addSubview(plain(id: "loose"), to: 0)
            try tree.activate(pin(loose, .width, .equal, nil, nil, 40, at: 1))
            try tree.activate(pin(loose, .height, .equal, nil, nil, 40, at: 2))
            try tree.activate(pin(loose, .top, .equal, 0, at: 3))
            let report = try tree.layoutReport(in: Size(width: 320, height: 100), context: context)
            let why = report.explanation(of: loose, in: tree)
            let x = why.parts[FramePart.x.rawValue]
            #expect(x.ambiguity == -Double.infinity...Double.infinity)
            #expect(x.fixedBy.isEmpty)
            #expect(why.text.contains("X 0: AMBIGUOUS: it could be anything from -infinity to infinity."))
            #expect(why.parts[FramePart.width.rawValue].fixedBy == [5])
        }

        @Test("Views are named by identifier, by number in depth-first order, or by a class one view alone has")
        func naming() throws {
            let (tree, name, field, box) = try Self.form()
            #expect(try tree.view(named: "field") == field)
            #expect(try tree.view(named: "#1") == name)
            #expect(try tree.view(named: "#3") == box)
            #expect(try tree.view(named: "UITextField") == field)
            #expect(try tree.view(named: "#0") == 0)
            #expect(throws: ViewLookupError(description: "no view #4: the views are #0 to #3")) { try tree.view(named: "#4") }
            #expect(throws: ViewLookupError(description: "2 views are UIViews (#0, #3): name one by its number or identifier")) {
                try tree.view(named: "UIView")
            }
            #expect(throws: ViewLookupError(description: "unknown view 'nmae': name a view by its number (#0 to #3, as views "
                                            + "lists them), its identifier (name, field, box) or a class one view alone has "
                                            + "(UILabel, UITextField)")) {
                try tree.view(named: "nmae")
            }
        }
    }
}
