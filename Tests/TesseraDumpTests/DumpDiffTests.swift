// The semantic dump diff: matching by key, tolerance, every kind of change, order, text and cap.

import Testing
import TesseraDump
import TesseraLayout

@Suite("Dump diffs")
struct DumpDiffTests {
    static func cell(_ section: Int, _ item: Int, _ x: Double, _ y: Double, _ w: Double = 100, _ h: Double = 40,
                     z: Int = 0) -> DumpElement {
        DumpElement(category: .cell, kind: nil, section: section, item: item,
                    frame: Rect(x: x, y: y, width: w, height: h), zIndex: z)
    }

    static func view(_ kind: String, _ section: Int, _ item: Int, _ y: Double, category: ElementCategory = .supplementaryView) -> DumpElement {
        DumpElement(category: category, kind: kind, section: section, item: item,
                    frame: Rect(x: 0, y: y, width: 320, height: 30), zIndex: 1)
    }

    static func dump(_ elements: [DumpElement], content: Size = Size(width: 320, height: 200),
                     container: Size = Size(width: 320, height: 480), scale: Double = 2) -> FrameDump {
        FrameDump(container: container, scale: scale, contentSize: content, elements: elements)
    }

    static let golden = dump([view("header", 0, 0, 0), cell(0, 0, 0, 30), cell(0, 1, 100, 30), cell(0, 2, 200, 30),
                              view("background", 0, 0, 0, category: .decorationView), view("footer", 0, .max, 170)])

    @Test func identicalDumpsHaveNoDifferences() {
        let diff = DumpDiff(expected: Self.golden, actual: Self.golden)
        #expect(diff.isEmpty)
        #expect(diff.text() == "no differences")
    }

    @Test func reportsMovedResizedAndRestackedElementsWithTheirDeltas() {
        var actual = Self.golden
        actual.elements[2] = Self.cell(0, 1, 100, 42)              // moved Δy +12
        actual.elements[3] = Self.cell(0, 2, 197, 30, 103, 52)     // moved Δx -3, resized Δw +3 Δh +12
        actual.elements[1].zIndex = 2
        let diff = DumpDiff(expected: Self.golden, actual: actual)
        #expect(diff.elements.map(\.key.indexPath.item) == [0, 1, 2])
        #expect(diff.elements[1].isMoved && !diff.elements[1].isResized)
        #expect(diff.elements[1].delta == Point(x: 0, y: 12))
        #expect(diff.elements[2].sizeDelta == Point(x: 3, y: 12))
        #expect(diff.text() == """
            section 0:
              ~ cell [0, 0]: zIndex 0 → 2
              ~ cell [0, 1]: moved Δy +12 — (100 30; 100 40) → (100 42; 100 40)
              ~ cell [0, 2]: moved Δx -3, resized Δw +3 Δh +12 — (200 30; 100 40) → (197 30; 103 52)
            3 of 6 elements differ: 2 moved, 1 resized, 1 zIndex changed
            """)
    }

    @Test func appearedAndDisappearedElementsAreMatchedByKey() {
        var actual = Self.golden
        actual.elements.remove(at: 3)                               // cell [0, 2] disappears
        actual.elements.append(Self.cell(1, 0, 0, 200))             // cell [1, 0] appears
        actual.elements.swapAt(1, 2)                                // order alone does not count
        let diff = DumpDiff(expected: Self.golden, actual: actual)
        #expect(diff.elements.count == 2)
        #expect(diff.elements[0].isDisappeared && diff.elements[1].isAppeared)
        #expect(diff.text() == """
            section 0:
              - cell [0, 2]: disappeared from (200 30; 100 40)
            section 1:
              + cell [1, 0]: appeared at (0 200; 100 40)
            2 of 6 elements differ: 1 appeared, 1 disappeared
            """)
    }

    @Test func countsDifferWhenElementsAppear() {
        var actual = Self.golden
        actual.elements.append(Self.cell(0, 3, 300, 30))
        let diff = DumpDiff(expected: Self.golden, actual: actual)
        #expect(diff.summary == "1 element differs (6 → 7 elements): 1 appeared")
        #expect(diff.expectedCount == 6 && diff.actualCount == 7)
    }

    @Test func differencesWithinTheToleranceDoNotCount() {
        var actual = Self.golden
        actual.elements[1].frame.origin.y += 0.25
        actual.elements[2].frame.size.width -= 0.2
        actual.contentSize.height += 0.25
        #expect(DumpDiff(expected: Self.golden, actual: actual, tolerance: 0.25).isEmpty)
        let strict = DumpDiff(expected: Self.golden, actual: actual, tolerance: 0.1)
        #expect(strict.elements.count == 2)
        #expect(strict.contentSize == DumpDiff.Change(expected: Size(width: 320, height: 200),
                                                      actual: Size(width: 320, height: 200.25)))
        // Only the components beyond the tolerance are named.
        actual.elements[1].frame.origin.x += 5
        let tolerant = DumpDiff(expected: Self.golden, actual: actual, tolerance: 0.5)
        #expect(tolerant.text().contains("~ cell [0, 0]: moved Δx +5 — (0 30; 100 40) → (5 30.25; 100 40)"))
    }

    @Test func reportsContainerScaleAndContentSizeChanges() {
        let actual = Self.dump(Self.golden.elements, content: Size(width: 320, height: 212),
                               container: Size(width: 375, height: 667), scale: 3)
        let diff = DumpDiff(expected: Self.golden, actual: actual, tolerance: 0.5)
        #expect(diff.text() == """
            scale 2 → 3
            container (320 480) → (375 667)
            contentSize (320 200) → (320 212): Δh +12
            no element differs
            """)
    }

    @Test func layoutBoundaryItemsComeFirstThenSectionsInKeyOrder() {
        var actual = Self.golden
        for index in actual.elements.indices { actual.elements[index].frame.origin.y += 10 }
        let names = DumpDiff(expected: Self.golden, actual: actual).text().split(separator: "\n").map(String.init)
        #expect(names == [
            "layout:",
            "  ~ supplementaryView \"footer\" [0, NSIntegerMax]: moved Δy +10 — (0 170; 320 30) → (0 180; 320 30)",
            "section 0:",
            // Three cells moved alike: one line.
            "  ~ cells [0, 0]…[0, 2] moved Δy +10 (3 elements)",
            "  ~ supplementaryView \"header\" [0, 0]: moved Δy +10 — (0 0; 320 30) → (0 10; 320 30)",
            "  ~ decorationView \"background\" [0, 0]: moved Δy +10 — (0 0; 320 30) → (0 10; 320 30)",
            "6 of 6 elements differ: 6 moved",
        ])
    }

    @Test func longDiffsAreCappedWithACount() {
        let old = Self.dump((0..<50).map { Self.cell(0, $0, 0, Double($0) * 40) })
        // Each cell moves by a different amount, so no run collapses.
        let new = Self.dump((0..<50).map { Self.cell(0, $0, 0, Double($0) * 48 + 8) })
        let text = DumpDiff(expected: old, actual: new).text(limit: 3)
        #expect(text == """
            section 0:
              ~ cell [0, 0]: moved Δy +8 — (0 0; 100 40) → (0 8; 100 40)
              ~ cell [0, 1]: moved Δy +16 — (0 40; 100 40) → (0 56; 100 40)
              ~ cell [0, 2]: moved Δy +24 — (0 80; 100 40) → (0 104; 100 40)
              … and 47 more
            50 of 50 elements differ: 50 moved
            """)
    }

    @Test func repeatedKeysMatchByOccurrence() {
        let old = Self.dump([Self.view("badge", 0, 0, 0), Self.view("badge", 0, 0, 50)])
        let new = Self.dump([Self.view("badge", 0, 0, 0), Self.view("badge", 0, 0, 60)])
        let diff = DumpDiff(expected: old, actual: new)
        #expect(diff.elements.count == 1)
        #expect(diff.elements[0].occurrence == 1)
        #expect(diff.text().contains("~ supplementaryView \"badge\" [0, 0] (occurrence 2): moved Δy +10"))
    }

    @Test func diffsOfParsedTextDumpsCompareRoundedValues() throws {
        let golden = try TextDumpFormat.parse("""
            container = (393 852); scale = 3; contentSize = (393 900)
            cell [0, 0] frame = (0 0; 196.333 44); zIndex = 0
            """)
        var actual = golden
        actual.elements[0].frame.size.width = 196.3333333
        #expect(DumpDiff(expected: golden, actual: actual, tolerance: 0).elements.count == 1)
        #expect(DumpDiff(expected: golden, actual: actual, tolerance: 0.5 / 3).isEmpty)
    }
}
