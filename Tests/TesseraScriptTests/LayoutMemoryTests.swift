// The memory limit covers the layout: what a script asks for is checked before the engine allocates it.

import Foundation
import Testing
import TesseraTestSupport
import TesseraLayout
import TesseraScript

@Suite("The memory limit covers the layout")
struct LayoutMemoryTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    private func message(_ text: String, limits: ScriptLimits = ScriptLimits()) -> String? {
        do {
            try scratch.run("big.lua", rowsLayout + "\n" + text + "\n", limits: limits)
        } catch let error as ScriptError {
            return error.message
        } catch {
            return "\(error)"
        }
        return nil
    }

    @Test("10 sections of 10 million items: refused at the layout's line, with the numbers")
    func manyItems() throws {
        let got = try #require(message("""
            local s = {}
            for i = 1, 10 do s[i] = { section = L.section { group = group }, count = 10000000 } end
            return L.layout { sections = s }
            """))
        // 100,000,000 items × 64 + 10 sections × 4,096 = 6,400,040,960 bytes.
        #expect(got.hasPrefix("\(scratch.path)/big.lua:7: the layout needs about 6.4 GB for 100,000,000 items in 10 "
                              + "sections (64 bytes per item, 4,096 per section), more than the "))
        #expect(got.hasSuffix(" the memory limit leaves (--max-memory 1024 MiB); raise it with --max-memory"))
    }

    @Test("100,000 sections: refused before their descriptions are read")
    func manySections() throws {
        let got = try #require(message("""
            local s, section = {}, L.section { group = group }
            for i = 1, 100000 do s[i] = { section = section, count = 1 } end
            return L.layout { sections = s }
            """, limits: ScriptLimits(memoryBytes: 128 << 20)))
        // 100,000 × (4,096 + 64) = 416,000,000 bytes.
        #expect(got.hasPrefix("\(scratch.path)/big.lua:7: the layout needs about 416 MB for 100,000 items in 100,000 "
                              + "sections (64 bytes per item, 4,096 per section), more than the "))
        #expect(got.hasSuffix("(--max-memory 128 MiB); raise it with --max-memory"))
    }

    @Test("Views anchored to every item count: a provider's section is checked when it returns it")
    func providerSectionWithBadges() throws {
        let text = """
            local badge = L.badge { size = { width = L.absolute(8), height = L.absolute(8) } }
            local badged = L.item { size = { width = L.fractionalWidth(1), height = L.absolute(44) },
                                    supplementaryItems = { badge } }
            local row = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.absolute(44) }, subitems = { badged } }
            local function provider() return L.section { group = row } end
            return L.layout { sections = { { provider = provider, count = 10000000 } } }
            """
        let loaded = try scratch.run("badges.lua", rowsLayout + "\n" + text + "\n")
        // 10,000,000 × 64 = 640 MB fits 1 GiB; with a badge each, 10,000,000 × (64 + 112) = 1.76 GB does not.
        let error = try #require(#expect(throws: ScriptError.self) { try ScriptTests.solve(loaded, on: "iphone-se-3") })
        #expect(error.message.hasPrefix("\(scratch.path)/badges.lua:9: the layout needs about 1.8 GB for 10,000,000 "
                                        + "items in 1 section (64 bytes per item, 4,096 per section), more than the "))
    }

    @Test("Garbage does not count against the layout: the check collects it before refusing")
    func garbageCollectedFirst() throws {
        // With the collector stopped, some 38 MB of dropped tables are still held when the layout is read; the
        // 500,000 rows' storage (32 MB) fits the 64 MiB limit only once they are collected.
        let garbage = """
            collectgarbage("stop")
            for _ = 1, 500 do local t = {} for j = 1, 1000 do t[j] = {} end end
            assert(collectgarbage("count") > 34 * 1024, "the garbage is held")
            """
        let loaded = try scratch.run("garbage.lua", rowsLayout + "\n" + garbage + "\nreturn rows(500000)\n",
                                     limits: ScriptLimits(memoryBytes: 64 << 20))
        #expect(loaded.itemCounts == [500_000])
        #expect(loaded.memoryLeft(needing: 0) > 50 << 20)
        // The same tables kept alive (by a global: the script's locals are gone when its layout is read) count.
        let refused = try #require(message("""
            collectgarbage("stop")
            kept = {}
            for i = 1, 500 do local t = {} for j = 1, 1000 do t[j] = {} end kept[i] = t end
            return rows(500000)
            """, limits: ScriptLimits(memoryBytes: 64 << 20)))
        #expect(refused.hasPrefix("\(scratch.path)/big.lua:4: the layout needs about 32 MB for 500,000 items in "
                                  + "1 section (64 bytes per item, 4,096 per section), more than the "))
    }

    @Test("A file a script reads is checked after a collection too")
    func fileReadAfterCollection() throws {
        // 24 MB of garbage held under a 48 MiB limit: the 30 MB file fits only once it is collected.
        _ = try scratch.write("big.json", "{\"text\": \"" + String(repeating: "x", count: 30_000_000) + "\"}")
        let loaded = try scratch.run("reads.lua", rowsLayout + """

            collectgarbage("stop")
            for _ = 1, 300 do local t = {} for j = 1, 1000 do t[j] = {} end end
            assert(collectgarbage("count") > 20 * 1024, "the garbage is held")
            local text = L.readJSON("big.json").text
            return rows(#text // 1000000)
            """, limits: ScriptLimits(memoryBytes: 48 << 20))
        #expect(loaded.itemCounts == [30])
    }

    @Test("Measured sizes count as they are measured")
    func measuredElements() throws {
        let text = estimatedRowsPrelude + """

            local section = L.section { group = group, measure = function() return { height = 50 } end }
            return L.layout { sections = { { section = section, count = 100000 } } }
            """
        let script = try scratch.write("measured.lua", text)
        let loaded = try LayoutScript(ScriptOptions(script: script, limits: ScriptLimits(memoryBytes: 16 << 20)))
        let simulation = try CollectionViewSimulation(layout: loaded.layout, itemCounts: loaded.itemCounts,
                                                      geometry: CollectionViewGeometry(size: Size(width: 320, height: 480)),
                                                      measurer: ScriptMeasurer(script: loaded))
        let error = try #require(#expect(throws: MeasurementError.self) { try simulation.measureEverything() })
        #expect(error.message.hasPrefix("\(script):4: the layout needs about "))
        #expect(error.message.contains(" for 100,000 items in 1 section, "))
        #expect(error.message.contains(" of them measured (64 bytes per item, 4,096 per section, 640 per measured element)"))
        // It stopped before measuring all of them: 100,000 × 640 bytes is 64 MB.
        #expect(simulation.measured.count < 30_000)
    }
}
