// `tessera run`: runs a layout script and prints its frames.

import ArgumentParser
import Foundation
import TesseraDump
import TesseraLayout
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

    /// Which self-sizing elements are measured before the dump.
    enum Measuring: String, ExpressibleByArgument, CaseIterable {
        /// What UIKit shows: the elements in view at the content offset, pass by pass.
        case visible
        /// Every element, as if each had been scrolled into view.
        case all
        /// None: estimates stay.
        case none
    }

    @Argument(help: "The layout script (.lua) or Swift layout file (.swift).")
    var script: String

    @OptionGroup var scriptOptions: ScriptOptionGroup
    @OptionGroup var swiftOptions: SwiftOptionGroup
    @OptionGroup var geometryOptions: GeometryOptions

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

    func validate() throws {
        for text in orthogonalOffsets { _ = try OrthogonalOffsetArgument.parse(text) }
        if noSettle && orthogonalOffsets.isEmpty { throw ValidationError("--no-settle needs an --orthogonal-offset") }
        if let contentOffset, !(abs(contentOffset.value) <= LayoutLimits.length) {
            throw ValidationError("--content-offset must be a number of points from -\(LayoutLimits.lengthText) to \(LayoutLimits.lengthText) (got \(contentOffset.text))")
        }
    }

    func run() throws {
        if swiftOptions.listEntries {
            guard ScriptLoader.isSwift(script) else { throw ScriptError(.input, "--list-entries is for Swift files (.swift)") }
            print(try ScriptLoader.entryList(script, module: swiftOptions.runOptions.module), terminator: "")
            return
        }
        GoldenStore.shared.installInterruptHandler()
        var clock = PhaseClock()
        // The script and the layout run under the timeout; the dump is written after it (into a temporary file
        // that a hard stop deletes), so a stopped run never leaves half of one behind.
        let (loaded, simulation) = try Watchdog.shared.guarding(timeout: scriptOptions.timeoutSeconds, what: script) {
            try solve(deadline: $0)
        }
        let scroll = loaded.layout.configuration.scrollDirection
        let geometry = geometryOptions.geometry(scrollDirection: scroll)
        let contentOffset = self.contentOffset?.value
        let offset = measure == .visible
            ? simulation.contentOffset : contentOffset.map { Point(main: $0, cross: 0, axis: scroll) } ?? simulation.contentOffset
        let loading = loaded.timings.read + loaded.timings.parse + loaded.timings.script
        let solving = clock.lap() - loading
        var written = 0.0
        let subviews = ScriptSubviews.source(depth: depth, script: loaded, environment: simulation.solved.environment)
        let annotations = try DumpAnnotations(simulation, script: loaded, orthogonalOffsets: OrthogonalOffsetArgument.offsets(
            orthogonalOffsets.map(OrthogonalOffsetArgument.parse), in: simulation.solved, settle: !noSettle))
        try OutputFile.stream(to: output) { sink in
            switch format {
            case .text:
                try TextDumpFormat.write(simulation.solved, contentOffset: offset,
                                         comments: ["script: \(script)", geometryOptions.summary], subviews: subviews,
                                         annotations: annotations, to: sink)
            case .json:
                try JSONDumpFormat.write(simulation.solved, contentOffset: offset, subviews: subviews,
                                         annotations: annotations, warnings: ScriptSubviews.warnings(of: loaded), to: sink)
            case .svg:
                let dump = try FrameDump(simulation.solved, contentOffset: offset, subviews: subviews, annotations: annotations)
                var options = SVGDumpOptions(simulation, title: "\(script) · \(geometryOptions.summary)")
                options.viewport = Rect(origin: offset, size: geometry.size)
                try sink.write(SVGDumpFormat.write(dump, options: options))
            }
            written = sink.flushSeconds
        }
        let dump = clock.lap()
        if !loaded.constraintReports.isEmpty {
            FileHandle.standardError.write(Data(loaded.constraintReports.text.utf8))
        }
        if stats {
            let timings = loaded.timings
            let phases = [("read", timings.read), ("parse", timings.parse), ("script", timings.script),
                          ("solve", solving), ("collect + format", dump - written), ("write", written)]
            let list = phases.map { "\($0.0) \(PhaseClock.milliseconds($0.1)) ms" }.joined(separator: ", ")
            FileHandle.standardError.write(Data("stats: \(list); total \(PhaseClock.milliseconds(clock.total)) ms; peak memory \(PhaseClock.peakMemoryMiB()) MiB\n".utf8))
        }
    }

    /// Runs the script, lays it out and measures what `--measure` says.
    private func solve(deadline: ScriptDeadline?) throws -> (LayoutScript, CollectionViewSimulation) {
        let loaded = try ScriptLoader.load(scriptOptions.options(script: script, geometry: geometryOptions, deadline: deadline),
                                           swift: swiftOptions.runOptions)
        let geometry = geometryOptions.geometry(scrollDirection: loaded.layout.configuration.scrollDirection)
        do {
            let simulation = try CollectionViewSimulation(layout: loaded.layout, itemCounts: loaded.itemCounts,
                                                          geometry: geometry, measurer: ScriptMeasurer(script: loaded))
            try measure.apply(to: simulation)
            if measure == .visible, let contentOffset { try simulation.setContentOffset(contentOffset.value) }
            return (loaded, simulation)
        } catch {
            throw loaded.locating(error)
        }
    }
}

extension RunCommand.Measuring {
    /// Measures what the option says: what is in view (UIKit's passes), everything, or nothing.
    func apply(to simulation: CollectionViewSimulation) throws {
        switch self {
        case .visible: try simulation.layoutIfNeeded()
        case .all: try simulation.measureEverything()
        case .none: break
        }
    }
}
