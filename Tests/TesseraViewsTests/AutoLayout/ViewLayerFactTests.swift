// Issue 21 item 9: the view-layer facts the study-note screens exposed — multipliers on positions in the common
// ancestor's coordinates, free sizes that settle at zero, empty text fields sized by their own font.
import Testing
import TesseraConstraints
import TesseraLayout
import TesseraViews

extension AutoLayoutTests {
    @Suite("Auto Layout · view-layer facts (issue 21 item 9)")
    struct ViewLayerFacts {
        /// A container at (100, 40), 200 × 100, in a 400 × 300 root, and a 20 × 20 box inside it.
        static func offsetContainer() throws -> (tree: ViewHierarchy, container: Int, box: Int) {
            var tree = ViewHierarchy(root: View(kind: .view))
            let container = tree.addSubview(plain(id: "container"), to: 0)
            let box = tree.addSubview(plain(id: "box"), to: container)
            for constraint in [pin(container, .left, .equal, 0, nil, 100), pin(container, .top, .equal, 0, nil, 40),
                               pin(container, .width, .equal, nil, nil, 200), pin(container, .height, .equal, nil, nil, 100),
                               pin(box, .width, .equal, nil, nil, 20), pin(box, .height, .equal, nil, nil, 20)] {
                try tree.activate(constraint)
            }
            return (tree, container, box)
        }

        @Test("§1a: centerX == container.centerX × 0.5 centres the box at 50 in a container at x = 100 (150 in the root, not 100)")
        func centerMultiplierInContainerCoordinates() throws {
            var (tree, _, box) = try Self.offsetContainer()
            let container = 1
            try tree.activate(pin(box, .centerX, .equal, container, multiplier: 0.5))
            try tree.activate(pin(box, .centerY, .equal, container, multiplier: 0.5))
            let layout = try tree.layout(in: Size(width: 400, height: 300), context: context)
            // Container centre (100, 50) in its own coordinates → box centre (50, 25) there, (150, 65) in the root.
            #expect(layout.frames[box] == rect(140, 55, 20, 20))
            #expect(layout.ambiguities.isEmpty)
        }

        @Test("§1a: a multiplier on edges between siblings is evaluated in their superview's coordinates")
        func edgeMultiplierBetweenSiblings() throws {
            var (tree, container, box) = try Self.offsetContainer()
            let other = tree.addSubview(plain(id: "other"), to: container)
            for constraint in [pin(other, .left, .equal, container, nil, 60), pin(other, .top, .equal, container, nil, 30),
                               pin(other, .width, .equal, nil, nil, 10), pin(other, .height, .equal, nil, nil, 10),
                               // In the container: box.left = 0.5 × 60 + 5 = 35; box.top = 2 × (30 + 10) − 70 = 10.
                               pin(box, .left, .equal, other, .left, multiplier: 0.5, 5),
                               pin(box, .top, .equal, other, .bottom, multiplier: 2, -70)] {
                try tree.activate(constraint)
            }
            let layout = try tree.layout(in: Size(width: 400, height: 300), context: context)
            #expect(layout.frames[other] == rect(160, 70, 10, 10))
            #expect(layout.frames[box] == rect(135, 50, 20, 20))
        }

        @Test("§1a: against the root, and with multiplier 1, nothing moves; sizes have no coordinates")
        func rootAndUnitMultiplierUnchanged() throws {
            var (tree, container, box) = try Self.offsetContainer()
            try tree.activate(pin(box, .centerX, .equal, container))
            try tree.activate(pin(box, .top, .equal, container, nil, 5))
            let inner = tree.addSubview(plain(id: "inner"), to: 0)
            // A view of the root: centre at 0.25 × 200 = 50; height 0.5 × the container's 100 = 50.
            for constraint in [pin(inner, .centerX, .equal, 0, multiplier: 0.25), pin(inner, .top, .equal, 0),
                               pin(inner, .width, .equal, nil, nil, 10), pin(inner, .height, .equal, container, multiplier: 0.5)] {
                try tree.activate(constraint)
            }
            let layout = try tree.layout(in: Size(width: 400, height: 300), context: context)
            #expect(layout.frames[box] == rect(190, 45, 20, 20))
            #expect(layout.frames[inner] == rect(45, 0, 10, 50))
        }

        @Test("§1a, right to left: leading × 0.5 in a container at x = 100 puts the right edge at half the container's")
        func leadingMultiplierRightToLeft() throws {
            var (tree, container, box) = try Self.offsetContainer()
            try tree.activate(pin(box, .leading, .equal, container, .trailing, multiplier: 0.5))
            try tree.activate(pin(box, .top, .equal, container))
            var rightToLeft = context
            rightToLeft.layoutDirection = .rightToLeft
            let layout = try tree.layout(in: Size(width: 400, height: 300), context: rightToLeft)
            // Right to left the box's leading edge is its right edge and the container's trailing its left (0 in its
            // own coordinates): the box's right edge at 0.5 × 0 = 0 in the container, 100 in the root.
            #expect(layout.frames[box] == rect(80, 40, 20, 20))
        }

        /// The study note's detail row (seed 004): a 30-pt row 335 wide at (16, 0); a dot pinned only by its centre
        /// and its left edge (its 8 × 8 frame is not used: it no longer translates its mask), a title whose left
        /// edge follows the dot's right, a count on the right.
        static func detailRow() throws -> (tree: ViewHierarchy, dot: Int, title: Int) {
            var tree = ViewHierarchy(root: View(kind: .view))
            let row = tree.addSubview(plain(id: "row"), to: 0)
            let dot = tree.addSubview(plain(id: "dot"), to: row)
            let title = tree.addSubview(label("Normal", size: 14, id: "title"), to: row)
            let count = tree.addSubview(label("50", size: 25, id: "count"), to: row)
            for constraint in [pin(row, .left, .equal, 0, nil, 16), pin(row, .right, .equal, 0, nil, -16),
                               pin(row, .top, .equal, 0), pin(row, .height, .equal, nil, nil, 30),
                               pin(dot, .centerY, .equal, row, nil, -5), pin(dot, .left, .equal, row, nil, 8),
                               pin(title, .centerY, .equal, row), pin(title, .left, .equal, dot, .right, 16),
                               pin(count, .centerY, .equal, row), pin(count, .right, .equal, row)] {
                try tree.activate(constraint)
            }
            return (tree, dot, title)
        }

        @Test("E24: a dot sized by no constraint is 0 × 0 at its pinned left edge and centre, and reported ambiguous")
        func freeSizeSettlesAtZero() throws {
            let (tree, dot, title) = try Self.detailRow()
            let layout = try tree.layout(in: Size(width: 367, height: 100), context: context)
            // Left 16 + 8 = 24; centre 15 − 5 = 10; the title's left 24 + 0 + 16 = 40.
            #expect(layout.frames[dot] == rect(24, 10, 0, 0))
            #expect(layout.frames[title].minX == 40)
            let free = layout.ambiguities.filter { $0.view == dot && $0.isSize }
            #expect(Set(free.map(\.axis)) == [.horizontal, .vertical])
            #expect(free.allSatisfy { $0.range.lowerBound < 0 && $0.range.upperBound > 0 })
            #expect(layout.frames.allSatisfy { $0.width >= 0 && $0.height >= 0 })
        }

        @Test("E24: a size the constraints force below zero stays there (only free sizes settle)")
        func forcedNegativeSizeStays() throws {
            var tree = ViewHierarchy(root: View(kind: .view))
            let box = tree.addSubview(plain(id: "box"), to: 0)
            for constraint in [pin(box, .left, .equal, 0, nil, 50), pin(box, .right, .equal, 0, .left, 30),
                               pin(box, .top, .equal, 0), pin(box, .height, .equal, nil, nil, 10)] {
                try tree.activate(constraint)
            }
            let layout = try tree.layout(in: Size(width: 320, height: 44), context: context)
            #expect(layout.frames[box] == rect(50, 0, -20, 10))
            #expect(layout.ambiguities.isEmpty)
        }

        @Test("E24: a size an optional constraint decides is not free: it stays as solved, even below zero")
        func optionalPushStopsAtZero() throws {
            var tree = ViewHierarchy(root: View(kind: .view))
            let box = tree.addSubview(plain(id: "box"), to: 0)
            for constraint in [pin(box, .left, .equal, 0, nil, 50), pin(box, .top, .equal, 0),
                               pin(box, .height, .equal, nil, nil, 10),
                               pin(box, .width, .lessThanOrEqual, nil, nil, 100),
                               // Wants the box −30 wide at 250, which outranks the settling.
                               pin(box, .right, .equal, 0, .left, 20, priority: .defaultLow)] {
                try tree.activate(constraint)
            }
            let layout = try tree.layout(in: Size(width: 320, height: 44), context: context)
            #expect(layout.frames[box].width == -30)
        }

        @Test("§3: an empty text field is sized by the system default font (17 pt); one with text by its own font")
        func emptyTextFieldUsesTheSystemFont() throws {
            func field(_ size: Double, _ style: TextFieldContent.BorderStyle, text: String = "") throws -> Size {
                try Labels.intrinsicSize(of: View(kind: .textField, content: .textField(
                    TextFieldContent(text: text, font: .systemFont(ofSize: size), borderStyle: style))))
            }
            // "With empty text the system default font is used for the size" (§3): the fixed measurer's 17-pt line
            // is 20.4, so no border 20.5 (a pixel up at @2x), rounded rect 20 + 14 = 34, bezel 20 + 8 = 28, whatever
            // the field's own 30-pt font.
            #expect(try field(30, .none) == Size(width: 0, height: 20.5))
            #expect(try field(30, .roundedRect) == Size(width: 14, height: 34))
            #expect(try field(30, .bezel) == Size(width: 8, height: 28))
            // With text, the field's font sizes it: its 30-pt line is 36 (1.2 × 30).
            #expect(try field(30, .none, text: "451").height == 36)
            #expect(try field(30, .roundedRect, text: "451").height == 50)
        }
    }
}
