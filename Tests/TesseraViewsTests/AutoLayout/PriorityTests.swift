// Content hugging and compression resistance between two labels in a row, multipliers and priorities.
import Testing
import TesseraConstraints
import TesseraLayout
import TesseraViews

extension AutoLayoutTests {
    /// Two labels in a row 16 pt from the edges, 8 pt apart: "Name" (4 × 8.5 = 34 wide) and "Value" (42.5).
    static func twoLabels(leftHugging: Priority? = nil, leftResistance: Priority? = nil,
                          names: (String, String) = ("Name", "Value")) throws -> ViewHierarchy {
        var tree = ViewHierarchy(root: View(kind: .view))
        var left = label(names.0, id: "left")
        if let leftHugging { left.contentHugging.horizontal = leftHugging }
        if let leftResistance { left.compressionResistance.horizontal = leftResistance }
        let a = tree.addSubview(left, to: 0)
        let b = tree.addSubview(label(names.1, id: "right"), to: 0)
        for constraint in [pin(a, .leading, .equal, 0, nil, 16), pin(b, .leading, .equal, a, .trailing, 8),
                           pin(b, .trailing, .equal, 0, nil, -16), pin(a, .top, .equal, 0), pin(b, .top, .equal, 0)] {
            try tree.activate(constraint)
        }
        return tree
    }

    @Suite("Auto Layout · priorities")
    struct Priorities {
        @Test("With room to spare, the label that hugs less (250 < 251) stretches; the other keeps its text's width")
        func huggingDecidesWhoStretches() throws {
            let tree = try twoLabels(leftHugging: 251)
            let layout = try tree.layout(in: Size(width: 320, height: 44), context: context)
            #expect(layout.frames[1] == rect(16, 0, 34, 20.5))
            #expect(layout.frames[2] == rect(58, 0, 246, 20.5))
            #expect(layout.ambiguities.isEmpty)
        }

        @Test("With equal hugging the stretch is ambiguous, and hasAmbiguousLayout says so for both labels")
        func equalHuggingIsAmbiguous() throws {
            let tree = try twoLabels()
            let layout = try tree.layout(in: Size(width: 320, height: 44), context: context)
            let ambiguous = Set(layout.ambiguities.filter { $0.axis == .horizontal }.map(\.view))
            #expect(ambiguous == [1, 2])
            let log = ConstraintLog(hierarchy: tree)
            let width = try #require(layout.ambiguities.first { $0.view == 1 && $0.isSize })
            #expect(log.text(of: width) == "left has an ambiguous layout: its width can be anything from 34 to 237.5")
        }

        @Test("Without room, the label that resists less (749 < 750) is compressed: 'which label truncates'")
        func resistanceDecidesWhoTruncates() throws {
            // 20 + 13 characters: 170 + 110.5 + 16 + 8 + 16 = 320.5 > 200.
            let tree = try twoLabels(leftHugging: 251, leftResistance: 749,
                                     names: ("A rather long caption", "Second value"))
            let layout = try tree.layout(in: Size(width: 200, height: 44), context: context)
            #expect(layout.frames[2].width == 102)
            #expect(layout.frames[1] == rect(16, 0, 58, 20.5))
        }

        @Test("A multiplier scales the second anchor: width == 0.5 × superview.width - 10")
        func multiplier() throws {
            var tree = ViewHierarchy(root: View(kind: .view))
            let box = tree.addSubview(plain(), to: 0)
            try tree.activate(pin(box, .width, .equal, 0, nil, multiplier: 0.5, -10))
            try tree.activate(pin(box, .height, .equal, box, .width, multiplier: 0.25))
            try tree.activate(pin(box, .centerX, .equal, 0))
            try tree.activate(pin(box, .top, .equal, 0))
            let layout = try tree.layout(in: Size(width: 320, height: 200), context: context)
            #expect(layout.frames[box] == rect(85, 0, 150, 37.5))
        }

        @Test("Priorities are strict levels: one 251 constraint beats any number of 250 ones")
        func strictLevels() throws {
            var tree = ViewHierarchy(root: View(kind: .view))
            let box = tree.addSubview(plain(), to: 0)
            try tree.activate(pin(box, .leading, .equal, 0))
            try tree.activate(pin(box, .top, .equal, 0))
            try tree.activate(pin(box, .height, .equal, nil, nil, 10))
            for _ in 0..<10 { try tree.activate(pin(box, .width, .equal, nil, nil, 100, priority: 250)) }
            try tree.activate(pin(box, .width, .equal, nil, nil, 30, priority: 251))
            let layout = try tree.layout(in: Size(width: 320, height: 200), context: context)
            #expect(layout.frames[box].width == 30)
        }
    }
}
