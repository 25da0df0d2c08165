// Turns a sample manifest's JSON into a SampleManifest, naming the line of whatever is wrong.

import TesseraViews
import Foundation
import TesseraJSON
import TesseraLayout
import TesseraRun

/// Reads a manifest strictly: every field of the right type, no unknown field, no empty list and no value given
/// twice (two devices or explorations of one name would say two things about one golden), and at least one
/// comparison per case. Errors are `sample.json:LINE: what is wrong`.
struct ManifestReader {
    let path: String
    let folder: String
    /// The line each value starts on, by path (`devices[1]`).
    let lines: [String: Int]

    static let fields = ["description", "script", "feed", "devices", "orientations", "contentSizeCategories",
                         "layoutDirections", "measure", "depth", "checkReuse", "entry", "navigationBar", "explorations",
                         "sets", "calls", "states", "images", "size"]
    static let explorationFields = ["name", "device", "contentSizeCategory", "policy", "commands"]

    func manifest(from value: JSONValue) throws -> SampleManifest {
        guard case .object(let fields) = value else { throw error("", "the manifest must be a JSON object") }
        for (key, _) in fields where !Self.fields.contains(key) {
            throw error(key, "unknown field '\(key)'\(NameSuggestion.didYouMean(key, among: Self.fields)) "
                        + "(expected one of: \(Self.fields.joined(separator: ", ")))")
        }
        guard let script = value["script"]?.stringValue else {
            throw error("script", "'script' must be the path of the layout script")
        }
        let devices = try choices(value["devices"], "devices", default: ["iphone-se-3", "iphone-15-pro", "ipad-air-11"],
                                  what: "device", valid: DevicePreset.all.map(\.name), hint: " (tessera devices lists them)") {
            DevicePreset.named($0) != nil ? $0 : nil
        }
        let orientations = try choices(value["orientations"], "orientations", default: ["portrait"], what: "orientation",
                                       valid: ["portrait", "landscape"], hint: " (portrait or landscape)") {
            DevicePreset.Orientation(rawValue: $0)
        }
        let categories = try choices(value["contentSizeCategories"], "contentSizeCategories",
                                     default: ["large", "accessibilityExtraExtraExtraLarge"], what: "content size category",
                                     valid: Self.categoryNames, hint: Self.categoryHint) {
            ContentSizeCategory(rawValue: $0)
        }
        let directions = try choices(value["layoutDirections"], "layoutDirections", default: ["leftToRight"],
                                     what: "layout direction", valid: ["leftToRight", "rightToLeft"],
                                     hint: " (leftToRight or rightToLeft)") {
            LayoutDirection(rawValue: $0)
        }
        let measureName = try string(value["measure"], "measure") ?? "all"
        guard let measure = Measuring(rawValue: measureName) else {
            throw error("measure", "'measure' must be visible, all or none (got '\(measureName)')")
        }
        let depthName = try string(value["depth"], "depth") ?? "subviews"
        guard let depth = DumpDepth(rawValue: depthName) else {
            throw error("depth", "'depth' must be subviews or cells (got '\(depthName)')")
        }
        let feed: String?
        switch value["feed"] {
        case nil: feed = "feed.json"
        case .null?: feed = nil
        case .string(let name)?: feed = name
        default: throw error("feed", "'feed' must be the path of a JSON file, or null for none")
        }
        var manifest = SampleManifest(folder: folder, name: SampleManifest.realName(of: folder), description: try string(value["description"], "description") ?? "",
                              script: resolve(script), feed: feed.map(resolve), devices: devices,
                              orientations: orientations, contentSizeCategories: categories,
                              layoutDirections: directions, measure: measure,
                              explorations: try explorations(value["explorations"], devices: devices))
        manifest.depth = depth
        switch value["checkReuse"] {
        case nil: break
        case .bool(let check)?: manifest.checkReuse = check
        default: throw error("checkReuse", "'checkReuse' must be true or false")
        }
        manifest.entry = try string(value["entry"], "entry")
        if let images = value["images"] {
            guard let list = images.arrayValue, list.allSatisfy({ $0.stringValue != nil }),
                  (try? ImageSizes.parse(list.compactMap(\.stringValue))) != nil else {
                throw error("images", "'images' must be a list of \"NAME=WIDTHxHEIGHT\" strings")
            }
            manifest.images = list.compactMap(\.stringValue)
        }
        if let size = value["size"] {
            guard let text = size.stringValue, ViewSizeArgument.parse(text) != nil else {
                throw error("size", "'size' must be \"WIDTHxHEIGHT\" in points (e.g. \"320x180\"): a UIView subclass's size")
            }
            manifest.viewSize = text
        }
        switch value["navigationBar"] {
        case nil: break
        case .string("standard")?: manifest.navigation = NavigationContainer()
        case .string("large")?: manifest.navigation = NavigationContainer(prefersLargeTitles: true)
        default: throw error("navigationBar", "'navigationBar' must be \"standard\" or \"large\"")
        }
        try readActions(value, into: &manifest)
        return manifest
    }

    private func explorations(_ value: JSONValue?, devices: [String]) throws -> [SampleManifest.Exploration] {
        guard let value else { return [] }
        guard let list = value.arrayValue else { throw error("explorations", "'explorations' must be an array") }
        var seen: [String: String] = [:]
        return try list.enumerated().map { index, entry in
            let what = "explorations[\(index)]"
            guard case .object(let fields) = entry else { throw error(what, "\(what) must be an object") }
            for (key, _) in fields where !Self.explorationFields.contains(key) {
                throw error("\(what).\(key)", "unknown field '\(key)' in \(what)"
                            + "\(NameSuggestion.didYouMean(key, among: Self.explorationFields)) (expected one of: "
                            + "\(Self.explorationFields.joined(separator: ", ")))")
            }
            guard let name = entry["name"]?.stringValue else { throw error("\(what).name", "\(what).name must be a string") }
            // The name becomes a file name beside the goldens: nothing that reaches another folder.
            let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
            guard !name.isEmpty, name.allSatisfy(allowed.contains), !name.hasPrefix(".") else {
                throw error("\(what).name", "\(what).name '\(name)' must be letters, digits, '-', '_' and '.' (not first): it names a file")
            }
            if let first = seen[name] {
                throw error("\(what).name", "duplicate exploration name '\(name)' (already \(first)): two explorations "
                            + "would write one golden")
            }
            seen[name] = "at line \(lines["\(what).name"] ?? 1)"
            let device = try string(entry["device"], "\(what).device") ?? devices.first ?? "iphone-15-pro"
            guard DevicePreset.named(device) != nil else {
                throw error("\(what).device", "unknown device '\(device)' in \(what)\(DevicePreset.suggestion(for: device)) (tessera devices lists them)")
            }
            let categoryName = try string(entry["contentSizeCategory"], "\(what).contentSizeCategory") ?? "large"
            guard let category = ContentSizeCategory(rawValue: categoryName) else {
                throw error("\(what).contentSizeCategory", "unknown content size category '\(categoryName)' in \(what)"
                            + NameSuggestion.didYouMean(categoryName, among: Self.categoryNames) + Self.categoryHint)
            }
            let policyName = try string(entry["policy"], "\(what).policy") ?? "uikit"
            guard let policy = AnchoringPolicy(rawValue: policyName) else {
                throw error("\(what).policy", "unknown policy '\(policyName)' in \(what) (expected one of: "
                            + AnchoringPolicy.allCases.map(\.rawValue).joined(separator: ", ") + ")")
            }
            guard let commands = entry["commands"]?.arrayValue, commands.allSatisfy({ $0.stringValue != nil }) else {
                throw error(entry["commands"] == nil ? what : "\(what).commands",
                            "\(what).commands must be an array of explorer commands")
            }
            guard !commands.isEmpty else {
                throw error("\(what).commands", "\(what).commands is empty: the exploration would compare nothing")
            }
            for (number, command) in commands.enumerated() {
                try checkCommand(command.stringValue!, at: "\(what).commands[\(number)]", exploration: name)
            }
            return SampleManifest.Exploration(name: name, device: device, contentSizeCategory: category, policy: policy,
                                              commands: commands.map { $0.stringValue! })
        }
    }

    static let categoryNames = ContentSizeCategory.allCases.map(\.rawValue)
    static let categoryHint = " (expected one of: \(categoryNames.joined(separator: ", ")))"

    /// An exploration's command must be one the explorer knows: a misspelt one would be recorded into the golden
    /// as its error instead of failing.
    private func checkCommand(_ command: String, at place: String, exploration: String) throws {
        let words = command.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let word = words.first?.lowercased(), !ExplorerCommands.names.contains(word) else { return }
        throw error(place, "unknown explorer command '\(word)' in exploration '\(exploration)' ('\(command)')"
                    + NameSuggestion.didYouMean(word, among: ExplorerCommands.names)
                    + " (tessera explore's commands: \(ExplorerCommands.names.joined(separator: ", ")))")
    }

    /// A list of names, each turned into a value by `parse` (nil: unknown, `valid` the names to suggest from);
    /// none missing, none twice.
    private func choices<T>(_ value: JSONValue?, _ field: String, default fallback: [String], what: String,
                            valid: [String], hint: String = "", _ parse: (String) -> T?) throws -> [T] {
        guard let value else { return fallback.map { parse($0)! } }
        guard let list = value.arrayValue, list.allSatisfy({ $0.stringValue != nil }) else {
            throw error(field, "'\(field)' must be an array of strings")
        }
        guard !list.isEmpty else { throw error(field, "'\(field)' is empty: the sample would have no case") }
        var seen: [String: Int] = [:]
        return try list.enumerated().map { index, entry in
            let name = entry.stringValue!, place = "\(field)[\(index)]"
            guard let parsed = parse(name) else {
                let suggestion = field == "devices" ? DevicePreset.suggestion(for: name) : NameSuggestion.didYouMean(name, among: valid)
                throw error(place, "unknown \(what) '\(name)' in '\(field)'\(suggestion)\(hint)")
            }
            if let first = seen[name] {
                throw error(place, "duplicate \(what) '\(name)' in '\(field)' (already at line \(first))")
            }
            seen[name] = lines[place] ?? 1
            return parsed
        }
    }

    /// A string field, or nil when absent; another type is an error.
    private func string(_ value: JSONValue?, _ field: String) throws -> String? {
        guard let value else { return nil }
        guard let text = value.stringValue else { throw error(field, "'\(field)' must be a string") }
        return text
    }

    private func resolve(_ relative: String) -> String {
        relative.hasPrefix("/") ? relative : ((folder as NSString).appendingPathComponent(relative) as NSString).standardizingPath
    }

    /// `sample.json:LINE: message`, the line of the value at `place` (of the manifest when there is none).
    func error(_ place: String, _ message: String) -> ToolError {
        ToolError(.input, "\(path):\(lines[place] ?? lines[""] ?? 1): \(message)")
    }
}
