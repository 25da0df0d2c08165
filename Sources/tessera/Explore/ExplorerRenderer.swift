// The explorer as TesseraGolden runs it for a sample's explorations and review pages (its ExplorationRenderer seam).

import TesseraGolden
import TesseraLayout
import TesseraScript

/// Starts `ExplorerSession`s (`ScreenSession`s for a script returning a screen) from a sample's plain settings, with
/// the option groups' defaults for the rest (the feed the sample names, no other Lua path, fonts or limits).
struct ExplorerRenderer: ExplorationRenderer {
    func start(_ settings: ExplorationSettings, deadline: ScriptDeadline?) throws -> any ExplorationSession {
        var geometry = try GeometryOptions.parse([])
        geometry.device = settings.device
        geometry.orientation = settings.orientation
        geometry.contentSizeCategory = settings.contentSizeCategory
        geometry.layoutDirection = settings.layoutDirection
        var scriptOptions = try ScriptOptionGroup.parse([])
        scriptOptions.feed = settings.feed
        let explorer = ExplorerSettings(script: settings.script, scriptOptions: scriptOptions, geometryOptions: geometry,
                                        policy: settings.policy, estimateModel: .script, prefetch: 0, columns: 48,
                                        allowsFileOutput: false)
        // A script returning a screen gets a screen's session (its commands: ScreenSession.commandNames).
        let session = try ExploringSessions.start(explorer, screenOptions: try ScreenOptionGroup.parse([]), deadline: deadline)
        guard let exploration = session as? any ExplorationSession else {
            preconditionFailure("every exploring session is an exploration session")
        }
        return exploration
    }
}

extension ExplorerSession: ExplorationSession {
    var lastRunsSummary: String { TraceFormatting.summary(of: lastRuns, axis: axis) }

    func transcript(of command: String) -> String { transcriptEntry(for: command).text }

    var passes: [PassTrace] { simulation.runs.flatMap(\.passes) }
}

extension ScreenSession: ExplorationSession {
    /// The screen's summary (a screen runs no layout passes).
    var lastRunsSummary: String { (try? summary()) ?? "" }

    func transcript(of command: String) -> String { transcriptEntry(for: command).text }

    /// None: a screen is solved, not scrolled pass by pass.
    var passes: [PassTrace] { [] }

    var axis: Axis { .vertical }
}
