// The explorer's interactive prompt, driven through a real terminal (tmux send-keys / capture-pane).

#if canImport(Glibc)
import Foundation
import Glibc
import Testing
import TesseraTestSupport

@Suite("Explorer in a terminal", .serialized)
struct ExplorerTerminalTests {
    /// A tmux session running the explorer, on a tmux server of its own; the server is killed when the test ends.
    final class TerminalSession {
        let socket = "tessera-test-\(UUID().uuidString.prefix(8))"
        let name = "explorer"

        init(command: String) throws {
            try Self.tmux(["-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", name, "-x", "110", "-y", "60", command])
        }

        deinit { _ = try? Self.tmux(["-L", socket, "kill-server"]) }

        func send(_ keys: String...) throws { try Self.tmux(["-L", socket, "send-keys", "-t", name] + keys) }

        func screen() throws -> String { try Self.tmux(["-L", socket, "capture-pane", "-p", "-t", name]) }

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

        /// Waits until the last line on screen is the prompt with `line` typed (up to 30 s): the editor reads keys
        /// from then on.
        func waitForPrompt(_ line: String = "") throws {
            let prompt = "tessera> \(line)".trimmingCharacters(in: .whitespaces)
            for _ in 0..<300 {
                let last = try screen().split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) }
                if last.map({ $0.trimmingCharacters(in: .whitespaces) }) == prompt { return }
                Thread.sleep(forTimeInterval: 0.1)
            }
            Issue.record("the screen never ended with the prompt '\(prompt)':\n\(try screen())")
        }

        var isAlive: Bool { (try? Self.tmux(["-L", socket, "has-session", "-t", name])) != nil }

        /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which the Glibc module does not show.
        static let addCloseFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? =
            dlsym(nil, "posix_spawn_file_actions_addclosefrom_np").map { unsafeBitCast($0, to: (@convention(c) (
                UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self) }

        /// Runs tmux and returns what it printed.
        ///
        /// Not through Foundation's `Process`: the tmux server forks from the first client and keeps every descriptor
        /// the client inherited, among them the socket `Process` watches to learn that the client ended, so
        /// `waitUntilExit()` would wait as long as the server lives. Here the child gets only standard input (empty),
        /// output (a file) and error, and the wait gives up after 20 s.
        @discardableResult
        static func tmux(_ arguments: [String]) throws -> String {
            let outputPath = NSTemporaryDirectory() + "tessera-tmux-" + UUID().uuidString
            defer { unlink(outputPath) }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            guard let closeFrom = addCloseFrom, closeFrom(&actions, 3) == 0 else { throw CocoaError(.featureUnsupported) }
            let argv = (["tmux"] + arguments).map { strdup($0) } + [nil]
            defer { for pointer in argv { free(pointer) } }
            var pid: pid_t = 0
            guard posix_spawnp(&pid, "tmux", &actions, nil, argv, environ) == 0 else { throw CocoaError(.executableLoad) }
            var status: Int32 = 0
            var reaped: pid_t = 0
            for _ in 0..<2000 {
                reaped = waitpid(pid, &status, WNOHANG)
                if reaped != 0 { break }
                usleep(10_000)
            }
            if reaped == 0 {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                throw CocoaError(.executableLoad)
            }
            guard status == 0 else { throw CocoaError(.executableLoad) }
            return String(decoding: FileManager.default.contents(atPath: outputPath) ?? Data(), as: UTF8.self)
        }
    }

    static let root = TesseraExecutable.root

    @Test("commands, history and show in the interactive prompt",
          .enabled(if: RequiredTool.tmux.runs, "\(RequiredTool.tmux.skipReason)"))
    func interactivePrompt() throws {
        _ = try RequiredTool.tmux.required()
        guard TerminalSession.addCloseFrom != nil else {
            throw MissingTool.program("glibc 2.34 or later (posix_spawn_file_actions_addclosefrom_np)",
                                      install: "a newer Debian or Ubuntu")
        }
        let command = "cd \(Self.root) && \(try TesseraExecutable.required()) explore Scripts/samples/chat-thread.lua "
            + "--feed Samples/chat-thread/feed.json --device iphone-se-3 --columns 40"
        let terminal = try TerminalSession(command: command)
        // Each key is sent once the prompt is drawn again (the editor reads from then on).
        try terminal.waitForPrompt()
        try terminal.send("scroll 300", "Enter")
        try terminal.waitFor("scrolled to 300")
        // The up arrow brings the last command back; edit it (backspace twice, type) and run it.
        try terminal.waitForPrompt()
        try terminal.send("Up")
        try terminal.waitForPrompt("scroll 300")
        try terminal.send("BSpace", "BSpace", "BSpace", "500", "Enter")
        try terminal.waitFor("scrolled to 500")
        try terminal.waitForPrompt()
        try terminal.send("show", "Enter")
        let screen = try terminal.waitFor("of 38 items and")
        // The viewport: a frame 40 columns wide, boxes labelled with index paths, the indicator on the right.
        #expect(screen.contains("+" + String(repeating: "-", count: 40) + "+"))
        #expect(screen.range(of: #"\|[-+|: .]*\|?\d+\.\d+"#, options: .regularExpression) != nil)
        try terminal.waitForPrompt()
        try terminal.send("bogus", "Enter")
        try terminal.waitFor("error: unknown command 'bogus'; type help")
        try terminal.waitForPrompt()
        try terminal.send("quit", "Enter")
        for _ in 0..<50 where terminal.isAlive { Thread.sleep(forTimeInterval: 0.1) }
        #expect(!terminal.isAlive, "the explorer should end on quit")
    }
}
#endif
