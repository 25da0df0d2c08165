// Input found by fuzzing that crashed, hung or corrupted memory: each is now a clear error or a plain result.

import Foundation
import Testing
import TesseraTestSupport
import TesseraLayout
import TesseraScript

@Suite("Hostile input")
struct HostileInputTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    private func path(_ name: String) -> String { scratch.path + "/" + name }

    /// The message of the error running `text` must raise.
    private func message(_ name: String, _ text: String, feed: String? = nil,
                         sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        do {
            try scratch.run(name, text, feed: feed)
            Issue.record("\(name) ran without an error", sourceLocation: sourceLocation)
            return nil
        } catch let error as ScriptError {
            return error.message
        } catch {
            Issue.record("\(name): \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    @Test("A feed nested 400 deep reaches the script whole (it corrupted the heap past 165)")
    func deepFeed() throws {
        let feed = try scratch.write("deep.json", String(repeating: "[", count: 400) + "7" + String(repeating: "]", count: 400))
        let script = """
            local L = require "tessera"
            local value, depth = L.feed, 0
            while type(value) == "table" do value, depth = value[1], depth + 1 end
            error(depth .. " " .. value, 0)
            """
        #expect(message("deep.lua", script, feed: feed) == "400 7")
    }

    @Test("Groups nested too deep, or a group that contains itself, fail at the group's line")
    func nestedGroups() throws {
        let deep = rowsLayout + """

            local g = group
            for _ = 1, 70 do g = L.group.vertical { size = { width = L.fractionalWidth(1), height = L.fractionalHeight(1) }, subitems = { g } } end
            return L.layout { sections = { { section = L.section { group = g }, count = 1 } } }
            """
        #expect(message("deep.lua", deep) == "\(path("deep.lua")):6: groups nested more than 64 deep (does a group contain itself?)")
        let cycle = rowsLayout + """

            local g = L.group.vertical { size = { width = L.fractionalWidth(1), height = L.absolute(44) }, subitems = { item } }
            g.subitems[1] = g
            return L.layout { sections = { { section = L.section { group = g }, count = 1 } } }
            """
        #expect(message("cycle.lua", cycle) == "\(path("cycle.lua")):5: groups nested more than 64 deep (does a group contain itself?)")
    }

    @Test("A stack that contains itself is an error of the cell function, not a crash")
    func selfContainingStack() throws {
        let text = estimatedRowsPrelude + """

            local function cell()
              local stack = L.vstack { L.label { text = "a" } }
              stack.children[1] = stack
              return stack
            end
            return L.layout { sections = { { section = L.section { group = group, cell = cell }, count = 1 } } }
            """
        let loaded = try scratch.run("stack.lua", text)
        let simulation = try CollectionViewSimulation(layout: loaded.layout, itemCounts: loaded.itemCounts,
                                                      geometry: CollectionViewGeometry(size: Size(width: 320, height: 480)),
                                                      measurer: ScriptMeasurer(script: loaded))
        #expect(throws: MeasurementError(key: ElementKey(category: .cell, elementKind: nil, indexPath: IndexPath(item: 0, section: 0)),
                                         message: "\(path("stack.lua")):4: stacks nested more than 64 deep (does a stack contain itself?)")) {
            try simulation.layoutIfNeeded()
        }
    }

    @Test("A visible-items handler that sets a value no view can have is an error naming the handler, the item and the field")
    func handlerValues() throws {
        func layout(_ change: String) -> String {
            rowsLayout + """

                local section = L.section { group = group, orthogonalScrollingBehavior = "continuous",
                  visibleItemsInvalidationHandler = function(items, offset, environment) \(change) end }
                return L.layout { sections = { { section = section, count = 3 } } }
                """
        }
        for (change, expected) in [
            ("items[1].alpha = 0/0", "bad alpha of item 1 (a number from -10000000 to 10000000 expected, got nan)"),
            ("items[1].zIndex = 2.5", "bad zIndex of item 1 (a 32-bit whole number expected, got 2.5)"),
            ("items[1].center = { x = 1e300, y = 0 }", "bad center.x of item 1 (a number from -10000000 to 10000000 expected, got 1e+300)"),
        ] {
            let loaded = try scratch.run("handler.lua", layout(change))
            // The handler is defined on line 6 of the script.
            #expect(throws: ScriptError(.script, "\(path("handler.lua")):6: visibleItemsInvalidationHandler: " + expected)) {
                try loaded.layout.solve(itemCounts: loaded.itemCounts,
                                        in: CollectionViewGeometry(size: Size(width: 320, height: 480)))
            }
        }
    }

    @Test("Integers that are not whole, finite or in range are errors naming the field", arguments: [
        ("L.header { size = { width = L.fractionalWidth(1), height = L.absolute(20) }, zIndex = 1e300 }",
         "bad field 'zIndex' in header (integer from -2147483648 to 2147483647 expected, got 1e+300)"),
        ("L.background { elementKind = \"bg\", zIndex = 0.5 }",
         "bad field 'zIndex' in background (integer from -2147483648 to 2147483647 expected, got 0.5)"),
        ("L.group.horizontal { size = size, subitem = item, count = math.huge }",
         "bad field 'count' in horizontal (integer ≤ 100000 expected, got math.huge)"),
        ("L.layout { sections = { { section = L.section { group = group }, count = 1e15 } } }",
         "bad field 'count' in sections[1] (integer from 0 to 10000000 expected, got 1e+15)"),
        ("L.label { text = \"x\", numberOfLines = 0/0 }",
         "bad field 'numberOfLines' in label (integer from 0 to 2147483647 expected, got nan)"),
    ])
    func integers(_ expression: String, _ expected: String) throws {
        let text = rowsLayout + "\nlocal size = { width = L.fractionalWidth(1), height = L.absolute(44) }\nlocal x = \(expression)\n"
        let got = try #require(message("int.lua", text))
        #expect(got == "\(path("int.lua")):6: \(expected)")
    }

    @Test("Sizes far beyond any screen are refused before they overflow into NaN (a fill group counted for ever)")
    func hugeSizes() throws {
        let fraction = """
            local L = require "tessera"
            local item = L.item { size = { width = L.fractionalWidth(0.2), height = L.absolute(50) } }
            local group = L.group.horizontal { size = { width = L.fractionalWidth(1e306), height = L.absolute(50) }, subitems = { item } }
            return L.layout { sections = { { section = L.section { group = group }, count = 3 } } }
            """
        #expect(message("fraction.lua", fraction) == "\(path("fraction.lua")):3: Invalid fraction of the width: 1e+306 (from -10000 to 10000)")
        let layout = try scratch.run("rows.lua", rowsLayout + "\nreturn rows(3)\n")
        #expect(throws: LayoutError(element: "collection view", reason: "Invalid size 1e+308 × 480.0 (each side 0 to 1000000 points)")) {
            try layout.layout.solve(itemCounts: layout.itemCounts,
                                    in: CollectionViewGeometry(size: Size(width: 1e308, height: 480)))
        }
    }

    @Test("Insets that end a section before it starts leave it empty instead of trapping")
    func negativeInsets() throws {
        let text = rowsLayout + """

            local header = L.header { size = { width = L.fractionalWidth(1), height = L.absolute(20) } }
            return L.layout { sections = { { section = L.section { group = group, contentInsets = L.insets { bottom = -100 },
                                                                   boundarySupplementaryItems = { header } }, count = 1 } } }
            """
        let loaded = try scratch.run("negative.lua", text)
        let solved = try loaded.layout.solve(itemCounts: loaded.itemCounts,
                                             in: CollectionViewGeometry(size: Size(width: 320, height: 480)))
        // The row sits below the 20-pt header; the insets would end the core at 64 − 100, before it starts at 20,
        // so the core is empty and the section ends under the header.
        #expect(solved.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 0, y: 20, width: 320, height: 44))
        #expect(solved.contentSize.height == 20)
    }
}
