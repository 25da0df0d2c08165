// `tessera accept`, `reject` and `review`: resolving pending .new outputs, in one go or one by one.

import Foundation
import Testing

@Suite("tessera accept, reject and review")
struct ReviewCommandTests {
    static let portrait = "samples/alpha/expected/iphone-se-3-portrait-large.txt"
    static let landscape = "samples/alpha/expected/iphone-se-3-landscape-large.txt"

    /// A sample with goldens at height 40 and pending outputs at height 50, in both orientations.
    static func pendingWorkspace() throws -> Workspace {
        let workspace = try Workspace()
        try workspace.sample("alpha", orientations: ["portrait", "landscape"])
        #expect(try workspace.tessera(["test", "samples"]).status == 0)
        try workspace.write("samples/alpha/layout.lua", Workspace.script(height: 50))
        #expect(try workspace.tessera(["test", "samples"]).status == 1)
        #expect(workspace.exists(portrait + ".new") && workspace.exists(landscape + ".new"))
        return workspace
    }

    @Test("reject deletes a .new and keeps the golden; accept renames the others over their goldens")
    func acceptAndReject() throws {
        let workspace = try Self.pendingWorkspace()
        let oldLandscape = workspace.read(Self.landscape)
        let newPortrait = workspace.read(Self.portrait + ".new")
        let rejected = try workspace.tessera(["reject", Self.landscape])
        #expect(rejected.status == 0)
        #expect(rejected.lines == ["rejected \(Self.landscape).new", "1 pending file rejected"])
        #expect(!workspace.exists(Self.landscape + ".new"))
        #expect(workspace.read(Self.landscape) == oldLandscape)

        let accepted = try workspace.tessera(["accept", "samples"])
        #expect(accepted.status == 0)
        #expect(accepted.lines == ["accepted \(Self.portrait)", "1 golden accepted"])
        #expect(workspace.read(Self.portrait) == newPortrait)
        #expect(workspace.files("samples/alpha/expected") == ["iphone-se-3-landscape-large.txt", "iphone-se-3-portrait-large.txt"])

        let nothing = try workspace.tessera(["accept", "samples"])
        #expect(nothing.status == 0)
        #expect(nothing.lines == ["nothing to accept: no pending .new files under samples"])
        #expect(try workspace.tessera(["reject", "samples/alpha/expected/missing.txt"]).status == 2)
        let run = try workspace.tessera(["test", "samples"])
        #expect(run.lines.contains("✓ alpha · iphone-se-3 portrait · large"))
        #expect(run.lines.contains("✗ alpha · iphone-se-3 landscape · large"))
    }

    @Test("accept takes a .new file itself")
    func acceptOneFile() throws {
        let workspace = try Self.pendingWorkspace()
        let run = try workspace.tessera(["accept", Self.landscape + ".new"])
        #expect(run.lines == ["accepted \(Self.landscape)", "1 golden accepted"])
        #expect(workspace.exists(Self.portrait + ".new"))
    }

    @Test("review shows each diff and reads answers from piped input")
    func review() throws {
        let workspace = try Self.pendingWorkspace()
        let newLandscape = workspace.read(Self.landscape + ".new")
        let oldPortrait = workspace.read(Self.portrait)
        let run = try workspace.tessera(["review", "samples"], input: "y\nmaybe\nn\n")
        #expect(run.status == 0)
        let prompt = "accept? [y]es / [n]o (reject) / [s]kip / [q]uit "
        #expect(run.lines == [
            "[1/2] \(Self.landscape)",
            "    contentSize (667 80) → (667 100): Δh +20",
            "    section 0:",
            "      ~ cell [0, 0]: resized Δh +10 — (0 0; 333.5 40) → (0 0; 333.5 50)",
            "      ~ cell [0, 1]: resized Δh +10 — (333.5 0; 333.5 40) → (333.5 0; 333.5 50)",
            "      ~ cell [0, 2]: moved Δy +10, resized Δh +10 — (0 40; 333.5 40) → (0 50; 333.5 50)",
            "      ~ cell [0, 3]: moved Δy +10, resized Δh +10 — (333.5 40; 333.5 40) → (333.5 50; 333.5 50)",
            "    4 of 4 elements differ: 2 moved, 4 resized",
            "    tolerance: 0.25 pt (half a device pixel at @2x; --tolerance changes it)",
            prompt + "y",
            "accepted \(Self.landscape)",
            "[2/2] \(Self.portrait)",
            "    contentSize (375 80) → (375 100): Δh +20",
            "    section 0:",
            "      ~ cell [0, 0]: resized Δh +10 — (0 0; 187.5 40) → (0 0; 187.5 50)",
            "      ~ cell [0, 1]: resized Δh +10 — (187.5 0; 187.5 40) → (187.5 0; 187.5 50)",
            "      ~ cell [0, 2]: moved Δy +10, resized Δh +10 — (0 40; 187.5 40) → (0 50; 187.5 50)",
            "      ~ cell [0, 3]: moved Δy +10, resized Δh +10 — (187.5 40; 187.5 40) → (187.5 50; 187.5 50)",
            "    4 of 4 elements differ: 2 moved, 4 resized",
            "    tolerance: 0.25 pt (half a device pixel at @2x; --tolerance changes it)",
            prompt + "maybe",
            "please answer y, n, s or q",
            prompt + "n",
            "rejected \(Self.portrait).new",
            "1 accepted, 1 rejected, 0 skipped",
        ])
        #expect(workspace.read(Self.landscape) == newLandscape)
        #expect(workspace.read(Self.portrait) == oldPortrait)
        #expect(!workspace.exists(Self.portrait + ".new") && !workspace.exists(Self.landscape + ".new"))
    }

    @Test("review stops at the end of input or on q, leaving the rest pending")
    func reviewQuits() throws {
        let workspace = try Self.pendingWorkspace()
        let skipped = try workspace.tessera(["review", "samples"], input: "s\n")
        #expect(skipped.lines.last == "0 accepted, 0 rejected, 2 skipped")
        let quit = try workspace.tessera(["review", "samples"], input: "q\n")
        #expect(quit.lines.last == "0 accepted, 0 rejected, 2 skipped")
        #expect(workspace.exists(Self.portrait + ".new") && workspace.exists(Self.landscape + ".new"))
    }
}
