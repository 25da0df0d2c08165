// `tessera run`: runs a layout script and prints its frames.

import ArgumentParser
import Foundation
import TesseraDump
import TesseraGolden
import TesseraLayout
import TesseraRun
import TesseraScript

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Runs a layout script and prints the frame dump.",
        discussion: """
            Example: tessera run Scripts/adaptive-photos.lua --feed Samples/photos-grid/feed.json --device iphone-15-pro

            Errors in the script or its feed print the file and line and exit with status 2; nothing is written to --output then.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, svg
    }

    @Argument(help: "The layout script (.lua) or Swift layout file (.swift).")
    var script: String

    @OptionGroup var scriptOptions: ScriptOptionGroup
    @OptionGroup var swiftOptions: SwiftOptionGroup
    @OptionGroup var geometryOptions: GeometryOptions
    @OptionGroup var screenOptions: ScreenOptionGroup

    @Option(help: "text (one element per line), json, or svg (a picture with the visible bounds outlined and estimated elements dashed).")
    var format: Format = .text

    @Option(help: "Write the dump to this file instead of standard output.")
    var output: String?

    @Option(help: "Which self-sizing cells are measured: all (the default, as samples' goldens are), visible (what UIKit shows at the offset, pass by pass), or none.")
    var measure: Measuring = .all

    @Option(name: .customLong("content-offset"), parsing: .unconditional,
            help: "UIKit's contentOffset along the scroll axis, for pinned items (default: scrolled to the top, -adjustedContentInset).")
    var contentOffset: NumberArgument?

    @Option(name: .customLong("orthogonal-offset"), parsing: .unconditionalSingleValue,
            help: ArgumentHelp("Scroll an orthogonal section (a carousel) to X points from its leading edge, settled on its behaviour's resting point (repeatable). Its visibleItemsInvalidationHandler runs at that offset.",
                               valueName: "section=x"))
    var orthogonalOffsets: [String] = []

    @Flag(name: .customLong("no-settle"), help: "Use --orthogonal-offset as given, not its resting point.")
    var noSettle = false

    @Flag(help: "Print how long each phase took and the peak memory, on standard error.")
    var stats = false

    @Option(help: "subviews (default): each cell's views, as its cell function lays them out, under it; cells: elements only.")
    var depth: DumpDepth = .subviews

    @Flag(name: .customLong("check-reuse"),
          help: "Warn on standard error about cell registrations' reuse mistakes: a property a configure set for one item and not for the next (that item shows the stale value, as on a device), and views or constraints a configure added.")
    var checkReuse = false

    func validate() throws {
        for text in orthogonalOffsets { _ = try OrthogonalOffsetArgument.parse(text) }
        if noSettle && orthogonalOffsets.isEmpty { throw ValidationError("--no-settle needs an --orthogonal-offset") }
        if let contentOffset, !(abs(contentOffset.value) <= LayoutLimits.length) {
            throw ValidationError("--content-offset must be a number of points from -\(LayoutLimits.lengthText) to \(LayoutLimits.lengthText) (got \(contentOffset.text))")
        }
    }

    func run() throws {
        if swiftOptions.listEntries {
            guard SourceLoader.isSwift(script) else { throw ToolError(.usage, "--list-entries is for Swift files (.swift)") }
            print(try SourceLoader.entryList(script, module: swiftOptions.runOptions.module), terminator: "")
            return
        }
        GoldenStore.shared.installInterruptHandler()
        var clock = PhaseClock()
        // The script and the layout run under the timeout; the dump is written after it (into a temporary file
        // that a hard stop deletes), so a stopped run never leaves half of one behind.
        let loaded = try Watchdog.shared.guarding(timeout: scriptOptions.timeoutSeconds, what: script) { deadline -> Loaded in
            var options = scriptOptions.options(script: script, geometry: geometryOptions, deadline: deadline)
            options.checkReuse = checkReuse
            let source = try SourceLoader.load(options, swift: swiftOptions.runOptions)
            let runOptions = RunOptions(device: geometryOptions.runDevice, measuring: measure,
                                        contentOffset: contentOffset?.value, showsSubviews: depth == .subviews)
            if let screen = source.screenSource {
                if geometryOptions.width != nil || geometryOptions.height != nil {
                    throw ToolError(.usage, "--width and --height are for layouts: a screen is the device's size (choose another --device)")
                }
                return .screen(try ScreenRun(screen, options: runOptions, screenOptions: screenOptions.screenOptions))
            }
            if screenOptions.isGiven {
                throw ToolError(.usage, "--keyboard and --readable-width are for screens (a script returning L.viewController{…})")
            }
            return .layout(try Run(source, options: runOptions))
        }
        let run: Run
        switch loaded {
        case .screen(let screen): return try write(screen)
        case .layout(let layout): run = layout
        }
        // The run is freed by the process's exit, not one object at a time (a million rows' worth of Lua tables,
        // feed records and sizes took a tenth of the run's time to free).
        Self.keptUntilExit = run
        let simulation = run.simulation
        let timings = run.source.timings
        let loading = timings.read + timings.parse + timings.script
        let solving = clock.lap() - loading
        var written = 0.0
        let annotations = try run.annotations(orthogonalOffsets: OrthogonalOffsetArgument.offsets(
            orthogonalOffsets.map(OrthogonalOffsetArgument.parse), in: simulation.solved, settle: !noSettle))
        try OutputFile.stream(to: output) { sink in
            switch format {
            case .text:
                try TextDumpFormat.write(simulation.solved, contentOffset: run.dumpOffset,
                                         comments: ["script: \(script)", geometryOptions.summary], subviews: run.subviews,
                                         annotations: annotations, to: sink)
            case .json:
                try JSONDumpFormat.write(simulation.solved, contentOffset: run.dumpOffset, subviews: run.subviews,
                                         annotations: annotations, warnings: run.source.warnings, to: sink)
            case .svg:
                let dump = try FrameDump(simulation.solved, contentOffset: run.dumpOffset, subviews: run.subviews,
                                         annotations: annotations)
                var options = SVGDumpOptions(simulation, title: "\(script) · \(geometryOptions.summary)")
                options.viewport = Rect(origin: run.dumpOffset, size: simulation.geometry.size)
                try sink.write(SVGDumpFormat.write(dump, options: options))
            }
            written = sink.flushSeconds
        }
        let dump = clock.lap()
        FileHandle.standardError.write(Data(run.source.warningLog.utf8))
        if stats {
            let phases = [("read", timings.read), ("parse", timings.parse), ("script", timings.script),
                          ("solve", solving), ("collect + format", dump - written), ("write", written)]
            let list = phases.map { "\($0.0) \(PhaseClock.milliseconds($0.1)) ms" }.joined(separator: ", ")
            FileHandle.standardError.write(Data("stats: \(list); total \(PhaseClock.milliseconds(clock.total)) ms; peak memory \(PhaseClock.peakMemoryMiB()) MiB\n".utf8))
        }
    }
}

extension RunCommand {
    /// The last layout run, kept so that the process's exit frees it (replaced by the next run in process).
    nonisolated(unsafe) static var keptUntilExit: Run?

    /// What the script gave: a layout's run or a screen's.
    enum Loaded {
        case layout(Run)
        case screen(ScreenRun)
    }

    /// Writes a screen's dump in the format asked for, and UIKit's log of its constraints on standard error.
    func write(_ run: ScreenRun) throws {
        let dump = try run.screenDump()
        try OutputFile.stream(to: output) { sink in
            switch format {
            case .text: try sink.write(ScreenTextFormat.write(dump, comments: ["script: \(script)", geometryOptions.summary]))
            case .json: try sink.write(ScreenJSONFormat.write(dump, warnings: run.source.warnings))
            case .svg: try sink.write(ScreenSVGFormat.write(dump, title: "\(script) · \(geometryOptions.summary)"))
            }
        }
        FileHandle.standardError.write(Data(run.warningLog.utf8))
    }
}

extension Measuring: ExpressibleByArgument {}
