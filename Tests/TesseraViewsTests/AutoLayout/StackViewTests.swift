// UIStackView under Auto Layout: distributions, alignments, hidden views, and a stack sizing its cell.
import Testing
import TesseraConstraints
import TesseraLayout
import TesseraViews

extension AutoLayoutTests {
    /// A horizontal stack pinned 16 pt inside the root, holding "Name" (34 × 20.5) and "Value" (42.5 × 20.5),
    /// the first hugging at 251 so that the second stretches.
    static func row(spacing: Double = 8, alignment: StackViewProperties.Alignment = .fill,
                    distribution: StackViewProperties.Distribution = .fill,
                    second: View = label("Value")) throws -> (ViewHierarchy, stack: Int, views: [Int]) {
        var tree = ViewHierarchy(root: View(kind: .view))
        let stack = tree.addSubview(self.stack(.horizontal, spacing: spacing, alignment: alignment,
                                               distribution: distribution), to: 0)
        var first = label("Name")
        first.contentHugging.horizontal = 251
        let a = tree.addArrangedSubview(first, to: stack)
        let b = tree.addArrangedSubview(second, to: stack)
        for constraint in [pin(stack, .leading, .equal, 0, nil, 16), pin(stack, .trailing, .equal, 0, nil, -16),
                           pin(stack, .top, .equal, 0, nil, 16), pin(stack, .bottom, .equal, 0, nil, -16)] {
            try tree.activate(constraint)
        }
        return (tree, stack, [a, b])
    }

    @Suite("Auto Layout · stack views")
    struct StackViews {
        @Test("A row sizes its cell: 16 + one line (20.5) + 16; the less hugging label takes the room")
        func rowSizesTheCell() throws {
            let (tree, _, views) = try row()
            #expect(try fittingHeight(tree, width: 320) == 52.5)
            let layout = try tree.layout(in: Size(width: 320, height: 52.5), context: context)
            #expect(layout.frames[views[0]] == rect(16, 16, 34, 20.5))
            #expect(layout.frames[views[1]] == rect(58, 16, 246, 20.5))
            #expect(layout.conflicts.isEmpty)
        }

        @Test("fillEqually gives both views (320 − 32 − 8) / 2 = 140")
        func fillEqually() throws {
            let (tree, _, views) = try row(distribution: .fillEqually)
            let layout = try tree.layout(in: Size(width: 320, height: 52.5), context: context)
            #expect(layout.frames[views[0]] == rect(16, 16, 140, 20.5))
            #expect(layout.frames[views[1]] == rect(164, 16, 140, 20.5))
        }

        @Test("fillProportionally shares the length by intrinsic widths: 34 and 42.5 of 84.5 (spacing counted)")
        func fillProportionally() throws {
            let (tree, stack, views) = try row(distribution: .fillProportionally)
            let layout = try tree.layout(in: Size(width: 320, height: 52.5), context: context)
            // 288 × 34 / 84.5 = 115.88 at 999 wins; the second takes the rest: 288 − 115.88 − 8.
            #expect(abs(layout.frames[views[0]].width - 116) < 0.5)
            #expect(layout.frames[views[1]].maxX == layout.frames[stack].maxX)
        }

        @Test("equalSpacing: views at their sizes, the gaps equal (here one gap: 288 − 34 − 42.5)")
        func equalSpacing() throws {
            let (tree, _, views) = try row(distribution: .equalSpacing)
            let layout = try tree.layout(in: Size(width: 320, height: 52.5), context: context)
            #expect(layout.frames[views[0]] == rect(16, 16, 34, 20.5))
            #expect(layout.frames[views[1]] == rect(261.5, 16, 42.5, 20.5))
        }

        @Test("Center alignment: a 40-pt image and a label, the label centred on the image; the stack as tall as the image")
        func centerAlignment() throws {
            let (tree, stack, views) = try row(alignment: .center, second: image(40, 40))
            #expect(try fittingHeight(tree, width: 320) == 72)
            let layout = try tree.layout(in: Size(width: 320, height: 72), context: context)
            #expect(layout.frames[stack] == rect(16, 16, 288, 40))
            // 16 + (40 − 20.5) / 2 = 25.75, on the pixel grid 26.
            #expect(layout.frames[views[0]] == rect(16, 26, 34, 20.5))
            #expect(layout.frames[views[1]].minY == 16)
        }

        @Test("First-baseline alignment: a 15-pt label sits on the 17-pt one's baseline (16.32 vs 14.4 below their tops)")
        func firstBaseline() throws {
            let (tree, _, views) = try row(alignment: .firstBaseline, second: label("small", size: 15))
            let layout = try tree.layout(in: Size(width: 320, height: 52.5), context: context)
            let big = layout.frames[views[0]], small = layout.frames[views[1]]
            #expect(big.minY == 16)
            // The 15-pt label is 18 tall, its baseline 14.4 below its top: 16 + 16.32 − 14.4 = 17.92, on the grid 18.
            #expect(small.minY == 18)
        }

        @Test("A hidden view is 0 long and the spacing after it 0")
        func hiddenView() throws {
            var hidden = label("Gone")
            hidden.isHidden = true
            var tree = ViewHierarchy(root: View(kind: .view))
            let stack = tree.addSubview(AutoLayoutTests.stack(.vertical, spacing: 10), to: 0)
            let a = tree.addArrangedSubview(hidden, to: stack)
            let b = tree.addArrangedSubview(label("Shown"), to: stack)
            for constraint in [pin(stack, .leading, .equal, 0), pin(stack, .trailing, .equal, 0),
                               pin(stack, .top, .equal, 0), pin(stack, .bottom, .equal, 0)] {
                try tree.activate(constraint)
            }
            #expect(try fittingHeight(tree, width: 320) == 20.5)
            let layout = try tree.layout(in: Size(width: 320, height: 20.5), context: context)
            #expect(layout.frames[a].height == 0)
            #expect(layout.frames[b] == rect(0, 0, 320, 20.5))
        }
    }
}
