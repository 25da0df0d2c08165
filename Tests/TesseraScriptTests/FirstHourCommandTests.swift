// The first hour at the command line, from a folder outside the checkout: built-in plugins, unreadable scripts,
// warnings on standard error, errors naming a record's id.

import Foundation
import Testing

@Suite("First hour: the binary outside the checkout", .enabled(if: TesseraBinary.exists,
                                                              "the tessera binary is missing: run `swift build --build-tests` first"))
struct FirstHourCommandTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    /// Runs the binary in the scratch folder (no `Scripts/` anywhere above it).
    private func tessera(_ arguments: String...) throws -> CommandResult {
        try TesseraBinary.run(arguments, scratch: scratch, directory: scratch.path)
    }

    @Test("require \"listconfig\" works from a folder outside the checkout: the plugin is built in")
    func builtInPlugin() throws {
        let script = try String(contentsOfFile: ScriptTests.script("samples/settings"), encoding: .utf8)
        try scratch.write("settings.lua", script)
        try scratch.write("feed.json", String(contentsOfFile: ScriptTests.file("Samples/settings/feed.json"), encoding: .utf8))
        let result = try tessera("run", "settings.lua", "--feed", "feed.json", "--device", "iphone-se-3")
        #expect(result.status == 0, Comment(rawValue: result.stderr))
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("supplementaryView \"separator\" [0, 0] frame = (32 80; 327 0.5); zIndex = 1"))
    }

    @Test("a missing module lists every place searched, the built-in plugins and --lua-path; exit 2")
    func missingModule() throws {
        try scratch.write("x.lua", "local L = require \"tessera\"\nlocal grid = require \"mygrid\"\n")
        let result = try tessera("run", "x.lua")
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
            x.lua:2: module 'mygrid' not found:
            \tno file 'mygrid.lua'
            \tno file 'lib/mygrid.lua'
            \tno file 'Scripts/lib/mygrid.lua'
            \tno built-in plugin 'mygrid' (built in: listconfig)
            hint: give the folder that holds mygrid.lua with --lua-path <folder> (repeatable)
            stack traceback:
              x.lua:2: in main chunk

            """)
        // With the folder given, it loads.
        try scratch.write("plugins/mygrid.lua", "return {}\n")
        try scratch.write("y.lua", "local L = require \"tessera\"\nlocal grid = require \"mygrid\"\nreturn L.layout { sections = {} }\n")
        let found = try tessera("run", "y.lua", "--lua-path", "plugins")
        #expect(found.status == 0, Comment(rawValue: found.stderr))
    }
}
