// Inserting and deleting items of a solved layout gives the frames of solving the new data at once.

import Testing
import TesseraLayout

@Suite("Inserting and deleting items")
struct EditingTests {
    @Test("Random inserts and deletes, measured or not, equal a fresh solve of the new data", arguments:
            IncrementalApplyTests.layouts().indices)
    func editsEqualAFullSolve(layoutIndex: Int) throws {
        let (name, layout) = IncrementalApplyTests.layouts()[layoutIndex]
        var counts = [7, 0, 12]
        var edited = try layout.solve(itemCounts: counts, in: IncrementalApplyTests.geometry)
        var random: UInt64 = 0x9E37_79B9_7F4A_7C15 &+ UInt64(layoutIndex)
        func next(_ bound: Int) -> Int {
            random ^= random << 13; random ^= random >> 7; random ^= random << 17
            return Int(random % UInt64(max(1, bound)))
        }
        for step in 0..<40 {
            let section = [0, 1, 2][next(3)]
            if next(3) == 0 {
                let item = next(counts[section] + 1)
                let size = next(2) == 0 ? Size(width: Double(20 + next(120)), height: Double(10 + next(140))) : nil
                try edited.insertItem(at: IndexPath(item: item, section: section), measuredSize: size)
                counts[section] += 1
            } else if counts[section] > 0, next(2) == 0 {
                try edited.deleteItem(at: IndexPath(item: next(counts[section]), section: section))
                counts[section] -= 1
            } else if counts[section] > 0 {
                let size = Size(width: Double(20 + next(120)), height: Double(10 + next(140)))
                try edited.applyPreferredSize(size, at: IndexPath(item: next(counts[section]), section: section))
            }
            #expect(edited.numberOfItems(inSection: section) == counts[section])
            let full = try layout.solve(itemCounts: counts, in: IncrementalApplyTests.geometry,
                                        preferredSizes: edited.preferredSizes)
            #expect(edited.contentSize == full.contentSize, "\(name), step \(step): content size")
            let a = edited.allElements(), b = full.allElements()
            #expect(a.count == b.count, "\(name), step \(step)")
            for (x, y) in zip(a, b) where x != y {
                Issue.record("\(name), step \(step): \(x.key) at \(x.frame) after edits, \(y.key) \(y.frame) solved at once")
                return
            }
            let rect = Rect(x: 0, y: Double(next(300)), width: 320, height: 200)
            #expect(Set(edited.layoutAttributesForElements(in: rect).map(\.key))
                    == Set(full.layoutAttributesForElements(in: rect).map(\.key)), "\(name): rect query")
        }
    }

    @Test("Inserting a row in a list moves the rows after it by its length; the measured sizes move with their items")
    func insertingARow() throws {
        // Rows of 44 with 3 between (the list of IncrementalApplyTests). Row 1 measured 60, then a 30-pt row inserted
        // at 1: it starts at 47, the old row 1 (now 2) at 47 + 30 + 3 = 80 and keeps its 60.
        var solved = try IncrementalApplyTests.layouts()[0].1.solve(itemCounts: [5], in: IncrementalApplyTests.geometry)
        try solved.applyPreferredSize(Size(width: 320, height: 60), at: IndexPath(item: 1, section: 0))
        let change = try solved.insertItem(at: IndexPath(item: 1, section: 0), measuredSize: Size(width: 320, height: 30))
        #expect(!change.relaidSection)
        #expect(change.delta == 33)
        #expect(solved.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 6, y: 47, width: 308, height: 30))
        #expect(solved.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == Rect(x: 6, y: 80, width: 308, height: 60))
        #expect(solved.preferredSizes[IndexPath(item: 2, section: 0)] == Size(width: 320, height: 60))
        #expect(solved.numberOfItems(inSection: 0) == 6)
        // Deleting it again restores the rows.
        try solved.deleteItem(at: IndexPath(item: 1, section: 0))
        #expect(solved.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 6, y: 47, width: 308, height: 60))
        let expected: Double = 44 + 60 + 3 * 44 + 4 * 3
        #expect(solved.contentSize.height == expected)
    }

    @Test("A copy of the layout keeps its frames when the original takes a size, an insert or a delete")
    func copiesAreValues() throws {
        var solved = try IncrementalApplyTests.layouts()[0].1.solve(itemCounts: [3000], in: IncrementalApplyTests.geometry)
        let copy = solved
        let before = copy.allElements()
        try solved.applyPreferredSize(Size(width: 320, height: 90), at: IndexPath(item: 1500, section: 0))
        try solved.insertItem(at: IndexPath(item: 10, section: 0))
        try solved.deleteItem(at: IndexPath(item: 2000, section: 0))
        #expect(copy.allElements() == before)
        #expect(solved.numberOfItems(inSection: 0) == 3000)
        #expect(copy.preferredSizes[IndexPath(item: 1500, section: 0)] == nil)
    }

    @Test("Inserting or deleting outside the section's items is an error")
    func badIndexPaths() throws {
        var solved = try IncrementalApplyTests.layouts()[0].1.solve(itemCounts: [3], in: IncrementalApplyTests.geometry)
        #expect(throws: LayoutError.self) { try solved.insertItem(at: IndexPath(item: 4, section: 0)) }
        #expect(throws: LayoutError.self) { try solved.deleteItem(at: IndexPath(item: 3, section: 0)) }
        #expect(throws: LayoutError.self) { try solved.insertItem(at: IndexPath(item: 0, section: 1)) }
        #expect(throws: LayoutError.self) { try solved.insertItem(at: IndexPath(item: 0, section: 0), measuredSize: Size(width: .nan, height: 1)) }
    }
}
