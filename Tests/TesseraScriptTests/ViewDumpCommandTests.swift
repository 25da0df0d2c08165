// The views inside cells in `tessera run`'s dumps, --depth cells, and Auto Layout's warnings on stderr and in JSON.

import Foundation
import Testing
import TesseraTestSupport
import TesseraDump

@Suite("The command line · subviews and constraint warnings")
struct ViewDumpCommandTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    @Test("Text dumps list each cell's views under it; --depth cells leaves them out")
    func depth() throws {
        let full = try TesseraExecutable.run(["run", "Scripts/contact-cell.lua", "--device", "iphone-15-pro"])
        #expect(full.status == 0)
        #expect(full.stderr.isEmpty)
        #expect(full.stdout.contains("""
            cell [0, 0] frame = (8 0; 377 56.333); zIndex = 0
              UIImageView "avatar" frame = (8 8; 40 40); in collection view = (16 8; 40 40)

            """))
        let dump = try TextDumpFormat.parse(full.stdout)
        #expect(dump.elements[0].subviews.map(\.title) == ["UIImageView \"avatar\"", "UILabel \"name\"", "UILabel \"detail\"",
                                                            "UIButton \"call\""])
        let cells = try TesseraExecutable.run(["run", "Scripts/contact-cell.lua", "--device", "iphone-15-pro",
                                               "--depth", "cells"])
        #expect(try TextDumpFormat.parse(cells.stdout).elements.allSatisfy { $0.subviews.isEmpty })
        #expect(cells.stdout.split(separator: "\n").count == 4 + 4)
    }

    @Test("A conflict goes to stderr in UIKit's words and into the JSON dump's warnings; --strict-constraints exits 2")
    func warnings() throws {
        let script = try scratch.write("conflict.lua", """
            local L = require "tessera"
            local size = { width = L.fractionalWidth(1), height = L.estimated(44) }
            local section = L.section { group = L.group.vertical { size = size, subitems = { L.item { size = size } } },
              cell = function()
                local content = L.view {}
                local title = L.label { text = "Hello" }
                content:addSubview(title)
                L.activate { title.leadingAnchor:constraint { equalTo = content.leadingAnchor, constant = 16 } }
                return content
              end }
            return L.layout { sections = { { section = section, count = 2 } } }
            """)
        let result = try TesseraExecutable.run(["run", script, "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
        #expect(result.stderr.contains("(cell [0, 0]; the same in 1 more)"))
        #expect(result.stdout.contains("\"warnings\": [\n    {\"kind\": \"unsatisfiableConstraints\", \"element\": \"cell [0, 0]\", \"count\": 2, \"message\": \"Unable to simultaneously satisfy constraints.\\n"))
        let output = scratch.path + "/out.txt"
        let strict = try TesseraExecutable.run(["run", script, "--strict-constraints", "--output", output])
        #expect(strict.status == 2)
        #expect(strict.stderr.contains("unsatisfiable constraints (--strict-constraints):\nUnable to simultaneously satisfy constraints."))
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
