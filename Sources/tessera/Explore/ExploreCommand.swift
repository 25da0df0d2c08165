// `tessera explore`: the interactive estimated-height explorer, or the same commands from a file.

import ArgumentParser
import Foundation
import TesseraGolden
import TesseraLayout
import TesseraScript

struct ExploreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Explores how estimated sizes resolve into measured ones, pass by pass.",
        discussion: """
            Scroll, resize, change the text size, the anchoring policy or an estimate, and see each layout pass: \
            what was measured, how the content size and offset moved, how far cells on screen visibly jumped (and what \
            moved unseen: reflow). A script returning a screen (L.viewController{…}) is explored as a screen: draw \
            it, list its views, and ask which constraints affect a view and why it is where it is. Type help at \
            the prompt. With --commands FILE (or commands on standard input) the same commands run without a \
            prompt and print the same output: that is how to share a reproduction.
            """)

    @Argument(help: "The layout script (.lua) or Swift layout file (.swift).")
    var script: String

    @OptionGroup var scriptOptions: ScriptOptionGroup
    @OptionGroup var swiftOptions: SwiftOptionGroup
    @OptionGroup var geometryOptions: GeometryOptions
    @OptionGroup var screenOptions: ScreenOptionGroup

    @Option(help: "Anchoring: uikit (default), none, firstVisibleItem, bottom.")
    var policy: AnchoringPolicy = .uikit

    @Option(help: "Estimates: script (default), perItem, runningAverage, cached.")
    var model: EstimateModel = .script

    @Option(parsing: .unconditional, help: "Measure this many points beyond the visible area too.")
    var prefetch = NumberArgument(0)

    @Option(help: "Run the commands in this file instead of prompting.")
    var commands: String?

    @Option(parsing: .unconditional, help: "Columns the viewport is drawn in (16 to 400).")
    var columns = 48

    @Flag(help: "Reload when the script or the feed changes.")
    var watch = false

    @Flag(help: "Serve the explorer as a web page on 127.0.0.1 instead of prompting (docs/explorer.md).")
    var serve = false

    @Option(help: "The port --serve listens on (default: any free port).")
    var port: Int?

    func validate() throws {
        try validateServing()
        guard GeometryOptions.prefetchRange.contains(prefetch.value) else {
            throw ValidationError("--prefetch must be a distance in points from 0 to "
                                    + "\(Int(GeometryOptions.prefetchRange.upperBound)) (got \(prefetch.text))")
        }
        guard Self.columnRange.contains(columns) else {
            throw ValidationError("--columns must be a number of columns from \(Self.columnRange.lowerBound) to "
                                    + "\(Self.columnRange.upperBound) (got \(columns))")
        }
    }

    /// The widths `show` draws in: narrower has no room for a cell's label, wider no terminal shows.
    static let columnRange = 16...400

    func run() throws {
        let settings = explorerSettings()
        // The commands file is read first, so a wrong path fails before any output.
        let batch = try commands.map { path -> [String] in
            guard let data = FileHandle(forReadingAtPath: path)?.readDataToEndOfFile(),
                  let text = String(data: data, encoding: .utf8) else {
                throw ToolError(.input, "\(path): cannot read the commands (no such file, or not UTF-8 text)")
            }
            return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        let timeout = scriptOptions.timeoutSeconds
        let session = try Watchdog.shared.guarding(timeout: timeout, what: script) { deadline in
            try ExploringSessions.start(settings, screenOptions: screenOptions, deadline: deadline)
        }
        print(session.introduction)
        if model == .perItem, let warning = (session as? ExplorerSession)?.perItemWarning {
            FileHandle.standardError.write(Data((warning + "\n").utf8))
        }
        if serve { return try serveWeb(session) }
        if let batch {
            try runBatch(session, lines: batch)
        } else if LineEditor.isInteractive {
            interact(session)
        } else {
            var lines: [String] = []
            while let line = Swift.readLine() { lines.append(line) }
            try runBatch(session, lines: lines)
        }
    }

    /// What the session starts from: the options as given.
    func explorerSettings() -> ExplorerSettings {
        var settings = ExplorerSettings(script: script, scriptOptions: scriptOptions, geometryOptions: geometryOptions,
                                        policy: policy, estimateModel: model, prefetch: prefetch.value, columns: columns)
        settings.swiftOptions = swiftOptions.runOptions
        // The page's commands may not write files (`dump --output`): a page is not a terminal.
        if serve { settings.allowsFileOutput = false }
        return settings
    }

    /// Runs commands without a prompt, echoing each; a failing command is reported and the rest run
    /// (the exit status is 2 if any failed).
    private func runBatch(_ session: any ExploringSession, lines: [String]) throws {
        var failed = false
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let entry = guarded(session) { session.transcriptEntry(for: trimmed) }
            print(entry.text, terminator: "")
            failed = failed || entry.failed
            if entry.quit { break }
        }
        if failed { throw ExitCode(2) }
    }

    private func interact(_ session: any ExploringSession) {
        let editor = LineEditor()
        var watched = watch ? modificationDates() : [:]
        let idle: () -> String? = {
            guard watch else { return nil }
            let now = modificationDates()
            guard now != watched else { return nil }
            watched = now
            do {
                return try guarded(session) { try session.reload(reason: "reloaded: the script or the feed changed") }
            } catch {
                return "error: \(error)"
            }
        }
        editor.write("type help for the commands\r\n")
        while let line = editor.readLine(prompt: "tessera> ", idle: idle) {
            do {
                let (output, quit) = try guarded(session) { try session.execute(line) }
                if quit { break }
                if !output.isEmpty { print(output) }
            } catch {
                print("error: \(error)")
            }
        }
    }

    /// Runs one command under `--timeout` (each command has its own).
    private func guarded<T>(_ session: any ExploringSession, _ body: () throws -> T) rethrows -> T {
        try Watchdog.shared.guarding(timeout: scriptOptions.timeoutSeconds, what: script) { deadline in
            session.setDeadline(deadline)
            defer { session.setDeadline(nil) }
            return try body()
        }
    }

    private func modificationDates() -> [String: Date] {
        var dates: [String: Date] = [:]
        for path in [script] + (scriptOptions.feed.map { [$0] } ?? []) {
            dates[path] = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        }
        return dates
    }
}

extension AnchoringPolicy: ExpressibleByArgument {}
extension EstimateModel: ExpressibleByArgument {}
