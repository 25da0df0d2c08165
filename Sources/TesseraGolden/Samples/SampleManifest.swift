// A sample's manifest (Samples/<name>/sample.json): its script, feed, devices, text sizes and explorations.

import TesseraViews
import Foundation
import TesseraJSON
import TesseraLayout
import TesseraRun
import TesseraSwift

/// What a sample runs: `Samples/<name>/sample.json`.
///
/// ```json
/// { "description": "…", "script": "../../Scripts/samples/chat-thread.lua", "feed": "feed.json",
///   "devices": ["iphone-se-3", "iphone-15-pro", "ipad-air-11"], "orientations": ["portrait"],
///   "contentSizeCategories": ["large", "accessibilityExtraExtraExtraLarge"], "layoutDirections": ["leftToRight"],
///   "measure": "all",
///   "explorations": [ { "name": "scroll", "device": "iphone-15-pro", "commands": ["scroll 1200", "trace"] } ] }
/// ```
/// A Swift view controller may add `"sets": {"userName": "slack"}`, `"calls": ["btn1Action"]` and
/// `"states": [{"name": "typed", "sets": {…}, "calls": […]}]` (goldens `<device>-…-<category>-typed.txt`).
/// Paths are relative to the sample's folder. Goldens live in `expected/`.
public struct SampleManifest: Sendable {
    /// An exploration: explorer commands run on one device at one text size, their transcript the golden.
    public struct Exploration: Sendable {
        /// Its name, unique in the manifest: the golden is `expected/explore-<name>.txt`.
        public var name: String
        /// The device preset it runs on (default: the manifest's first device).
        public var device: String
        public var contentSizeCategory: ContentSizeCategory
        /// How the explorer keeps the offset as sizes change (default `uikit`).
        public var policy: AnchoringPolicy
        /// The explorer commands it runs, in order (each a command the explorer knows).
        public var commands: [String]
    }

    /// The sample's folder, as given (`.`, `..`, `Samples/chat-thread`).
    public var folder: String
    /// The sample's name: the real name of its folder, whatever path named it (`tessera test .` inside
    /// `Samples/insta` and `tessera test Samples/insta` both say `insta`, in case names and transcripts).
    public var name: String
    /// What the sample shows, in a sentence.
    public var description: String
    /// The script and feed, as paths from the current directory (no feed: `"feed": null`).
    public var script: String
    public var feed: String?
    /// The device presets, orientations and text sizes of its layout cases: one case for each combination.
    public var devices: [String]
    public var orientations: [DevicePreset.Orientation]
    public var contentSizeCategories: [ContentSizeCategory]
    /// Left to right by default; a sample may add right to left.
    public var layoutDirections: [LayoutDirection]
    /// Which self-sizing elements the runs measure (default `all`).
    public var measure: Measuring
    /// Whether goldens list the views inside cells (`subviews`, the default) or the elements only (`cells`).
    public var depth: DumpDepth = .subviews
    /// Whether cell registrations' reuse mistakes are warned about on standard error (`--check-reuse`).
    public var checkReuse = false
    /// A Swift script's entry (`--entry`): the view controller or layout to run when the file has several.
    public var entry: String?
    /// A Swift view controller shown in a navigation controller (`--navigation-bar [--large-title]`).
    public var navigation: NavigationContainer?
    /// A Swift `UIView` subclass entry's size (`--size WIDTHxHEIGHT`, as the option writes it); nil: fitted at the
    /// device's width.
    public var viewSize: String?
    /// A Swift view controller's images' sizes (`--image NAME=WIDTHxHEIGHT`), as the option writes them.
    public var images: [String] = []
    /// The explorations, each a case of its own.
    public var explorations: [Exploration]
    /// A Swift view controller's properties set and methods called before every case's dump (`"sets"`, `"calls"`).
    public var actions = ScreenActions()
    /// More states of a Swift view controller's screen (`"states"`): each one's goldens on every device, after the
    /// manifest's own actions and its own.
    public var states: [State] = []

    /// A state of a screen: its name (the goldens' suffix) and what is set and called to reach it.
    public struct State: Sendable {
        public var name: String
        public var actions: ScreenActions
    }

    /// What a case of `state` (nil: the manifest's own cases) sets and calls.
    public func actions(for state: String?) -> ScreenActions {
        guard let state, let found = states.first(where: { $0.name == state }) else { return actions }
        return ScreenActions(sets: actions.sets + found.actions.sets, calls: actions.calls + found.actions.calls)
    }

    /// The manifest's file name in a sample's folder.
    public static let fileName = "sample.json"

    /// The last component of `folder` once made absolute, standardised (`.`, `..`) and its symbolic links resolved.
    public static func realName(of folder: String) -> String {
        let absolute = folder.hasPrefix("/") ? folder
            : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(folder)
        let real = URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath()
        let name = real.lastPathComponent
        return name.isEmpty || name == "/" ? (folder as NSString).lastPathComponent : name
    }

    /// Reads `folder/sample.json`; errors name the file, the line and the field.
    public static func load(folder: String) throws -> SampleManifest {
        let path = (folder as NSString).appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ToolError(.input, "\(path): cannot read the sample manifest")
        }
        let parsed: (value: JSONValue, lines: [String: Int])
        do {
            parsed = try JSONParser.parseWithLines(contentsOf: data, file: path)
        } catch {
            throw ToolError(.input, "\(error)")
        }
        return try ManifestReader(path: path, folder: folder, lines: parsed.lines).manifest(from: parsed.value)
    }
}
