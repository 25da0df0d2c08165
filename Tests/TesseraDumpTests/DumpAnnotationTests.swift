// Estimated-ness, handler presentation (alpha, transform, hidden) and identities in text and JSON dumps and diffs.

import Testing
import TesseraDump
import TesseraLayout

@Suite("Frame dumps · estimated, presentation, identity")
struct DumpAnnotationTests {
    /// A cell at its estimate, a cell the handler halved, faded and hid, with identities.
    static func annotated() -> FrameDump {
        var estimated = DumpElement(category: .cell, kind: nil, section: 0, item: 0,
                                    frame: Rect(x: 0, y: 0, width: 100, height: 44), zIndex: 0)
        estimated.isEstimated = true
        estimated.identifier = "row \"a\""
        var handled = DumpElement(category: .cell, kind: nil, section: 0, item: 1,
                                  frame: Rect(x: 125, y: 25, width: 50, height: 50), zIndex: 3)
        handled.transform = .scale(x: 0.5, y: 0.5)
        handled.alpha = 0.25
        handled.isHidden = true
        return FrameDump(container: Size(width: 320, height: 480), scale: 2, contentSize: Size(width: 320, height: 100),
                         elements: [estimated, handled])
    }

    @Test("Text: 'estimated' after the frame, then center, transform, alpha, hidden and id; read back as written")
    func textRoundTrip() throws {
        let text = TextDumpFormat.write(Self.annotated())
        #expect(text.contains("cell [0, 0] frame = (0 0; 100 44) estimated; zIndex = 0; id = \"row \\\"a\\\"\"\n"))
        #expect(text.contains("cell [0, 1] frame = (125 25; 50 50); zIndex = 3; center = (150 50); "
                              + "transform = [0.5, 0, 0, 0.5, 0, 0]; alpha = 0.25; hidden = YES\n"))
        #expect(try TextDumpFormat.parse(text) == Self.annotated())
        #expect(throws: DumpParseError(line: 3, message: "expected 'center', 'transform', 'alpha', 'hidden' or 'id', found 'tint' (column 45)")) {
            try TextDumpFormat.parse("container = (1 1); scale = 1; contentSize = (1 1)\n\ncell [0, 0] frame = (0 0; 1 1); zIndex = 0; tint = 1\n")
        }
    }

    @Test("JSON: \"estimated\": true, the handler's fields and \"id\"; read back as written")
    func jsonRoundTrip() throws {
        let json = JSONDumpFormat.write(Self.annotated())
        #expect(json.contains("\"zIndex\": 0, \"estimated\": true, \"id\": \"row \\\"a\\\"\"}"))
        #expect(json.contains("\"zIndex\": 3, \"center\": {\"x\": 150, \"y\": 50}, \"transform\": {\"a\": 0.5, \"b\": 0, "
                              + "\"c\": 0, \"d\": 0.5, \"tx\": 0, \"ty\": 0}, \"alpha\": 0.25, \"hidden\": true}"))
        #expect(try JSONDumpFormat.parse(json) == Self.annotated())
    }

    @Test("A diff says when a cell stopped standing at its estimate, and what the handler changed")
    func diffs() {
        var after = Self.annotated()
        after.elements[0].isEstimated = false
        after.elements[1].alpha = 1
        let diff = DumpDiff(expected: Self.annotated(), actual: after)
        #expect(diff.text() == """
            section 0:
              ~ cell [0, 0] id "row \\"a\\"": now measured
              ~ cell [0, 1]: alpha 0.25 → 1
            2 of 2 elements differ: 1 now measured, 1 with changed alpha, transform or hidden
            """)
    }
}
