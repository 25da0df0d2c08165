// `tessera convert`: a Swift layout file written as a Lua script, or a Lua script written as UIKit Swift.

import ArgumentParser
import Foundation
import TesseraGolden
import TesseraLayout
import TesseraRun
import TesseraScript
import TesseraSwift

struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Writes a Swift layout file or view controller as a Lua script, or a Lua script as UIKit Swift.",
        discussion: """
            The layout is run for the device and traits given (as `tessera run` does) and what it built is written \
            out: a section provider is called once per section, so the output is the layout for that environment \
            (one description for all sections when the layout used init(section:)). Item counts travel along \
            (`count = …` in Lua, a `// tessera: items …` comment in Swift). Closures (visible-items handlers, \
            custom groups' item providers) and Lua cell and measure functions cannot be carried over: handlers and \
            custom groups are an error, cells are left out. A view controller's screen (Swift or Lua) is written \
            --to lua as L.viewController{…}: its views and the constraints its code made, as loaded on the device \
            (a segmented control, a collection view or attributed text cannot be written yet: an error).
            Examples: tessera convert Scripts/grid.lua --to swift; tessera convert CreateLayout.swift --to lua --output layout.lua
            """)

    enum Language: String, ExpressibleByArgument, CaseIterable {
        case lua, swift
    }

    @Argument(help: "The layout script (.lua) or Swift layout file or view controller (.swift).")
    var script: String

    @Option(help: "The language to write: lua or swift.")
    var to: Language

    @Option(help: "Write to this file instead of standard output.")
    var output: String?

    @OptionGroup var scriptOptions: ScriptOptionGroup
    @OptionGroup var swiftOptions: SwiftOptionGroup
    @OptionGroup var geometryOptions: GeometryOptions

    func run() throws {
        let loaded = try SourceLoader.load(scriptOptions.options(script: script, geometry: geometryOptions),
                                           swift: swiftOptions.runOptions)
        if let screenSource = loaded.screenSource {
            try convertScreen(screenSource)
            return
        }
        let geometry = geometryOptions.geometry(scrollDirection: loaded.layout.configuration.scrollDirection)
        let snapshot: LayoutSnapshot
        do {
            snapshot = try LayoutSnapshot(layout: loaded.layout, itemCounts: loaded.itemCounts, geometry: geometry)
        } catch {
            throw loaded.located(error)
        }
        let origin = "Converted by tessera convert from \((script as NSString).lastPathComponent) for "
            + "\(geometryOptions.summary)" + (snapshot.isUniform ? "." : "; section providers were called for this environment.")
        let text: String
        do {
            text = to == .swift ? try SwiftSourceWriter.write(snapshot, origin: origin)
                : try LuaSourceWriter.write(snapshot, origin: origin)
        } catch let error as ConversionError {
            throw ToolError(.script, "\(script): cannot convert: \(error)")
        }
        try OutputFile.stream(to: output) { sink in try sink.write(text) }
    }

    /// A view controller's screen, loaded for the device, written as a Lua screen (Swift is not written yet).
    private func convertScreen(_ source: any ScreenSource) throws {
        guard to == .lua else {
            throw ToolError(.script, "\(script): cannot convert: it describes a view controller's screen, and convert "
                            + "writes screens as Lua only (--to lua)")
        }
        if geometryOptions.width != nil || geometryOptions.height != nil {
            throw ToolError(.usage, "--width and --height are for layouts: a screen is the device's size (choose another --device)")
        }
        let run = try ScreenRun(source, options: RunOptions(device: geometryOptions.runDevice))
        if let standalone = run.screen.standalone {
            throw ToolError(.script, "\(script): cannot convert: \(standalone.className) is a UIView subclass shown alone, and "
                            + "Lua screens are view controllers' (convert a view controller that shows it)")
        }
        let origin = "Converted by tessera convert from \((script as NSString).lastPathComponent) for "
            + "\(geometryOptions.summary): the views and constraints its view controller made there."
        let text: String
        do {
            text = try LuaScreenWriter.write(run.screen, origin: origin)
        } catch let error as ConversionError {
            throw ToolError(.script, "\(script): cannot convert: \(error)")
        }
        try OutputFile.stream(to: output) { sink in try sink.write(text) }
    }
}
