// The explorer session behind the web page: one serial queue runs its commands, reloads and state, one at a time.

import Dispatch
import Foundation
import TesseraGolden
import TesseraJSON
import TesseraLayout
import TesseraScript

/// What one command from the page gave: the text the terminal would print, whether it failed, and the new state.
struct HostCommandResult: Sendable {
    var output: String
    var failed: Bool
    var state: String
}

/// Owns an explorer session — a layout's `ExplorerSession` or a screen's `ScreenSession` — for the web server. Every use of the session runs on one serial queue, so requests
/// that arrive together (several tabs, a flood, a reload from the file watcher) run one after the other; a
/// request whose client went away still finishes its command there, so the session is never left half-way.
/// Each command runs under `--timeout` as at the prompt (the same watchdog and script limits as `run`).
final class ExplorerHost: @unchecked Sendable {
    let session: any ExploringSession
    private let queue = DispatchQueue(label: "tessera explorer session")
    let timeout: Double?
    /// What this session varies from the page's first one, when it is the side-by-side one.
    let compared: ComparedSetting?
    /// The files whose change reloads the script: the script and its feed.
    let watchedFiles: [String]
    // Everything below is touched on `queue` only.
    private var commands: [String] = []
    private var version = 0
    private var scriptError: String?
    private var modificationDates: [String: String] = [:]
    private var waiting = 0
    private var reloads = 0
    private var minimapCache: (key: String, json: String)?
    private let waitingLock = NSLock()

    /// Requests allowed to wait for the queue at once; more are refused (503) rather than piling up.
    static let maximumWaiting = 64

    /// The session as a layout's (nil for a screen's).
    var layoutSession: ExplorerSession? { session as? ExplorerSession }

    init(session: any ExploringSession, timeout: Double?, compared: ComparedSetting? = nil) {
        self.session = session
        self.timeout = timeout
        self.compared = compared
        watchedFiles = [session.settings.script] + (session.settings.scriptOptions.feed.map { [$0] } ?? [])
        modificationDates = Self.dates(of: watchedFiles)
    }

    /// Runs `body` on the session's queue; nil when too many requests wait already.
    func perform<T: Sendable>(_ body: @escaping @Sendable (ExplorerHost) -> T) async -> T? {
        let admitted = waitingLock.withLock { () -> Bool in
            guard waiting < Self.maximumWaiting else { return false }
            waiting += 1
            return true
        }
        guard admitted else { return nil }
        return await withCheckedContinuation { continuation in
            queue.async {
                let result = body(self)
                self.waitingLock.withLock { self.waiting -= 1 }
                continuation.resume(returning: result)
            }
        }
    }

    // MARK: On the queue

    /// Runs one explorer command line as the terminal would, then the state after it.
    func command(_ line: String) -> HostCommandResult {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        let word = trimmed.split(separator: " ").first.map { $0.lowercased() } ?? ""
        var output: String
        var failed = false
        if ["quit", "exit", "q"].contains(word) {
            output = "error: the page has no quit: close the tab, and stop the server with Ctrl-C where it runs"
            failed = true
        } else {
            do {
                output = try guarded { try session.execute(trimmed).output }
                if Self.recordedCommands.contains(word) { commands.append(trimmed) }
                if word == "reload" { scriptError = nil; reloads += 1 }
                version += 1
            } catch {
                output = "error: \(error)"
                failed = true
                if word == "reload" { scriptError = "\(error)" ; version += 1 }
            }
        }
        return HostCommandResult(output: output, failed: failed, state: state())
    }

    /// The commands a saved exploration replays: those that move or change the collection view (what only reads it
    /// — show, trace, stats, where, dump, help — changes nothing to replay).
    static let recordedCommands: Set<String> = ["scroll", "page", "top", "bottom", "goto", "width", "device", "category",
                                                "orientation", "direction", "policy", "model", "estimate", "prefetch",
                                                "hscroll", "hdrag", "reload"]

    /// The session as JSON (see `ExplorerWebState`).
    func state() -> String {
        do {
            return try guarded {
                if let screen = session as? ScreenSession {
                    return try ScreenWebState(session: screen, version: version, error: scriptError).json()
                }
                return try ExplorerWebState(session: layoutSession!, version: version, error: scriptError).json()
            }
        } catch {
            return "{\"failure\": \(quoteJSON("\(error)"))}"
        }
    }

    /// The minimap (`ExplorerWebState.minimapJSON`), computed again only when sizes, estimates or the script changed.
    func minimap() -> String {
        // A screen has no content to map: its views are all drawn.
        guard let session = layoutSession else { return "{\"bands\": []}" }
        let simulation = session.simulation
        let key = "\(reloads) \(simulation.measured.count) \(simulation.solved.contentSize) \(simulation.geometry.size) "
            + "\(simulation.estimateModel) \(simulation.estimateOverrides.sorted { $0.key < $1.key })"
        if let cached = minimapCache, cached.key == key { return cached.json }
        let json = ExplorerWebState(session: session, version: version, error: scriptError).minimapJSON()
        minimapCache = (key, json)
        return json
    }

    /// Reloads when the script or the feed changed on disk since the last look: true when it did (the state then
    /// has the new layout at the same offset, or the script's error and the previous layout).
    func reloadIfChanged() -> Bool {
        let now = Self.dates(of: watchedFiles)
        guard now != modificationDates else { return false }
        modificationDates = now
        do {
            _ = try guarded { try session.reload(reason: "reloaded: the script or the feed changed") }
            scriptError = nil
            reloads += 1
            commands.append("reload")
        } catch {
            scriptError = "\(error)"
        }
        version += 1
        return true
    }

    /// The session as an exploration of a sample's manifest (`explorations` in sample.json): `tessera test` replays
    /// its commands from the session's start (device, text size, policy) and compares the transcript.
    func exploration(named name: String) -> String {
        let settings = session.settings
        var replayed = commands
        if settings.estimateModel != .script { replayed.insert("model \(settings.estimateModel.rawValue)", at: 0) }
        // What a manifest's exploration has no field for starts the replay as commands.
        if settings.geometryOptions.layoutDirection == .rightToLeft { replayed.insert("direction rightToLeft", at: 0) }
        if settings.geometryOptions.orientation == .landscape { replayed.insert("orientation landscape", at: 0) }
        replayed.append("stats")
        let lines = [
            "  \"name\": \(quoteJSON(name))",
            "  \"device\": \(quoteJSON(settings.geometryOptions.device))",
            "  \"contentSizeCategory\": \(quoteJSON(settings.geometryOptions.contentSizeCategory.rawValue))",
            "  \"policy\": \(quoteJSON(settings.policy.rawValue))",
            "  \"commands\": [\n" + replayed.map { "    " + quoteJSON($0) }.joined(separator: ",\n") + "\n  ]",
        ]
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    /// The commands run so far that a replay runs again (on the queue).
    var commandLog: [String] { commands }

    /// The version of the state: it grows with every command and reload, so the page knows when to fetch again.
    var currentVersion: Int { version }

    /// Runs `body` under `--timeout`, as each command at the prompt does.
    func guarded<T>(_ body: () throws -> T) throws -> T {
        try Watchdog.shared.guarding(timeout: timeout, what: session.settings.script) { deadline in
            session.setDeadline(deadline)
            defer { session.setDeadline(nil) }
            return try body()
        }
    }

    /// Each file's modification time and size (a missing file has none): what changes when an editor saves it.
    private static func dates(of paths: [String]) -> [String: String] {
        var dates: [String: String] = [:]
        for path in paths {
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
            dates[path] = "\(date) \((attributes?[.size] as? NSNumber)?.intValue ?? -1)"
        }
        return dates
    }
}

/// `value` as a JSON string literal.
func quoteJSON(_ value: String) -> String { JSONWriting.quote(value) }
