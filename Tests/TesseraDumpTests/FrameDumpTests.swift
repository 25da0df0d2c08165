// Frame dumps: the text and JSON formats, read back, and built from a solved layout.

import Testing
import TesseraDump
import TesseraLayout

@Suite("Frame dumps")
struct FrameDumpTests {
    /// A small layout with a header, a badge, a decoration and a layout-level footer.
    static func sampleLayout() throws -> SolvedLayout {
        let badge = SupplementaryItem(layoutSize: LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)),
                                      elementKind: "badge", containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .absolute(20)),
                              supplementaryItems: [badge])
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
                                           subitems: [.item(item)])
        let header = BoundarySupplementaryItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                                               elementKind: "section \"header\"", alignment: .top)
        let footer = BoundarySupplementaryItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)),
                                               elementKind: "footer", alignment: .bottom)
        let section = LayoutSection(group: group, boundarySupplementaryItems: [header],
                                    decorationItems: [.background(elementKind: "background")])
        let layout = CompositionalLayout(section: section,
                                         configuration: LayoutConfiguration(boundarySupplementaryItems: [footer]))
        return try layout.solve(itemCounts: [2], in: CollectionViewGeometry(size: Size(width: 320, height: 480),
                                                                         traitCollection: TraitCollection(displayScale: 2)))
    }

    @Test func writesTheTextFormatInLayoutOrder() throws {
        let text = TextDumpFormat.write(FrameDump(try Self.sampleLayout()), comments: ["script: sample.lua"])
        #expect(text == """
            # Tessera frame dump
            # script: sample.lua
            container = (320 480); scale = 2; contentSize = (320 60)
            supplementaryView "footer" [0, NSIntegerMax] frame = (0 50; 320 10); zIndex = 1
            supplementaryView "section \\"header\\"" [0, 0] frame = (0 0; 320 30); zIndex = 1
            decorationView "background" [0, 0] frame = (0 0; 320 50); zIndex = 0
            cell [0, 0] frame = (0 30; 106.5 20); zIndex = 1
            supplementaryView "badge" [0, 0] frame = (96.5 30; 10 10); zIndex = 1
            cell [0, 1] frame = (106.5 30; 106.5 20); zIndex = 1
            supplementaryView "badge" [0, 1] frame = (203 30; 10 10); zIndex = 1

            """)
    }

    @Test func textDumpsReadBack() throws {
        let dump = FrameDump(try Self.sampleLayout())
        #expect(try TextDumpFormat.parse(TextDumpFormat.write(dump)) == dump)
    }

    @Test("A sink writes numbers as Double's description, whole ones as integers, across block boundaries")
    func sinkNumbers() throws {
        let values: [Double] = [0, -0.0, 7, -12, 20.333333333333332, 0.1, 1e-7, 123456.78901234567, -1.7976931348623157e308,
                                5e-324, 1e15, 1e16, 2.5e300]
        var bytes: [UInt8] = []
        let sink = DumpSink(blockSize: 256) { bytes.append(contentsOf: $0) }
        var expected = ""
        for round in 0..<2_000 {
            let value = values[round % values.count]
            try sink.write(number: value)
            try sink.write(",")
            expected += (value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : value.description) + ","
        }
        try sink.finish()
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
    }

    @Test func jsonDumpsReadBackExactly() throws {
        var dump = FrameDump(try Self.sampleLayout())
        dump.elements[3].frame.origin.x = 1.0 / 3
        let json = JSONDumpFormat.write(dump)
        #expect(try JSONDumpFormat.parse(json) == dump)
        #expect(json.contains(#"{"category": "supplementaryView", "kind": "footer", "section": 0, "item": 9223372036854775807, "frame": {"x": 0, "y": 50, "width": 320, "height": 10}, "zIndex": 1}"#))
    }

    @Test("Text errors name the line and what was expected", arguments: [
        ("container = (320 480); scale = 2; contentSize = (320 60)\ncell [0, 0] frame = (0 0; 1 x); zIndex = 0",
         "dump.txt:2: expected a number, found 'x' (column 29)"),
        ("container = (320 480); scale = 2; contentSize = (320 60)\nbox [0, 0] frame = (0 0; 1 1); zIndex = 0",
         "dump.txt:2: expected 'cell', 'supplementaryView' or 'decorationView', found 'box' (column 4)"),
        ("container = (320 480); scale = 2; contentSize = (320 60)\nsupplementaryView [0, 0] frame = (0 0; 1 1); zIndex = 0",
         "dump.txt:2: expected the element kind in quotes after 'supplementaryView' (column 19)"),
        ("# only a comment\n", "dump.txt:2: expected 'container = (w h); scale = s; contentSize = (w h)': this is not a Tessera text dump"),
    ])
    func textErrors(text: String, message: String) {
        #expect(throws: DumpParseError.self) { try TextDumpFormat.parse(text, file: "dump.txt") }
        do { _ = try TextDumpFormat.parse(text, file: "dump.txt") } catch { #expect("\(error)" == message) }
    }

    @Test func jsonErrorsNameTheElement() {
        let json = #"{"container": {"width": 1, "height": 1}, "scale": 2, "contentSize": {"width": 1, "height": 1}, "elements": [{"category": "cell"}]}"#
        do {
            _ = try JSONDumpFormat.parse(json, file: "golden.json")
            Issue.record("parsed an element without a section")
        } catch {
            #expect("\(error)" == "golden.json:1: expected 'elements[0].section' to be a number")
        }
    }
}
