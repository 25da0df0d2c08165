// A Lua layout script as a layout source.

import Foundation
import TesseraDump
import TesseraLayout
import TesseraScript
import TesseraViews

/// A Lua script, run: its layout, records, cell, measure and estimate functions, and where its sections are.
public final class LuaLayoutSource: LayoutSource {
    public let script: LayoutScript
    public let measurer: any ElementMeasuring
    private let scriptMeasurer: ScriptMeasurer

    /// Runs the script `options` names in a fresh sandbox.
    public convenience init(_ options: ScriptOptions) throws {
        self.init(try LayoutScript(options))
    }

    public init(_ script: LayoutScript) {
        self.script = script
        scriptMeasurer = ScriptMeasurer(script: script)
        measurer = scriptMeasurer
    }

    public var name: String { script.options.script }
    public var layout: CompositionalLayout { script.layout }
    public var itemCounts: [Int] { script.itemCounts }
    public var hasSubviews: Bool { script.hasCellFunction }
    public var hasEstimates: Bool { script.hasEstimateFunction }
    public var timings: ScriptTimings { script.timings }

    public var keepsSubviews: Bool {
        get { script.keepsSubviews }
        set { script.keepsSubviews = newValue }
    }

    public func subviews(of element: LayoutAttributes, environment: LayoutEnvironment) throws -> [ElementSubview] {
        try scriptMeasurer.subviews(of: element.key, size: element.untransformedFrame.size, environment: environment) ?? []
    }

    public func itemIdentifiers() throws -> [[String?]] { try script.itemIdentifiers() }
    public func location(of place: LayoutError.Place) -> String? { script.location(of: place) }
    public func located(_ error: Error) -> Error { script.locating(error) }
    public func follow(_ traits: TraitCollection) { script.setTraits(traits) }
    public func setDeadline(_ deadline: ScriptDeadline?) { script.state.setDeadline(deadline) }

    public var warnings: [DumpWarning] {
        script.constraintReports.reports.map { report in
            DumpWarning(kind: report.kind.rawValue, element: ConstraintReports.name(of: report.element), count: report.count,
                        message: report.message)
        }
    }

    public var warningLog: String { script.constraintReports.isEmpty ? "" : script.constraintReports.text }
}

extension LuaLayoutSource: ScreenSource {
    /// The script's view controller loaded in `environment`; its collection view's layout becomes the script's.
    public func loadScreen(environment: LayoutEnvironment) throws -> LoadedScreen {
        let loaded = try script.loadScreen(environment: environment)
        return LoadedScreen(screen: loaded.screen, collectionView: loaded.collectionView.map { ($0, self) })
    }

    public func viewLayoutContext(traits: TraitCollection) throws -> ViewLayoutContext {
        try script.viewLayoutContext(traits: traits)
    }
}
