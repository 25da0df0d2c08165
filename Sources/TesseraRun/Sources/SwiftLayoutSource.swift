// A Swift layout file's entry as a layout source: its layout and item counts; nothing measures (estimates stay).

import TesseraDump
import TesseraLayout
import TesseraScript
import TesseraSwift

/// A Swift layout, interpreted: the entry's layout, with the item counts given or the file's own. It starts no Lua
/// state; its cells keep the sizes they are given (`EchoMeasurer`), as no cell content is described in Swift yet.
public final class SwiftLayoutSource: LayoutSource {
    public let swift: SwiftLayout
    public let name: String
    public let itemCounts: [Int]
    public let measurer: any ElementMeasuring = EchoMeasurer()
    public var keepsSubviews = false

    /// `swift` run with `itemCounts` (nil: the file's own, `defaultItemCounts`); throws when the layout's storage
    /// would need more than the bytes `available` gives (told the bytes needed) of the memory limit `memoryLimit`
    /// (`--max-memory`), as a script's layout does.
    public init(_ swift: SwiftLayout, name: String, itemCounts: [Int]?, available: (_ needed: Int) -> Int,
                memoryLimit: Int) throws {
        self.swift = swift
        self.name = name
        self.itemCounts = itemCounts ?? swift.defaultItemCounts()
        try LayoutMemory.checkStorage(itemCounts: self.itemCounts, available: available, limit: memoryLimit,
                                      place: entryLocation)
    }

    public var layout: CompositionalLayout { swift.layout }
    public var hasSubviews: Bool { false }
    public var hasEstimates: Bool { false }
    public var timings: ScriptTimings { ScriptTimings() }
    public var warnings: [DumpWarning] { [] }
    public var warningLog: String { "" }

    /// `Layout.swift:12 (Feed.layout)`: where the entry is, which every part of its layout names in errors.
    public var entryLocation: String {
        "\(swift.entry.file.isEmpty ? name : swift.entry.file):\(swift.entry.line) (\(swift.entry.qualifiedName))"
    }

    public func subviews(of element: LayoutAttributes, environment: LayoutEnvironment) throws -> [ElementSubview] { [] }
    public func itemIdentifiers() throws -> [[String?]] { [] }
    public func location(of place: LayoutError.Place) -> String? {
        if case .section(let index) = place, !itemCounts.indices.contains(index) { return nil }
        return entryLocation
    }

    public func follow(_ traits: TraitCollection) {}
    public func setDeadline(_ deadline: ScriptDeadline?) {}
}
