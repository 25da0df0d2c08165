// Files stay inside their sample: symbolic links out, what accept renames, temporary files, signals, reports.

import Foundation
import Testing

@Suite("Files stay inside their sample")
struct SampleFilesCommandTests {
    static let portrait = ReviewCommandTests.portrait
    static let landscape = ReviewCommandTests.landscape

    @Test("An expected/ folder that links out of the sample is an error: nothing is written, pruned or deleted there")
    func expectedLinkedOut() throws {
        let workspace = try Workspace()
        try workspace.sample("alpha")
        try workspace.write("elsewhere/victim.txt", "not a golden\n")
        try FileManager.default.createSymbolicLink(atPath: workspace.path + "/samples/alpha/expected",
                                                   withDestinationPath: workspace.path + "/elsewhere")
        let run = try workspace.tessera(["test", "samples", "--prune"])
        #expect(run.status == 2)
        let target = try FileManager.default.destinationOfSymbolicLink(atPath: workspace.path + "/samples/alpha/expected")
        let real = (target as NSString).resolvingSymlinksInPath
        #expect(run.lines.contains("! alpha · iphone-se-3 portrait · large: samples/alpha/expected: a symbolic link to "
                                   + "\(real), outside the sample; goldens stay inside their sample's folder"))
        #expect(workspace.read("elsewhere/victim.txt") == "not a golden\n")
        #expect(workspace.files("elsewhere") == ["victim.txt"])
    }

    @Test("accept renames only what the last run wrote for a known case, unchanged, non-empty and a valid dump")
    func acceptRefuses() throws {
        let workspace = try ReviewCommandTests.pendingWorkspace()
        let dump = try #require(workspace.read(Self.portrait + ".new"))
        try workspace.write("samples/alpha/expected/ipad-air-11-portrait-large.txt.new", dump)
        try workspace.write(Self.landscape + ".new", (workspace.read(Self.landscape + ".new") ?? "") + "# edited\n")
        let run = try workspace.tessera(["accept", "samples"])
        #expect(run.status == 2)
        #expect(run.lines == [
            "! samples/alpha/expected/ipad-air-11-portrait-large.txt.new: not accepted: no case of alpha writes "
                + "ipad-air-11-portrait-large.txt",
            "! \(Self.landscape).new: not accepted: it changed since tessera test wrote it",
            "accepted \(Self.portrait)",
            "1 golden accepted, 2 refused",
        ])
        #expect(workspace.read(Self.portrait) == dump)
        #expect(workspace.exists(Self.landscape + ".new"))

        try workspace.write(Self.portrait + ".new", "")
        try workspace.write(Self.landscape + ".new", "garbage\n")
        let invalid = try workspace.tessera(["accept", Self.portrait + ".new", Self.landscape + ".new"])
        #expect(invalid.status == 2)
        #expect(invalid.lines.first == "! \(Self.landscape).new: not accepted: it is not a frame dump "
                + "(\(Self.landscape).new:1: expected 'container = ' (column 1))")
        #expect(invalid.lines.dropFirst().first == "! \(Self.portrait).new: not accepted: it is empty")
    }

    @Test("A .new the last run did not write is refused, and so is one outside any sample")
    func acceptUnrecorded() throws {
        let workspace = try ReviewCommandTests.pendingWorkspace()
        try FileManager.default.removeItem(atPath: workspace.path + "/samples/alpha/expected/.pending")
        let run = try workspace.tessera(["accept", Self.portrait + ".new"])
        #expect(run.status == 2)
        #expect(run.lines.first == "! \(Self.portrait).new: not accepted: the last tessera test did not write it "
                + "(.pending does not list it)")
        try workspace.write("elsewhere/x.txt.new", "# Tessera frame dump\n")
        try workspace.write("elsewhere/x.txt", "kept\n")
        for verb in ["accept", "reject"] {
            let outside = try workspace.tessera([verb, "elsewhere/x.txt.new"])
            #expect(outside.status == 2)
            #expect(outside.lines.first == "! elsewhere/x.txt.new: not a pending output of a sample (an "
                    + "expected/<golden>.new beside a sample.json)")
        }
        #expect(workspace.read("elsewhere/x.txt") == "kept\n" && workspace.exists("elsewhere/x.txt.new"))
    }

    @Test("accept and reject do not follow a folder link out of the folders they are given")
    func walksDoNotFollowLinks() throws {
        let workspace = try ReviewCommandTests.pendingWorkspace()
        try FileManager.default.moveItem(atPath: workspace.path + "/samples/alpha", toPath: workspace.path + "/outside")
        try FileManager.default.createDirectory(atPath: workspace.path + "/samples", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: workspace.path + "/samples/alpha",
                                                   withDestinationPath: workspace.path + "/outside")
        let run = try workspace.tessera(["reject", "samples"])
        #expect(run.lines == ["nothing to reject: no pending .new files under samples"])
        #expect(workspace.exists("outside/expected/iphone-se-3-portrait-large.txt.new"))
    }

    @Test("Temporary files a killed run left are deleted by the next run; live ones are not")
    func staleTemporaries() throws {
        let workspace = try Workspace()
        try workspace.sample("alpha")
        #expect(try workspace.tessera(["test", "samples"]).status == 0)
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let dead = ".iphone-se-3-portrait-large.txt.\(finished.processIdentifier).1.tmp"
        let alive = ".iphone-se-3-portrait-large.txt.\(ProcessInfo.processInfo.processIdentifier).1.tmp"
        try workspace.write("samples/alpha/expected/" + dead, "half a golden")
        try workspace.write("samples/alpha/expected/" + alive, "a golden being written")
        let run = try workspace.tessera(["test", "samples"])
        #expect(run.status == 0)
        #expect(run.lines.first == "removed samples/alpha/expected/\(dead), left by a run that was killed")
        #expect(workspace.files("samples/alpha/expected") == [alive, "iphone-se-3-portrait-large.txt"])
    }

    @Test("SIGTERM stops a run with 143 and leaves no temporary file")
    func terminated() throws {
        let workspace = try Workspace()
        let slow = "local L = require \"tessera\"\nlocal t = os.clock()\nwhile os.clock() - t < 20 do end\n"
        try workspace.sample("alpha")
        try workspace.sample("slow", script: slow)
        let running = try workspace.start(["test", "samples", "--jobs", "2"])
        // Once alpha is recorded the handler is installed and slow is looping (not after a fixed wait: a loaded
        // machine may take longer than one to start the run).
        let recorded = "samples/alpha/expected/iphone-se-3-portrait-large.txt"
        let deadline = Date().addingTimeInterval(20)
        while !workspace.exists(recorded) && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(workspace.exists(recorded))
        running.process.terminate()
        running.process.waitUntilExit()
        let run = running.finish()
        #expect(running.process.terminationReason == .exit)
        #expect(run.status == 143)
        #expect(run.stderr.contains("terminated: no golden or output was left half-written"))
        #expect(workspace.files("samples/alpha/expected").allSatisfy { !$0.hasPrefix(".") })
        #expect(workspace.files("samples/slow").filter { $0.hasSuffix(".tmp") }.isEmpty)
        #expect(workspace.files("samples/slow/expected").isEmpty)
    }

    @Test("--junit does not make folders: a missing one is an error and the run's status is 2")
    func junitMissingFolder() throws {
        let workspace = try Workspace()
        try workspace.sample("alpha")
        let run = try workspace.tessera(["test", "samples", "--junit", "reports/junit.xml"])
        #expect(run.status == 2)
        #expect(run.lines.contains("! reports/junit.xml: cannot write the JUnit report (no folder reports)"))
        #expect(!workspace.exists("reports"))
    }

    @Test("--timeout stops a case that runs for ever; the others still run")
    func caseTimeout() throws {
        let workspace = try Workspace()
        try workspace.sample("alpha", script: "local L = require \"tessera\"\nwhile true do end\n")
        try workspace.sample("beta")
        // 1 s: beta's case has time to run on a loaded machine, and alpha's loop stops at it, long before its
        // instruction budget (about 3 s).
        let run = try workspace.tessera(["test", "samples", "--timeout", "1"])
        #expect(run.status == 2)
        #expect(run.lines.contains("! alpha · iphone-se-3 portrait · large: samples/alpha/layout.lua:2: timed out after "
                                   + "1 s: the script runs too long or never stops; raise the limit with --timeout"))
        #expect(run.lines.contains("● recorded beta · iphone-se-3 portrait · large → samples/beta/expected/iphone-se-3-portrait-large.txt"))
    }

    @Test("Every sample's .gitignore keeps .new files, temporary files and the pending record out of version control")
    func samplesIgnoreTheirScratchFiles() throws {
        let samples = TesseraExecutable.root + "/Samples"
        let folders = try FileManager.default.contentsOfDirectory(atPath: samples)
            .filter { FileManager.default.fileExists(atPath: "\(samples)/\($0)/sample.json") }
        #expect(folders.count >= 10)
        for folder in folders {
            let ignored = (FileManager.default.contents(atPath: "\(samples)/\(folder)/.gitignore")
                .map { String(decoding: $0, as: UTF8.self) } ?? "").split(separator: "\n").map(String.init)
            #expect(["expected/*.new", "expected/.*.tmp", "expected/.pending"].allSatisfy(ignored.contains),
                    "Samples/\(folder)/.gitignore")
        }
    }
}
