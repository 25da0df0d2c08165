// A sample's manifest (Samples/<name>/sample.json): its script, feed, devices, text sizes and explorations.

import TesseraViews
import Foundation
import TesseraJSON
import TesseraLayout
import TesseraRun
import TesseraScript

/// What a sample runs: `Samples/<name>/sample.json`.
///
/// ```json
/// { "description": "…", "script": "../../Scripts/samples/chat-thread.lua", "feed": "feed.json",
///   "devices": ["iphone-se-3", "iphone-15-pro", "ipad-air-11"], "orientations": ["portrait"],
///   "contentSizeCategories": ["large", "accessibilityExtraExtraExtraLarge"], "layoutDirections": ["leftToRight"],
///   "measure": "all",
///   "explorations": [ { "name": "scroll", "device": "iphone-15-pro", "commands": ["scroll 1200", "trace"] } ] }
/// ```
/// Paths are relative to the sample's folder. Goldens live in `expected/`.
public struct SampleManifest: Sendable {
    /// An exploration: explorer commands run on one device at one text size, their transcript the golden.
    public struct Exploration: Sendable {
        public var name: String
        public var device: String
        public var contentSizeCategory: ContentSizeCategory
        public var policy: AnchoringPolicy
        public var commands: [String]
    }

    /// The sample's folder, as given (`.`, `..`, `Samples/chat-thread`).
    public var folder: String
    /// The sample's name: the real name of its folder, whatever path named it (`tessera test .` inside
    /// `Samples/insta` and `tessera test Samples/insta` both say `insta`, in case names and transcripts).
    public var name: String
    public var description: String
    /// The script and feed, as paths from the current directory.
    public var script: String
    public var feed: String?
    public var devices: [String]
    public var orientations: [DevicePreset.Orientation]
    public var contentSizeCategories: [ContentSizeCategory]
    /// Left to right by default; a sample may add right to left.
    public var layoutDirections: [LayoutDirection]
    public var measure: Measuring
    /// Whether goldens list the views inside cells (`subviews`, the default) or the elements only (`cells`).
    public var depth: DumpDepth = .subviews
    public var explorations: [Exploration]

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
