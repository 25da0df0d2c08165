// The explorer's web routes and their guards, on plain requests: what the server answers, testable without sockets.

import Foundation
import TesseraLayout

/// A request as the routes see it: header names lowercased, the path without its query.
struct WebRequest: Sendable {
    var method: String
    var path: String
    var query: [String: String] = [:]
    var headers: [String: String] = [:]
    var body = Data()
    /// The body was longer than `ExplorerWebApp.maximumBody` (it was not read).
    var bodyTooLarge = false
}

/// A response: status, content type and body (every response is complete: no streaming).
struct WebResponse: Sendable {
    var status: Int
    var contentType: String
    var body: Data
    var headers: [String: String] = [:]

    static func text(_ status: Int, _ text: String) -> WebResponse {
        WebResponse(status: status, contentType: "text/plain; charset=utf-8", body: Data((text + "\n").utf8))
    }

    static func json(_ text: String, status: Int = 200) -> WebResponse {
        WebResponse(status: status, contentType: "application/json; charset=utf-8", body: Data(text.utf8))
    }
}

/// The page's routes: its three resources, the session's state and minimap, its commands, a saved exploration, and the
/// events socket (upgraded by the server). Nothing else: no path from a request reaches the file system.
///
/// Every request is checked first: its `Host` must be this server's address (`127.0.0.1:PORT` or
/// `localhost:PORT`), which a DNS-rebinding page cannot forge, and its `Origin`, when it has one, the page's own,
/// so another site open in the browser can neither drive the session nor read it (403 otherwise).
final class ExplorerWebApp: @unchecked Sendable {
    let host: ExplorerHost
    private let portLock = NSLock()
    private let comparisonBox = LockedBox<ExplorerHost?>(nil)

    /// The side-by-side session, while the page compares.
    var comparison: ExplorerHost? { comparisonBox.value }
    private var listeningPort: Int = 0

    /// The largest command body read (a command line is short).
    static let maximumBody = 4096

    init(host: ExplorerHost, port: Int = 0) {
        self.host = host
        listeningPort = port
    }

    /// The port the server listens on (known once it listens, when asked for any free port).
    var port: Int {
        get { portLock.withLock { listeningPort } }
        set { portLock.withLock { listeningPort = newValue } }
    }

    /// The page's resources, compiled into the tool: path → (content type, bytes).
    static let resources: [String: (type: String, bytes: [UInt8])] = [
        "/": ("text/html; charset=utf-8", PackageResources.index_html),
        "/explorer.js": ("text/javascript; charset=utf-8", PackageResources.explorer_js),
        "/explorer.css": ("text/css; charset=utf-8", PackageResources.explorer_css),
    ]

    /// The path of the events socket (the server upgrades it once `check` lets it through).
    static let eventsPath = "/api/events"

    /// Nil when the request may go on; a 403 when its Host or Origin is not this server's.
    func check(_ request: WebRequest) -> WebResponse? {
        let port = self.port
        let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard let hostHeader = request.headers["host"]?.lowercased(), hosts.contains(hostHeader) else {
            return .text(403, "forbidden: the Host must be 127.0.0.1:\(port) or localhost:\(port) (this server is local only)")
        }
        if let origin = request.headers["origin"]?.lowercased(), !hosts.map({ "http://" + $0 }).contains(origin) {
            return .text(403, "forbidden: requests from another origin (\(origin)) may not use the explorer")
        }
        return nil
    }

    /// Answers one request (the events socket is the server's: here it is only checked).
    func respond(to request: WebRequest) async -> WebResponse {
        if let refusal = check(request) { return secured(refusal) }
        return secured(await route(request))
    }

    private func route(_ request: WebRequest) async -> WebResponse {
        switch (request.method, request.path) {
        case ("GET", "/api/state"), ("HEAD", "/api/state"):
            return await queued { .json($0.state()) }
        case ("GET", "/api/minimap"):
            return await queued { .json($0.minimap()) }
        case ("POST", "/api/command"):
            guard !request.bodyTooLarge, request.body.count <= Self.maximumBody else {
                return .text(413, "a command is at most \(Self.maximumBody) bytes")
            }
            guard let line = String(data: request.body, encoding: .utf8) else { return .text(400, "a command is UTF-8 text") }
            let first = await queued { host in
                let result = host.command(line)
                return .json("{\"output\": \(quoteJSON(result.output)), \"failed\": \(result.failed), \"state\": \(result.state)")
            }
            guard first.status == 200 else { return first }
            var answer = first
            if let other = comparison, other.followsCommand(line) {
                let result = await other.perform { $0.command(line) }
                answer.body += Data((", \"compare\": " + (result.map { Self.comparisonObject(other, $0.output, $0.failed, $0.state) }
                                                          ?? "null")).utf8)
            }
            answer.body += Data("}".utf8)
            return answer
        case ("POST", "/api/compare"):
            return await compare(String(decoding: request.body.prefix(Self.maximumBody), as: UTF8.self))
        case ("GET", "/api/compare/state"):
            guard let other = comparison else { return .text(404, "no comparison: POST /api/compare with policy <p> or model <m>") }
            return await other.perform { .json(Self.comparisonObject(other, "", false, $0.state())) }
                ?? .text(503, "the explorer is busy: too many requests wait for it")
        case ("GET", "/api/exploration"):
            let name = request.query["name"].flatMap { $0.isEmpty ? nil : $0 } ?? "from-the-browser"
            guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }), name.count <= 64 else {
                return .text(400, "an exploration's name is letters, digits, - and _ (it names the golden explore-<name>.txt)")
            }
            return await queued { .json($0.exploration(named: name)) }
        case (_, "/api/state"), (_, "/api/minimap"), (_, "/api/command"), (_, "/api/exploration"), (_, Self.eventsPath),
             (_, "/api/compare"), (_, "/api/compare/state"):
            return .text(405, "method \(request.method) not allowed on \(request.path)")
        case ("GET", _), ("HEAD", _):
            guard let resource = Self.resources[request.path] else { return .text(404, "not found") }
            return WebResponse(status: 200, contentType: resource.type, body: Data(resource.bytes))
        default:
            return Self.resources[request.path] == nil ? .text(404, "not found")
                : .text(405, "method \(request.method) not allowed on \(request.path)")
        }
    }

    /// Starts (or with `off` ends) the side-by-side session: `policy <p>` or `model <m>` from the start, having run
    /// the first session's commands.
    private func compare(_ line: String) async -> WebResponse {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed == "off" {
            comparisonBox.value = nil
            return .json("{\"compare\": null}")
        }
        guard let setting = ComparedSetting(trimmed) else {
            return .text(400, "compare with policy <\(AnchoringPolicy.allCases.map(\.rawValue).joined(separator: "|"))> or "
                         + "model <\(EstimateModel.allCases.map(\.rawValue).joined(separator: "|"))>, or off (got '\(trimmed)')")
        }
        let started = await host.perform { host in Result { try host.startComparison(setting) } }
        switch started {
        case .none: return .text(503, "the explorer is busy: too many requests wait for it")
        case .failure(let error)?: return .json("{\"error\": \(quoteJSON("\(error)"))}", status: 422)
        case .success(let other)?:
            comparisonBox.value = other
            return await other.perform { .json(Self.comparisonObject(other, "", false, $0.state())) }
                ?? .text(503, "the explorer is busy: too many requests wait for it")
        }
    }

    /// `{"setting", "output", "failed", "state"}` of the side-by-side session.
    private static func comparisonObject(_ other: ExplorerHost, _ output: String, _ failed: Bool, _ state: String) -> String {
        "{\"setting\": \(quoteJSON(other.compared?.text ?? "")), \"output\": \(quoteJSON(output)), \"failed\": \(failed), "
            + "\"state\": \(state)}"
    }

    /// Runs `body` on the session's queue, or answers 503 when too many requests wait for it.
    private func queued(_ body: @escaping @Sendable (ExplorerHost) -> WebResponse) async -> WebResponse {
        await host.perform(body) ?? .text(503, "the explorer is busy: too many requests wait for it")
    }

    /// Adds the headers every answer has: no caching, no sniffing, no framing, and the page's own content only.
    private func secured(_ response: WebResponse) -> WebResponse {
        var response = response
        let port = self.port
        response.headers["Cache-Control"] = "no-store"
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["X-Frame-Options"] = "DENY"
        response.headers["Content-Security-Policy"] = "default-src 'self'; connect-src 'self' ws://127.0.0.1:\(port) "
            + "ws://localhost:\(port); img-src 'self' data: blob:; frame-ancestors 'none'"
        return response
    }
}
