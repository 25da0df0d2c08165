// Feeds read lazily: the tables a script sees behave as the eagerly built ones did, and bad feeds keep their messages.

import Foundation
import Testing
import TesseraTestSupport
import TesseraLayout
import TesseraScript

@Suite("Feeds read lazily")
struct FeedTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    /// Runs `expression` in a script given `feed` and returns what it evaluates to, as text.
    private func probe(_ expression: String, feed json: String) throws -> String? {
        let feed = try scratch.write("feed.json", json)
        let text = "local L = require \"tessera\"\nerror(tostring(\(expression)), 0)\n"
        do {
            try scratch.run("probe.lua", text, feed: feed)
        } catch let error as ScriptError {
            return error.message
        }
        return nil
    }

    private let feed = """
        {"title": "Photos", "count": 3, "ratio": 1.5, "big": 1e16, "whole": 2.0, "flag": true, "none": null,
         "photos": [{"id": 1, "caption": "a"}, null, {"id": 3, "tags": ["x", "y"]}],
         "dup": 1, "dup": 2, "empty": [], "nested": {"deeper": {"value": -0.0}}}
        """

    @Test("Fields, lengths, numbers and nulls read as the eager tables had them")
    func fieldsReadAsBefore() throws {
        #expect(try probe("L.feed.title", feed: feed) == "Photos")
        #expect(try probe("#L.feed.photos", feed: feed) == "3")
        #expect(try probe("L.feed.photos[3].tags[2]", feed: feed) == "y")
        #expect(try probe("math.type(L.feed.count) .. ' ' .. math.type(L.feed.whole) .. ' ' .. math.type(L.feed.ratio)",
                          feed: feed) == "integer integer float")
        #expect(try probe("math.type(L.feed.big)", feed: feed) == "float")
        #expect(try probe("L.feed.flag", feed: feed) == "true")
        // A null member is absent; a null element is L.null, so the array keeps its length.
        #expect(try probe("L.feed.none == nil", feed: feed) == "true")
        #expect(try probe("L.feed.photos[2] == L.null", feed: feed) == "true")
        #expect(try probe("L.feed.photos[4] == nil and L.feed.photos.id == nil", feed: feed) == "true")
        // The last of duplicate members wins, as when members are set one after another.
        #expect(try probe("L.feed.dup", feed: feed) == "2")
        #expect(try probe("#L.feed.empty .. ' ' .. type(L.feed.empty) .. ' ' .. type(L.feed)", feed: feed)
                == "0 table table")
        #expect(try probe("L.feed.nested.deeper.value", feed: feed) == "0")
    }

    @Test("Records' fields read one by one, interleaved across records, give each record's values")
    func recordsReadFieldByField() throws {
        let feed = #"{"rows": [{"id": 1, "name": "a", "note": null, "n": 2, "n": 3, "tags": ["x"]}, {"id": 2, "name": "b"}]}"#
        #expect(try probe("(function() local a, b = L.feed.rows[1], L.feed.rows[2] "
                          + "return a.id .. b.id .. a.name .. b.name .. tostring(a.note) .. a.n .. tostring(b.n) "
                          + ".. a.tags[1] .. a.id .. #a.tags end)()", feed: feed) == "12abnil3nilx11")
        let keys = "(function() local r = L.feed.rows[1] local _ = r.name local s = {} "
            + "for k, v in pairs(r) do s[#s + 1] = k .. '=' .. tostring(type(v) == 'table' and #v or v) end "
            + "return table.concat(s, ',') end)()"
        #expect(try probe(keys, feed: feed) == "id=1,name=a,n=3,n=3,tags=1")
    }

    @Test("Reading every record's text keeps none of the texts: 5 MB of titles read, the Lua heap grows by the records only")
    func readTextsAreNotKept() throws {
        let title = String(repeating: "A long title that a row shows. ", count: 33)  // 1,023 bytes
        let rows = (0..<5_000).map { #"{"title": "\#(title)\#($0 % 10)"}"# }.joined(separator: ",")
        let feed = try scratch.write("titles.json", #"{"rows": ["# + rows + "]}")
        let growth = try probe("""
            (function()
              local rows = L.feed.rows
              collectgarbage("collect")
              local before, total = collectgarbage("count"), 0
              for i = 1, #rows do total = total + #rows[i].title end
              collectgarbage("collect")
              local grown = collectgarbage("count") - before
              -- Read again, a record's text is the same; set, it is what was set (and kept).
              assert(total == 5000 * 1024 and rawget(rows[7], "title") == nil and rows[7].title == rows[7].title)
              rows[7].title = "set"
              assert(rows[7].title == "set" and rawget(rows[7], "title") == "set" and rows[8].title ~= "set")
              return grown < 1024 and "under 1 MB" or (grown // 1 .. " KB")
            end)()
            """, feed: try String(contentsOfFile: feed, encoding: .utf8))
        // 5,000 record tables of some 100 bytes each; the 5.1 MB of titles they were read from are not among them.
        #expect(growth == "under 1 MB")
    }

    @Test("ipairs and pairs walk the document in order; what a script sets is what it reads back")
    func iterationAndWrites() throws {
        #expect(try probe("(function() local s = '' for i, p in ipairs(L.feed.photos[3].tags) do s = s .. i .. p end return s end)()",
                          feed: feed) == "1x2y")
        let keys = "(function() local s = {} for k in pairs(L.feed.photos[1]) do s[#s + 1] = k end return table.concat(s, ',') end)()"
        #expect(try probe(keys, feed: feed) == "id,caption")
        #expect(try probe("(function() local n = 0 for _ in pairs(L.feed.photos) do n = n + 1 end return n end)()",
                          feed: feed) == "3")
        #expect(try probe("(function() L.feed.photos[1].id = 9 return L.feed.photos[1].id end)()", feed: feed) == "9")
        #expect(try probe("(function() local p = L.feed.photos return p[1] == p[1] end)()", feed: feed) == "true")
    }

    @Test("Records of a lazy feed reach a section's measure function")
    func recordsReachMeasure() throws {
        let feed = try scratch.write("rows.json", #"{"rows": [{"h": 10}, {"h": 20}, {"h": 35}]}"#)
        let script = try scratch.run("rows.lua", estimatedRowsPrelude + """
            local section = L.section { group = group, measure = function(row) return { height = row.h } end }
            return L.layout { sections = { { section = section, items = L.feed.rows } } }
            """, feed: feed)
        #expect(script.itemCounts == [3])
        let geometry = CollectionViewGeometry(size: Size(width: 320, height: 480))
        let simulation = try CollectionViewSimulation(layout: script.layout, itemCounts: script.itemCounts,
                                                      geometry: geometry, measurer: ScriptMeasurer(script: script))
        try simulation.layoutIfNeeded()
        #expect(simulation.solved.cell(0, 2) == Rect(x: 0, y: 30, width: 320, height: 35))
    }

    @Test("A feed the fast parser rejects gets the strict reader's message, with the line and column")
    func rejectedFeedsKeepTheirMessages() throws {
        let bad = try scratch.write("bad.json", "{\n  \"photos\": [1, 2,]\n}\n")
        do {
            try scratch.run("bad.lua", rowsLayout + "\nreturn rows(#L.feed.photos)\n", feed: bad)
            Issue.record("the feed was accepted")
        } catch let error as ScriptError {
            #expect(error.message.hasPrefix(bad + ":2:"))
        }
        let deep = try scratch.write("deep.json", String(repeating: "[", count: 600) + String(repeating: "]", count: 600))
        do {
            try scratch.run("deep.lua", rowsLayout + "\nreturn rows(0)\n", feed: deep)
            Issue.record("the deep feed was accepted")
        } catch let error as ScriptError {
            #expect(error.message.contains("nesting deeper than 512 levels"))
        }
    }
}
