// The seam through which a sample's explorations run the explorer of `tessera explore`, which stays in the tool.

import TesseraLayout
import TesseraScript
import TesseraViews

/// Where an exploration (or a review page's pass trace) starts: a sample's script and feed on a device, at a text
/// size and a layout direction, under an anchoring policy. The explorer's other settings are a sample's: the
/// script's estimates, no prefetching, 48 columns, no file output (a manifest writes nothing outside its sample).
public struct ExplorationSettings: Sendable {
    /// The script and its feed, as paths from the current directory.
    public var script: String
    public var feed: String?
    /// A device preset's name (`iphone-15-pro`).
    public var device: String
    /// The collection view's orientation, text size and layout direction.
    public var orientation: DevicePreset.Orientation
    public var contentSizeCategory: ContentSizeCategory
    public var layoutDirection: LayoutDirection
    /// How the explorer keeps the offset as sizes change.
    public var policy: AnchoringPolicy

    /// Settings for `script` (with `feed`) on `device`, portrait, at the large text size, left to right, under
    /// UIKit's policy unless told otherwise.
    public init(script: String, feed: String?, device: String, orientation: DevicePreset.Orientation = .portrait,
                contentSizeCategory: ContentSizeCategory = .large, layoutDirection: LayoutDirection = .leftToRight,
                policy: AnchoringPolicy = .uikit) {
        self.script = script
        self.feed = feed
        self.device = device
        self.orientation = orientation
        self.contentSizeCategory = contentSizeCategory
        self.layoutDirection = layoutDirection
        self.policy = policy
    }
}

/// An explorer session under way, as the golden machinery drives it: commands in, transcript text out.
public protocol ExplorationSession: AnyObject {
    /// The runs of the last command summarised as the explorer prints them (before any command: the first
    /// layout's, the line under a transcript's heading).
    var lastRunsSummary: String { get }
    /// Runs one command and returns it as a transcript shows it: `\n> command\n`, then its output or `error: …`.
    func transcript(of command: String) -> String
    /// Every layout pass the session's collection view ran so far, in order.
    var passes: [PassTrace] { get }
    /// The axis the layout scrolls along.
    var axis: Axis { get }
}

/// Starts explorer sessions. The tool hands its explorer (`tessera explore`'s session, built on ArgumentParser's
/// option groups) to `CaseRunner`, `SampleCase.render` and `ReviewPage` through this seam, so that this library
/// depends on no command-line parsing.
public protocol ExplorationRenderer: Sendable {
    /// A session at `settings`' first screen, laid out; everything it runs stops at `deadline`.
    func start(_ settings: ExplorationSettings, deadline: ScriptDeadline?) throws -> any ExplorationSession
}

/// The explorer's commands: what a manifest's explorations may use (a misspelt one would be recorded into the
/// golden as its error instead of failing the manifest). The tool's explorer answers to exactly these.
public enum ExplorerCommands {
    /// Every command word, lowercased, as the explorer reads the first word of a line.
    public static let names = ["scroll", "page", "top", "bottom", "goto", "width", "device", "category", "policy",
                               "model", "estimate", "prefetch", "reload", "show", "trace", "stats", "dump", "hscroll",
                               "hdrag", "where", "help", "?", "quit", "exit", "q",
                               // A screen's session (docs/cli.md, "Exploring a screen").
                               "views", "constraints", "why", "log", "orientation", "direction"]
}
