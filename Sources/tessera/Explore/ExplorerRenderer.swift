// The explorer as TesseraGolden runs it for a sample's explorations and review pages (its ExplorationRenderer seam).

import TesseraGolden
import TesseraLayout
import TesseraScript

/// Starts `ExplorerSession`s from a sample's plain settings, with the option groups' defaults for the rest (the
/// feed the sample names, no other Lua path, fonts or limits).
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
        return try ExplorerSession(explorer, deadline: deadline)
    }
}

extension ExplorerSession: ExplorationSession {
    var lastRunsSummary: String { TraceFormatting.summary(of: lastRuns, axis: axis) }

    func transcript(of command: String) -> String { transcriptEntry(for: command).text }

    var passes: [PassTrace] { simulation.runs.flatMap(\.passes) }
}
