// Labels and controls under Auto Layout: intrinsic sizes, wrapping at the width layout gives, baselines.
import Testing
import TesseraConstraints
import TesseraLayout
import TesseraText
import TesseraViews

extension AutoLayoutTests {
    @Suite("Auto Layout · intrinsic sizes and labels")
    struct Labels {
        /// The root with `view` pinned at its top-leading corner, sized by its intrinsic size.
        static func intrinsicSize(of view: View) throws -> Size {
            var tree = ViewHierarchy(root: View(kind: .view))
            var view = view
            view.translatesAutoresizingMaskIntoConstraints = false
            let index = tree.addSubview(view, to: 0)
            try tree.activate(pin(index, .leading, .equal, 0))
            try tree.activate(pin(index, .top, .equal, 0))
            return try tree.layout(in: Size(width: 320, height: 480), context: context).frames[index].size
        }

        @Test("Intrinsic sizes: label, switch, activity indicators, button, text fields")
        func intrinsicSizes() throws {
            #expect(try Self.intrinsicSize(of: label("Hello")) == Size(width: 42.5, height: 20.5))
            #expect(try Self.intrinsicSize(of: label("")) == Size(width: 0, height: 0))
            #expect(try Self.intrinsicSize(of: View(kind: .switchControl, content: .switchControl)) == Size(width: 51, height: 31))
            #expect(try Self.intrinsicSize(of: View(kind: .activityIndicator, content: .activityIndicator(isLarge: false)))
                    == Size(width: 20, height: 20))
            #expect(try Self.intrinsicSize(of: View(kind: .activityIndicator, content: .activityIndicator(isLarge: true)))
                    == Size(width: 37, height: 37))
            // A 15-pt title: 4 × 7.5 wide; its 18-pt line + 6 + 6.
            #expect(try Self.intrinsicSize(of: button("Call")) == Size(width: 30, height: 30))
            let rounded = View(kind: .textField, content: .textField(TextFieldContent(placeholder: "Search",
                                                                                      borderStyle: .roundedRect)))
            // 17-pt line 20.4 → 20 + 14; "Search" 51 wide + 7 + 7.
            #expect(try Self.intrinsicSize(of: rounded) == Size(width: 65, height: 34))
            #expect(try Self.intrinsicSize(of: View(kind: .imageView, content: .image(nil))) == Size(width: 0, height: 0))
        }

        @Test("A label of any number of lines pinned to both sides wraps at the width it gets and sizes the cell")
        func wrapsAtItsLaidOutWidth() throws {
            var tree = ViewHierarchy(root: View(kind: .view))
            // 30 characters, 255 pt on one line; 16 + 16 from the edges of a 200-pt cell leaves 168: 19 per line.
            let text = tree.addSubview(label("The quick brown fox jumps over", lines: 0), to: 0)
            for constraint in [pin(text, .leading, .equal, 0, nil, 16), pin(text, .trailing, .equal, 0, nil, -16),
                               pin(text, .top, .equal, 0, nil, 10), pin(text, .bottom, .equal, 0, nil, -10)] {
                try tree.activate(constraint)
            }
            // "The quick brown fox " / "jumps over": two lines, 40.8 → 41 at @2x, + 20.
            #expect(try fittingHeight(tree, width: 200) == 61)
            #expect(try fittingHeight(tree, width: 400) == 40.5)
        }

        @Test("Baselines: a label's first baseline is its top plus the ascender when the label is as tall as its text")
        func labelBaseline() throws {
            var tree = ViewHierarchy(root: View(kind: .view))
            let a = tree.addSubview(label("Big"), to: 0)
            let b = tree.addSubview(label("small", size: 10), to: 0)
            for constraint in [pin(a, .leading, .equal, 0), pin(a, .top, .equal, 0, nil, 20),
                               pin(b, .leading, .equal, a, .trailing, 4), pin(b, .firstBaseline, .equal, a)] {
                try tree.activate(constraint)
            }
            let layout = try tree.layout(in: Size(width: 320, height: 100), context: context)
            // 20 + 16.32 = 36.32; the 10-pt label (12 tall, baseline 9.6): 36.32 − 9.6 = 26.72 → 26.5.
            #expect(layout.frames[b].minY == 26.5)
        }

        static func textView(_ text: String, size: Double = 12, scrolls: Bool = false) -> View {
            View(kind: .textView, content: .textView(TextViewContent(text: text, font: .systemFont(ofSize: size),
                                                                     isScrollEnabled: scrolls)),
                 translatesAutoresizingMaskIntoConstraints: false)
        }

        @Test("Text views: none while scrolling; else the text plus 8 + 8 insets and 5 + 5 padding, wrapped at the width less 10")
        func textViews() throws {
            #expect(try Self.intrinsicSize(of: Self.textView("Hello", scrolls: true)) == Size(width: 0, height: 0))
            // 12-pt line 14.4 → 14.5 at @2x; empty: 5 + 5 wide. "Hello": 5 × 6 + 10.
            #expect(try Self.intrinsicSize(of: Self.textView("")) == Size(width: 10, height: 30.5))
            #expect(try Self.intrinsicSize(of: Self.textView("Hello")) == Size(width: 40, height: 30.5))
            var tree = ViewHierarchy(root: View(kind: .view))
            // 255 pt on one line at 17 pt; a 200-pt cell leaves 190 for the text: "The quick brown fox " / "jumps over".
            let text = tree.addSubview(Self.textView("The quick brown fox jumps over", size: 17), to: 0)
            for constraint in [pin(text, .leading, .equal, 0), pin(text, .trailing, .equal, 0),
                               pin(text, .top, .equal, 0), pin(text, .bottom, .equal, 0)] {
                try tree.activate(constraint)
            }
            #expect(try fittingHeight(tree, width: 200) == 41 + 16)
            #expect(try fittingHeight(tree, width: 300) == 20.5 + 16)
        }

        @Test("A text view's baseline is its top inset plus the ascender, whatever its height")
        func textViewBaseline() throws {
            var tree = ViewHierarchy(root: View(kind: .view))
            let notes = tree.addSubview(Self.textView("Notes", size: 17), to: 0)
            let side = tree.addSubview(label("Side"), to: 0)
            for constraint in [pin(notes, .leading, .equal, 0), pin(notes, .top, .equal, 0, nil, 20),
                               pin(notes, .height, .equal, nil, nil, 100),
                               pin(side, .leading, .equal, notes, .trailing, 4), pin(side, .firstBaseline, .equal, notes)] {
                try tree.activate(constraint)
            }
            let layout = try tree.layout(in: Size(width: 320, height: 200), context: context)
            // 20 + 8 + 16.32: the label's top is 28 (a label as tall as its text keeps its baseline 16.32 below its top).
            #expect(layout.frames[notes] == rect(0, 20, 5 * 8.5 + 10, 100))
            #expect(layout.frames[side].minY == 28)
        }
    }
}
