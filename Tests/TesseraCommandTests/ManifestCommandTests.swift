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
             + "orientations, contentSizeCategories, layoutDirections, measure, depth, explorations)"),
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
             + "estimate, prefetch, reload, show, trace, stats, dump, hscroll, hdrag, where, help, ?, quit, exit, q)"),
    ])
    func suggestions(_ manifest: String, _ expected: String) throws {
        #expect(try error(of: manifest) == "! alpha: samples/alpha/sample.json:" + expected)
    }
}
