// A Swift layout with a Lua side file: the layout from Swift, the sections' data and cells from Lua, by index.

import TesseraDump
import TesseraLayout
import TesseraScript

/// A Swift layout whose sections take their records, `cell`, `measure` and `estimate` functions from the sections of
/// the same index in a Lua script (`--data x.lua`). The layout, its item counts (when given) and the places errors
/// name come from Swift; everything about cells comes from Lua.
public final class ComposedLayoutSource: LayoutSource {
    public let layoutSource: SwiftLayoutSource
    public let dataSource: LuaLayoutSource

    /// `layoutSource`'s layout and item counts with `dataSource`'s cells.
    public init(layout layoutSource: SwiftLayoutSource, data dataSource: LuaLayoutSource) {
        self.layoutSource = layoutSource
        self.dataSource = dataSource
    }

    public var itemCounts: [Int] { layoutSource.itemCounts }
    public var name: String { layoutSource.name }
    public var layout: CompositionalLayout { layoutSource.layout }
    public var measurer: any ElementMeasuring { dataSource.measurer }
    public var hasSubviews: Bool { dataSource.hasSubviews }
    public var hasEstimates: Bool { dataSource.hasEstimates }
    public var timings: ScriptTimings { dataSource.timings }
    public var warnings: [DumpWarning] { dataSource.warnings }
    public var warningLog: String { dataSource.warningLog }

    public var keepsSubviews: Bool {
        get { dataSource.keepsSubviews }
        set { dataSource.keepsSubviews = newValue }
    }

    public func subviews(of element: LayoutAttributes, environment: LayoutEnvironment) throws -> [ElementSubview] {
        try dataSource.subviews(of: element, environment: environment)
    }

    public func itemIdentifiers() throws -> [[String?]] { try dataSource.itemIdentifiers() }
    public func location(of place: LayoutError.Place) -> String? { layoutSource.location(of: place) }

    public func located(_ error: Error) -> Error {
        error is LayoutError ? layoutSource.located(error) : dataSource.located(error)
    }

    public func follow(_ traits: TraitCollection) { dataSource.follow(traits) }
    public func setDeadline(_ deadline: ScriptDeadline?) { dataSource.setDeadline(deadline) }
}
