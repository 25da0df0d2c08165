// The first hour at the command line, from a folder outside the checkout: built-in plugins, unreadable scripts,
// warnings on standard error, errors naming a record's id.

import Foundation
import Testing
import TesseraTestSupport

@Suite("First hour: the binary outside the checkout")
struct FirstHourCommandTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    /// Runs the binary in the scratch folder (no `Scripts/` anywhere above it).
    private func tessera(_ arguments: String...) throws -> CommandRun {
        try TesseraExecutable.run(arguments, in: scratch.path)
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

    @Test("run says why it cannot read the script: no such file, a folder; exit 2")
    func unreadableScript() throws {
        let missing = try tessera("run", "nope.lua")
        #expect(missing.status == 2)
        #expect(missing.stderr == "nope.lua: cannot read the script: no such file\n")
        try FileManager.default.createDirectory(atPath: scratch.path + "/folder.lua", withIntermediateDirectories: true)
        let folder = try tessera("run", "folder.lua")
        #expect(folder.status == 2)
        #expect(folder.stderr == "folder.lua: cannot read the script: it is a folder, not a file\n")
    }

    @Test("run says when the script is not readable; exit 2")
    func unreadablePermissions() throws {
        let path = try scratch.write("locked.lua", "return 1\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
        // Root reads every file: as root (CI), the binary runs as nobody (setpriv, util-linux) so the file is locked.
        let locked = getuid() != 0 ? try tessera("run", "locked.lua")
            : try RunningProcess.run("/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups",
                                                          try TesseraExecutable.required(), "run", "locked.lua"],
                                     directory: scratch.path)
        #expect(locked.status == 2)
        #expect(locked.stderr == "locked.lua: cannot read the script: permission denied (the file is not readable)\n")
    }

    @Test("a broken self-sizing chain and an inactive constraint warn once each on stderr; the dump is unchanged")
    func warningsGoToStandardError() throws {
        try scratch.write("x.lua", """
            local L = require "tessera"
            local size = { width = L.fractionalWidth(1), height = L.estimated(44) }
            local section = L.section {
              group = L.group.horizontal { size = size, subitems = { L.item { size = size } } },
              cell = function(record)
                local content = L.view {}
                local title = L.label { accessibilityIdentifier = "title", text = record.title, numberOfLines = 0 }
                title.translatesAutoresizingMaskIntoConstraints = false
                content:addSubview(title)
                L.activate { title.topAnchor:constraint { equalTo = content.topAnchor, constant = 40 },
                             title.leadingAnchor:constraint { equalTo = content.leadingAnchor } }
                local unused = title.trailingAnchor:constraint { equalTo = content.trailingAnchor }
                return content
              end,
            }
            return L.layout { sections = { { section = section, items = { { title = "a" }, { title = "b" }, { title = "c" } } } } }
            """)
        let result = try tessera("run", "x.lua", "--device", "iphone-se-3")
        #expect(result.status == 0)
        #expect(result.stderr == """
            warning: x.lua:12: a constraint made here is never activated, so it does nothing (activate it with \
            L.activate{…} or constraint.isActive = true)
            warning: cell of section 0 (x.lua:5): its content's constraints do not reach from contentView.top to \
            contentView.bottom: the chain stops at UILabel 'title'.bottom (made at x.lua:7); the cell stays at its \
            estimate 44 pt while its content is 60.5 pt tall

            """)
        #expect(result.stdout.contains("cell [0, 1] frame = (0 44; 375 44); zIndex = 0\n"))
        #expect(!result.stdout.contains("warning"))
    }

    @Test("an error in a cell function names the cell and its record's id; exit 2")
    func cellErrorNamesTheId() throws {
        try scratch.write("feed.json", #"{"rows": [{"id": "r-1", "title": "a"}, {"id": "r-2"}]}"#)
        try scratch.write("x.lua", """
            local L = require "tessera"
            local size = { width = L.fractionalWidth(1), height = L.estimated(44) }
            local section = L.section {
              group = L.group.horizontal { size = size, subitems = { L.item { size = size } } },
              cell = function(row) return L.label { text = row.title:upper() } end,
            }
            return L.layout { sections = { { section = section, items = L.feed.rows } } }
            """)
        let result = try tessera("run", "x.lua", "--feed", "feed.json")
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("while measuring cell [0, 1] (id \"r-2\"): x.lua:5: attempt to index a nil value "
                                        + "(field 'title')"), Comment(rawValue: result.stderr))
    }
}
