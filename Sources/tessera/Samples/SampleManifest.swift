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
struct SampleManifest {
    struct Exploration {
        var name: String
        var device: String
        var contentSizeCategory: ContentSizeCategory
        var policy: AnchoringPolicy
        var commands: [String]
    }

    /// The sample's folder, as given (`.`, `..`, `Samples/chat-thread`).
    var folder: String
    /// The sample's name: the real name of its folder, whatever path named it (`tessera test .` inside
    /// `Samples/insta` and `tessera test Samples/insta` both say `insta`, in case names and transcripts).
    var name: String
    var description: String
    /// The script and feed, as paths from the current directory.
    var script: String
    var feed: String?
    var devices: [String]
    var orientations: [DevicePreset.Orientation]
    var contentSizeCategories: [ContentSizeCategory]
    /// Left to right by default; a sample may add right to left.
    var layoutDirections: [LayoutDirection]
    var measure: Measuring
    /// Whether goldens list the views inside cells (`subviews`, the default) or the elements only (`cells`).
    var depth: DumpDepth = .subviews
    /// Whether cell registrations' reuse mistakes are warned about on standard error (`--check-reuse`).
    var checkReuse = false
    var explorations: [Exploration]

    static let fileName = "sample.json"

    /// The last component of `folder` once made absolute, standardised (`.`, `..`) and its symbolic links resolved.
    static func realName(of folder: String) -> String {
        let absolute = folder.hasPrefix("/") ? folder
            : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(folder)
        let real = URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath()
        let name = real.lastPathComponent
        return name.isEmpty || name == "/" ? (folder as NSString).lastPathComponent : name
    }

    /// Reads `folder/sample.json`; errors name the file, the line and the field.
    static func load(folder: String) throws -> SampleManifest {
        let path = (folder as NSString).appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScriptError(.input, "\(path): cannot read the sample manifest")
        }
        let parsed: (value: JSONValue, lines: [String: Int])
        do {
            parsed = try JSONParser.parseWithLines(contentsOf: data, file: path)
        } catch {
            throw ScriptError(.input, "\(error)")
        }
        return try ManifestReader(path: path, folder: folder, lines: parsed.lines).manifest(from: parsed.value)
    }
}
