// A Swift view controller's collection view as a layout source: its layout, its data source's counts, its cells.

import TesseraDump
import TesseraLayout
import TesseraScript
import TesseraSwift

/// The collection view a Swift view controller made, run as a screen's collection view: the layout its code built,
/// the item counts its data source gives, and its cells measured (and their subviews shown) by running its cell code.
public final class SwiftCollectionSource: LayoutSource {
    public let collection: SwiftCollectionView
    public let name: String
    /// `File.swift:12`: where the view controller is.
    let entryLocation: String

    init(_ collection: SwiftCollectionView, name: String, entryLocation: String) {
        self.collection = collection
        self.name = name
        self.entryLocation = entryLocation
    }

    public var layout: CompositionalLayout { collection.layout }
    public var itemCounts: [Int] { collection.itemCounts }
    public var measurer: any ElementMeasuring { collection.measurer }
    public var hasSubviews: Bool { true }
    public var keepsSubviews: Bool {
        get { collection.measurer.keepsSubviews }
        set { collection.measurer.keepsSubviews = newValue }
    }
    public var hasEstimates: Bool { false }

    public func subviews(of element: LayoutAttributes, environment: LayoutEnvironment) throws -> [ElementSubview] {
        try collection.measurer.subviews(of: element.key, size: element.untransformedFrame.size, environment: environment)
    }

    public func itemIdentifiers() throws -> [[String?]] { [] }
    public func location(of place: LayoutError.Place) -> String? {
        if case .section(let index) = place, !itemCounts.indices.contains(index) { return nil }
        return entryLocation
    }
    public func follow(_ traits: TraitCollection) {}
    /// The cells' Auto Layout conflicts, each distinct one once with how many cells gave it.
    var reports: ConstraintReports {
        var reports = ConstraintReports()
        for conflict in collection.measurer.conflicts {
            reports.add(.unsatisfiableConstraints, conflict.text, signature: conflict.signature, element: conflict.element)
        }
        return reports
    }

    public var warnings: [DumpWarning] {
        reports.reports.map { report in
            DumpWarning(kind: report.kind.rawValue, element: ConstraintReports.name(of: report.element), count: report.count,
                        message: report.message)
        }
    }

    public var warningLog: String {
        let reports = self.reports
        return reports.isEmpty ? "" : reports.text
    }
    public var timings: ScriptTimings { ScriptTimings() }
    public func setDeadline(_ deadline: ScriptDeadline?) {}
}
