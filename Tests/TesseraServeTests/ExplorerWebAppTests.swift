// The explorer's web routes in process: its resources, state and commands, and the guards every request passes.

import Foundation
import Testing
import TesseraDump
import TesseraGolden
import TesseraJSON
import TesseraLayout
import TesseraTestSupport
@testable import tessera

/// The chat-thread sample's script and feed, as `explore --serve` gets them.
func servedHost(script: String = TesseraExecutable.root + "/Scripts/samples/chat-thread.lua",
                feed: String? = TesseraExecutable.root + "/Samples/chat-thread/feed.json",
                extra: [String] = []) throws -> (ExplorerHost, ExploreCommand) {
    let command = try ExploreCommand.parse([script, "--serve"] + (feed.map { ["--feed", $0] } ?? []) + extra)
    let session = try ExplorerSession(command.explorerSettings())
    return (ExplorerHost(session: session, timeout: command.scriptOptions.timeoutSeconds), command)
}

/// A GET or POST as the page sends it: from its own origin, to this server's host.
func pageRequest(_ method: String, _ path: String, body: String = "", port: Int = 8123,
                 headers: [String: String]? = nil) -> WebRequest {
    var components = path.split(separator: "?", maxSplits: 1).map(String.init)
    var request = WebRequest(method: method, path: components.removeFirst())
    for pair in (components.first ?? "").split(separator: "&") {
        let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
        request.query[parts[0]] = parts.count > 1 ? parts[1] : ""
    }
    request.headers = headers ?? ["host": "127.0.0.1:\(port)", "origin": "http://127.0.0.1:\(port)"]
    request.body = Data(body.utf8)
    return request
}

func text(_ response: WebResponse) -> String { String(decoding: response.body, as: UTF8.self) }

func json(_ response: WebResponse) throws -> JSONValue { try JSONParser.parse(text(response)) }

/// The error `ExploreCommand.parse` throws for `arguments` after the script.
func parseError(_ script: String, _ arguments: [String]) -> any Error {
    do {
        _ = try ExploreCommand.parse([script] + arguments)
        return CancellationError()
    } catch {
        return error
    }
}

@Suite("Explorer web routes")
struct ExplorerWebAppTests {
    @Test func servesThePageAndItsResourcesFromTheBinary() async throws {
        let app = ExplorerWebApp(host: try servedHost().0, port: 8123)
        let page = await app.respond(to: pageRequest("GET", "/"))
        #expect(page.status == 200)
        #expect(page.contentType == "text/html; charset=utf-8")
        #expect(text(page).contains("<script src=\"/explorer.js\" defer></script>"))
        #expect(page.headers["Content-Security-Policy"]?.hasPrefix("default-src 'self'") == true)
        let script = await app.respond(to: pageRequest("GET", "/explorer.js"))
        #expect(script.status == 200 && script.contentType == "text/javascript; charset=utf-8")
        #expect(text(script).contains("function drawViewport"))
        #expect(await app.respond(to: pageRequest("GET", "/explorer.css")).status == 200)
    }

    @Test func servesNoPathOfTheFileSystem() async throws {
        let app = ExplorerWebApp(host: try servedHost().0, port: 8123)
        for path in ["/../../etc/passwd", "/Package.swift", "/Sources/", "/Sources/tessera/Serve/Page/index.html",
                     "/index.html", "//etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/api/", "/explorer.js/.."] {
            let response = await app.respond(to: pageRequest("GET", path))
            #expect(response.status == 404, "\(path)")
            #expect(text(response) == "not found\n", "\(path)")
        }
        #expect(await app.respond(to: pageRequest("DELETE", "/")).status == 405)
        #expect(await app.respond(to: pageRequest("GET", "/api/command")).status == 405)
        #expect(await app.respond(to: pageRequest("POST", "/api/state")).status == 405)
    }

    @Test func refusesAnotherHostOrAMissingOne() async throws {
        let app = ExplorerWebApp(host: try servedHost().0, port: 8123)
        for host in ["evil.example:8123", "127.0.0.1:8124", "127.0.0.1", "192.168.1.2:8123", "localhost.evil.example:8123"] {
            let response = await app.respond(to: pageRequest("GET", "/api/state", headers: ["host": host]))
            #expect(response.status == 403, "\(host)")
            #expect(text(response).hasPrefix("forbidden: the Host must be 127.0.0.1:8123 or localhost:8123"))
        }
        #expect(await app.respond(to: pageRequest("GET", "/", headers: [:])).status == 403)
        #expect(await app.respond(to: pageRequest("GET", "/", headers: ["host": "localhost:8123"])).status == 200)
        #expect(await app.respond(to: pageRequest("GET", "/", headers: ["host": "LOCALHOST:8123"])).status == 200)
    }

    @Test func refusesAnotherOriginAndItsCommandDoesNotRun() async throws {
        let (host, _) = try servedHost()
        let app = ExplorerWebApp(host: host, port: 8123)
        for origin in ["http://evil.example", "null", "http://127.0.0.1:9999", "https://127.0.0.1:8123"] {
            let request = pageRequest("POST", "/api/command", body: "scroll 900",
                                      headers: ["host": "127.0.0.1:8123", "origin": origin])
            let response = await app.respond(to: request)
            #expect(response.status == 403, "\(origin)")
            #expect(text(response).hasPrefix("forbidden: requests from another origin"))
        }
        let state = try json(await app.respond(to: pageRequest("GET", "/api/state")))
        #expect(state["session"]?["offset"]?.numberValue == -59)
        #expect(state["stats"]?["runs"]?.numberValue == 1)
        // Without an Origin (a program, not a page) and from localhost, the command runs.
        let allowed = await app.respond(to: pageRequest("POST", "/api/command", body: "scroll 900",
                                                        headers: ["host": "localhost:8123"]))
        #expect(allowed.status == 200)
        #expect(try json(allowed)["state"]?["session"]?["offset"]?.numberValue == 900)
    }

    @Test func aCommandAnswersWhatTheTerminalPrintsAndTheFramesAtItsOffset() async throws {
        let app = ExplorerWebApp(host: try servedHost().0, port: 8123)
        let response = await app.respond(to: pageRequest("POST", "/api/command", body: "scroll 900"))
        #expect(response.status == 200)
        let result = try json(response)
        // The same session in the terminal.
        let terminal = try ExplorerSession(try servedHost().1.explorerSettings())
        let printed = try terminal.execute("scroll 900").output
        #expect(result["output"]?.stringValue == printed)
        #expect(result["failed"]?.boolValue == false)
        let state = try #require(result["state"])
        #expect(state["session"]?["offset"]?.numberValue == 900)
        #expect(state["session"]?["device"]?.stringValue == "iphone-15-pro")
        #expect(state["session"]?["width"]?.numberValue == 393 && state["session"]?["height"]?.numberValue == 852)
        let stats = terminal.simulation.summary()
        #expect(state["stats"]?["totalVisibleJump"]?.numberValue == stats.totalVisibleJump)
        #expect(state["stats"]?["text"]?.stringValue == (try terminal.execute("stats").output))
        // Every element the state sends stands where the terminal's dump puts it, estimated or not as it says.
        let dump = try FrameDump(terminal.simulation.solved, contentOffset: terminal.simulation.contentOffset, subviews: nil,
                                 annotations: DumpAnnotations(terminal.simulation, source: terminal.source))
        let sent = try #require(state["dump"]?["elements"]?.arrayValue)
        #expect(sent.count > 10)
        for element in sent {
            let section = Int(element["section"]!.numberValue!), item = Int(element["item"]!.numberValue!)
            let match = try #require(dump.elements.first {
                $0.section == section && $0.item == item && $0.category.rawValue == element["category"]?.stringValue
                    && $0.kind == element["kind"]?.stringValue
            })
            #expect(element["frame"]?["y"]?.numberValue == match.frame.minY)
            #expect(element["frame"]?["height"]?.numberValue == match.frame.height)
            #expect((element["estimated"]?.boolValue ?? false) == match.isEstimated)
        }
        // The window is a screen before and after the visible one: measured cells on screen, estimated ones below.
        #expect(sent.contains { $0["estimated"]?.boolValue == true })
        #expect(sent.allSatisfy { ($0["frame"]!["y"]!.numberValue! + $0["frame"]!["height"]!.numberValue!) >= 900 - 852
                                    && $0["frame"]!["y"]!.numberValue! <= 900 + 2 * 852 })
    }

    @Test func cellsCarryTheirLabelsTextAndPointSize() async throws {
        let app = ExplorerWebApp(host: try servedHost().0, port: 8123)
        let state = try json(await app.respond(to: pageRequest("GET", "/api/state")))
        let elements = try #require(state["dump"]?["elements"]?.arrayValue)
        func labels(_ views: [JSONValue]) -> [JSONValue] {
            views.flatMap { view in (view["text"] != nil ? [view] : []) + labels(view["subviews"]?.arrayValue ?? []) }
        }
        let all = elements.flatMap { labels($0["subviews"]?.arrayValue ?? []) }
        #expect(!all.isEmpty)
        #expect(all.allSatisfy { ($0["pointSize"]?.numberValue ?? 0) > 0 })
        #expect(state["passes"]?.arrayValue?.count == 1)
    }

    @Test func theMinimapShowsWhereCellsAreStillAtTheirEstimate() async throws {
        let app = ExplorerWebApp(host: try servedHost().0, port: 8123)
        let minimap = try json(await app.respond(to: pageRequest("GET", "/api/minimap")))
        let bands = try #require(minimap["bands"]?.arrayValue)
        #expect(bands.count == 200)
        #expect(minimap["length"]?.numberValue == 2135)
        // At rest the first screen is measured (0) and the end is not (1); every band has a cell or is null.
        let shares = bands.compactMap(\.numberValue)
        #expect(shares.first == 0 && shares.last == 1)
        #expect(shares.allSatisfy { (0...1).contains($0) })
        _ = await app.respond(to: pageRequest("POST", "/api/command", body: "bottom"))
        let after = try json(await app.respond(to: pageRequest("GET", "/api/minimap")))
        #expect(after["bands"]?.arrayValue?.compactMap(\.numberValue).last == 0)
        #expect(await app.respond(to: pageRequest("POST", "/api/minimap")).status == 405)
    }

    @Test func refusesWhatAPageMustNotDo() async throws {
        let scratch = try ScratchFolder()
        let (host, command) = try servedHost()
        #expect(command.explorerSettings().allowsFileOutput == false)
        let app = ExplorerWebApp(host: host, port: 8123)
        let target = scratch.path + "/written.txt"
        let dump = try json(await app.respond(to: pageRequest("POST", "/api/command", body: "dump --output \(target)")))
        #expect(dump["failed"]?.boolValue == true)
        #expect(dump["output"]?.stringValue?.contains("dump --output is not allowed") == true)
        #expect(!FileManager.default.fileExists(atPath: target))
        let quit = try json(await app.respond(to: pageRequest("POST", "/api/command", body: "quit")))
        #expect(quit["failed"]?.boolValue == true)
        let long = await app.respond(to: pageRequest("POST", "/api/command", body: String(repeating: "x", count: 5000)))
        #expect(long.status == 413)
        var unread = pageRequest("POST", "/api/command", body: "")
        unread.bodyTooLarge = true
        #expect(await app.respond(to: unread).status == 413)
        let unknown = try json(await app.respond(to: pageRequest("POST", "/api/command", body: "scrol 10")))
        #expect(unknown["output"]?.stringValue == "error: unknown command 'scrol' (did you mean 'scroll'?); type help")
    }

    @Test func portAndServeOptionsAreChecked() throws {
        let script = TesseraExecutable.root + "/Scripts/samples/chat-thread.lua"
        #expect(throws: (any Error).self) { try ExploreCommand.parse([script, "--port", "8080"]) }
        #expect(ExploreCommand.message(for: parseError(script, ["--port", "8080"]))
                == "--port is the port of --serve: give --serve too")
        #expect(ExploreCommand.message(for: parseError(script, ["--serve", "--port", "70000"]))
                == "--port must be a port from 1 to 65535, or 0 for any free one (got 70000)")
        #expect(ExploreCommand.message(for: parseError(script, ["--serve", "--commands", "x.txt"]))
                == "--serve and --commands do not go together: the page sends the commands")
        #expect(try ExploreCommand.parse([script, "--serve", "--port", "0"]).port == 0)
    }

    @Test func scriptsRunUnderTheSandboxAndLimitsOfRun() async throws {
        let scratch = try ScratchFolder()
        let original = try String(contentsOfFile: TesseraExecutable.root + "/Scripts/samples/chat-thread.lua", encoding: .utf8)
        // No file access from a script: the sandbox has no io (the session does not start, as with run).
        let reading = try scratch.write("reads.lua", "local passwd = io.open('/etc/passwd')\n" + original)
        #expect(throws: (any Error).self) { try servedHost(script: reading) }
        do {
            _ = try servedHost(script: reading)
        } catch {
            #expect("\(error)".contains("reads.lua:1:"), "\(error)")
        }
        // A cell function that loops once, past the first screen: that command times out under --timeout, and the
        // next one runs.
        let looping = try scratch.write("loops.lua", original.replacingOccurrences(
            of: "local function bubble(message, environment)\n",
            with: "local calls = 0\nlocal function bubble(message, environment)\n  calls = calls + 1\n"
                + "  if calls == 20 then while true do end end\n"))
        // 3 s per command: the later commands finish well within it on a loaded machine.
        let app = ExplorerWebApp(host: try servedHost(script: looping, extra: ["--timeout", "3"]).0, port: 8123)
        let stuck = try json(await app.respond(to: pageRequest("POST", "/api/command", body: "bottom")))
        #expect(stuck["failed"]?.boolValue == true)
        #expect(stuck["output"]?.stringValue?.contains("timed out after 3 s") == true, "\(stuck["output"] ?? .null)")
        let next = try json(await app.respond(to: pageRequest("POST", "/api/command", body: "scroll 300")))
        #expect(next["failed"]?.boolValue == false)
        #expect(next["state"]?["session"]?["offset"]?.numberValue == 300)
    }

    @Test func aSideBySideSessionRunsAnotherPolicyOnTheSameCommands() async throws {
        let app = ExplorerWebApp(host: try servedHost().0, port: 8123)
        #expect(await app.respond(to: pageRequest("GET", "/api/compare/state")).status == 404)
        _ = await app.respond(to: pageRequest("POST", "/api/command", body: "goto 2 5"))
        let bad = await app.respond(to: pageRequest("POST", "/api/compare", body: "policy sideways"))
        #expect(bad.status == 400)
        #expect(text(bad).hasPrefix("compare with policy <uikit|none|firstVisibleItem|bottom> or model <"))
        let started = try json(await app.respond(to: pageRequest("POST", "/api/compare", body: "policy firstVisibleItem")))
        #expect(started["setting"]?.stringValue == "policy firstVisibleItem")
        #expect(started["state"]?["session"]?["policy"]?.stringValue == "firstVisibleItem")
        // It ran the page's commands from the start with its own policy: as the terminal does with --policy.
        let terminal = try ExplorerSession(try servedHost(extra: ["--policy", "firstVisibleItem"]).1.explorerSettings())
        _ = try terminal.execute("goto 2 5")
        #expect(started["state"]?["session"]?["offset"]?.numberValue == terminal.simulation.contentOffset.y)
        // A command runs in both; each answers its own output.
        let both = try json(await app.respond(to: pageRequest("POST", "/api/command", body: "scroll -400")))
        #expect(both["output"]?.stringValue?.hasPrefix("scrolled to ") == true)
        #expect(both["compare"]?["output"]?.stringValue == (try terminal.execute("scroll -400").output))
        #expect(both["compare"]?["state"]?["stats"]?["totalVisibleJump"]?.numberValue
                == terminal.simulation.summary().totalVisibleJump)
        // A policy command stays on the page's session: the other one keeps the policy it compares.
        let policy = try json(await app.respond(to: pageRequest("POST", "/api/command", body: "policy bottom")))
        #expect(policy["compare"] == nil)
        let other = try json(await app.respond(to: pageRequest("GET", "/api/compare/state")))
        #expect(other["state"]?["session"]?["policy"]?.stringValue == "firstVisibleItem")
        #expect(try json(await app.respond(to: pageRequest("POST", "/api/compare", body: "off")))["compare"] == .null)
        #expect(await app.respond(to: pageRequest("GET", "/api/compare/state")).status == 404)
    }

    @Test func aFloodLeavesTheSessionUsable() async throws {
        let app = ExplorerWebApp(host: try servedHost().0, port: 8123)
        let statuses = await withTaskGroup(of: Int.self) { group in
            for index in 0..<150 {
                group.addTask {
                    await app.respond(to: pageRequest("POST", "/api/command", body: "scroll \(index * 10)")).status
                }
            }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(statuses.allSatisfy { $0 == 200 || $0 == 503 })
        #expect(statuses.contains(200))
        let after = try json(await app.respond(to: pageRequest("POST", "/api/command", body: "scroll 1234")))
        #expect(after["failed"]?.boolValue == false)
        #expect(after["state"]?["session"]?["offset"]?.numberValue == 1234)
    }
}
