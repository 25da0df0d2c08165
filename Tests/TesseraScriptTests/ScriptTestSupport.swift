// Helpers the Lua front end tests share: the package root, running and solving scripts, frames, scratch folders.

import TesseraViews
import Foundation
import Testing
import TesseraLayout
import TesseraScript
import TesseraTestSupport

/// Paths, devices and shorthands for the script tests.
enum ScriptTests {
    /// The package root (the folder the `tessera` binary runs in unless a test says otherwise).
    static let root: String = TesseraExecutable.root

    /// The absolute path of `Scripts/<name>.lua`.
    static func script(_ name: String) -> String { root + "/Scripts/" + name + ".lua" }

    /// The absolute path of a file given relative to the package root.
    static func file(_ relative: String) -> String { root + "/" + relative }

    /// Every script of the catalogue (`Scripts/*.lua`), by name, sorted.
    static func catalogue() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root + "/Scripts")
            .filter { $0.hasSuffix(".lua") }.map { String($0.dropLast(4)) }.sorted()
    }

    /// A named device preset in portrait, for a layout scrolling along `scrollDirection`.
    static func geometry(_ device: String, scrollDirection: Axis = .vertical) -> CollectionViewGeometry {
        guard let preset = DevicePreset.named(device) else { fatalError("no device preset named \(device)") }
        return preset.geometry(.portrait, scrollDirection: scrollDirection)
    }

    /// Runs `Scripts/<name>.lua` (with a feed relative to the root) and solves it on `device`.
    static func solve(_ name: String, on device: String, feed: String? = nil) throws -> SolvedLayout {
        let loaded = try LayoutScript(ScriptOptions(script: script(name), feed: feed.map(file)))
        return try solve(loaded, on: device)
    }

    /// Solves a script that has run on `device`.
    static func solve(_ loaded: LayoutScript, on device: String) throws -> SolvedLayout {
        let geometry = geometry(device, scrollDirection: loaded.layout.configuration.scrollDirection)
        return try loaded.layout.solve(itemCounts: loaded.itemCounts, in: geometry)
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }
}

extension SolvedLayout {
    /// The frame of cell `item` of `section`, if it was laid out.
    func cell(_ section: Int, _ item: Int) -> Rect? {
        layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// The frame of the supplementary view of `kind` at [section, item], at a content offset.
    func supplementary(_ kind: String, _ section: Int, _ item: Int = 0, offset: Point = .zero) -> Rect? {
        layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: section),
                                             contentOffset: offset)?.frame
    }
}

/// Expects `actual` to be `expected` to within a millionth of a point (thirds of a point at @3x are not exact).
func expectFrame(_ actual: Rect?, _ expected: Rect, _ note: String? = nil,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    let suffix = note.map { " (\($0))" } ?? ""
    guard let actual else {
        Issue.record(Comment(rawValue: "no frame; expected \(expected)" + suffix), sourceLocation: sourceLocation)
        return
    }
    let close = abs(actual.minX - expected.minX) < 1e-6 && abs(actual.minY - expected.minY) < 1e-6
        && abs(actual.width - expected.width) < 1e-6 && abs(actual.height - expected.height) < 1e-6
    #expect(close, Comment(rawValue: "frame \(actual) is not \(expected)" + suffix), sourceLocation: sourceLocation)
}

/// Expects the content size to be `width` × `height` to within a millionth of a point.
func expectContentSize(_ layout: SolvedLayout, _ width: Double, _ height: Double,
                       sourceLocation: SourceLocation = #_sourceLocation) {
    let size = layout.contentSize
    #expect(abs(size.width - width) < 1e-6 && abs(size.height - height) < 1e-6,
            "content size \(size.width) × \(size.height) is not \(width) × \(height)", sourceLocation: sourceLocation)
}

extension ScratchFolder {
    /// Writes `text` as the script `name` and runs it.
    @discardableResult
    func run(_ name: String, _ text: String, feed: String? = nil, luaPath: [String] = [],
             limits: ScriptLimits = ScriptLimits()) throws -> LayoutScript {
        let script = try write(name, text)
        return try LayoutScript(ScriptOptions(script: script, feed: feed, luaPath: luaPath, limits: limits))
    }

    /// Runs a script that raises `error(tostring(<expression>), 0)` and returns the message: how a test
    /// reads a value computed inside the sandbox.
    func probe(_ expression: String, prelude: String = "") throws -> String? {
        let text = "local L = require \"tessera\"\n\(prelude)\nerror(tostring(\(expression)), 0)\n"
        do {
            try run("probe.lua", text)
        } catch let error as ScriptError {
            return error.message
        }
        return nil
    }
}

/// A small valid layout in Lua: one section of 44-pt rows (for scripts that only need to return something).
let rowsLayout = """
    local L = require "tessera"
    local item = L.item { size = { width = L.fractionalWidth(1), height = L.fractionalHeight(1) } }
    local group = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.absolute(44) }, subitems = { item } }
    local function rows(count) return L.layout { sections = { { section = L.section { group = group }, count = count } } } end
    """

/// The first three lines of a layout of full-width rows estimated at 44 pt, `item` and `group` (for scripts that
/// size cells with `cell` or `measure`).
let estimatedRowsPrelude = """
    local L = require "tessera"
    local item = L.item { size = { width = L.fractionalWidth(1), height = L.estimated(44) } }
    local group = L.group.horizontal { size = { width = L.fractionalWidth(1), height = L.estimated(44) }, subitems = { item } }
    """
