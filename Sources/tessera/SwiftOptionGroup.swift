// The options for Swift layout files: which entry, item counts, a data side file.

import ArgumentParser
import Foundation
import TesseraRun
import TesseraSwift
import TesseraViews

/// `--entry`, `--list-entries`, `--items`, `--data`: how a `.swift` layout runs.
struct SwiftOptionGroup: ParsableArguments {
    @Argument(help: ArgumentHelp("Swift files: more files or folders of the same module after the first (as --module "
                                 + "gives them): tessera run Home.swift Layout.swift Kinds.swift.", valueName: "swift-file"))
    var moreFiles: [String] = []

    @Option(help: "Swift files: the layout entry to run (a function, property or closure name, or Type.name).")
    var entry: String?

    @Flag(name: .customLong("list-entries"), help: "Swift files: list the layout entries and exit.")
    var listEntries = false

    @Option(name: .customLong("module"), help: ArgumentHelp("Swift files: another file or folder of the same module, whose declarations (types, extensions, constants, enums) the layout code may use; repeatable.", valueName: "path"))
    var module: [String] = []

    @Option(help: ArgumentHelp("Swift files: items per section, comma-separated (e.g. 12,0,30).", valueName: "counts"))
    var items: String?

    @Option(help: ArgumentHelp("Swift files: a side file with the sections' data: JSON {\"items\": [12, 0, 30]}, or a Lua layout script whose sections' item records, cell and measure functions apply to the Swift sections of the same index.", valueName: "file"))
    var data: String?

    @Option(name: .customLong("max-steps"), parsing: .unconditional,
            help: "Swift files: statements, calls and loop turns the layout code may take in one run (stops endless loops; default 1000000).")
    var maxSteps = SwiftLimits().instructions

    @Flag(name: .customLong("navigation-bar"), help: "Swift view controllers: show the screen in a navigation controller (its navigation bar above).")
    var navigationBar = false

    @Flag(name: .customLong("large-title"), help: "Swift view controllers: with --navigation-bar, the bar prefers large titles.")
    var largeTitle = false

    @Option(name: .customLong("set"), help: ArgumentHelp("Swift view controllers: set a stored property once the view controller has appeared, running its didSet; VALUE read as the property's type (String, Int, Double, Bool); a view's member as property.text=…; repeatable, in order, before any --call.", valueName: "property=value"))
    var sets: [String] = []

    @Option(name: .customLong("call"), help: ArgumentHelp("Swift view controllers: call a method (an action, or any method without required arguments; a sender gets a stand-in) after --set and before the dump; repeatable, in order.", valueName: "method"))
    var calls: [String] = []

    @Option(name: .customLong("image"), help: ArgumentHelp("Swift view controllers: the size in points of the image UIImage(named: NAME) loads; repeatable.", valueName: "NAME=WIDTHxHEIGHT"))
    var images: [String] = []

    @Option(name: .customLong("images"), help: ArgumentHelp("Swift view controllers: a folder of PNG and JPEG images whose headers give UIImage(named:) its sizes (hero@2x.png: half its pixels); --image overrides.", valueName: "folder"))
    var imageFolder: String?

    @Option(name: .customLong("size"), help: ArgumentHelp("Swift UIView subclasses: lay the view out at exactly this size in points (default: fitted at the device's width, its height from its constraints).", valueName: "WIDTHxHEIGHT"))
    var viewSize: String?

    func validate() throws {
        if let viewSize, ViewSizeArgument.parse(viewSize) == nil {
            throw ValidationError("--size needs WIDTHxHEIGHT in points, each above 0 and at most 100000 (e.g. 320x180), got '\(viewSize)'")
        }
        _ = try ImageSizes.parse(images)
        if let imageFolder {
            do { _ = try ImageSizes.read(folder: imageFolder) } catch { throw ValidationError("\(error)") }
        }
        if let bad = sets.first(where: { ScreenActions.Setting($0) == nil }) {
            throw ValidationError("--set needs PROPERTY=VALUE (got '\(bad)')")
        }
        guard maxSteps > 0 else { throw ValidationError("--max-steps must be positive") }
        if largeTitle && !navigationBar { throw ValidationError("--large-title needs --navigation-bar") }
        if let missing = moreFiles.first(where: { !FileManager.default.fileExists(atPath: $0) }) {
            throw ValidationError("\(missing): no such file or folder")
        }
        if let other = moreFiles.first(where: { !SourceLoader.isSwift($0) }) {
            throw ValidationError("\(other): only a Swift module has several files (Swift files or folders of them); "
                                    + "a Lua script is one file")
        }
        if items != nil, itemCounts == nil {
            throw ValidationError("--items must be whole numbers from 0 to 1000000 separated by commas (got \(items!))")
        }
    }

    /// The options as plain values (a parsed group only exists after parsing; samples use the defaults).
    var runOptions: SwiftRunOptions {
        var options = SwiftRunOptions(entry: entry, itemCounts: itemCounts, data: data,
                                      limits: SwiftLimits(instructions: maxSteps), module: moreFiles + module,
                                      navigation: navigationBar ? NavigationContainer(prefersLargeTitles: largeTitle) : nil,
                                      actions: ScreenActions(sets: sets.compactMap(ScreenActions.Setting.init), calls: calls))
        let folder = imageFolder.flatMap { try? ImageSizes.read(folder: $0) } ?? [:]
        options.images = folder.merging((try? ImageSizes.parse(images)) ?? [:]) { _, given in given }
        options.viewSize = viewSize.flatMap(ViewSizeArgument.parse)
        return options
    }

    /// `--items` read, or nil.
    var itemCounts: [Int]? {
        guard let items else { return nil }
        let parts = items.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let counts = parts.compactMap { Int($0) }
        guard counts.count == parts.count, !counts.isEmpty, counts.allSatisfy({ (0...1_000_000).contains($0) }) else {
            return nil
        }
        return counts
    }
}
