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
         """, "2: unknown orientation 'sideways' in 'orientations'"),
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
         """, "2: unknown field 'polcy' in explorations[0] (expected one of: name, device, contentSizeCategory, policy, commands)"),
        ("""
         { "script": "layout.lua", "feed": null, "devices": ["iphone-se-3"],
           "measure": 3 }
         """, "2: 'measure' must be a string"),
    ])
    func mistakes(_ manifest: String, _ expected: String) throws {
        #expect(try error(of: manifest) == "! alpha: samples/alpha/sample.json:" + expected)
    }
}
