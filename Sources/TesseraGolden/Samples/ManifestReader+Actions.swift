// A manifest's actions on a Swift view controller: "sets", "calls" and the named "states" they give goldens for.

import TesseraJSON
import TesseraSwift
import TesseraViews

extension ManifestReader {
    static let stateFields = ["name", "sets", "calls"]

    /// `"sets": {"property": "value", …}` (in order; a number or Boolean is read as its text), `"calls": ["method", …]`
    /// and `"states": [{"name": "typed", "sets": {…}, "calls": […]}, …]`, each state with a unique file-safe name
    /// and something to do.
    func readActions(_ value: JSONValue, into manifest: inout SampleManifest) throws {
        manifest.actions = try actions(value, at: "")
        guard let states = value["states"] else { return }
        guard let list = states.arrayValue, !list.isEmpty else {
            throw error("states", "'states' must be a non-empty array of {\"name\": …, \"sets\": {…}, \"calls\": […]}")
        }
        var seen: [String: Int] = [:]
        for (index, entry) in list.enumerated() {
            let what = "states[\(index)]"
            guard case .object(let fields) = entry else { throw error(what, "\(what) must be an object") }
            for (key, _) in fields where !Self.stateFields.contains(key) {
                throw error("\(what).\(key)", "unknown field '\(key)' in \(what)"
                            + "\(NameSuggestion.didYouMean(key, among: Self.stateFields)) (expected one of: "
                            + "\(Self.stateFields.joined(separator: ", ")))")
            }
            guard let name = entry["name"]?.stringValue else { throw error("\(what).name", "\(what).name must be a string") }
            let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
            guard !name.isEmpty, name.allSatisfy(allowed.contains) else {
                throw error("\(what).name", "\(what).name '\(name)' must be letters, digits, '-' and '_': it names golden files")
            }
            if let first = seen[name] {
                throw error("\(what).name", "duplicate state name '\(name)' (already at line \(first)): two states would "
                            + "write one golden")
            }
            seen[name] = lines["\(what).name"] ?? 1
            let actions = try actions(entry, at: what + ".")
            guard !actions.isEmpty else {
                throw error(what, "\(what) ('\(name)') sets and calls nothing: its goldens would repeat the manifest's")
            }
            manifest.states.append(SampleManifest.State(name: name, actions: actions))
        }
    }

    private func actions(_ value: JSONValue, at prefix: String) throws -> ScreenActions {
        var actions = ScreenActions()
        if let sets = value["sets"] {
            guard case .object(let fields) = sets, !fields.isEmpty else {
                throw error(prefix + "sets", "'\(prefix)sets' must be a non-empty object {\"property\": \"value\", …}")
            }
            for (property, field) in fields {
                let text: String
                switch field {
                case .string(let string): text = string
                case .bool(let flag): text = flag ? "true" : "false"
                case .number(let number): text = number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
                default:
                    throw error(prefix + "sets.\(property)", "'\(prefix)sets.\(property)' must be a string, number or "
                                + "Boolean (the value --set \(property)=… gives)")
                }
                actions.sets.append(ScreenActions.Setting(property: property, value: text))
            }
        }
        if let calls = value["calls"] {
            guard let list = calls.arrayValue, !list.isEmpty, list.allSatisfy({ $0.stringValue?.isEmpty == false }) else {
                throw error(prefix + "calls", "'\(prefix)calls' must be a non-empty array of method names")
            }
            actions.calls = list.map { $0.stringValue! }
        }
        return actions
    }
}
