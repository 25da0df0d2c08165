// UIKit's conflict log, the autoresizing-mask conflict a beginner meets, and the errors activation refuses with.
import Testing
import TesseraConstraints
import TesseraLayout
import TesseraViews

extension AutoLayoutTests {
    @Suite("Auto Layout · conflicts and errors")
    struct Diagnostics {
        @Test("Two required widths: the later is broken, the log is UIKit's, and each constraint's line follows")
        func conflictingWidths() throws {
            var tree = ViewHierarchy(root: View(kind: .view))
            let box = tree.addSubview(plain(id: "box"), to: 0)
            try tree.activate(pin(box, .leading, .equal, 0, nil, 20, at: 3))
            try tree.activate(pin(box, .top, .equal, 0, at: 4))
            try tree.activate(pin(box, .height, .equal, nil, nil, 10, at: 5))
            try tree.activate(pin(box, .width, .equal, nil, nil, 100, at: 6))
            try tree.activate(pin(box, .width, .equal, nil, nil, 200, at: 7))
            let layout = try tree.layout(in: Size(width: 320, height: 44), context: context)
            #expect(layout.frames[box] == rect(20, 0, 100, 10))
            let conflict = try #require(layout.conflicts.first)
            #expect(layout.conflicts.count == 1)
            #expect(conflict.broken.constant == 200)
            let expected = """
                Unable to simultaneously satisfy constraints.
                \tProbably at least one of the constraints in the following list is one you don't want.\u{20}
                \tTry this:\u{20}
                \t\t(1) look at each constraint and try to figure out which you don't expect;\u{20}
                \t\t(2) find the code that added the unwanted constraint or constraints and fix it.\u{20}
                (
                    "<NSLayoutConstraint:0x600002100280 box.width == 100   (active, names: box:0x7fa000001dc0 )>",
                    "<NSLayoutConstraint:0x6000021002d0 box.width == 200   (active, names: box:0x7fa000001dc0 )>"
                )

                Will attempt to recover by breaking constraint\u{20}
                <NSLayoutConstraint:0x6000021002d0 box.width == 200   (active, names: box:0x7fa000001dc0 )>

                Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
                The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
                Where the constraints above were made:
                \t(1) cell.lua:6
                \t(2) cell.lua:7
                """
            #expect(ConstraintLog(hierarchy: tree).text(of: conflict) == expected)
        }

        @Test("A label left translating its autoresizing mask conflicts with constraints that move it; the Note line appears")
        func autoresizingMaskConflict() throws {
            var tree = ViewHierarchy(root: View(kind: .view))
            let title = tree.addSubview(label("Hello", autoresizing: true), to: 0)
            try tree.activate(pin(title, .leading, .equal, 0, nil, 16, at: 9))
            let layout = try tree.layout(in: Size(width: 320, height: 44), context: context)
            // The frame (0 0; 0 0) wins: the autoresizing constraints went in first.
            #expect(layout.frames[title] == rect(0, 0, 0, 0))
            let conflict = try #require(layout.conflicts.first)
            let log = ConstraintLog(hierarchy: tree).text(of: conflict)
            #expect(log.contains("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand"))
            #expect(log.contains("\"<NSAutoresizingMaskLayoutConstraint:0x600002100190 h=--& v=--& UILabel:0x7fa000001dc0'Hello'.minX == 0   (active)>\","))
            #expect(log.contains("\"<NSLayoutConstraint:0x600002100410 H:|-(16)-[UILabel:0x7fa000001dc0'Hello']   (active, names: '|':UIView:0x7fa0000016e0 )>\""))
            #expect(log.contains("\t(1) UIKit: the frame of UILabel:0x7fa000001dc0'Hello', whose translatesAutoresizingMaskIntoConstraints is true"))
            #expect(log.hasSuffix("\t(2) cell.lua:9"))
        }

        @Test("Activation refuses what UIKit refuses, naming both anchors where UIKit does")
        func activationErrors() throws {
            var tree = ViewHierarchy(root: View(kind: .view))
            let a = tree.addSubview(label("Hi"), to: 0)
            var other = ViewHierarchy(root: View(kind: .view))
            _ = other.addSubview(plain(), to: 0)
            #expect(throws: ViewHierarchyError.self) { try tree.activate(pin(a, .leading, .equal, 0, .top)) }
            do {
                try tree.activate(pin(a, .leading, .equal, 0, .top))
            } catch {
                #expect(error.description == "cannot constrain <NSLayoutXAxisAnchor:0x600000461200 \"UILabel:0x7fa000001dc0'Hi'.leading\"> "
                        + "to <NSLayoutYAxisAnchor:0x600000460900 \"UIView:0x7fa0000016e0.top\">: their anchors are not of one kind "
                        + "(x-axis, y-axis or dimension)")
            }
            #expect(throws: ViewHierarchyError.mixedDirections) { try tree.activate(pin(a, .leading, .equal, 0, .left)) }
            #expect(throws: ViewHierarchyError.locationEqualToConstant) { try tree.activate(pin(a, .top, .equal, nil, nil, 10)) }
            #expect(throws: ViewHierarchyError.locationEqualToConstant) {
                try tree.activate(pin(a, .top, .equal, 0, nil, multiplier: 0, 10))
            }
            #expect(throws: ViewHierarchyError.nonFinite(what: "constant", value: .infinity)) {
                try tree.activate(pin(a, .width, .equal, nil, nil, .infinity))
            }
            #expect(throws: ViewHierarchyError.invalidPriority(0)) {
                try tree.activate(pin(a, .width, .equal, nil, nil, 1, priority: Priority(0)))
            }
        }

        @Test("A solve past the solver's pivot bound is an error naming the constraint being added and those it worked on")
        func iterationLimit() throws {
            let (tree, _) = try contactCell()
            var context = AutoLayoutTests.context
            context.pivotLimit = 1
            do {
                _ = try tree.layout(in: Size(width: 320, height: 66.5), context: context)
                Issue.record("expected the pivot bound to stop the solve")
            } catch let error as ViewLayoutError {
                #expect(error.description.hasPrefix("the constraint solver gave up after 1 pivots while adding <"))
            }
        }
    }
}
