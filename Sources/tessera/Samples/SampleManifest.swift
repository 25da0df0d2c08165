// A sample's manifest (Samples/<name>/sample.json): its script, feed, devices, text sizes and explorations.

import Foundation
import TesseraJSON
import TesseraLayout
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

    /// The sample's folder.
    var folder: String
    var name: String { (folder as NSString).lastPathComponent }
    var description: String
    /// The script and feed, as paths from the current directory.
    var script: String
    var feed: String?
    var devices: [String]
    var orientations: [DevicePreset.Orientation]
    var contentSizeCategories: [ContentSizeCategory]
    /// Left to right by default; a sample may add right to left.
    var layoutDirections: [LayoutDirection]
    var measure: RunCommand.Measuring
    var explorations: [Exploration]

    static let fileName = "sample.json"

    /// Reads `folder/sample.json`; errors name the file, line and field.
    static func load(folder: String) throws -> SampleManifest {
        let path = (folder as NSString).appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScriptError(.input, "\(path): cannot read the sample manifest")
        }
        let value: JSONValue
        do {
            value = try JSONParser.parse(contentsOf: data, file: path)
        } catch {
            throw ScriptError(.input, "\(error)")
        }
        return try ManifestReader(path: path, folder: folder).manifest(from: value)
    }
}

/// Turns a manifest's JSON into a `SampleManifest`, naming what is wrong.
private struct ManifestReader {
    let path: String
    let folder: String

    func manifest(from value: JSONValue) throws -> SampleManifest {
        guard case .object(let fields) = value else { throw error("the manifest must be a JSON object") }
        let known = ["description", "script", "feed", "devices", "orientations", "contentSizeCategories",
                     "layoutDirections", "measure", "explorations"]
        for (key, _) in fields where !known.contains(key) {
            throw error("unknown field '\(key)' (expected one of: \(known.joined(separator: ", ")))")
        }
        guard let script = value["script"]?.stringValue else { throw error("'script' must be the path of the layout script") }
        let devices = try strings(value["devices"], "devices", default: ["iphone-se-3", "iphone-15-pro", "ipad-air-11"])
        for device in devices where DevicePreset.named(device) == nil {
            throw error("unknown device '\(device)' in 'devices' (tessera devices lists them)")
        }
        let orientations = try strings(value["orientations"], "orientations", default: ["portrait"]).map {
            guard let orientation = DevicePreset.Orientation(rawValue: $0) else { throw error("unknown orientation '\($0)'") }
            return orientation
        }
        let categories = try strings(value["contentSizeCategories"], "contentSizeCategories",
                                     default: ["large", "accessibilityExtraExtraExtraLarge"]).map {
            guard let category = ContentSizeCategory(rawValue: $0) else { throw error("unknown content size category '\($0)'") }
            return category
        }
        let directions = try strings(value["layoutDirections"], "layoutDirections", default: ["leftToRight"]).map {
            guard let direction = LayoutDirection(rawValue: $0) else {
                throw error("unknown layout direction '\($0)' (leftToRight or rightToLeft)")
            }
            return direction
        }
        let measureName = value["measure"]?.stringValue ?? "all"
        guard let measure = RunCommand.Measuring(rawValue: measureName) else {
            throw error("'measure' must be visible, all or none (got '\(measureName)')")
        }
        let feed = value["feed"] == .null ? nil : (value["feed"]?.stringValue ?? "feed.json")
        return SampleManifest(folder: folder, description: value["description"]?.stringValue ?? "",
                              script: resolve(script), feed: feed.map(resolve), devices: devices,
                              orientations: orientations, contentSizeCategories: categories,
                              layoutDirections: directions, measure: measure,
                              explorations: try explorations(value["explorations"], devices: devices))
    }

    private func explorations(_ value: JSONValue?, devices: [String]) throws -> [SampleManifest.Exploration] {
        guard let value else { return [] }
        guard let list = value.arrayValue else { throw error("'explorations' must be an array") }
        return try list.enumerated().map { index, entry in
            let what = "explorations[\(index)]"
            guard let name = entry["name"]?.stringValue else { throw error("\(what).name must be a string") }
            // The name becomes a file name beside the goldens: nothing that reaches another folder.
            let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
            guard !name.isEmpty, name.allSatisfy(allowed.contains), !name.hasPrefix(".") else {
                throw error("\(what).name '\(name)' must be letters, digits, '-', '_' and '.' (not first): it names a file")
            }
            let device = entry["device"]?.stringValue ?? devices.first ?? "iphone-15-pro"
            guard DevicePreset.named(device) != nil else { throw error("unknown device '\(device)' in \(what)") }
            let category = ContentSizeCategory(rawValue: entry["contentSizeCategory"]?.stringValue ?? "large")
            let policy = AnchoringPolicy(rawValue: entry["policy"]?.stringValue ?? "uikit")
            guard let category, let policy else { throw error("\(what): unknown contentSizeCategory or policy") }
            return SampleManifest.Exploration(name: name, device: device, contentSizeCategory: category, policy: policy,
                                              commands: try strings(entry["commands"], "\(what).commands", default: []))
        }
    }

    private func strings(_ value: JSONValue?, _ field: String, default fallback: [String]) throws -> [String] {
        guard let value else { return fallback }
        guard let list = value.arrayValue, list.allSatisfy({ $0.stringValue != nil }) else {
            throw error("'\(field)' must be an array of strings")
        }
        return list.map { $0.stringValue! }
    }

    private func resolve(_ relative: String) -> String {
        relative.hasPrefix("/") ? relative : ((folder as NSString).appendingPathComponent(relative) as NSString).standardizingPath
    }

    private func error(_ message: String) -> ScriptError { ScriptError(.input, "\(path): \(message)") }
}
