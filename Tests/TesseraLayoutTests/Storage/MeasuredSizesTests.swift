// Measured sizes by item and by section: sizes set far into a section, items moved, and equality.

import Testing
@testable import TesseraLayout

@Suite("Storage · measured sizes")
struct MeasuredSizesTests {
    @Test("A size set far into a section covers the items before it without sizes; later ones extend it")
    func farSizeThenLater() {
        var sizes = MeasuredSizes()
        sizes[500_000] = Size(width: 393, height: 61)
        #expect(sizes[500_000] == Size(width: 393, height: 61))
        #expect(sizes[499_999] == nil && sizes[0] == nil && sizes[500_001] == nil && sizes[2_000_000] == nil)
        #expect(sizes.count == 1)
        for item in stride(from: 600_000, to: 610_000, by: 97) { sizes[item] = Size(width: 1, height: Double(item)) }
        #expect(sizes.count == 1 + (10_000 + 96) / 97)
        #expect(sizes[609_991] == Size(width: 1, height: 609_991))
        #expect(sizes.all.first?.item == 500_000 && sizes.all.last?.item == 609_991)
        sizes.insertItem(at: 1)
        sizes[2_000_000] = Size(width: 2, height: 2)
        #expect(sizes[500_001] == Size(width: 393, height: 61) && sizes[500_000] == nil)
        #expect(sizes[2_000_000] == Size(width: 2, height: 2) && sizes[1_999_999] == nil)
        #expect(sizes.all.map(\.item) == [500_001] + stride(from: 600_001, to: 610_001, by: 97) + [2_000_000])
    }

    @Test("Sections' sizes are found by index path; a section whose sizes were all taken back equals one never set")
    func preferredSizesBySection() {
        var sizes = PreferredSizes()
        sizes[IndexPath(item: 3, section: 2)] = Size(width: 10, height: 20)
        #expect(sizes[IndexPath(item: 3, section: 2)] == Size(width: 10, height: 20))
        #expect(sizes[IndexPath(item: 3, section: 0)] == nil && sizes[IndexPath(item: 3, section: 7)] == nil)
        #expect(sizes.section(2).count == 1 && sizes.section(1).isEmpty && sizes.section(9).isEmpty)
        sizes.insertItem(at: IndexPath(item: 0, section: 2), size: nil)
        #expect(sizes[IndexPath(item: 4, section: 2)] == Size(width: 10, height: 20))
        sizes.insertItem(at: IndexPath(item: 0, section: 5), size: Size(width: 1, height: 1))
        #expect(sizes[IndexPath(item: 0, section: 5)] == Size(width: 1, height: 1))
        #expect(sizes != PreferredSizes())
        sizes[IndexPath(item: 4, section: 2)] = nil
        sizes.removeItem(at: IndexPath(item: 0, section: 5))
        #expect(sizes == PreferredSizes())
        var estimated = PreferredSizes()
        estimated.sectionEstimates[0] = Size(width: 5, height: 5)
        #expect(estimated != PreferredSizes())
    }
}
