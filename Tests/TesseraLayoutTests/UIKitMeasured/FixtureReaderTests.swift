// The case-file reader: null as "not set", and an unreadable case failing alone, by name and field.

import Foundation
import Testing
import TesseraLayout

@Suite("UIKit-measured case reader")
struct FixtureReaderTests {
    /// Writes `json` to a temporary case file and loads it.
    private func load(_ json: String) throws -> [FixtureEntry] {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-cases-\(UUID().uuidString).json")
        try json.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        return FixtureEntry.load(path: url.path)
    }

    private let item = #"{"type": "item", "size": {"width": {"fractionalWidth": 0.5}, "height": {"absolute": 10}}}"#

    @Test("A case with a field it cannot decode fails alone, naming the case and the field")
    func undecodableCaseFailsAlone() throws {
        let entries = try load("""
            [{"name": "good", "container": {"width": 320, "height": 480}, "counts": [2],
              "section": {"group": {"type": "group", "axis": "horizontal",
                "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 10}}, "subitems": [\(item)]}},
              "expected": {"elements": []}},
             {"name": "bad counts", "container": {"width": 320, "height": 480}, "counts": "three",
              "expected": {"elements": []}}]
            """)
        #expect(entries.count == 2)
        let good = try entries[0].fixture()
        #expect(good.name == "good")
        let solved = try good.layout(handlers: FixtureHandlers()).solve(itemCounts: good.counts, in: good.geometry)
        #expect(solved.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 160, y: 0, width: 160, height: 10))
        #expect(throws: FixtureError.self) { try entries[1].fixture() }
        do {
            _ = try entries[1].fixture()
        } catch {
            #expect("\(error)".hasPrefix("case 'bad counts' in tessera-cases-"))
            #expect("\(error)".hasSuffix("field 'counts': expected Array<Any>"))
        }
    }

    @Test("A case whose description names an unknown value fails when built, naming the field")
    func unknownValueNamesTheField() throws {
        let entries = try load("""
            [{"name": "depth", "container": {"width": 320, "height": 480}, "counts": [1],
              "section": {"group": {"type": "group", "axis": "horizontal",
                "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 10}},
                "subitems": [{"type": "item", "size": {"width": {"fractionalDepth": 1}, "height": {"absolute": 10}}}]},
                "boundarySupplementaryItems": null},
              "expected": {"elements": []}}]
            """)
        let fixture = try entries[0].fixture()
        #expect(throws: FixtureError("field 'section.group.subitems[0].size.width': unknown dimension 'fractionalDepth' "
                                        + "(fractionalWidth, fractionalHeight, absolute, estimated or uniformAcrossSiblings)")) {
            try fixture.layout(handlers: FixtureHandlers())
        }
    }

    @Test("A file that is not an array of cases is one broken entry, not a crash")
    func notAnArray() throws {
        let entries = try load(#"{"name": "x"}"#)
        #expect(entries.count == 1)
        #expect(throws: FixtureError.self) { try entries[0].fixture() }
    }
}
