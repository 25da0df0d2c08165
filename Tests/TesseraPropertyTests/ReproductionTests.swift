// What a failing property prints must reproduce the layout: the Lua script, and the shrinking that makes it small.

import Foundation
import Testing
import TesseraLayout
import TesseraProperties
import TesseraScript

@Suite("Reproductions of random layouts")
struct ReproductionTests {
    @Test("The Lua script of a random layout lays out the same frames as the layout itself (200 layouts)")
    func luaScriptsRoundTrip() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var checked = 0
        for index in 0..<200 {
            var generator = LayoutGenerator(seed: SeededRandom.seed(99, layout: index))
            let spec = generator.layout()
            guard let expected = try? spec.layout.solve(itemCounts: spec.itemCounts, in: spec.geometry,
                                                        preferredSizes: spec.preferredSizes) else { continue }
            let path = folder + "/repro\(index).lua"
            try Data(spec.luaScript.utf8).write(to: URL(fileURLWithPath: path))
            let script = try LayoutScript(ScriptOptions(script: path))
            #expect(script.itemCounts == spec.itemCounts, "layout \(index)")
            let actual = try script.layout.solve(itemCounts: script.itemCounts, in: spec.geometry,
                                                 preferredSizes: spec.preferredSizes)
            #expect(actual.contentSize == expected.contentSize, "layout \(index)")
            #expect(actual.allElements() == expected.allElements(), "layout \(index):\n\(spec.luaScript)")
            checked += 1
        }
        #expect(checked > 180)
    }

    @Test("Shrinking keeps what makes a layout fail and drops the rest")
    func shrinking() {
        var generator = LayoutGenerator(seed: 4)
        var spec = generator.layout()
        while spec.sections.count < 3 || !spec.sections.contains(where: { $0.count > 5 }) { spec = generator.layout() }
        // A stand-in failure: some section holds more than 5 items.
        let shrunk = LayoutShrinker.shrink(spec) { candidate in candidate.sections.contains { $0.count > 5 } }
        #expect(shrunk.sections.count == 1)
        #expect(shrunk.sections[0].count == 6)
        #expect(shrunk.measured.isEmpty && shrunk.boundaryItems.isEmpty)
        #expect(shrunk.sections[0].boundaryItems.isEmpty && shrunk.sections[0].decorations.isEmpty)
        #expect(shrunk.view.safeArea == .zero && shrunk.view.scale == 2)
    }
}
