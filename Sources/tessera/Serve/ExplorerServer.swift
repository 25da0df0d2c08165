// `explore --serve`'s HTTP server (FlyingFox): 127.0.0.1 only, the routes of ExplorerWebApp, reload events, file watching.

import Dispatch
import FlyingFox
import Foundation

/// The explorer's local web server: it listens on 127.0.0.1 (never another interface), hands every request to
/// `ExplorerWebApp` (which checks Host and Origin first), upgrades `/api/events` to a WebSocket that tells the
/// page when the state changed without it asking (a reload), and polls the script and the feed every
/// `pollInterval` for changes.
final class ExplorerServer: Sendable {
    let app: ExplorerWebApp
    private let requestedPort: UInt16
    private let server: HTTPServer
    private let events = ExplorerEvents()

    /// How often the script and feed are looked at.
    static let pollInterval: Duration = .milliseconds(250)

    init(host: ExplorerHost, port: UInt16, requestTimeout: Double) throws {
        app = ExplorerWebApp(host: host, port: Int(port))
        requestedPort = port
        let address = try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
        server = HTTPServer(address: address, timeout: requestTimeout, logger: .disabled)
    }

    /// Listens, calls `listening` with the page's address, then serves until the task is cancelled.
    func run(listening: @Sendable (String) -> Void) async throws {
        let app = self.app, events = self.events
        await server.appendRoute("*") { request in try await Self.handle(request, app: app, events: events) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await self.server.run() }
            try await server.waitUntilListening()
            if case let .ip4(_, port)? = await server.listeningAddress { app.port = Int(port) }
            listening("http://127.0.0.1:\(app.port)/")
            group.addTask { try await self.watch() }
            try await group.next()
            group.cancelAll()
        }
    }

    /// The address it listens on (`127.0.0.1:PORT`), once it does.
    var listeningAddress: String? {
        get async {
            guard case let .ip4(ip, port)? = await server.listeningAddress else { return nil }
            return "\(ip):\(port)"
        }
    }

    /// Runs the server from synchronous code (the tool's commands are synchronous) until it stops.
    func runBlocking(listening: @escaping @Sendable (String) -> Void) throws {
        let done = DispatchSemaphore(value: 0)
        let failure = LockedBox<(any Error)?>(nil)
        Task.detached {
            do { try await self.run(listening: listening) } catch { failure.value = error }
            done.signal()
        }
        done.wait()
        if let error = failure.value { throw error }
    }

    /// Polls the watched files; after a reload, every open page hears of the new version.
    private func watch() async throws {
        while !Task.isCancelled {
            try await Task.sleep(for: Self.pollInterval)
            if let version = await app.host.perform({ $0.reloadIfChanged() ? $0.currentVersion : nil }) ?? nil {
                _ = await app.comparison?.perform { $0.reloadIfChanged() }
                events.send("{\"event\": \"reload\", \"version\": \(version)}")
            }
        }
    }

    /// One request: checked, then routed; the events path becomes a WebSocket.
    private static func handle(_ request: HTTPRequest, app: ExplorerWebApp, events: ExplorerEvents) async throws -> HTTPResponse {
        var plain = WebRequest(method: request.method.rawValue, path: request.path)
        for item in request.query { plain.query[item.name] = item.value }
        for (name, value) in request.headers { plain.headers[name.rawValue.lowercased()] = value }
        if plain.path == ExplorerWebApp.eventsPath, plain.method == "GET" {
            if let refusal = app.check(plain) { return response(refusal) }
            return try await WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: events)).handleRequest(request)
        }
        // A command is short and sent whole: a longer or chunked body is refused unread.
        let length = Int(plain.headers["content-length"] ?? "0") ?? Int.max
        plain.bodyTooLarge = length > ExplorerWebApp.maximumBody || plain.headers["transfer-encoding"] != nil
        if !plain.bodyTooLarge, length > 0 { plain.body = try await request.bodyData }
        return response(await app.respond(to: plain))
    }

    private static func response(_ web: WebResponse) -> HTTPResponse {
        var headers = HTTPHeaders()
        headers[.contentType] = web.contentType
        for (name, value) in web.headers { headers[HTTPHeader(name)] = value }
        return HTTPResponse(statusCode: HTTPStatusCode(web.status, phrase: phrase(web.status)), headers: headers, body: web.body)
    }

    private static func phrase(_ status: Int) -> String {
        [200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
         413: "Content Too Large", 503: "Service Unavailable"][status] ?? "Error"
    }
}

/// The open pages' event sockets: each gets every event sent after it connected.
final class ExplorerEvents: WSMessageHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var clients: [UUID: AsyncStream<WSMessage>.Continuation] = [:]

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let identifier = UUID()
        let (stream, continuation) = AsyncStream<WSMessage>.makeStream()
        lock.withLock { clients[identifier] = continuation }
        continuation.onTermination = { [weak self] _ in self?.remove(identifier) }
        // The page sends nothing; when its side closes, its stream ends and so does ours.
        Task { [weak self] in
            for await _ in client {}
            continuation.finish()
            self?.remove(identifier)
        }
        continuation.yield(.text("{\"event\": \"hello\"}"))
        return stream
    }

    func send(_ text: String) {
        let all = lock.withLock { Array(clients.values) }
        for client in all { client.yield(.text(text)) }
    }

    private func remove(_ identifier: UUID) {
        _ = lock.withLock { clients.removeValue(forKey: identifier) }
    }
}

/// A value shared between threads under a lock.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
