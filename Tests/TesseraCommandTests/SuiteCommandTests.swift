// `tessera test` across samples: errors that do not stop the run, obsolete goldens, JUnit XML, sharding.

import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("tessera test across samples")
struct SuiteCommandTests {
    @Test("a broken script or manifest exits 2, and the other samples still run")
    func errorsDoNotStopTheRun() throws {
        let workspace = try Workspace()
        try workspace.sample("good")
        try workspace.sample("broken", script: "local L = require \"tessera\"\nlocal item = L.item { sise = 3 }\n",
                             orientations: ["portrait", "landscape"])
        try workspace.write("samples/manifest/sample.json", "{ \"script\": 3 }\n")
        let run = try workspace.tessera(["test", "samples"])
        #expect(run.status == 2)
        #expect(run.lines.contains("! broken · iphone-se-3 portrait · large: samples/broken/layout.lua:2: "
                                   + "unknown field 'sise' in item (did you mean 'size'?)"))
        #expect(run.stdout.contains("    stack traceback:\n      samples/broken/layout.lua:2: in main chunk\n"))
        #expect(run.lines.contains("! broken · iphone-se-3 landscape · large: the same error as above"))
        #expect(run.lines.contains("● recorded good · iphone-se-3 portrait · large → samples/good/expected/iphone-se-3-portrait-large.txt"))
        #expect(run.lines.contains("! manifest: samples/manifest/sample.json:1: 'script' must be the path of the layout script"))
        #expect(run.lines.last?.hasPrefix("4 cases: 0 passed, 1 recorded, 3 errors; ") == true)
        // A mismatch as well still exits 2.
        try workspace.write("samples/good/layout.lua", Workspace.script(height: 50))
        #expect(try workspace.tessera(["test", "samples"]).status == 2)
        #expect(try workspace.tessera(["test", "samples/good"]).status == 1)
    }

    @Test("goldens no case writes are obsolete: a warning, a failure under never, deleted by --prune")
    func obsoleteGoldens() throws {
        let workspace = try Workspace()
        try workspace.sample("alpha")
        #expect(try workspace.tessera(["test", "samples"]).status == 0)
        let obsolete = "samples/alpha/expected/ipad-air-11-portrait-large.txt"
        try workspace.write(obsolete, "anything\n")
        try workspace.write("samples/alpha/expected/.gitkeep", "")
        let warned = try workspace.tessera(["test", "samples"])
        #expect(warned.status == 0)
        #expect(warned.lines.contains("⚠ obsolete golden \(obsolete) (no case writes it any more; --prune deletes it)"))
        #expect(warned.lines.last?.hasPrefix("1 case: 1 passed, 1 obsolete golden; ") == true)
        let never = try workspace.tessera(["test", "samples", "--record", "never"])
        #expect(never.status == 1)
        #expect(never.lines.contains("✗ obsolete golden \(obsolete) (no case writes it any more; --prune deletes it)"))
        let pruned = try workspace.tessera(["test", "samples", "--prune"])
        #expect(pruned.status == 0)
        #expect(pruned.lines.contains("- pruned obsolete golden \(obsolete)"))
        #expect(!workspace.exists(obsolete))
        #expect(workspace.exists("samples/alpha/expected/.gitkeep"))
    }

    @Test("An exploration name that would reach another folder is a manifest error, and nothing is written")
    func explorationNameStaysInTheSample() throws {
        let workspace = try Workspace()
        try workspace.sample("alpha", explorations: ["../../escape"])
        let run = try workspace.tessera(["test", "samples"])
        #expect(run.status == 2)
        #expect(run.lines.contains("! alpha: samples/alpha/sample.json:2: explorations[0].name '../../escape' must be "
                                   + "letters, digits, '-', '_' and '.' (not first): it names a file"))
        #expect(workspace.read("escape.txt") == nil && workspace.read("samples/escape.txt") == nil)
    }

    @Test("A sample's exploration cannot write files with dump --output")
    func explorationsDoNotWriteFiles() throws {
        let workspace = try Workspace()
        try workspace.write("samples/alpha/layout.lua", Workspace.script())
        try workspace.write("samples/alpha/sample.json", """
            { "script": "layout.lua", "feed": null, "devices": ["iphone-se-3"], "contentSizeCategories": ["large"],
              "explorations": [ { "name": "leak", "commands": ["dump --output ../../leak.txt"] } ] }
            """)
        _ = try workspace.tessera(["test", "samples"])
        let transcript = workspace.read("samples/alpha/expected/explore-leak.txt") ?? ""
        #expect(transcript.contains("> dump --output ../../leak.txt\nerror: dump --output is not allowed in a sample's "
                                    + "exploration (it would write outside the sample)\n"))
        #expect(workspace.read("leak.txt") == nil)
    }

    @Test("--junit writes JUnit XML: a testcase per case, failures with the diff, errors")
    func junit() throws {
        let workspace = try Workspace()
        try workspace.sample("alpha", orientations: ["portrait", "landscape"], explorations: ["scroll"])
        try workspace.sample("broken", script: "error('no layout here')\n")
        #expect(try workspace.tessera(["test", "samples/alpha"]).status == 0)
        try workspace.write("samples/alpha/layout.lua", Workspace.script(height: 50))
        try FileManager.default.createDirectory(atPath: workspace.path + "/reports", withIntermediateDirectories: false)
        let run = try workspace.tessera(["test", "samples", "--junit", "reports/junit.xml"])
        #expect(run.status == 2)
        let data = try #require(FileManager.default.contents(atPath: workspace.path + "/reports/junit.xml"))
        let report = JUnitSummary(data)
        #expect(report.valid)
        #expect(report.suites == ["alpha", "broken"])
        #expect(report.testcases == ["alpha|iphone-se-3 portrait · large", "alpha|iphone-se-3 landscape · large",
                                     "alpha|explore scroll", "broken|iphone-se-3 portrait · large"])
        #expect(report.failures == 3)
        #expect(report.errors == 1)
        #expect(report.failureMessages[0].contains("~ cell [0, 2]: moved Δy +10, resized Δh +10"))
        #expect(report.failureMessages[0].contains("\ntolerance: 0.25 pt"))
        #expect(workspace.files("reports") == ["junit.xml"])
    }

    @Test("JUnit failures say why: a mismatch, an invalid golden, a missing golden, an obsolete golden")
    func junitFailureTypes() throws {
        let workspace = try Workspace()
        try workspace.sample("alpha", orientations: ["portrait", "landscape"])
        #expect(try workspace.tessera(["test", "samples"]).status == 0)
        try workspace.write("samples/alpha/expected/iphone-se-3-portrait-large.txt", "not a dump\n")
        try FileManager.default.removeItem(atPath: workspace.path + "/samples/alpha/expected/iphone-se-3-landscape-large.txt")
        try workspace.write("samples/alpha/expected/iphone-se-3-upside-down-large.txt", "not written by any case\n")
        let run = try workspace.tessera(["test", "samples", "--record", "never", "--junit", "junit.xml"])
        #expect(run.status == 1)
        let report = JUnitSummary(try #require(FileManager.default.contents(atPath: workspace.path + "/junit.xml")))
        #expect(report.failureTypes.sorted() == ["invalid-golden", "missing-golden", "obsolete-golden"])
        try workspace.write("samples/alpha/layout.lua", Workspace.script(height: 50))
        try FileManager.default.removeItem(atPath: workspace.path + "/samples/alpha/expected/iphone-se-3-upside-down-large.txt")
        _ = try workspace.tessera(["test", "samples", "--record", "missing"])
        try workspace.write("samples/alpha/layout.lua", Workspace.script(height: 60))
        let mismatch = try workspace.tessera(["test", "samples", "--junit", "junit.xml"])
        #expect(mismatch.status == 1)
        let second = JUnitSummary(try #require(FileManager.default.contents(atPath: workspace.path + "/junit.xml")))
        #expect(second.failureTypes.contains("mismatch"))
    }

    @Test("--shard 1/2 and 2/2 together run every case exactly once")
    func shards() throws {
        let workspace = try Workspace()
        for name in ["alpha", "bravo", "charlie", "delta", "echo"] {
            try workspace.sample(name, orientations: ["portrait", "landscape"], explorations: name == "alpha" ? ["scroll"] : [])
        }
        let all = try workspace.tessera(["test", "samples"])
        #expect(all.status == 0)
        let names = { (run: CommandRun) in run.lines.filter { $0.hasPrefix("✓ ") }.map { String($0.dropFirst(2)) } }
        let first = try workspace.tessera(["test", "samples", "--shard", "1/2"])
        let second = try workspace.tessera(["test", "samples", "--shard", "2/2"])
        #expect(first.status == 0 && second.status == 0)
        #expect(first.lines.first == "shard 1/2: \(names(first).count) of 11 cases")
        #expect(Set(names(first)).isDisjoint(with: names(second)))
        #expect(Set(names(first)).union(names(second)) == Set(all.lines.filter { $0.hasPrefix("● recorded") }.map {
            String($0.dropFirst("● recorded ".count).prefix { $0 != "→" }.dropLast())
        }))
        #expect(names(first).count + names(second).count == 11)
        #expect(abs(names(first).count - names(second).count) <= 1)
        // The same slice every time.
        #expect(try workspace.tessera(["test", "samples", "--shard", "1/2"]).lines.dropLast() == first.lines.dropLast())
        #expect(try workspace.tessera(["test", "samples", "--shard", "3/2"]).status == 2)
    }

    @Test("paths that do not exist are usage errors")
    func missingPaths() throws {
        let workspace = try Workspace()
        let run = try workspace.tessera(["test", "nowhere"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("nowhere: no such folder"))
    }
}

/// The testsuites, testcases, failures and errors of a JUnit XML file, read with XMLParser.
final class JUnitSummary: NSObject, XMLParserDelegate {
    private(set) var valid = false
    private(set) var suites: [String] = []
    private(set) var testcases: [String] = []
    private(set) var failures = 0
    private(set) var errors = 0
    private(set) var failureMessages: [String] = []
    private(set) var failureTypes: [String] = []

    init(_ data: Data) {
        super.init()
        let parser = XMLParser(data: data)
        parser.delegate = self
        valid = parser.parse()
    }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        switch element {
        case "testsuite": suites.append(attributes["name"] ?? "")
        case "testcase": testcases.append("\(attributes["classname"] ?? "")|\(attributes["name"] ?? "")")
        case "failure":
            failures += 1
            failureMessages.append(attributes["message"] ?? "")
            failureTypes.append(attributes["type"] ?? "")
        case "error": errors += 1
        default: break
        }
    }
}
