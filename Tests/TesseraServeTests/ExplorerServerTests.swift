// The served explorer over real sockets: it listens on 127.0.0.1 only, guards raw requests, and outlives clients
// that go away mid-request.

import Foundation
import Testing
import TesseraTestSupport
@testable import tessera
#if canImport(Glibc)
import Glibc
#endif

/// A raw HTTP client: one TCP connection, bytes written as given (so Host and paths are exactly the test's), and
/// everything read until the server closes (or 30 s pass).
struct RawClient {
    let fd: Int32

    init?(ip4: String, port: Int) {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        inet_pton(AF_INET, ip4, &address.sin_addr)
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        if connected != 0 { Glibc.close(fd); return nil }
    }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }

    func readAll() -> String {
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count <= 0 { break }
            data += buffer[0..<count]
        }
        return String(decoding: data, as: UTF8.self)
    }

    func close() { _ = Glibc.close(fd) }

    /// Sends one request with `Connection: close` and returns the whole response. The blocking reads run on a thread
    /// of their own: on Swift concurrency's pool (two threads on a 2-core machine) they could keep the server, whose
    /// tasks run there, from answering while other suites run.
    static func request(port: Int, _ head: String, body: String = "") async -> String {
        await withCheckedContinuation { continuation in
            Thread {
                guard let client = RawClient(ip4: "127.0.0.1", port: port) else {
                    return continuation.resume(returning: "no connection")
                }
                defer { client.close() }
                client.send(head + "Connection: close\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body)
                continuation.resume(returning: client.readAll())
            }.start()
        }
    }
}

/// A served explorer on a free port of 127.0.0.1, stopped when the test ends.
final class RunningServer {
    let server: ExplorerServer
    let task: Task<Void, any Error>
    let port: Int

    init() async throws {
        server = try ExplorerServer(host: try servedHost().0, port: 0, requestTimeout: 30)
        let announced = LockedBox<String?>(nil)
        task = Task { [server] in try await server.run { announced.value = $0 } }
        // Up to 30 s: on a loaded machine the server's task may wait for a thread of the pool.
        for _ in 0..<1200 where announced.value == nil { try await Task.sleep(for: .milliseconds(25)) }
        #expect(announced.value == "http://127.0.0.1:\(server.app.port)/")
        port = server.app.port
    }

    deinit { task.cancel() }
}

@Suite("Explorer web server", .serialized)
struct ExplorerServerTests {
    @Test func listensOn127001OnlyAndAnswersThePage() async throws {
        let running = try await RunningServer()
        #expect(running.port > 0)
        let page = await RawClient.request(port: running.port, "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(running.port)\r\n")
        #expect(page.hasPrefix("HTTP/1.1 200"))
        #expect(page.contains("<title>tessera explore</title>"))
        // Not on the machine's other addresses: no socket is bound to them (this one is another loopback address,
        // which a server bound to every interface would answer too).
        #expect(RawClient(ip4: "127.0.0.2", port: running.port) == nil)
        let address = await running.server.listeningAddress
        #expect(address == "127.0.0.1:\(running.port)")
    }

    @Test func rawRequestsMeetTheSameGuards() async throws {
        let running = try await RunningServer()
        let port = running.port
        for path in ["/../../etc/passwd", "/Package.swift", "/./Package.swift", "/%2e%2e/%2e%2e/etc/passwd"] {
            let response = await RawClient.request(port: port, "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n")
            #expect(response.hasPrefix("HTTP/1.1 404"), "\(path): \(response.prefix(40))")
            #expect(!response.contains("root:"))
        }
        let rebound = await RawClient.request(port: port, "GET /api/state HTTP/1.1\r\nHost: attacker.example:\(port)\r\n")
        #expect(rebound.hasPrefix("HTTP/1.1 403"))
        let crossSite = await RawClient.request(port: port, "POST /api/command HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
                                            + "Origin: http://attacker.example\r\n", body: "scroll 500")
        #expect(crossSite.hasPrefix("HTTP/1.1 403"))
        let socket = await RawClient.request(port: port, "GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
                                         + "Origin: http://attacker.example\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                                         + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n")
        #expect(socket.hasPrefix("HTTP/1.1 403"))
        let state = await RawClient.request(port: port, "GET /api/state HTTP/1.1\r\nHost: localhost:\(port)\r\n")
        #expect(state.hasPrefix("HTTP/1.1 200"))
        #expect(state.contains("\"offset\": -59,"))
    }

    @Test func aClientThatGoesAwayMidRequestLeavesTheSessionUsable() async throws {
        let running = try await RunningServer()
        let port = running.port
        // Half a body, then gone.
        let partial = try #require(RawClient(ip4: "127.0.0.1", port: port))
        partial.send("POST /api/command HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 40\r\n\r\nscroll")
        partial.close()
        // A whole command, gone before the answer.
        let impatient = try #require(RawClient(ip4: "127.0.0.1", port: port))
        impatient.send("POST /api/command HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 11\r\n\r\nscroll 2000")
        impatient.close()
        // Headers only, never finished.
        let stalled = try #require(RawClient(ip4: "127.0.0.1", port: port))
        stalled.send("GET /api/state HTTP/1.1\r\nHost: 127.0.0")
        defer { stalled.close() }
        // The impatient client's command may or may not have run by now (the server reads it before noticing the
        // client is gone, or not): 1000 is in range either way (the first layout's range ends at 1317), so the
        // answer is the same in both orders.
        let response = await RawClient.request(port: port, "POST /api/command HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n",
                                         body: "scroll 1000")
        #expect(response.hasPrefix("HTTP/1.1 200"))
        #expect(response.contains("\"offset\": 1000,"))
        #expect(response.contains("\"failed\": false"))
    }
}
