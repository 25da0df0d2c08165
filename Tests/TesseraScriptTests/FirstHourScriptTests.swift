// What a new user tripped on in the first hour with the Lua front end: holes in lists, insets counts, misspelt names.

import Foundation
import Testing
import TesseraTestSupport
import TesseraLayout
import TesseraScript

@Suite("First hour: script mistakes")
struct FirstHourScriptTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    private func path(_ name: String) -> String { scratch.path + "/" + name }

    /// The message of the error running `text` (as `x.lua` in the scratch folder) must raise.
    private func failure(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        let error = #expect(throws: ScriptError.self, sourceLocation: sourceLocation) {
            try scratch.run("x.lua", text)
        }
        #expect(error?.kind == .script, sourceLocation: sourceLocation)
        return error?.message
    }

    // Item 7: a nil inside a list.

    @Test("a nil inside a vstack's list is an error at its line naming the position, not a silently shorter stack")
    func holeInVStack() throws {
        let message = failure("""
            local L = require "tessera"
            local a, c = L.label { text = "a" }, L.label { text = "c" }
            local b = nil
            local stack = L.vstack { a, b, c }
            """)
        #expect(message == "\(path("x.lua")):4: bad subview 2 in vstack (a view expected, got nil: a nil inside a list "
                + "would drop every entry after it; leave the entry out instead, e.g. add it with table.insert only when "
                + "it exists)")
    }

    @Test("holes in an hstack's arrangedSubviews, an L.stack, subviews, activate and subitems are refused alike")
    func holesElsewhere() throws {
        let prelude = "local L = require \"tessera\"\nlocal a, c = L.label { text = \"a\" }, L.label { text = \"c\" }\n"
        let tail = " (%@ expected, got nil: a nil inside a list would drop every entry after it; leave the entry out "
            + "instead, e.g. add it with table.insert only when it exists)"
        let cases: [(String, String, String)] = [
            ("local s = L.hstack { spacing = 4, arrangedSubviews = { a, nil, nil, c } }", "bad subview 2 in hstack", "a view"),
            ("local s = L.stack { axis = \"vertical\", a, nil, c }", "bad arranged subview 2 in stack", "a view"),
            ("local v = L.view { subviews = { a, nil, c } }", "bad field 'subviews[2]' in view", "view"),
            ("local v = L.view {}\nv:addSubview(a)\nL.activate { a.topAnchor:constraint { equalTo = v.topAnchor }, nil, "
             + "a.leadingAnchor:constraint { equalTo = v.leadingAnchor } }", "bad constraint 2 in activate", "constraint"),
            ("local i = L.item { size = { width = L.absolute(10), height = L.absolute(10) } }\n"
             + "local g = L.group.horizontal { size = { width = L.absolute(20), height = L.absolute(10) }, "
             + "subitems = { i, nil, i } }", "bad field 'subitems[2]' in horizontal", "items or groups"),
        ]
        for (code, place, expected) in cases {
            let line = 3 + code.filter { $0 == "\n" }.count
            let message = failure(prelude + code + "\n")
            #expect(message == "\(path("x.lua")):\(line): \(place)" + tail.replacingOccurrences(of: "%@", with: expected),
                    Comment(rawValue: code))
        }
    }

    @Test("a list without holes (named fields beside, a trailing nil) still builds every entry")
    func listsWithoutHoles() throws {
        let loaded = try scratch.run("x.lua", estimatedRowsPrelude + """

            local section = L.section { group = group, cell = function()
              return L.vstack { spacing = 2, L.box { height = 10 }, L.box { height = 20 }, nil }
            end }
            return L.layout { sections = { { section = section, count = 1 } } }
            """)
        let simulation = try CollectionViewSimulation(layout: loaded.layout, itemCounts: loaded.itemCounts,
                                                      geometry: ScriptTests.geometry("iphone-se-3"),
                                                      measurer: ScriptMeasurer(script: loaded))
        try simulation.measureEverything()
        expectFrame(simulation.solved.cell(0, 0), ScriptTests.rect(0, 0, 375, 32))
    }

    // Item 8: L.insets takes 1, 2 or 4 numbers.

    @Test("L.insets refuses 3 or 5 numbers and a non-number, with Lua's bad-argument shape")
    func insetsCounts() throws {
        let prelude = "local L = require \"tessera\"\n"
        let expected = [
            ("L.insets(8, 12, 4)", "bad argument #3 to 'insets' (1, 2 or 4 numbers expected, got 3: L.insets(all), "
             + "L.insets(vertical, horizontal) or L.insets(top, leading, bottom, trailing))"),
            ("L.insets(1, 2, 3, 4, 5)", "bad argument #5 to 'insets' (1, 2 or 4 numbers expected, got 5: L.insets(all), "
             + "L.insets(vertical, horizontal) or L.insets(top, leading, bottom, trailing))"),
            ("L.insets(8, '12')", "bad argument #2 to 'insets' (number expected, got string)"),
            ("L.insets(8, nil)", "bad argument #2 to 'insets' (number expected, got nil)"),
            ("L.insets({ all = 4 }, 2)", "bad argument #2 to 'insets' (no value expected after the table, got number)"),
        ]
        for (call, text) in expected {
            #expect(failure(prelude + "local e = " + call + "\n") == "\(path("x.lua")):2: \(text)")
        }
        // What the documentation lists still works: 1, 2 or 4 numbers, or a table.
        let probe = "local function s(e) return e.top .. ',' .. e.leading .. ',' .. e.bottom .. ',' .. e.trailing end"
        #expect(try scratch.probe("s(L.insets(3)) .. ' ' .. s(L.insets(8, 16)) .. ' ' .. s(L.insets(1, 2, 3, 4)) .. ' ' "
                                  + ".. s(L.insets { horizontal = 5 })", prelude: probe)
                == "3,3,3,3 8,16,8,16 1,2,3,4 0,5,0,5")
    }

    // Item 11: did-you-mean for the module's names and for anchors.

    @Test("a misspelt L name or anchor says what was meant, at the script's line")
    func didYouMean() throws {
        let prelude = "local L = require \"tessera\"\n"
        #expect(failure(prelude + "local title = L.lable { text = 'x' }\n")
                == "\(path("x.lua")):2: L has no 'lable' (did you mean 'L.label'?)")
        #expect(failure(prelude + "local v = L.vstak {}\n") == "\(path("x.lua")):2: L has no 'vstak' (did you mean 'L.vstack'?)")
        #expect(failure(prelude + "local x = L.zzzzzzzzzz\n")
                == "\(path("x.lua")):2: L has no 'zzzzzzzzzz' (the module's names are listed in docs/lua-api.md)")
        #expect(failure(prelude + "local v, w = L.view {}, L.view {}\nlocal c = v.topAncor:constraint { equalTo = w.topAnchor }\n")
                == "\(path("x.lua")):3: UIView has no 'topAncor' (did you mean 'topAnchor'?)")
        #expect(failure(prelude + "local v = L.label { text = 'x' }\nlocal g = v.layoutMarginsGuide.leadingAncor\n")
                == "\(path("x.lua")):3: a layout guide has no 'leadingAncor' (did you mean 'leadingAnchor'?)")
        #expect(failure(prelude + "local v = L.view {}\nlocal c = v.topAnchor:constrain { equalTo = v.bottomAnchor }\n")
                == "\(path("x.lua")):3: an anchor has no 'constrain' (did you mean 'constraint'?)")
        #expect(failure(prelude + "local f = L.font.sytem(12)\n")
                == "\(path("x.lua")):2: L.font has no constructor 'sytem' (did you mean 'system'?)")
        #expect(failure(prelude + "local s = L.text.sise { text = 'a' }\n")
                == "\(path("x.lua")):2: L.text has no function 'sise' (did you mean 'size'?)")
        // Reading what a view of another class has is still nil, and L.feed without a feed is still nil.
        #expect(try scratch.probe("tostring(L.view {}.text) .. ' ' .. tostring(L.label { text = 'a' }.image) .. ' ' .. tostring(L.feed)")
                == "nil nil nil\nhint: the script reads L.feed, and no --feed was given")
    }

    // Item 12: a script error in a cell function names the record's id.

    @Test("an error inside a cell function names the cell and its record's id")
    func cellErrorNamesTheId() throws {
        let loaded = try scratch.run("x.lua", estimatedRowsPrelude + """

            local section = L.section { group = group, cell = function(record)
              return L.label { text = record.title:upper() }
            end }
            return L.layout { sections = { { section = section, items = { { id = "p-1", title = "a" }, { id = "p-2" } } } } }
            """)
        let simulation = try CollectionViewSimulation(layout: loaded.layout, itemCounts: loaded.itemCounts,
                                                      geometry: ScriptTests.geometry("iphone-se-3"),
                                                      measurer: ScriptMeasurer(script: loaded))
        let error = try #require(#expect(throws: MeasurementError.self) { try simulation.measureEverything() })
        #expect(error.description.hasPrefix("while measuring cell [0, 1] (id \"p-2\"): \(path("x.lua")):5: attempt to index "
                                            + "a nil value (field 'title')\nstack traceback:\n"))
    }
}
