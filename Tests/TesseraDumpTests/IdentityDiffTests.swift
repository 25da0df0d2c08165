// Diffs that match elements by identity, report insertions and deletions, and collapse runs of identical moves.

import Testing
import TesseraDump
import TesseraLayout

@Suite("Dump diffs · identities and runs")
struct IdentityDiffTests {
    /// A settings list: `ids.count` rows 44 points tall, each with its identity (none when `identified` is false).
    static func rows(_ ids: [String], identified: Bool = true, tall: [String: Double] = [:]) -> FrameDump {
        var y = 0.0
        let elements = ids.enumerated().map { item, id in
            let height = tall[id] ?? 44
            var element = DumpElement(category: .cell, kind: nil, section: 0, item: item,
                                      frame: Rect(x: 0, y: y, width: 320, height: height), zIndex: 0)
            y += height
            if identified { element.identifier = id }
            return element
        }
        return FrameDump(container: Size(width: 320, height: 480), scale: 2, contentSize: Size(width: 320, height: y),
                         elements: elements)
    }

    static let settings = ["wifi", "bluetooth", "cellular", "hotspot", "vpn", "notifications", "sounds", "focus"]

    @Test("Deleting one identified row: a deletion and one line for the rows that moved up, not a changed last row")
    func deletion() {
        var after = Self.settings
        after.remove(at: 1)
        let diff = DumpDiff(expected: Self.rows(Self.settings), actual: Self.rows(after))
        #expect(diff.text() == """
            contentSize (320 352) → (320 308): Δh -44
            section 0:
              - cell [0, 1] id "bluetooth": deleted from (0 44; 320 44)
              ~ cells [0, 1]…[0, 6] item -1, moved Δy -44 (6 elements)
            7 elements differ (8 → 7 elements): 6 moved, 1 deleted, 6 renumbered
            """)
    }

    @Test("The same change matched by position: the last row disappears and each row after the gap changed")
    func deletionByPosition() {
        var after = Self.settings
        after.remove(at: 1)
        let diff = DumpDiff(expected: Self.rows(Self.settings, identified: false), actual: Self.rows(after, identified: false))
        #expect(diff.text() == """
            contentSize (320 352) → (320 308): Δh -44
            section 0:
              - cell [0, 7]: disappeared from (0 308; 320 44)
            1 element differs (8 → 7 elements): 1 disappeared
            """)
    }

    @Test("An insertion is reported as one; two moves are listed, three or more alike are one line")
    func insertion() {
        let after = ["wifi", "bluetooth", "airplane"] + Self.settings.dropFirst(2)
        let diff = DumpDiff(expected: Self.rows(Self.settings), actual: Self.rows(after))
        #expect(diff.text().contains("  + cell [0, 2] id \"airplane\": inserted at (0 88; 320 44)\n"))
        #expect(diff.text().contains("  ~ cells [0, 3]…[0, 8] item +1, moved Δy +44 (6 elements)\n"))
        let short = DumpDiff(expected: Self.rows(Array(Self.settings.prefix(4))),
                             actual: Self.rows(["wifi", "bluetooth", "x"] + Self.settings[2..<4]))
        #expect(short.text() == """
            contentSize (320 176) → (320 220): Δh +44
            section 0:
              + cell [0, 2] id "x": inserted at (0 88; 320 44)
              ~ cell [0, 3] id "cellular": item +1, moved Δy +44 — (0 88; 320 44) → (0 132; 320 44)
              ~ cell [0, 4] id "hotspot": item +1, moved Δy +44 — (0 132; 320 44) → (0 176; 320 44)
            3 elements differ (4 → 5 elements): 2 moved, 1 inserted, 2 renumbered
            """)
    }

    @Test("One longer message in a chat of 40, matched by position: the rows below collapse to one line")
    func runsCollapse() {
        let ids = (0..<40).map { "m\($0)" }
        let diff = DumpDiff(expected: Self.rows(ids, identified: false),
                            actual: Self.rows(ids, identified: false, tall: ["m3": 146.5]))
        #expect(diff.text() == """
            contentSize (320 1760) → (320 1862.5): Δh +102.5
            section 0:
              ~ cell [0, 3]: resized Δh +102.5 — (0 132; 320 44) → (0 132; 320 146.5)
              ~ cells [0, 4]…[0, 39] moved Δy +102.5 (36 elements)
            37 of 40 elements differ: 36 moved, 1 resized
            """)
    }
}
