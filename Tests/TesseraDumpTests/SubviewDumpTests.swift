// Subviews in dumps: under their cell in text, nested in JSON, read back, compared, drawn.

import Testing
import TesseraDump
import TesseraLayout

@Suite("Frame dumps · subviews")
struct SubviewDumpTests {
    /// A cell at (16, 100) holding a card view at (8, 8) with a label 4 inside it (at (12, 12) in the cell's
    /// coordinates, as the model keeps it), and an image beside it.
    static func dump() -> FrameDump {
        var cell = DumpElement(category: .cell, kind: nil, section: 0, item: 2,
                               frame: Rect(x: 16, y: 100, width: 343, height: 60), zIndex: 0)
        cell.subviews = [
            ElementSubview(depth: 1, className: "UIView", name: "card", frame: Rect(x: 8, y: 8, width: 200, height: 44)),
            ElementSubview(depth: 2, className: "UILabel", frame: Rect(x: 12, y: 12, width: 120, height: 20.5),
                        text: "Two \"lines\"\nhere", pointSize: 17),
            ElementSubview(depth: 1, className: "UIImageView", name: "photo", frame: Rect(x: 291, y: 8, width: 44, height: 44)),
        ]
        return FrameDump(container: Size(width: 375, height: 667), scale: 2, contentSize: Size(width: 375, height: 300),
                         elements: [cell])
    }

    @Test("Text dumps list subviews under their cell, two spaces a level, in their superview and in the collection view")
    func textFormat() throws {
        let text = TextDumpFormat.write(Self.dump())
        #expect(text == """
            # Tessera frame dump
            container = (375 667); scale = 2; contentSize = (375 300)
            cell [0, 2] frame = (16 100; 343 60); zIndex = 0
              UIView "card" frame = (8 8; 200 44); in collection view = (24 108; 200 44)
                UILabel frame = (4 4; 120 20.5); in collection view = (28 112; 120 20.5); text = "Two \\"lines\\"\\nhere"
              UIImageView "photo" frame = (291 8; 44 44); in collection view = (307 108; 44 44)

            """)
        let parsed = try TextDumpFormat.parse(text)
        var expected = Self.dump()
        expected.elements[0].subviews[1].pointSize = nil
        #expect(parsed == expected)
    }

    @Test("Texts are quoted by character: a CR LF and a quote mark carrying a combining mark stay as they are")
    func textQuotingByCharacter() throws {
        var dump = Self.dump()
        // "\r\n" is one character (not a line feed), and "\"\u{301}" one character (not a quote mark): kept, as the
        // character-by-character quoting keeps them; the plain line feed and backslash are escaped.
        dump.elements[0].subviews[1].text = "A\r\nB \"\u{301} \\ é\nC"
        dump.elements[0].subviews[0].name = "caf\u{E9} \"x\""
        let lines = TextDumpFormat.write(dump).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[3] == "  UIView \"caf\u{E9} \\\"x\\\"\" frame = (8 8; 200 44); in collection view = (24 108; 200 44)")
        #expect(lines[4] == "    UILabel frame = (4 4; 120 20.5); in collection view = (28 112; 120 20.5); "
                + "text = \"A\r\nB \"\u{301} \\\\ é\\nC\"")
    }

    @Test("A hidden subview ends with '; hidden', the views inside it with '; in a hidden view'; both read back")
    func hiddenSubviews() throws {
        var dump = Self.dump()
        dump.elements[0].subviews[0].isHidden = true
        let text = TextDumpFormat.write(dump)
        let lines = text.split(separator: "\n")
        #expect(lines[3] == "  UIView \"card\" frame = (8 8; 200 44); in collection view = (24 108; 200 44); hidden")
        #expect(lines[4] == "    UILabel frame = (4 4; 120 20.5); in collection view = (28 112; 120 20.5); "
                + "text = \"Two \\\"lines\\\"\\nhere\"; in a hidden view")
        // The image beside the card, one level up again, shows.
        #expect(lines[5] == "  UIImageView \"photo\" frame = (291 8; 44 44); in collection view = (307 108; 44 44)")
        var expected = dump
        expected.elements[0].subviews[1].pointSize = nil
        #expect(try TextDumpFormat.parse(text) == expected)
        let json = JSONDumpFormat.write(dump)
        #expect(json.contains("\"frameInCollectionView\": {\"x\": 24, \"y\": 108, \"width\": 200, \"height\": 44}, \"hidden\": true"))
        #expect(try JSONDumpFormat.parse(json).elements[0].subviews.map(\.isHidden) == [true, false, false])
    }

    @Test("JSON nests subviews and reads them back flattened")
    func jsonFormat() throws {
        let text = JSONDumpFormat.write(Self.dump())
        #expect(text.contains("\"subviews\": [{\"class\": \"UIView\", \"name\": \"card\", \"frame\": {\"x\": 8, \"y\": 8, \"width\": 200, \"height\": 44}, "
                              + "\"frameInCollectionView\": {\"x\": 24, \"y\": 108, \"width\": 200, \"height\": 44}, \"subviews\": [{\"class\": \"UILabel\""))
        // The nested label's frame is in the card's coordinates, as UIKit's `frame`.
        #expect(text.contains("{\"class\": \"UILabel\", \"frame\": {\"x\": 4, \"y\": 4, \"width\": 120, \"height\": 20.5}, "
                              + "\"frameInCollectionView\": {\"x\": 28, \"y\": 112, \"width\": 120, \"height\": 20.5}"))
        #expect(try JSONDumpFormat.parse(text) == Self.dump())
    }

    @Test("A diff names the subviews that moved, changed size or text, hid, appeared and went")
    func diff() throws {
        var actual = Self.dump()
        actual.elements[0].subviews[1].frame.size.width = 100
        actual.elements[0].subviews[1].text = "One line"
        actual.elements[0].subviews[1].isHidden = true
        actual.elements[0].subviews.removeLast()
        let diff = DumpDiff(expected: Self.dump(), actual: actual)
        #expect(diff.text() == """
            section 0:
              ~ cell [0, 2]: subviews changed
                  › UILabel: resized Δw -20, text "Two \\"lines\\"\\nhere" → "One line", hidden — (4 4; 120 20.5) → (4 4; 100 20.5)
                  › - UIImageView "photo" from (291 8; 44 44)
            1 of 1 elements differs: 1 with changed subviews
            """)
    }

    @Test("Pictures draw labels' text and hatch image views")
    func svg() {
        var dump = Self.dump()
        dump.elements[0].subviews[1].lines = ["Two \"lines\"", "here"]
        let svg = SVGDumpFormat.write(dump)
        #expect(svg.contains("<g class=\"subview image\"><title>UIImageView \"photo\" (291 8; 44 44)</title><rect x=\"307\" y=\"108\" width=\"44\" height=\"44\"/></g>"))
        #expect(svg.contains(">Two \"lines\"</text>"))
        #expect(svg.contains(">here</text>"))
    }
}
