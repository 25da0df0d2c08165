// The sandbox scripts run in: missing libraries, text-only load, require's folders, readJSON, and the limits.

import Foundation
import Testing
import TesseraTestSupport
import TesseraLayout
import TesseraScript

@Suite("Sandbox and limits")
struct SandboxTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    @Test("dangerous globals are absent", arguments: [
        "io", "debug", "package", "dofile", "loadfile", "os.execute", "os.getenv", "os.remove", "string.dump",
    ])
    func absentGlobal(name: String) throws {
        #expect(try scratch.probe("type(\(name))") == "nil")
    }

    @Test("the safe libraries are there, and os.clock works")
    func safeLibraries() throws {
        #expect(try scratch.probe("type(os.clock())") == "number")
        #expect(try scratch.probe("type(string.format) .. type(table.concat) .. type(math.floor) .. type(utf8.char)")
            == "functionfunctionfunctionfunction")
        #expect(try scratch.probe("load('return 1 + 2')()") == "3")
    }

    @Test("load refuses binary chunks, whatever mode is asked for", arguments: [
        "load(chunk)", "load(chunk, 'x', 'b')", "load(chunk, 'x', 'bt', {})",
    ])
    func binaryChunk(call: String) throws {
        let result = try scratch.probe("tostring(f) .. '|' .. tostring(err)",
                                       prelude: "local chunk = \"\\27Lua\\84\\0\" .. string.rep(\"x\", 32)\nlocal f, err = \(call)")
        #expect(result == "nil|attempt to load a binary chunk (mode is 't')")
    }

    @Test("require finds a module in the script's folder and in a --lua-path folder")
    func requireFolders() throws {
        try scratch.write("near.lua", "return { rows = 3 }")
        let elsewhere = try ScratchFolder()
        try elsewhere.write("far/away.lua", "local name, path = ...\nreturn { rows = 4, name = name, path = path }")
        let text = rowsLayout + """

            local near, far = require "near", require "far.away"
            assert(far.name == "far.away" and far.path:sub(-12) == "far/away.lua", far.path)
            assert(require "near" == near, "a module is loaded once")
            return rows(near.rows + far.rows)
            """
        let loaded = try scratch.run("modules.lua", text, luaPath: [elsewhere.path])
        #expect(loaded.itemCounts == [7])
    }

    @Test("require finds the catalogue's plugin through the script's lib folder")
    func requireLibFolder() throws {
        try scratch.write("lib/helper.lua", "return { rows = 5 }")
        let loaded = try scratch.run("lib-user.lua", rowsLayout + "\nreturn rows(require(\"helper\").rows)\n")
        #expect(loaded.itemCounts == [5])
    }

    @Test("L.readJSON reads a file below the script's folder: objects become tables, arrays keep L.null")
    func readJSON() throws {
        try scratch.write("data/values.json", """
            {"name": "tiles", "sizes": [1, null, 3.5], "nested": {"absent": null, "flag": true}, "empty": []}
            """)
        let checks = [
            "v.name", "#v.sizes", "v.sizes[1]", "v.sizes[2] == L.null", "tostring(v.sizes[2])", "v.sizes[3]",
            "v.nested.absent == nil", "v.nested.flag", "#v.empty", "math.type(v.sizes[1])",
        ]
        let result = try scratch.probe("table.concat({ \(checks.map { "tostring(\($0))" }.joined(separator: ", ")) }, ' ')",
                                       prelude: "local v = L.readJSON(\"data/values.json\")")
        #expect(result == "tiles 3 1 true null 3.5 true true 0 integer")
    }

    @Test("L.readJSON refuses a file outside the script's folder")
    func readJSONOutside() throws {
        let inner = try scratch.write("inner/reader.lua", "local L = require \"tessera\"\nlocal v = L.readJSON(\"../outside.json\")\n")
        try scratch.write("outside.json", "{}")
        let error = try #require(#expect(throws: ScriptError.self) { try LayoutScript(ScriptOptions(script: inner)) })
        let folder = scratch.path + "/inner"
        let message = "readJSON: '../outside.json' is outside the script's folder (\(folder)); scripts may only read files below it"
        #expect(error.message.hasSuffix(message))
        #expect(error.message == "\(inner):2: " + message)
    }

    @Test("L.readJSON of a malformed file names it with the line and column")
    func readJSONMalformed() throws {
        try scratch.write("broken.json", "[1,\n 2 3]")
        let error = try #require(#expect(throws: ScriptError.self) {
            try scratch.run("broken.lua", "local L = require \"tessera\"\nlocal v = L.readJSON(\"broken.json\")\n")
        })
        #expect(error.kind == .script)
        // Line 2 is ` 2 3]`: the unexpected '3' is its 4th character.
        #expect(error.message.contains("readJSON: \(scratch.path)/broken.json:2:4: "))
    }

    @Test("an endless loop stops at the instruction budget")
    func instructionBudget() throws {
        let error = try #require(#expect(throws: ScriptError.self) {
            try scratch.run("endless.lua", "local L = require \"tessera\"\nwhile true do end\n",
                            limits: ScriptLimits(instructions: 5_000_000))
        })
        #expect(error.kind == .script)
        #expect(error.message == "\(scratch.path)/endless.lua:2: instruction budget exceeded (5000000 instructions): "
            + "the script runs too long or never stops; raise the limit with --max-instructions")
    }

    @Test("an endless loop in a section provider stops too, with a fresh budget per call")
    func instructionBudgetInProvider() throws {
        let text = rowsLayout + """

            local function spin(environment, index)
              local n = 0
              for i = 1, 1000000 do n = n + i end
              while index == 2 do end
              return L.section { group = group }
            end
            return L.layout { sections = { { provider = spin, count = 1 }, { provider = spin, count = 1 },
                                           { provider = spin, count = 1 } } }
            """
        let loaded = try scratch.run("spin.lua", text, limits: ScriptLimits(instructions: 5_000_000))
        let error = try #require(#expect(throws: ScriptError.self) { try ScriptTests.solve(loaded, on: "iphone-se-3") })
        #expect(error.message.hasPrefix("\(scratch.path)/spin.lua:8: instruction budget exceeded (5000000 instructions)"))
    }

    @Test("a runaway allocation stops at the memory limit")
    func memoryLimit() throws {
        let text = """
            local L = require "tessera"
            local hoard = {}
            while true do hoard[#hoard + 1] = string.rep("x", 4096) .. #hoard end
            """
        let error = try #require(#expect(throws: ScriptError.self) {
            try scratch.run("hoard.lua", text, limits: ScriptLimits(memoryBytes: 32 << 20))
        })
        #expect(error.kind == .script)
        #expect(error.message == "not enough memory: the scripts use more than the memory limit (32 MiB); raise it with --max-memory")
    }

    @Test("a script can run again after another hit its limits")
    func freshStatePerScript() throws {
        let error = try #require(#expect(throws: ScriptError.self) {
            try scratch.run("endless.lua", "while true do end", limits: ScriptLimits(instructions: 1_000_000))
        })
        #expect(error.message.contains("instruction budget exceeded (1000000 instructions)"), "\(error.message)")
        let loaded = try scratch.run("fine.lua", rowsLayout + "\nreturn rows(2)\n", limits: ScriptLimits(instructions: 1_000_000))
        #expect(loaded.itemCounts == [2])
    }
}
