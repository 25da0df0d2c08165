// One golden of a sample: a device, orientation and text size (or an exploration), and how to render it.

import TesseraViews
import Foundation
import TesseraDump
import TesseraLayout
import TesseraRun
import TesseraScript
import TesseraSwift

/// One comparison of a sample: its frames on one device at one text size, or one exploration's trace.
public struct SampleCase: Hashable, Sendable {
    /// A layout on one device (its frames are the golden), or an exploration of the manifest (its transcript is).
    public enum Kind: Hashable, Sendable {
        case layout(device: String, orientation: DevicePreset.Orientation, category: ContentSizeCategory,
                    direction: LayoutDirection)
        case exploration(name: String)
    }

    /// The sample's name (`SampleManifest.name`).
    public var sample: String
    /// The sample's folder, as given.
    public var folder: String
    /// What the case renders.
    public var kind: Kind
    /// A layout case's state of a Swift view controller's screen (the manifest's `"states"`); nil: its own.
    public var state: String?

    /// The case `kind` of the sample `sample` in `folder` (in `state`, for a layout case).
    public init(sample: String, folder: String, kind: Kind, state: String? = nil) {
        self.sample = sample
        self.folder = folder
        self.kind = kind
        self.state = state
    }

    /// The case's name in reports and JUnit: `chat-thread · iphone-15-pro portrait · large` (`· rightToLeft` after
    /// it right to left).
    public var name: String {
        switch kind {
        case let .layout(device, orientation, category, direction):
            let name = "\(sample) · \(device) \(orientation.rawValue) · \(category.rawValue)"
                + (direction == .rightToLeft ? " · rightToLeft" : "")
            return state.map { name + " · state \($0)" } ?? name
        case let .exploration(name): return "\(sample) · explore \(name)"
        }
    }

    /// The golden file: `expected/<device>-<orientation>-<category>.txt` (`…-<category>-rightToLeft.txt` right to
    /// left; `…-<state>.txt` in a state) or `expected/explore-<name>.txt`.
    public var goldenPath: String {
        let file: String
        switch kind {
        case let .layout(device, orientation, category, direction):
            file = "\(device)-\(orientation.rawValue)-\(category.rawValue)"
                + (direction == .rightToLeft ? "-rightToLeft" : "") + (state.map { "-" + $0 } ?? "") + ".txt"
        case let .exploration(name): file = "explore-\(name).txt"
        }
        return ((folder as NSString).appendingPathComponent("expected") as NSString).appendingPathComponent(file)
    }

    /// Every case of a manifest, in a stable order.
    public static func cases(of manifest: SampleManifest) -> [SampleCase] {
        var cases: [SampleCase] = []
        for device in manifest.devices {
            for orientation in manifest.orientations {
                for category in manifest.contentSizeCategories {
                    for direction in manifest.layoutDirections {
                        for state in [nil] + manifest.states.map(\.name) {
                            cases.append(SampleCase(sample: manifest.name, folder: manifest.folder,
                                                    kind: .layout(device: device, orientation: orientation,
                                                                  category: category, direction: direction), state: state))
                        }
                    }
                }
            }
        }
        for exploration in manifest.explorations {
            cases.append(SampleCase(sample: manifest.name, folder: manifest.folder, kind: .exploration(name: exploration.name)))
        }
        return cases
    }

    /// What the case produces now: a text dump, or an exploration's transcript run through `explorer` (without
    /// one, an exploration is an internal error); everything stops at `deadline`.
    public func render(_ manifest: SampleManifest, explorer: (any ExplorationRenderer)?,
                       deadline: ScriptDeadline? = nil) throws -> String {
        switch kind {
        case let .layout(device, orientation, category, direction):
            return try renderLayout(manifest, device: device, orientation: orientation, category: category,
                                    direction: direction, deadline: deadline)
        case let .exploration(name):
            guard let explorer else {
                throw ToolError(.internal, "\(self.name): an exploration runs through the explorer, and none was given")
            }
            let exploration = manifest.explorations.first { $0.name == name }!
            return try renderExploration(manifest, exploration, explorer: explorer, deadline: deadline)
        }
    }

    private func renderLayout(_ manifest: SampleManifest, device: String, orientation: DevicePreset.Orientation,
                              category: ContentSizeCategory, direction: LayoutDirection,
                              deadline: ScriptDeadline?) throws -> String {
        let directionNote = direction == .rightToLeft ? ", layoutDirection: rightToLeft" : ""
        let comments = [
            "sample: \(manifest.name)" + (state.map { ", state: \($0)" } ?? ""),
            "device: \(device) \(orientation.rawValue), contentSizeCategory: \(category.rawValue)\(directionNote)",
            "measured: \(manifest.measure.rawValue)",
        ]
        switch try run(manifest, device: device, orientation: orientation, category: category, direction: direction,
                       deadline: deadline) {
        case .layout(let run): return TextDumpFormat.write(try run.frameDump(), comments: comments)
        case .screen(let run): return ScreenTextFormat.write(try run.screenDump(), comments: comments)
        }
    }

    /// What a case's script gave: a layout's run, or a screen's (a script returning a view controller).
    public enum CaseRun {
        case layout(Run)
        case screen(ScreenRun)
    }

    /// Runs the case's script on its device: a layout, or a screen.
    public func run(_ manifest: SampleManifest, device: String, orientation: DevicePreset.Orientation,
                    category: ContentSizeCategory, direction: LayoutDirection, deadline: ScriptDeadline?) throws -> CaseRun {
        let device = RunDevice(preset: DevicePreset.named(device)!, orientation: orientation,
                               contentSizeCategory: category, layoutDirection: direction)
        var options = ScriptOptions(script: manifest.script, feed: manifest.feed,
                                    limits: ScriptLimits(deadline: deadline), contentSizeCategory: category,
                                    displayScale: device.displayScale)
        options.checkReuse = manifest.checkReuse
        // The cases of a sample run the same script: a warning names the one it came from.
        options.warningContext = name
        let source = try SourceLoader.load(options, swift: {
            var swift = SwiftRunOptions(entry: manifest.entry, navigation: manifest.navigation,
                                        actions: manifest.actions(for: state))
            swift.images = (try? ImageSizes.parse(manifest.images)) ?? [:]
            swift.viewSize = manifest.viewSize.flatMap(ViewSizeArgument.parse)
            return swift
        }())
        let runOptions = RunOptions(device: device, measuring: manifest.measure, showsSubviews: manifest.depth == .subviews)
        if let screen = source.screenSource {
            return .screen(try ScreenRun(screen, options: runOptions))
        }
        return .layout(try Run(source, options: runOptions))
    }

    /// The case's frames (with what only pictures show: each label's lines and point size) and the simulation
    /// they came from.
    public func layoutDump(_ manifest: SampleManifest, device: String, orientation: DevicePreset.Orientation,
                    category: ContentSizeCategory, direction: LayoutDirection,
                    deadline: ScriptDeadline?) throws -> (FrameDump, CollectionViewSimulation) {
        guard case .layout(let run) = try self.run(manifest, device: device, orientation: orientation, category: category,
                                                   direction: direction, deadline: deadline) else {
            throw ToolError(.usage, "\(manifest.script): a screen (the script returns a view controller) has no frame dump "
                            + "of a collection view: use its screen dump (tessera run --format svg)")
        }
        return (try run.frameDump(), run.simulation)
    }

    private func renderExploration(_ manifest: SampleManifest, _ exploration: SampleManifest.Exploration,
                                   explorer: any ExplorationRenderer, deadline: ScriptDeadline?) throws -> String {
        let settings = ExplorationSettings(script: manifest.script, feed: manifest.feed, device: exploration.device,
                                           contentSizeCategory: exploration.contentSizeCategory,
                                           policy: exploration.policy)
        let session = try explorer.start(settings, deadline: deadline)
        var transcript = "# exploration \(exploration.name) of \(manifest.name) on \(exploration.device), "
            + "\(exploration.contentSizeCategory.rawValue), policy \(exploration.policy.rawValue)\n"
        transcript += session.lastRunsSummary + "\n"
        for command in exploration.commands { transcript += session.transcript(of: command) }
        return transcript
    }
}
