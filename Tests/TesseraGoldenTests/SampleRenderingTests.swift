// Sample cases rendered through the library: a real sample against its goldens, explorations through the seam.

import Foundation
import Testing
import TesseraGolden
import TesseraLayout
import TesseraScript
import TesseraTestSupport
import TesseraViews

@Suite("Sample cases rendered by the library")
struct SampleRenderingTests {
    @Test("quotes-carousel: every case renders byte for byte as its golden in Samples/")
    func realSampleMatchesItsGoldens() throws {
        let manifest = try SampleManifest.load(folder: repositorySample("quotes-carousel"))
        #expect(manifest.name == "quotes-carousel")
        #expect(manifest.script == TesseraExecutable.root + "/Scripts/samples/quotes-carousel.lua")
        let cases = SampleCase.cases(of: manifest)
        #expect(cases.map { ($0.goldenPath as NSString).lastPathComponent } == [
            "iphone-se-3-portrait-large.txt", "iphone-se-3-portrait-accessibilityExtraExtraExtraLarge.txt",
            "iphone-15-pro-portrait-large.txt", "iphone-15-pro-portrait-accessibilityExtraExtraExtraLarge.txt",
            "ipad-air-11-portrait-large.txt", "ipad-air-11-portrait-accessibilityExtraExtraExtraLarge.txt",
        ])
        #expect(cases[0].name == "quotes-carousel · iphone-se-3 portrait · large")
        for sampleCase in cases {
            let golden = try #require(FileManager.default.contents(atPath: sampleCase.goldenPath))
            let rendered = try sampleCase.render(manifest, explorer: nil)
            #expect(Data(rendered.utf8) == golden, "\(sampleCase.name)")
        }
    }

    @Test("the first golden's frames, read back, are the carousel's: a 44 pt side title, then cards as wide as their text")
    func goldenHoldsTheCarouselsFrames() throws {
        let manifest = try SampleManifest.load(folder: repositorySample("quotes-carousel"))
        let rendered = try SampleCase.cases(of: manifest)[0].render(manifest, explorer: nil)
        let lines = rendered.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(7)) == [
            "# Tessera frame dump", "# sample: quotes-carousel",
            "# device: iphone-se-3 portrait, contentSizeCategory: large", "# measured: all",
            "container = (375 667); scale = 2; contentSize = (3465 667)",
            "supplementaryView \"shelf-title\" [0, 0] frame = (0 44; 44 599); zIndex = 1",
            "cell [0, 0] frame = (56 44; 262 599); zIndex = 0",
        ])
    }

    @Test("an exploration runs through the explorer it is given: the manifest's settings in, its transcript out")
    func explorationRunsThroughTheSeam() throws {
        let scratch = try GoldenScratch(manifest: """
            { "script": "$ROOT/Scripts/samples/quotes-carousel.lua", "feed": "$ROOT/Samples/quotes-carousel/feed.json",
              "devices": ["iphone-se-3"], "contentSizeCategories": ["large"],
              "explorations": [ { "name": "swipe", "device": "ipad-air-11", "contentSizeCategory": "extraLarge",
                                  "policy": "bottom", "commands": ["scroll 300", "trace"] } ] }
            """)
        let manifest = try SampleManifest.load(folder: scratch.path)
        let exploration = try #require(SampleCase.cases(of: manifest).last)
        #expect(exploration.kind == .exploration(name: "swipe"))
        #expect(exploration.goldenPath == scratch.path + "/expected/explore-swipe.txt")
        let transcript = try exploration.render(manifest, explorer: EchoExplorer())
        let feed = TesseraExecutable.root + "/Samples/quotes-carousel/feed.json"
        #expect(transcript == """
            # exploration swipe of \(manifest.name) on ipad-air-11, extraLarge, policy bottom
            started ipad-air-11 portrait extraLarge leftToRight bottom, feed \(feed)

            > scroll 300
            ran scroll 300

            > trace
            ran trace

            """)
        #expect(exploration.reproduction(manifest).hasPrefix("printf '%s\\n' 'scroll 300' trace | tessera explore "))
    }

    @Test("an exploration without an explorer is an internal error (exit 1), not a transcript")
    func explorationNeedsAnExplorer() throws {
        let manifest = try SampleManifest.load(folder: repositorySample("chat-thread"))
        let exploration = try #require(SampleCase.cases(of: manifest).first { $0.kind == .exploration(name: "scroll-through") })
        let error = try #require(throws: ToolError.self) { try exploration.render(manifest, explorer: nil) }
        #expect(error.kind == .internal)
        #expect(error.exitCode == 1)
        #expect(error.description
                == "chat-thread · explore scroll-through: an exploration runs through the explorer, and none was given")
    }

    @Test("a manifest's misspelt explorer command names its line and the commands the explorer knows (exit 2)")
    func misspeltExplorerCommand() throws {
        let scratch = try GoldenScratch(manifest: """
            { "script": "x.lua",
              "explorations": [ { "name": "a", "commands": ["scrol 10"] } ] }
            """)
        let error = try #require(throws: ToolError.self) { try SampleManifest.load(folder: scratch.path) }
        #expect(error.exitCode == 2)
        #expect(error.description == "\(scratch.path)/sample.json:2: unknown explorer command 'scrol' in exploration 'a' "
                + "('scrol 10') (did you mean 'scroll'?) (tessera explore's commands: "
                + ExplorerCommands.names.joined(separator: ", ") + ")")
        #expect(ExplorerCommands.names.prefix(4) == ["scroll", "page", "top", "bottom"])
    }
}

/// An explorer that says how it was started and echoes each command: what the library makes of a session.
struct EchoExplorer: ExplorationRenderer {
    func start(_ settings: ExplorationSettings, deadline: ScriptDeadline?) throws -> any ExplorationSession {
        EchoSession(settings)
    }
}

final class EchoSession: ExplorationSession {
    let lastRunsSummary: String
    var passes: [PassTrace] { [] }
    var axis: Axis { .vertical }

    init(_ settings: ExplorationSettings) {
        lastRunsSummary = "started \(settings.device) \(settings.orientation.rawValue) "
            + "\(settings.contentSizeCategory.rawValue) \(settings.layoutDirection.rawValue) \(settings.policy.rawValue), "
            + "feed \(settings.feed ?? "none")"
    }

    func transcript(of command: String) -> String { "\n> \(command)\nran \(command)\n" }
}
