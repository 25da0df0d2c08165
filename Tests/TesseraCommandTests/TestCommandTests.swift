// `tessera test` end to end: recording, passing untouched, mismatches, tolerance, record modes, CI, invalid goldens.

import Foundation
import Testing
import TesseraDump
import TesseraLayout

@Suite("tessera test")
struct TestCommandTests {
    static let portrait = "samples/alpha/expected/iphone-se-3-portrait-large.txt"
    static let landscape = "samples/alpha/expected/iphone-se-3-landscape-large.txt"

    @Test("the first run records every golden, the second passes and touches nothing")
    func recordsThenPassesUntouched() throws {
        let workspace = try Workspace()
        try workspace.sample("alpha", orientations: ["portrait", "landscape"])
        let first = try workspace.tessera(["test", "samples"])
        #expect(first.status == 0)
        #expect(first.lines.contains("● recorded alpha · iphone-se-3 portrait · large → \(Self.portrait)"))
        #expect(first.lines.contains("● recorded alpha · iphone-se-3 landscape · large → \(Self.landscape)"))
        #expect(first.lines.last?.hasPrefix("2 cases: 0 passed, 2 recorded; ") == true)
        let golden = try TextDumpFormat.parse(try #require(workspace.read(Self.portrait)))
        #expect(golden.container == Size(width: 375, height: 667))
        #expect(golden.contentSize == Size(width: 375, height: 80))
        #expect(golden.elements.map(\.frame.minY) == [0, 0, 40, 40])

        try workspace.backdate(Self.portrait)
        let before = workspace.modificationDate(Self.portrait)
        let second = try workspace.tessera(["test", "samples"])
        #expect(second.status == 0)
        #expect(second.lines.prefix(2) == ["✓ alpha · iphone-se-3 portrait · large", "✓ alpha · iphone-se-3 landscape · large"])
        #expect(second.lines.last?.hasPrefix("2 cases: 2 passed; ") == true)
        #expect(workspace.modificationDate(Self.portrait) == before)
        #expect(workspace.files("samples/alpha/expected") == ["iphone-se-3-landscape-large.txt", "iphone-se-3-portrait-large.txt"])
    }

    @Test("a changed layout fails with a semantic diff, writes .new and leaves the golden alone")
    func changedLayoutFails() throws {
        let workspace = try Workspace()
        try workspace.sample("alpha")
        #expect(try workspace.tessera(["test", "samples"]).status == 0)
        let golden = workspace.read(Self.portrait)
        try workspace.write("samples/alpha/layout.lua", Workspace.script(height: 50))
        let run = try workspace.tessera(["test", "samples"])
        #expect(run.status == 1)
        #expect(run.lines.contains("✗ alpha · iphone-se-3 portrait · large"))
        #expect(run.stdout.contains("\(Self.portrait) differs; the new output is in iphone-se-3-portrait-large.txt.new\n"))
        #expect(run.stdout.contains("    contentSize (375 80) → (375 100): Δh +20\n"))
        #expect(run.stdout.contains("      ~ cell [0, 2]: moved Δy +10, resized Δh +10 — (0 40; 187.5 40) → (0 50; 187.5 50)\n"))
        #expect(run.stdout.contains("    4 of 4 elements differ: 2 moved, 4 resized\n    tolerance: 0.25 pt (half a device pixel at @2x"))
        #expect(run.stdout.contains("1 pending .new file: tessera review samples"))
        #expect(run.lines.last?.hasPrefix("1 case: 0 passed, 1 failed; ") == true)
        #expect(workspace.read(Self.portrait) == golden)
        let pending = try TextDumpFormat.parse(try #require(workspace.read(Self.portrait + ".new")))
        #expect(pending.elements[2].frame == Rect(x: 0, y: 50, width: 187.5, height: 50))

        // Back to the golden's layout: it passes and the stale .new goes.
        try workspace.write("samples/alpha/layout.lua", Workspace.script())
        #expect(try workspace.tessera(["test", "samples"]).status == 0)
        #expect(!workspace.exists(Self.portrait + ".new"))
    }

    @Test("a failing case prints the tessera run command that reproduces its new output, frame for frame")
    func failingCasePrintsReproduction() throws {
        let workspace = try Workspace()
        try workspace.sample("alpha")
        #expect(try workspace.tessera(["test", "samples"]).status == 0)
        try workspace.write("samples/alpha/layout.lua", Workspace.script(height: 50))
        let run = try workspace.tessera(["test", "samples"])
        #expect(run.status == 1)
        let command = "tessera run samples/alpha/layout.lua --device iphone-se-3 --content-size-category large"
        #expect(run.stdout.contains("    reproduce: \(command)\n"))
        let reproduced = try workspace.tessera(Array(command.split(separator: " ").dropFirst().map(String.init)))
        #expect(reproduced.status == 0)
        let pending = try TextDumpFormat.parse(try #require(workspace.read(Self.portrait + ".new")))
        let dump = try TextDumpFormat.parse(reproduced.stdout)
        #expect(dump.contentSize == pending.contentSize)
        #expect(dump.elements.map(\.frame) == pending.elements.map(\.frame))
        #expect(dump.elements.map(\.frame.minY) == [0, 0, 50, 50])
    }

    @Test("with identities, deleting a row fails as a deletion and one line for the rows that moved up")
    func identityDiff() throws {
        func script(_ ids: [String]) -> String {
            let records = ids.map { "{ id = \"\($0)\" }" }.joined(separator: ", ")
            return """
                local L = require "tessera"
                local item = L.item { size = { width = L.fractionalWidth(1), height = L.absolute(44) } }
                local group = L.group.vertical { size = { width = L.fractionalWidth(1), height = L.absolute(44) }, subitems = { item } }
                return L.layout { sections = { { section = L.section { group = group }, items = { \(records) } } } }

                """
        }
        let workspace = try Workspace()
        let ids = ["wifi", "bluetooth", "cellular", "hotspot", "vpn", "sounds"]
        try workspace.sample("alpha", script: script(ids))
        #expect(try workspace.tessera(["test", "samples"]).status == 0)
        #expect(workspace.read(Self.portrait)?.contains("cell [0, 1] frame = (0 44; 375 44); zIndex = 0; id = \"bluetooth\"\n") == true)
        try workspace.write("samples/alpha/layout.lua", script(ids.filter { $0 != "bluetooth" }))
        let run = try workspace.tessera(["test", "samples"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("""
                section 0:
                  - cell [0, 1] id "bluetooth": deleted from (0 44; 375 44)
                  ~ cells [0, 1]…[0, 4] item -1, moved Δy -44 (4 elements)
                5 elements differ (6 → 5 elements): 4 moved, 1 deleted, 4 renumbered

            """))
    }

    @Test("differences within the tolerance pass untouched; --tolerance tightens it")
    func tolerance() throws {
        let workspace = try Workspace()
        try workspace.sample("alpha")
        #expect(try workspace.tessera(["test", "samples"]).status == 0)
        // A golden a fifth of a point off (as from another machine's rounding): within half a pixel at @2x.
        try Self.nudge(workspace, Self.portrait)
        try workspace.backdate(Self.portrait)
        let before = workspace.modificationDate(Self.portrait)
        let loose = try workspace.tessera(["test", "samples"])
        #expect(loose.status == 0)
        #expect(loose.lines.first == "✓ alpha · iphone-se-3 portrait · large")
        #expect(workspace.modificationDate(Self.portrait) == before)
        let strict = try workspace.tessera(["test", "samples", "--tolerance", "0.1"])
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("      ~ cell [0, 2]: moved Δy -0.2 — (0 40.2; 187.5 40) → (0 40; 187.5 40)\n"))
        #expect(strict.stdout.contains("    1 of 4 elements differs: 1 moved\n    tolerance: 0.1 pt (--tolerance)\n"))
    }

    /// Moves cell [0, 2] of a golden down by 0.2 pt.
    static func nudge(_ workspace: Workspace, _ golden: String) throws {
        let text = try #require(workspace.read(golden))
        #expect(text.contains("cell [0, 2] frame = (0 40; 187.5 40)"))
        try workspace.write(golden, text.replacingOccurrences(of: "cell [0, 2] frame = (0 40;", with: "cell [0, 2] frame = (0 40.2;"))
    }

    @Test("--record never makes a missing golden a failure, and writes the output as .new")
    func recordNever() throws {
        let workspace = try Workspace()
        try workspace.sample("alpha")
        let run = try workspace.tessera(["test", "samples", "--record", "never"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("    missing golden \(Self.portrait) (not recorded: --record never); "
                                    + "the output is in iphone-se-3-portrait-large.txt.new\n"))
        #expect(!workspace.exists(Self.portrait))
        #expect(workspace.exists(Self.portrait + ".new"))
    }

    @Test("CI=1 implies never; TESSERA_RECORD and then the flag override it")
    func continuousIntegration() throws {
        let workspace = try Workspace()
        try workspace.sample("alpha")
        let ci = try workspace.tessera(["test", "samples"], environment: ["CI": "1"])
        #expect(ci.status == 1)
        #expect(ci.stdout.contains("(not recorded: CI is set)"))
        #expect(!workspace.exists(Self.portrait))
        let variable = try workspace.tessera(["test", "samples"], environment: ["CI": "true", "TESSERA_RECORD": "never"])
        #expect(variable.stdout.contains("(not recorded: TESSERA_RECORD=never)"))
        #expect(try workspace.tessera(["test", "samples"], environment: ["CI": "false"]).status == 0)
        #expect(workspace.exists(Self.portrait))
        try FileManager.default.removeItem(atPath: workspace.path + "/" + Self.portrait)
        let flag = try workspace.tessera(["test", "samples", "--record", "missing"],
                                         environment: ["CI": "1", "TESSERA_RECORD": "never"])
        #expect(flag.status == 0)
        #expect(flag.stdout.contains("● recorded alpha"))
        let bad = try workspace.tessera(["test", "samples"], environment: ["TESSERA_RECORD": "sometimes"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("TESSERA_RECORD must be missing, all, failed or never (got 'sometimes')"))
    }

    @Test("a golden that is not a dump is reported with its file and line, not diffed")
    func invalidGolden() throws {
        let workspace = try Workspace()
        try workspace.sample("alpha")
        try workspace.write(Self.portrait, """
            # Tessera frame dump
            container = (375 667); scale = 2; contentSize = (375 80)
            cell [0, x] frame = (0 0; 1 1); zIndex = 0

            """)
        let run = try workspace.tessera(["test", "samples"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("    invalid golden: \(Self.portrait):3: "))
        #expect(run.stdout.contains("the golden is not a valid frame dump, so it was not compared"))
        #expect(!run.stdout.contains("elements differ"))
        #expect(workspace.read(Self.portrait)?.contains("cell [0, x]") == true)
        // --record failed replaces it.
        let fixed = try workspace.tessera(["test", "samples", "--record", "failed"])
        #expect(fixed.status == 0)
        #expect(fixed.stdout.contains("● recorded alpha · iphone-se-3 portrait · large → \(Self.portrait), replacing an invalid golden"))
        #expect(try TextDumpFormat.parse(try #require(workspace.read(Self.portrait))).elements.count == 4)
    }

    @Test("--record all rewrites changed goldens only; --record failed only failing ones")
    func recordAllAndFailed() throws {
        let workspace = try Workspace()
        try workspace.sample("alpha")
        try workspace.sample("beta")
        let beta = "samples/beta/expected/iphone-se-3-portrait-large.txt"
        #expect(try workspace.tessera(["test", "samples"]).status == 0)
        try workspace.backdate(Self.portrait)
        try workspace.backdate(beta)
        let untouched = workspace.modificationDate(beta)
        try Self.nudge(workspace, Self.portrait)
        let all = try workspace.tessera(["test", "samples", "--record", "all"])
        #expect(all.status == 0)
        #expect(all.stdout.contains("● recorded alpha · iphone-se-3 portrait · large → \(Self.portrait) (it differed within the tolerance"))
        #expect(all.lines.contains("✓ beta · iphone-se-3 portrait · large"))
        #expect(workspace.modificationDate(beta) == untouched)
        #expect(workspace.read(Self.portrait)?.contains("cell [0, 2] frame = (0 40; 187.5 40)") == true)

        try workspace.write("samples/alpha/layout.lua", Workspace.script(height: 60))
        try Self.nudge(workspace, beta)
        try workspace.backdate(beta)
        let failed = try workspace.tessera(["test", "samples", "--record", "failed"])
        #expect(failed.status == 0)
        #expect(failed.stdout.contains("replacing a golden that differed"))
        #expect(failed.lines.contains("✓ beta · iphone-se-3 portrait · large"))
        #expect(workspace.read(Self.portrait)?.contains("frame = (0 60; 187.5 60)") == true)
        #expect(workspace.modificationDate(beta) == untouched)
    }

    @Test("exploration transcripts compare as text and show the differing lines")
    func explorations() throws {
        let workspace = try Workspace()
        try workspace.sample("alpha", explorations: ["scroll"])
        let first = try workspace.tessera(["test", "samples"])
        #expect(first.status == 0)
        #expect(first.lines.contains("● recorded alpha · explore scroll → samples/alpha/expected/explore-scroll.txt"))
        #expect(workspace.read("samples/alpha/expected/explore-scroll.txt")?.contains("\n> scroll 10\n") == true)
        try workspace.write("samples/alpha/layout.lua", Workspace.script(height: 50))
        let run = try workspace.tessera(["test", "samples"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("✗ alpha · explore scroll\n"))
        #expect(run.stdout.contains("\n    - offset -20 of -20…-20; content 375×80;"))
        #expect(run.stdout.contains("\n    + offset -20 of -20…-20; content 375×100;"))
        #expect(run.stdout.contains("    1 line removed, 1 added\n    (transcripts compare as text)\n"))
    }

    @Test("results come in the same order whatever --jobs is")
    func deterministicOrder() throws {
        let workspace = try Workspace()
        for name in ["delta", "alpha", "charlie", "bravo"] { try workspace.sample(name, orientations: ["portrait", "landscape"]) }
        #expect(try workspace.tessera(["test", "samples"]).status == 0)
        let serial = try workspace.tessera(["test", "samples", "--jobs", "1"])
        let parallel = try workspace.tessera(["test", "samples", "--jobs", "4"])
        #expect(serial.lines.dropLast() == parallel.lines.dropLast())
        #expect(serial.lines.first == "✓ alpha · iphone-se-3 portrait · large")
        #expect(serial.lines.count == 9)
    }

    @Test("Ctrl-C exits with 130 and leaves no temporary file")
    func interrupt() throws {
        let workspace = try Workspace()
        try workspace.sample("alpha")
        try workspace.sample("slow", script: "while true do end\n")
        let running = try workspace.start(["test", "samples", "--jobs", "2"])
        // Once alpha is recorded the handler is installed and slow is looping (until the instruction limit).
        let deadline = Date().addingTimeInterval(20)
        while !workspace.exists(Self.portrait) && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        Thread.sleep(forTimeInterval: 0.2)
        running.process.interrupt()
        running.process.waitUntilExit()
        let run = running.finish()
        #expect(run.status == 130)
        #expect(run.stderr.contains("interrupted"))
        #expect(workspace.files("samples/alpha/expected").allSatisfy { !$0.hasPrefix(".") })
        #expect(workspace.files("samples/slow/expected").isEmpty)
    }
}
