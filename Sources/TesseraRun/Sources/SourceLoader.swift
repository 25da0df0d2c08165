// Loading a layout source for a run: a Lua script, a Swift layout file or module, or Swift with a Lua side file.

import Foundation
import TesseraJSON
import TesseraLayout
import TesseraScript
import TesseraSwift
import TesseraViews

/// How a `.swift` layout file runs: which entry, the item counts, a data side file (all optional).
public struct SwiftRunOptions: Sendable {
    public var entry: String?
    public var itemCounts: [Int]?
    public var data: String?
    public var limits = SwiftLimits()
    /// Other files and folders of the same module (`--module`).
    public var module: [String] = []
    /// A view controller entry shown in a navigation controller (`--navigation-bar [--large-title]`); nil: full screen.
    public var navigation: NavigationContainer?
    /// A view controller entry's properties set and methods called before the dump (`--set`, `--call`).
    public var actions = ScreenActions()
    /// `UIImage(named:)`'s sizes in points, by name (`--image NAME=WIDTHxHEIGHT`, `--images DIR`).
    public var images: [String: Size] = [:]
    /// A `UIView` subclass entry laid out at exactly this size (`--size WxH`); nil: fitted at the device's width.
    public var viewSize: Size?

    public init(entry: String? = nil, itemCounts: [Int]? = nil, data: String? = nil, limits: SwiftLimits = SwiftLimits(),
                module: [String] = [], navigation: NavigationContainer? = nil, actions: ScreenActions = ScreenActions()) {
        self.navigation = navigation
        self.actions = actions
        self.entry = entry
        self.itemCounts = itemCounts
        self.data = data
        self.limits = limits
        self.module = module
    }
}

/// Loads `.lua` scripts and `.swift` layout files into the layout source every command runs alike.
public enum SourceLoader {
    /// Whether `path` is a Swift layout file, or a folder of Swift files (a module). A folder named like a Lua script
    /// (`x.lua/`) is not: it is read as the script it names, whose error says it is a folder.
    public static func isSwift(_ path: String) -> Bool {
        // An Objective-C file goes to the Swift reader too, which refuses it saying what to do instead.
        path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm") || (isFolder(path) && !path.trimmingCharacters(in: ["/"]).hasSuffix(".lua"))
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The Swift files of a module: `path` (a file, or every `.swift` file under a folder, sorted, but for hidden
    /// folders and `Package.swift`) and those of `module`, each once.
    public static func swiftFiles(_ path: String, module: [String] = []) throws -> [String] {
        var files: [String] = []
        for root in [path] + module {
            if isFolder(root) {
                let base = root.hasSuffix("/") ? String(root.dropLast()) : root
                guard let walker = FileManager.default.enumerator(atPath: base) else {
                    throw ScriptError(.input, "\(root): cannot read the folder")
                }
                // Hidden folders (.build's package checkouts, .git) and the package manifest are not the app's code.
                let found = walker.compactMap { $0 as? String }
                    .filter { relative in
                        relative.hasSuffix(".swift") && relative != "Package.swift"
                            && !relative.split(separator: "/").contains { $0.hasPrefix(".") }
                    }
                    .sorted().map { base + "/" + $0 }
                if found.isEmpty { throw ScriptError(.input, "\(root): no Swift files in the folder") }
                files += found
            } else if FileManager.default.fileExists(atPath: root) {
                files.append(root)
            } else {
                throw ScriptError(.input, "\(root): no such file or folder")
            }
        }
        var seen = Set<String>()
        return files.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
    }

    /// The Swift module `path` (and `--module`) name, parsed; notes go to stderr.
    public static func swiftFile(_ path: String, module: [String] = []) throws -> SwiftLayoutFile {
        let paths = try swiftFiles(path, module: module)
        let file = try SwiftLayoutFile(paths: paths, name: path)
        file.onNote = { note in FileHandle.standardError.write(Data((note + "\n").utf8)) }
        return file
    }

    /// The source `options.script` names: a Lua script, or a Swift file or module interpreted (with `swift`'s
    /// entry, item counts and side file: a Lua side file's cells by section index, or a JSON file's item counts).
    public static func load(_ options: ScriptOptions, swift: SwiftRunOptions = SwiftRunOptions()) throws -> any LayoutSource {
        guard isSwift(options.script) else {
            if let other = swift.module.first {
                throw ScriptError(.input, "\(other): only a Swift module has several files; \(options.script) is a Lua "
                                    + "script, which is one file")
            }
            return try LuaLayoutSource(options)
        }
        let swiftLayout: SwiftLayout
        do {
            let file = try swiftFile(options.script, module: swift.module)
            if let controller = try file.screenEntry(named: swift.entry) {
                let what = controller.kind == .view ? "a view" : "a view controller"
                if swift.itemCounts != nil || swift.data != nil {
                    throw ScriptError(.input, "--items and --data are for layouts: \(controller.name) is \(what)")
                }
                if controller.kind == .view {
                    if !swift.actions.isEmpty {
                        throw ScriptError(.input, "--set and --call are for view controllers: \(controller.name) is a view")
                    }
                    if swift.navigation != nil {
                        throw ScriptError(.input, "--navigation-bar is for view controllers: \(controller.name) is a view, "
                                            + "shown alone")
                    }
                } else if swift.viewSize != nil {
                    throw ScriptError(.input, "--size is for UIView subclasses: \(controller.name) is a view controller, "
                                        + "shown at the device's size")
                }
                let source = SwiftScreenSource(file: file, entry: controller, name: options.script, limits: swift.limits,
                                               navigation: swift.navigation)
                source.actions = swift.actions
                source.images = swift.images
                source.viewSize = swift.viewSize
                return source
            }
            if swift.viewSize != nil {
                throw ScriptError(.input, "--size is for UIView subclasses: the entry run is a layout (use --width and --height)")
            }
            if !swift.actions.isEmpty {
                throw ScriptError(.input, "--set and --call are for view controllers: the entry run is a layout")
            }
            if swift.navigation != nil {
                throw ScriptError(.input, "--navigation-bar is for view controllers: the entry run is a layout")
            }
            swiftLayout = try file.load(entry: swift.entry, limits: swift.limits)
        } catch let error as SwiftLayoutError {
            throw ScriptError(.script, error.description)
        }
        guard let data = swift.data, data.hasSuffix(".lua") else {
            let sideCounts = try swift.data.map(jsonCounts)
            let counts = swift.itemCounts ?? sideCounts
            return try SwiftLayoutSource(swiftLayout, name: options.script, itemCounts: counts,
                                         available: { _ in options.limits.memoryBytes },
                                         memoryLimit: options.limits.memoryBytes)
        }
        var sideOptions = options
        sideOptions.script = data
        let side = try LuaLayoutSource(sideOptions)
        let script = side.script
        let layout = try SwiftLayoutSource(swiftLayout, name: options.script,
                                           itemCounts: swift.itemCounts ?? side.itemCounts,
                                           available: { script.memoryLeft(needing: $0) },
                                           memoryLimit: script.memoryLimit)
        return ComposedLayoutSource(layout: layout, data: side)
    }

    /// The entries of a Swift file, one a line: `name  kind  line`.
    public static func entryList(_ path: String, module: [String] = []) throws -> String {
        do {
            let file = try swiftFile(path, module: module)
            let several = file.paths.count > 1
            return file.entries.map {
                "\($0.qualifiedName)\t\($0.kind.rawValue)\t\($0.declaredType)\t"
                    + (several ? "\($0.file):\($0.line)" : "line \($0.line)") + "\n"
            }.joined()
        } catch let error as SwiftLayoutError {
            throw ScriptError(.script, error.description)
        }
    }

    /// `{"items": [12, 0, 30]}`.
    public static func jsonCounts(_ path: String) throws -> [Int] {
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
