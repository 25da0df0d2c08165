// The explorer's session for a screen: a script's view controller laid out on a device, and the commands about it.

import Foundation
import TesseraDump
import TesseraGolden
import TesseraLayout
import TesseraRun
import TesseraScript
import TesseraViews

/// An exploration of a screen (a script returning `L.viewController{…}` or a container): draw it, list its views,
/// and ask which constraints affect a view and why it is where it is. The commands that scroll or change a
/// layout's collection view are not run here (they say so): explore the layout script itself for those.
final class ScreenSession {
    let settings: ExplorerSettings
    let screenOptions: ScreenOptions
    /// The device, orientation and text size now (`device`, `orientation` and `category` change them).
    private(set) var geometryOptions: GeometryOptions
    /// The screen's source: a Lua script returning a view controller, or a Swift view controller.
    private(set) var source: any LayoutSource & ScreenSource
    private(set) var run: ScreenRun
    private(set) var deadline: ScriptDeadline?
    /// The Auto Layout report of the layout now, made when a command first needs it.
    private var cachedReport: LayoutReport?

    /// Every command a screen session knows (the first word of a line, lowercased).
    static let commandNames = ["show", "views", "constraints", "why", "log", "device", "category", "orientation", "direction",
                               "reload",
                               "dump", "help", "?", "quit", "exit", "q"]

    /// Lays out the screen `source` (already loaded) returns.
    init(_ settings: ExplorerSettings, screenOptions: ScreenOptions, source: any LayoutSource & ScreenSource,
         deadline: ScriptDeadline?) throws {
        self.settings = settings
        self.screenOptions = screenOptions
        self.deadline = deadline
        self.source = source
        geometryOptions = settings.geometryOptions
        do {
            run = try Self.layOut(source, geometry: settings.geometryOptions, screenOptions: screenOptions)
        } catch {
            throw source.located(error)
        }
    }

    private static func layOut(_ source: any LayoutSource & ScreenSource, geometry: GeometryOptions,
                               screenOptions: ScreenOptions) throws -> ScreenRun {
        try ScreenRun(source, options: RunOptions(device: geometry.runDevice, measuring: .all, showsSubviews: true),
                      screenOptions: screenOptions)
    }

    /// Runs the script again for `geometry` and lays its screen out; the session changes only when both succeed.
    func restart(geometry: GeometryOptions) throws {
        let loaded = try SourceLoader.load(settings.scriptOptions.options(script: settings.script, geometry: geometry,
                                                                          deadline: deadline),
                                           swift: settings.swiftOptions)
        guard loaded.screenSource != nil, let screen = loaded as? any LayoutSource & ScreenSource else {
            throw ExplorerError("the script no longer returns a screen: start tessera explore again to explore its layout")
        }
        screen.setDeadline(deadline)
        let laidOut: ScreenRun
        do { laidOut = try Self.layOut(screen, geometry: geometry, screenOptions: screenOptions) } catch { throw screen.located(error) }
        (source, run, geometryOptions, cachedReport) = (screen, laidOut, geometry, nil)
    }

    /// The layout's Auto Layout report (`ScreenRun.layoutReport`).
    func report() throws -> LayoutReport {
        if let cachedReport { return cachedReport }
        let made = try run.layoutReport()
        cachedReport = made
        return made
    }

    /// `screen 393×852 @3x; 6 views, 24 constraints (…)`.
    func summary() throws -> String {
        let metrics = run.layout.metrics
        let report = try report()
        let scripted = report.entries.filter { !$0.constraint.origin.isSystem }.count
        let broken = report.entries.filter(\.isBroken).count
        let unmet = report.entries.filter(\.isUnmet).count
        let ambiguous = Set(report.ambiguities.map(\.view)).count
        return "screen \(TraceFormatting.number(metrics.size.width))×\(TraceFormatting.number(metrics.size.height)) "
            + "@\(TraceFormatting.number(run.options.device.displayScale))x; \(run.screen.hierarchy.views.count) views; "
            + "\(report.entries.count) constraints (\(scripted) from the script, \(report.entries.count - scripted) from UIKit): "
            + "\(broken) broken, \(unmet) optional not met; \(ambiguous) ambiguous view\(ambiguous == 1 ? "" : "s")"
    }

    /// The view a command names (`ViewHierarchy.view(named:)`).
    func view(_ arguments: [String], usage: String) throws -> Int {
        guard let name = arguments.first else { throw ExplorerError("usage: \(usage)") }
        do { return try run.screen.hierarchy.view(named: name) } catch { throw ExplorerError(error.description) }
    }
}

extension ScreenSession: ExploringSession {
    var introduction: String {
        "tessera explore \(settings.script): \(geometryOptions.summary), a screen\n" + ((try? summary()) ?? "")
    }

    func setDeadline(_ deadline: ScriptDeadline?) {
        self.deadline = deadline
        source.setDeadline(deadline)
    }

    func reload(reason: String) throws -> String {
        try restart(geometry: geometryOptions)
        return reason + "\n" + (try summary())
    }

    /// Runs one command line; an error the layout finds names the script's line.
    func execute(_ line: String) throws -> (output: String, quit: Bool) {
        do { return try perform(line) } catch { throw source.located(error) }
    }

    private func perform(_ line: String) throws -> (output: String, quit: Bool) {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let command = words.first?.lowercased() else { return ("", false) }
        let arguments = Array(words.dropFirst())
        switch command {
        case "quit", "exit", "q": return ("", true)
        case "help", "?": return (Self.help, false)
        case "show": return (try show(), false)
        case "views": return (try views(), false)
        case "constraints": return (try constraints(arguments), false)
        case "why": return (try why(arguments), false)
        case "log": return (run.warningLog.isEmpty ? "UIKit logs nothing: no conflict, no ambiguous view" : run.warningLog, false)
        case "dump": return (try dump(arguments), false)
        case "reload": return (try reload(reason: "reloaded"), false)
        case "device", "category", "orientation", "direction": return (try configure(command, arguments), false)
        default:
            if ExplorerCommands.names.contains(command) {
                throw ExplorerError("'\(command)' drives a layout's collection view, and this script returns a screen: "
                                    + "explore the layout's script on its own to \(command) (type help for the screen's commands)")
            }
            throw ExplorerError("unknown command '\(command)'\(NameSuggestion.didYouMean(command, among: Self.commandNames)); type help")
        }
    }
}
