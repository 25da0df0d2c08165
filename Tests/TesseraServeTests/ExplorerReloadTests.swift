// The served explorer reloads a changed script at the same offset, shows its error keeping the layout, and saves
// its commands as an exploration a sample's manifest reads.

import Foundation
import Testing
import TesseraGolden
import TesseraJSON
import TesseraTestSupport
@testable import tessera

@Suite("Explorer web reload and explorations")
struct ExplorerReloadTests {
    static let script = TesseraExecutable.root + "/Scripts/samples/chat-thread.lua"

    @Test func aChangedScriptReloadsAtTheSameOffsetAndAnErrorKeepsTheLayout() async throws {
        let scratch = try ScratchFolder()
        let original = try String(contentsOfFile: Self.script, encoding: .utf8)
        let copy = try scratch.write("chat.lua", original)
        let (host, _) = try servedHost(script: copy)
        let app = ExplorerWebApp(host: host, port: 8123)
        _ = await app.respond(to: pageRequest("POST", "/api/command", body: "scroll 900"))
        let before = try json(await app.respond(to: pageRequest("GET", "/api/state")))
        #expect(await host.perform { $0.reloadIfChanged() } == false)

        // A typo on line 35 (after the script's 34 lines): the error names the copy and the line.
        try scratch.write("chat.lua", original + "local broken = = 1\n")
        #expect(await host.perform { $0.reloadIfChanged() } == true)
        let failed = try json(await app.respond(to: pageRequest("GET", "/api/state")))
        let error = try #require(failed["session"]?["error"]?.stringValue)
        #expect(error.contains("chat.lua:35:"), "\(error)")
        #expect(failed["session"]?["offset"]?.numberValue == 900)
        #expect(failed["dump"] == before["dump"])
        #expect((failed["session"]?["version"]?.numberValue ?? 0) > (before["session"]?["version"]?.numberValue ?? 0))

        // Fixed, with the bubbles estimated 10 points taller: the new layout at the same offset, no error.
        try scratch.write("chat.lua", original.replacingOccurrences(of: "L.estimated(44)", with: "L.estimated(54)"))
        #expect(await host.perform { $0.reloadIfChanged() } == true)
        let fixed = try json(await app.respond(to: pageRequest("GET", "/api/state")))
        #expect(fixed["session"]?["error"] == .null)
        #expect(fixed["session"]?["offset"]?.numberValue == 900)
        #expect(fixed["session"]?["status"]?.stringValue?.hasPrefix("offset 900 of") == true)
    }

    @Test func theSessionSavesAsAnExplorationASampleReplays() async throws {
        let (host, _) = try servedHost()
        let app = ExplorerWebApp(host: host, port: 8123)
        for command in ["scroll 900", "stats", "policy bottom", "page down", "trace", "goto 2 5"] {
            _ = await app.respond(to: pageRequest("POST", "/api/command", body: command))
        }
        let saved = await app.respond(to: pageRequest("GET", "/api/exploration?name=web-1"))
        #expect(saved.status == 200)
        let exploration = try json(saved)
        #expect(exploration["commands"]?.arrayValue?.compactMap(\.stringValue)
                == ["scroll 900", "policy bottom", "page down", "goto 2 5", "stats"])
        #expect(await app.respond(to: pageRequest("GET", "/api/exploration?name=../x")).status == 400)

        // In a copy of the chat-thread sample's manifest, `tessera test` reads it as one of its explorations.
        let scratch = try ScratchFolder()
        let manifest = """
            {"description": "a copy", "script": "\(Self.script)", "feed": "\(TesseraExecutable.root)/Samples/chat-thread/feed.json",
             "devices": ["iphone-15-pro"], "explorations": [\(text(saved))]}
            """
        try scratch.write("sample.json", manifest)
        let loaded = try SampleManifest.load(folder: scratch.path)
        let replayed = try #require(loaded.explorations.first)
        #expect(replayed.name == "web-1" && replayed.device == "iphone-15-pro" && replayed.policy == .uikit)
        #expect(replayed.commands == ["scroll 900", "policy bottom", "page down", "goto 2 5", "stats"])
        // Replayed as `tessera test` does, its last command prints the same statistics the page's session has.
        let session = try ExplorerRenderer().start(ExplorationSettings(script: Self.script, feed: TesseraExecutable.root
                                                   + "/Samples/chat-thread/feed.json", device: "iphone-15-pro",
                                                   orientation: .portrait, contentSizeCategory: .large,
                                                   layoutDirection: .leftToRight, policy: .uikit), deadline: nil)
        let transcript = replayed.commands.map { session.transcript(of: $0) }.joined()
        let stats = try json(await app.respond(to: pageRequest("GET", "/api/state")))["stats"]?["text"]?.stringValue
        #expect(transcript.hasSuffix("\n> stats\n" + (stats ?? "?") + "\n"))
    }
}
