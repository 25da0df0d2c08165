// The explorer's session: a script, its simulated collection view, and the commands that drive it.

import Foundation
import TesseraDump
import TesseraGolden
import TesseraLayout
import TesseraRun
import TesseraScript
import TesseraViews

/// What an exploration starts from.
struct ExplorerSettings {
    var script: String
    var scriptOptions: ScriptOptionGroup
    var geometryOptions: GeometryOptions
    var policy: AnchoringPolicy
    var estimateModel: EstimateModel
    var prefetch: Double
    /// Columns of `show` (rows follow the viewport's shape).
    var columns: Int
    /// Whether `dump --output FILE` may write files: yes for a person's session, no for a sample's
    /// exploration (a manifest must not write outside its sample).
    var allowsFileOutput = true
    /// How a `.swift` layout file runs (entry, item counts, side file).
    var swiftOptions = SwiftRunOptions()
}

/// An exploration: commands in, text out. The same for the interactive prompt, `--commands` files
/// and tests.
final class ExplorerSession {
    let settings: ExplorerSettings
    private(set) var source: any LayoutSource
    private(set) var simulation: CollectionViewSimulation
    /// The runs of the last command, for `trace`.
    private(set) var lastRuns: [LayoutRun] = []
    /// Section → scroll offset of its orthogonal scroll view (`hscroll`, `hdrag`); absent sections rest at 0.
    var orthogonalOffsets: [Int: Double] = [:]

    /// The collection view as it stands (the simulation's).
    var geometry: CollectionViewGeometry { simulation.geometry }
    /// The device preset and orientation the collection view stands for (`device` and `orientation` change them).
    var deviceName: String
    var orientation: DevicePreset.Orientation

    func rememberRuns(_ runs: [LayoutRun]) { lastRuns = runs }

    /// Moves to another collection view; the script's text size and scale follow.
    func setGeometry(_ new: CollectionViewGeometry) throws -> LayoutRun {
        source.follow(new.traitCollection)
        return try simulation.setGeometry(new)
    }

    /// Runs the script again (it may have changed), keeping the offset, the policy, the estimate model and the
    /// what-if estimates: the new collection view starts at the old offset, so its one run is the reload's (no pass
    /// at the resting offset first).
    func reload(reason: String) throws -> String {
        let old = simulation
        var restarted = settings
        restarted.policy = old.policy
        restarted.estimateModel = old.estimateModel
        restarted.prefetch = old.prefetchDistance
        let (newSource, newSimulation) = try Self.start(restarted, geometry: geometry, deadline: deadline,
                                                        estimateOverrides: old.estimateOverrides,
                                                        contentOffset: old.contentOffset[axis])
        source = newSource
        simulation = newSimulation
        return report([try newSimulation.layoutIfNeeded()], heading: reason)
    }

    /// When the command running now must stop (the explorer sets one per command, a sample's exploration one
    /// for the whole case).
    private(set) var deadline: ScriptDeadline?

    /// Starts from `settings`, with the script's source when it is already loaded.
    init(_ settings: ExplorerSettings, deadline: ScriptDeadline? = nil, source loaded: (any LayoutSource)? = nil) throws {
        self.settings = settings
        self.deadline = deadline
        deviceName = settings.geometryOptions.device
        orientation = settings.geometryOptions.orientation
        (source, simulation) = try Self.start(settings, geometry: nil, deadline: deadline, source: loaded)
        do { lastRuns = [try simulation.layoutIfNeeded()] } catch { throw source.located(error) }
    }

    /// Sets when what runs from now on must stop.
    func setDeadline(_ deadline: ScriptDeadline?) {
        self.deadline = deadline
        source.setDeadline(deadline)
    }

    /// Runs the script (unless `loaded` is its source, already run) and builds a simulation at its resting offset
    /// (or `contentOffset`), measuring nothing yet.
    private static func start(_ settings: ExplorerSettings, geometry known: CollectionViewGeometry?,
                              deadline: ScriptDeadline?, estimateOverrides: [Int: Double] = [:],
                              contentOffset: Double? = nil,
                              source loaded: (any LayoutSource)? = nil) throws -> (any LayoutSource, CollectionViewSimulation) {
        let source = try loaded ?? SourceLoader.load(settings.scriptOptions.options(script: settings.script,
                                                                          geometry: settings.geometryOptions,
                                                                          deadline: deadline),
                                           swift: settings.swiftOptions)
        var options = RunOptions(device: settings.geometryOptions.runDevice, measuring: .none, showsSubviews: false)
        options.geometry = known
        options.policy = settings.policy
        options.estimateModel = settings.estimateModel
        options.prefetchDistance = settings.prefetch
        options.estimateOverrides = estimateOverrides
        options.startOffset = contentOffset
        return (source, try Run(source, options: options).simulation)
    }

    var axis: Axis { simulation.axis }

    /// Runs one command line; returns what to print and whether the session ends. An error the layout finds
    /// names the script's line.
    func execute(_ line: String) throws -> (output: String, quit: Bool) {
        do { return try perform(line) } catch { throw source.located(error) }
    }

    /// Every command `execute` knows (the first word of a line, lowercased); a sample's manifest is checked
    /// against them when it is read.
    static let commandNames = ExplorerCommands.names

    private func perform(_ line: String) throws -> (output: String, quit: Bool) {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let command = words.first?.lowercased() else { return ("", false) }
        let arguments = Array(words.dropFirst())
        switch command {
        case "quit", "exit", "q": return ("", true)
        case "help", "?": return (Self.help, false)
        case "show": return (show(), false)
        case "trace": return (TraceFormatting.trace(of: lastRuns, axis: axis, policy: simulation.policy), false)
        case "stats": return (TraceFormatting.statistics(simulation.summary(), policy: simulation.policy), false)
        case "dump": return (try dump(arguments), false)
        case "hscroll", "hdrag": return (try scrollOrthogonally(command, arguments), false)
        case "where": return (status(), false)
        default: return (try drive(command, arguments), false)
        }
    }

    /// The commands that change the simulation, and their report.
    private func drive(_ command: String, _ arguments: [String]) throws -> String {
        let viewport = geometry.size[axis]
        switch command {
        case "scroll":
            // `scroll 500` goes to an offset; `scroll +200` and `scroll -200` move by that much.
            let value = try argument(arguments, 0, "scroll <offset> or scroll +<delta>")
            let relative = arguments[0].hasPrefix("+") || arguments[0].hasPrefix("-")
            let target = relative ? simulation.contentOffset[axis] + value : value
            return report([try simulation.scroll(to: target)], heading: "scrolled to \(TraceFormatting.number(simulation.contentOffset[axis]))")
        case "page":
            let direction = arguments.first ?? "down"
            guard direction == "down" || direction == "up" else { throw ExplorerError("usage: page down|up") }
            let inset = geometry.adjustedContentInset.sum(axis)
            let step = (viewport - inset) * (direction == "down" ? 1 : -1)
            return report([try simulation.scroll(to: simulation.contentOffset[axis] + step)],
                          heading: "paged \(direction) to \(TraceFormatting.number(simulation.contentOffset[axis]))")
        case "top":
            return report([try simulation.scroll(to: simulation.offsetRange.lowerBound)], heading: "scrolled to the top")
        case "bottom":
            var runs: [LayoutRun] = []
            // The end moves as cells are measured: follow it until it stays.
            for _ in 0..<simulation.maximumPasses {
                let end = simulation.offsetRange.upperBound
                runs.append(try simulation.scroll(to: end))
                if abs(simulation.offsetRange.upperBound - end) < 0.5 { break }
            }
            return report(runs, heading: "scrolled to the bottom (\(TraceFormatting.number(simulation.contentOffset[axis])))")
        case "goto":
            let section = try index(arguments, 0, "goto <section> <item>")
            let item = try index(arguments, 1, "goto <section> <item>")
            let (corrections, runs) = try simulation.scrollToItem(at: IndexPath(item: item, section: section))
            return report(runs, heading: "scrolled to [\(section), \(item)] with \(corrections) correction\(corrections == 1 ? "" : "s")")
        default:
            return try configure(command, arguments)
        }
    }
}

/// A command the explorer cannot run, and why.
struct ExplorerError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
