// A manifest that cannot say two things: duplicates, empty lists and comparisons of nothing are errors with a line.

import Foundation
import Testing

@Suite("Sample manifests")
struct ManifestCommandTests {
    /// Runs `tessera test` on a sample whose manifest is `manifest` and returns the line it printed for it.
    private func error(of manifest: String) throws -> String? {
        let workspace = try Workspace()
        try workspace.write("samples/alpha/layout.lua", Workspace.script())
        try workspace.write("samples/alpha/sample.json", manifest)
        let run = try workspace.tessera(["test", "samples"])
        #expect(run.status == 2)
        #expect(!workspace.exists("samples/alpha/expected"))
        return run.lines.first
    }

    @Test("Each mistake is named with its line", arguments: [
        ("""
         { "script": "layout.lua", "feed": null,
           "devices": ["iphone-se-3",
                       "iphone-15-pro", "iphone-se-3"] }
         """, "3: duplicate device 'iphone-se-3' in 'devices' (already at line 2)"),
        ("""
         { "script": "layout.lua", "feed": null,
           "devices": [] }
         """, "2: 'devices' is empty: the sample would have no case"),
        ("""
         { "script": "layout.lua", "feed": null, "devices": ["iphone-se-3"],
           "orientations": ["portrait", "sideways"] }
         """, "2: unknown orientation 'sideways' in 'orientations' (portrait or landscape)"),
        ("""
         { "script": "layout.lua", "feed": null, "devices": ["iphone-se-3"],
           "contentSizeCategories": ["large", "large"] }
         """, "2: duplicate content size category 'large' in 'contentSizeCategories' (already at line 2)"),
        ("""
         { "script": "layout.lua", "feed": null, "devices": ["iphone-se-3"], "explorations": [
             { "name": "scroll", "commands": ["where"] },
             { "name": "scroll", "commands": ["top"] } ] }
         """, "3: duplicate exploration name 'scroll' (already at line 2): two explorations would write one golden"),
        ("""
         { "script": "layout.lua", "feed": null, "devices": ["iphone-se-3"], "explorations": [
             { "name": "nothing",
               "commands": [] } ] }
         """, "3: explorations[0].commands is empty: the exploration would compare nothing"),
        ("""
         { "script": "layout.lua", "feed": null, "devices": ["iphone-se-3"], "explorations": [
             { "name": "scroll", "commands": ["where"], "polcy": "none" } ] }
         """, "2: unknown field 'polcy' in explorations[0] (did you mean 'policy'?) (expected one of: name, device, "
             + "contentSizeCategory, policy, commands)"),
        ("""
         { "script": "layout.lua", "feed": null, "devices": ["iphone-se-3"],
           "measure": 3 }
         """, "2: 'measure' must be a string"),
        ("""
         { "script": "layout.lua", "feed": null, "devices": ["iphone-se-3"],
           "checkReuse": "yes" }
         """, "2: 'checkReuse' must be true or false"),
    ])
    func mistakes(_ manifest: String, _ expected: String) throws {
        #expect(try error(of: manifest) == "! alpha: samples/alpha/sample.json:" + expected)
    }

    static let categories = "extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, "
        + "accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, "
        + "accessibilityExtraExtraExtraLarge"

    /// What a new user typed, and what they were told: did you mean, and the valid names.
    @Test("Mistyped names are suggested: devices by prefix, fields, categories (with the list), explorer commands",
          arguments: [
        ("""
         { "script": "layout.lua", "feed": null,
           "devices": ["iphone-15-pro", "iphone-se"] }
         """, "2: unknown device 'iphone-se' in 'devices' (did you mean 'iphone-se-3'?) (tessera devices lists them)"),
        ("""
         { "script": "layout.lua", "feed": null,
           "devices": ["ipad-air"] }
         """, "2: unknown device 'ipad-air' in 'devices' (did you mean 'ipad-air-11'?) (tessera devices lists them)"),
        ("""
         { "script": "layout.lua", "feed": null, "devices": ["iphone-se-3"], "explorations": [
             { "name": "scroll", "device": "iphone-se", "commands": ["where"] } ] }
         """, "2: unknown device 'iphone-se' in explorations[0] (did you mean 'iphone-se-3'?) (tessera devices lists them)"),
        ("""
         { "script": "layout.lua", "feed": null,
           "device": ["iphone-se-3"] }
         """, "2: unknown field 'device' (did you mean 'devices'?) (expected one of: description, script, feed, devices, "
             + "orientations, contentSizeCategories, layoutDirections, measure, depth, checkReuse, entry, navigationBar, "
             + "explorations, sets, calls, states, images, size)"),
        ("""
         { "script": "layout.lua", "feed": null, "devices": ["iphone-se-3"],
           "contentSizeCategories": ["large", "accessibilityExtraExtraExtraLarg"] }
         """, "2: unknown content size category 'accessibilityExtraExtraExtraLarg' in 'contentSizeCategories' "
             + "(did you mean 'accessibilityExtraExtraExtraLarge'?) (expected one of: \(categories))"),
        ("""
         { "script": "layout.lua", "feed": null, "devices": ["iphone-se-3"],
           "contentSizeCategories": ["XXXL"] }
         """, "2: unknown content size category 'XXXL' in 'contentSizeCategories' (expected one of: \(categories))"),
        ("""
         { "script": "layout.lua", "feed": null, "devices": ["iphone-se-3"], "explorations": [
             { "name": "big", "contentSizeCategory": "extraLarg", "commands": ["where"] } ] }
         """, "2: unknown content size category 'extraLarg' in explorations[0] (did you mean 'extraLarge'?) "
             + "(expected one of: \(categories))"),
        ("""
         { "script": "layout.lua", "feed": null, "devices": ["iphone-se-3"], "explorations": [
             { "name": "scroll", "commands": ["where",
                                              "scrol 100"] } ] }
         """, "3: unknown explorer command 'scrol' in exploration 'scroll' ('scrol 100') (did you mean 'scroll'?) "
             + "(tessera explore's commands: scroll, page, top, bottom, goto, width, device, category, policy, model, "
             + "estimate, prefetch, reload, show, trace, stats, dump, hscroll, hdrag, where, help, ?, quit, exit, q, views, "
             + "constraints, why, log, orientation, direction)"),
    ])
    func suggestions(_ manifest: String, _ expected: String) throws {
        #expect(try error(of: manifest) == "! alpha: samples/alpha/sample.json:" + expected)
    }

    /// Three rows from a registration whose configure shows a note only for rows that have one (Bob's row shows Ann's).
    static let staleNotes = """
        local L = require "tessera"
        local people = { { name = "Ann", note = "VIP" }, { name = "Bob" }, { name = "Cy", note = "New" } }
        local registration = L.cellRegistration {
          build = function()
            local content = L.view {}
            local note = L.label { accessibilityIdentifier = "note", isHidden = true }
            note.translatesAutoresizingMaskIntoConstraints = false
            content:addSubview(note)
            note:pinEdges(content)
            return { contentView = content, note = note }
          end,
          configure = function(cell, person)
            if person.note then cell.note.text = person.note end
          end,
        }
        local size = { width = L.fractionalWidth(1), height = L.estimated(44) }
        return L.layout { sections = { { section = L.section {
          group = L.group.vertical { size = size, subitems = { L.item { size = size } } }, cell = registration },
          items = people } } }

        """

    @Test("\"checkReuse\": true warns about a registration's stale property as --check-reuse does; without it, nothing")
    func checkReuse() throws {
        let warning = "warning (alpha · iphone-se-3 portrait · large): samples/alpha/layout.lua:13: reuse: configure set "
            + "note.text for cell [0, 0] but not for "
            + "cell [0, 1], which shows the value cell [0, 0] left (a reused cell keeps what its last configure set: set "
            + "note.text for every item)"
        for check in [true, false] {
            let workspace = try Workspace()
            try workspace.write("samples/alpha/layout.lua", Self.staleNotes)
            try workspace.write("samples/alpha/sample.json", """
                { "script": "layout.lua", "feed": null, "devices": ["iphone-se-3"], "contentSizeCategories": ["large"],
                  "checkReuse": \(check) }
                """)
            let run = try workspace.tessera(["test", "samples", "--record", "missing"])
            #expect(run.status == 0)
            #expect(run.stderr.contains(warning) == check, "\(run.stderr)")
            #expect(workspace.read("samples/alpha/expected/iphone-se-3-portrait-large.txt")?.contains("text = \"VIP\"") == true)
        }
    }
}
