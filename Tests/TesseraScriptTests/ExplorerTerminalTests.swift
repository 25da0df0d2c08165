// The explorer's interactive prompt, driven through a real terminal (tmux send-keys / capture-pane).

import Foundation
import Testing

@Suite("Explorer in a terminal", .serialized)
struct ExplorerTerminalTests {
    /// A tmux session running the explorer; killed when the test ends.
    final class TerminalSession {
        let name = "tessera-test-\(UUID().uuidString.prefix(8))"

        init(command: String) throws {
            // The tmux server this may start keeps the descriptors it inherits: give it none of ours.
            try Self.tmux(["new-session", "-d", "-s", name, "-x", "110", "-y", "60", command], captureOutput: false)
        }

        deinit { _ = try? Self.tmux(["kill-session", "-t", name], captureOutput: false) }

        func send(_ keys: String...) throws { try Self.tmux(["send-keys", "-t", name] + keys, captureOutput: false) }

        func screen() throws -> String { try Self.tmux(["capture-pane", "-p", "-t", name]) }

        /// Waits until the screen contains `text` (up to 30 s), and returns the screen.
        @discardableResult
        func waitFor(_ text: String, count: Int = 1) throws -> String {
            for _ in 0..<300 {
                let screen = try screen()
                if screen.components(separatedBy: text).count - 1 >= count { return screen }
                Thread.sleep(forTimeInterval: 0.1)
            }
            let last = try screen()
            Issue.record("the screen never showed '\(text)':\n\(last)")
            return last
        }

        var isAlive: Bool { (try? Self.tmux(["has-session", "-t", name], captureOutput: false)) != nil }

        @discardableResult
        static func tmux(_ arguments: [String], captureOutput: Bool = true) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["tmux"] + arguments
            let output = Pipe()
            process.standardOutput = captureOutput ? output : FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let data = captureOutput ? output.fileHandleForReading.readDataToEndOfFile() : Data()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
            return String(decoding: data, as: UTF8.self)
        }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static var binary: String { root + "/.build/debug/tessera" }
    static var available: Bool {
        FileManager.default.isExecutableFile(atPath: binary) && (try? TerminalSession.tmux(["-V"], captureOutput: false)) != nil
    }

    @Test("commands, history and show in the interactive prompt", .enabled(if: available, "needs tmux and the built tessera binary"))
    func interactivePrompt() throws {
        let command = "cd \(Self.root) && \(Self.binary) explore Scripts/samples/chat-thread.lua "
            + "--feed Samples/chat-thread/feed.json --device iphone-se-3 --columns 40"
        let terminal = try TerminalSession(command: command)
        try terminal.waitFor("tessera>")
        try terminal.send("scroll 300", "Enter")
        try terminal.waitFor("scrolled to 300")
        // The up arrow brings the last command back; edit it (backspace twice, type) and run it.
        try terminal.send("Up")
        try terminal.waitFor("tessera> scroll 300")
        try terminal.send("BSpace", "BSpace", "BSpace", "500", "Enter")
        try terminal.waitFor("scrolled to 500")
        try terminal.send("show", "Enter")
        let screen = try terminal.waitFor("measured of 38 items")
        // The viewport: a frame 40 columns wide, boxes labelled with index paths, the indicator on the right.
        #expect(screen.contains("+" + String(repeating: "-", count: 40) + "+"))
        #expect(screen.range(of: #"\|[-+|: .]*\|?\d+\.\d+"#, options: .regularExpression) != nil)
        try terminal.send("bogus", "Enter")
        try terminal.waitFor("error: unknown command 'bogus'; type help")
        try terminal.send("quit", "Enter")
        for _ in 0..<50 where terminal.isAlive { Thread.sleep(forTimeInterval: 0.1) }
        #expect(!terminal.isAlive, "the explorer should end on quit")
    }
}
