// Item identities in dumps: a record's `id`, `L.identifier`, and the errors for bad or repeated ones.

import Foundation
import Testing
import TesseraTestSupport
import TesseraDump

@Suite("The command line · item identities")
struct IdentityCommandTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    /// Rows 44 points tall over `records` (a Lua expression), with `extra` Lua before the layout.
    static func rows(_ records: String, extra: String = "") -> String {
        """
        local L = require "tessera"
        local item = L.item { size = { width = L.fractionalWidth(1), height = L.absolute(44) } }
        local group = L.group.vertical { size = { width = L.fractionalWidth(1), height = L.absolute(44) }, subitems = { item } }
        \(extra)
        return L.layout { sections = { { section = L.section { group = group }, items = \(records) } } }

        """
    }

    @Test("A record's id (a string or a whole number) is the cell's identity in text and JSON dumps")
    func recordIds() throws {
        let script = try scratch.write("ids.lua", Self.rows("{ { id = \"wifi\" }, { id = 7 }, { title = \"no id\" } }"))
        let text = try TesseraExecutable.run(["run", script, "--device", "iphone-se-3"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("cell [0, 0] frame = (0 0; 375 44); zIndex = 0; id = \"wifi\"\n"))
        #expect(text.stdout.contains("cell [0, 1] frame = (0 44; 375 44); zIndex = 0; id = \"7\"\n"))
        #expect(text.stdout.contains("cell [0, 2] frame = (0 88; 375 44); zIndex = 0\n"))
        let json = try TesseraExecutable.run(["run", script, "--device", "iphone-se-3", "--format", "json"])
        #expect(try JSONDumpFormat.parse(json.stdout).elements.map(\.identifier) == ["wifi", "7", nil])
    }

    @Test("A feed's records give their ids without each becoming a table: ids, missing ids, nulls, an id the script set")
    func feedRecordIds() throws {
        let feed = try scratch.write("feed.json", """
            { "rows": [ { "id": "wifi" }, { "title": "none" }, null, { "id": 7 }, { "title": "set by the script" }, [1] ] }
            """)
        let script = try scratch.write("feed-ids.lua", Self.rows("L.feed.rows", extra: "L.feed.rows[5].id = \"late\""))
        let run = try TesseraExecutable.run(["run", script, "--feed", feed, "--device", "iphone-se-3"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try TextDumpFormat.parse(run.stdout).elements.map(\.identifier) == ["wifi", nil, nil, "7", "late", nil])
        let repeated = try scratch.write("repeated.json", #"{ "rows": [ { "id": 3 }, { "id": 3.0 } ] }"#)
        let plain = try scratch.write("feed-plain.lua", Self.rows("L.feed.rows"))
        let bad = try TesseraExecutable.run(["run", plain, "--feed", repeated])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("id \"3\" is repeated (items 0 and 1)"), "\(bad.stderr)")
    }

    @Test("L.identifier(record, section, item) gives the identities when the script sets it")
    func identifierFunction() throws {
        let script = try scratch.write("fn.lua", Self.rows("{ { name = \"a\" }, { name = \"b\" } }",
                                                           extra: "L.identifier = function(record, section, item) return record.name .. section .. item end"))
        let run = try TesseraExecutable.run(["run", script, "--device", "iphone-se-3"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try TextDumpFormat.parse(run.stdout).elements.map(\.identifier) == ["a00", "b01"])
    }

    @Test("A repeated id, an id that is not a string or a whole number, an L.identifier that is not a function: exit 2")
    func badIdentities() throws {
        for (records, extra, message) in [
            ("{ { id = \"a\" }, { id = \"b\" }, { id = \"a\" } }", "",
             ":5: section 0: id \"a\" is repeated (items 0 and 2); identifiers must be unique within a section, as a diffable data source's are"),
            ("{ { id = 1.5 } }", "", ":5: the id of item 0 must be a string or a whole number (got 1.5)"),
            ("{ { id = {} } }", "", ":5: the id of item 0 must be a string or a whole number (got table)"),
            ("{ {} }", "L.identifier = 3", "L.identifier must be a function(record, section, item) returning a string or a whole number, got number"),
        ] {
            let script = try scratch.write("bad.lua", Self.rows(records, extra: extra))
            let output = scratch.path + "/out.txt"
            let run = try TesseraExecutable.run(["run", script, "--output", output])
            #expect(run.status == 2)
            #expect(run.stderr.contains(message), "\(run.stderr)")
            #expect(!FileManager.default.fileExists(atPath: output))
        }
    }
}
