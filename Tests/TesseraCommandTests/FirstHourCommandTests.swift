// What a new user tripped on in their first hour with the CLI: a sample named by the path given, device names, the
// .gitignore of a new sample, --orthogonal-offset's usage, and the explorer's first-load and reload reports.

import Foundation
import Testing

@Suite("The first hour with the CLI")
struct FirstHourCommandTests {
    @Test("A sample is named after its folder whatever path names it: `test .` inside it, `test ..` from below it")
    func sampleNamedAfterItsFolder() throws {
        let workspace = try Workspace()
        try workspace.sample("insta", explorations: ["scroll"])
        // Recorded from inside the sample, as `.`: the transcript names the sample `insta`, not `.`.
        let recorded = try workspace.tessera(["test", "."], in: "samples/insta")
        #expect(recorded.status == 0, "\(recorded.stdout)\(recorded.stderr)")
        #expect(recorded.lines.contains("● recorded insta · explore scroll → ./expected/explore-scroll.txt"))
        let golden = try #require(workspace.read("samples/insta/expected/explore-scroll.txt"))
        #expect(golden.hasPrefix("# exploration scroll of insta on iphone-se-3, large, policy uikit\n"))
        let layout = try #require(workspace.read("samples/insta/expected/iphone-se-3-portrait-large.txt"))
        #expect(layout.contains("\n# sample: insta\n"))
        // The same goldens pass from the folder above, from inside and from a folder below it.
        for (folder, path) in [(nil, "samples/insta"), ("samples/insta", "."), ("samples/insta/expected", ".."),
                               ("samples", "insta"), ("samples/insta", "../insta/")] {
            let run = try workspace.tessera(["test", path, "--record", "never"], in: folder)
            #expect(run.status == 0, "test \(path) in \(folder ?? "the workspace"): \(run.stdout)")
            #expect(run.lines.contains("✓ insta · explore scroll"), "\(run.stdout)")
            #expect(run.lines.contains("✓ insta · iphone-se-3 portrait · large"), "\(run.stdout)")
        }
    }

    @Test("A sample whose manifest cannot be read is named after its folder too, from below it")
    func unreadableSampleNamedAfterItsFolder() throws {
        let workspace = try Workspace()
        try workspace.write("samples/broken/sample.json", "{ \"script\": 3 }\n")
        try workspace.write("samples/broken/notes/readme.txt", "x\n")
        let run = try workspace.tessera(["test", ".."], in: "samples/broken/notes")
        #expect(run.status == 2)
        #expect(run.lines.first == "! broken: ../sample.json:1: 'script' must be the path of the layout script", "\(run.stdout)")
    }

    @Test("A device name that begins a preset's suggests it, on the command line and in the explorer",
          arguments: [("iphone-se", "iphone-se-3"), ("ipad-air", "ipad-air-11"), ("iphone-16", "iphone-16-pro")])
    func devicePrefix(_ typed: String, _ preset: String) throws {
        let workspace = try Workspace()
        try workspace.write("layout.lua", Workspace.script())
        let run = try workspace.tessera(["run", "layout.lua", "--device", typed])
        #expect(run.status == 2)
        #expect(run.stderr.contains("unknown device '\(typed)' (did you mean '\(preset)'?); `tessera devices` lists the presets"))
        let explore = try workspace.tessera(["explore", "layout.lua"], input: "device \(typed)\n")
        #expect(explore.stdout.contains("> device \(typed)\nerror: unknown device '\(typed)' (did you mean '\(preset)'?); "
                                        + "tessera devices lists them\n"))
    }

    @Test("The explorer suggests the command a misspelt one was meant to be")
    func explorerCommandSuggestion() throws {
        let workspace = try Workspace()
        try workspace.write("layout.lua", Workspace.script())
        let explore = try workspace.tessera(["explore", "layout.lua"], input: "scrol 100\n")
        #expect(explore.status == 2)
        #expect(explore.stdout.contains("> scrol 100\nerror: unknown command 'scrol' (did you mean 'scroll'?); type help\n"))
    }

    static let gitignore = """
        # Written by tessera test and settled by tessera review, accept or reject; never committed.
        expected/*.new
        expected/.*.tmp
        expected/.pending

        """

    @Test("Recording a new sample writes its .gitignore, once, and leaves one that is there alone")
    func gitignoreOfANewSample() throws {
        let workspace = try Workspace()
        try workspace.sample("alpha")
        try workspace.sample("beta")
        try workspace.write("samples/beta/.gitignore", "mine\n")
        let run = try workspace.tessera(["test", "samples", "--record", "all"])
        #expect(run.status == 0)
        #expect(run.lines.contains("● wrote samples/alpha/.gitignore: keeps expected/*.new, expected/.*.tmp and "
                                   + "expected/.pending out of git"))
        #expect(!run.stdout.contains("samples/beta/.gitignore"))
        #expect(workspace.read("samples/alpha/.gitignore") == Self.gitignore)
        #expect(workspace.read("samples/beta/.gitignore") == "mine\n")
        // A run that writes nothing into the sample writes no .gitignore either.
        try FileManager.default.removeItem(atPath: workspace.path + "/samples/alpha/.gitignore")
        let again = try workspace.tessera(["test", "samples"])
        #expect(again.status == 0)
        #expect(!workspace.exists("samples/alpha/.gitignore"))
        #expect(!again.stdout.contains(".gitignore"))
        // A mismatch writes a .new: the .gitignore comes with it, and git would ignore the .new.
        try workspace.write("samples/alpha/layout.lua", Workspace.script(height: 50))
        let failed = try workspace.tessera(["test", "samples"])
        #expect(failed.status == 1)
        #expect(workspace.read("samples/alpha/.gitignore") == Self.gitignore)
        #expect(workspace.exists("samples/alpha/expected/iphone-se-3-portrait-large.txt.new"))
    }

    @Test("--orthogonal-offset naming a section the layout lacks: the section, how many there are, and run's usage")
    func orthogonalOffsetUsage() throws {
        let workspace = try Workspace()
        try workspace.write("layout.lua", Workspace.script())
        let missing = try workspace.tessera(["run", "layout.lua", "--orthogonal-offset", "1=10"])
        #expect(missing.status == 2)
        #expect(missing.stdout == "")
        let lines = missing.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Before: the usage of `tessera` itself (`tessera <subcommand>`), as if the command line were wrong.
        #expect(lines.first == "Error: --orthogonal-offset 1=10: section 1: no such section (the layout has 1 section)")
        #expect(lines.count > 1 && lines[1] == "Usage: tessera run [<options>] <script> [<swift-file> ...]", "\(missing.stderr)")
        #expect(missing.stderr.contains("  See 'tessera run --help' for more information.\n"))
        #expect(!missing.stderr.contains("<subcommand>"))
        let flat = try workspace.tessera(["run", "layout.lua", "--orthogonal-offset", "0=10"])
        #expect(flat.status == 2)
        #expect(flat.stderr.hasPrefix("Error: --orthogonal-offset 0=10: section 0: it does not scroll orthogonally (no section does)\n"
                                      + "Usage: tessera run [<options>] <script> [<swift-file> ...]\n"))
    }
}

@Suite("The explorer's first hour")
struct FirstHourExplorerTests {
    /// The settings sample's script and feed on an iPhone 15 Pro, running `commands`.
    static func exploreSettings(_ commands: [String]) throws -> CommandRun {
        let workspace = try Workspace()
        try workspace.write("commands.txt", commands.joined(separator: "\n") + "\n")
        let root = TesseraExecutable.root
        return try workspace.tessera(["explore", root + "/Scripts/samples/settings.lua", "--feed",
                                      root + "/Samples/settings/feed.json", "--device", "iphone-15-pro",
                                      "--commands", "commands.txt"])
    }

    @Test("First load: no visible jump (nothing was on screen), and what is measured counted per kind")
    func firstLoad() throws {
        let run = try Self.exploreSettings(["where"])
        #expect(run.status == 0, "\(run.stderr)")
        // Before: `visible jump -33.333 pt` for the first load, and `19 measured of 18 items` (headers and footers
        // counted as measured, not as items).
        #expect(run.lines.dropFirst().first == "1 pass, 19 measured; content 1096 → 1095; offset -59 → -59; visible jump 0 pt (reflow -39 pt)")
        #expect(run.stdout.contains("> where\noffset -59 of -59…277; content 393×1095; 12 of 18 items and 7 of 8 "
                                    + "supplementaries measured; policy uikit, estimates script\n"))
    }

    @Test("reload keeps the offset without a pass at the resting offset first; stats say p50 of |error|")
    func reloadKeepsTheOffset() throws {
        let run = try Self.exploreSettings(["scroll 300", "reload", "where", "stats"])
        #expect(run.status == 0, "\(run.stderr)")
        // Before: a pass at -59 (the resting offset), then one at 235 with a visible jump of -10.
        #expect(run.stdout.contains("> reload\nreloaded\n1 pass, 21 measured; content 1096 → 1060; offset 235 → 235; "
                                    + "visible jump 0 pt (reflow -32 pt)\n\n> where\noffset 235 of -59…242;"))
        let reload = try #require(run.stdout.components(separatedBy: "> reload\n").last)
        #expect(!reload.contains("-59 → -59"))
        #expect(run.stdout.contains("estimate error (measured − estimate): mean -1.714, mean |error| 6.19, "
                                    + "p50 |error| 1.667, p90 |error| 30.333, max |error| 32\n"))
    }
}
