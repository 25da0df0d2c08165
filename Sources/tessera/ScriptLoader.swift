// Loading a layout file for a command: a Lua script as it is, or a Swift file interpreted by TesseraSwift.

import Foundation
import TesseraJSON
import TesseraLayout
import TesseraScript
import TesseraSwift

/// Loads `.lua` scripts and `.swift` layout files into a `LayoutScript` the commands run alike.
enum ScriptLoader {
    /// The Lua a Swift layout without a Lua side file stands on: no sections, no cells (estimates stay).
    static let emptyScript = "return require('tessera').layout { sections = {} }"

    /// Whether `path` is a Swift layout file.
    static func isSwift(_ path: String) -> Bool { path.hasSuffix(".swift") }

    /// The script `options` names; a Swift file is interpreted and its layout adopted by the side file's script.
    static func load(_ options: ScriptOptions, swift: SwiftRunOptions = SwiftRunOptions()) throws -> LayoutScript {
        guard isSwift(options.script) else { return try LayoutScript(options) }
        let swiftLayout: SwiftLayout
        do {
            swiftLayout = try SwiftLayoutFile(path: options.script).load(entry: swift.entry, limits: swift.limits)
        } catch let error as SwiftLayoutError {
            throw ScriptError(.script, error.description)
        }
        var sideOptions = options
        var sideCounts: [Int]?
        if let data = swift.data, data.hasSuffix(".lua") {
            sideOptions.script = data
        } else {
            sideOptions.source = emptyScript
            if let data = swift.data { sideCounts = try jsonCounts(data) }
        }
        let script = try LayoutScript(sideOptions)
        let luaCounts = swift.data?.hasSuffix(".lua") == true ? script.itemCounts : nil
        let counts = swift.itemCounts ?? luaCounts ?? sideCounts ?? swiftLayout.defaultItemCounts()
        try script.adopt(layout: swiftLayout.layout, itemCounts: counts,
                     location: "\(options.script):\(swiftLayout.entry.line) (\(swiftLayout.entry.qualifiedName))")
        return script
    }

    /// The entries of a Swift file, one a line: `name  kind  line`.
    static func entryList(_ path: String) throws -> String {
        do {
            let file = try SwiftLayoutFile(path: path)
            return file.entries.map { "\($0.qualifiedName)\t\($0.kind.rawValue)\t\($0.declaredType)\tline \($0.line)\n" }
                .joined()
        } catch let error as SwiftLayoutError {
            throw ScriptError(.script, error.description)
        }
    }

    /// `{"items": [12, 0, 30]}`.
    static func jsonCounts(_ path: String) throws -> [Int] {
        guard let bytes = FileManager.default.contents(atPath: path) else {
            throw ScriptError(.input, "--data \(path): cannot read the file")
        }
        let value: JSONValue
        do { value = try JSONParser.parse(contentsOf: bytes, file: path) } catch {
            throw ScriptError(.input, "\(error)")
        }
        guard let items = value["items"]?.arrayValue else {
            throw ScriptError(.input, "\(path): expected {\"items\": [counts…]} (an array of item counts per section)")
        }
        return try items.enumerated().map { index, item in
            guard let n = item.numberValue, n == n.rounded(), (0...1_000_000).contains(n) else {
                throw ScriptError(.input, "\(path): items[\(index)] must be a whole number from 0 to 1000000 (got \(item.typeName))")
            }
            return Int(n)
        }
    }
}
