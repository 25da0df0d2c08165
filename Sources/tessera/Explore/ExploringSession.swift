// What the explorer drives, a layout's collection view or a screen, and how a script picks which one.

import Foundation
import TesseraGolden
import TesseraLayout
import TesseraRun
import TesseraScript

/// A session `tessera explore` runs commands in: `ExplorerSession` for a layout, `ScreenSession` for a screen.
protocol ExploringSession: AnyObject {
    /// What the session started from.
    var settings: ExplorerSettings { get }
    /// What the explorer prints first: the script, the device and the first layout.
    var introduction: String { get }
    /// Runs one command line; returns what to print and whether the session ends.
    func execute(_ line: String) throws -> (output: String, quit: Bool)
    /// Runs the script again (it may have changed).
    func reload(reason: String) throws -> String
    /// Sets when what runs from now on must stop.
    func setDeadline(_ deadline: ScriptDeadline?)
}

extension ExploringSession {
    /// Runs one command as a transcript shows it — `> command`, then its output or `error: …` — for
    /// `--commands` and the samples' explorations alike.
    func transcriptEntry(for command: String) -> (text: String, quit: Bool, failed: Bool) {
        var text = "\n> \(command)\n"
        do {
            let (output, quit) = try execute(command)
            if !output.isEmpty { text += output + "\n" }
            return (text, quit, false)
        } catch {
            return (text + "error: \(error)\n", false, true)
        }
    }
}

enum ExploringSessions {
    /// Loads the script once and starts the session it calls for: a screen's when it describes a view controller
    /// (a Lua script returning one, a Swift view controller: `LayoutSource.screenSource`), else a layout's.
    ///
    /// - Throws: `ToolError` for options that do not apply to what the script is; the script's errors.
    static func start(_ settings: ExplorerSettings, screenOptions: ScreenOptionGroup,
                      deadline: ScriptDeadline?) throws -> any ExploringSession {
        let source = try SourceLoader.load(settings.scriptOptions.options(script: settings.script,
                                                                          geometry: settings.geometryOptions,
                                                                          deadline: deadline),
                                           swift: settings.swiftOptions)
        if source.screenSource != nil, let screen = source as? any LayoutSource & ScreenSource {
            if settings.geometryOptions.width != nil || settings.geometryOptions.height != nil {
                throw ToolError(.usage, "--width and --height are for layouts: a screen is the device's size (choose another --device)")
            }
            if settings.policy != .uikit || settings.estimateModel != .script || settings.prefetch != 0 {
                throw ToolError(.usage, "--policy, --model and --prefetch are for layouts: this script returns a screen")
            }
            return try ScreenSession(settings, screenOptions: screenOptions.screenOptions, source: screen, deadline: deadline)
        }
        if screenOptions.isGiven {
            throw ToolError(.usage, "--keyboard and --readable-width are for screens (a script returning L.viewController{…})")
        }
        return try ExplorerSession(settings, deadline: deadline, source: source)
    }
}

extension ExplorerSession: ExploringSession {
    var introduction: String {
        let geometry = self.geometry
        return "tessera explore \(settings.script): \(settings.geometryOptions.summary), "
            + "\(TraceFormatting.number(geometry.size.width))×\(TraceFormatting.number(geometry.size.height)) @\(TraceFormatting.number(geometry.traitCollection.displayScale))x; "
            + "policy \(settings.policy.rawValue), estimates \(settings.estimateModel.rawValue)\n"
            + TraceFormatting.summary(of: lastRuns, axis: axis)
    }
}
