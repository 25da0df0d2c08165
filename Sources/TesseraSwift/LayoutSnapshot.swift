// A layout evaluated for one collection view: every section described for its environment, ready to be written out.

import TesseraLayout

/// A layout as one environment sees it: the configuration, and each section's description (a provider called once
/// per section). What `tessera convert` writes as Lua or Swift.
public struct LayoutSnapshot {
    public var configuration: LayoutConfiguration
    /// One description per section (nil where a provider returned nil for an empty section).
    public var sections: [LayoutSection?]
    /// Whether every section shares one description (`UICollectionViewCompositionalLayout(section:)`).
    public var isUniform: Bool
    public var itemCounts: [Int]
    public var environment: LayoutEnvironment

    /// Calls the layout's providers with the environment `geometry` gives.
    public init(layout: CompositionalLayout, itemCounts: [Int], geometry: CollectionViewGeometry) throws {
        let solved = try layout.solve(itemCounts: itemCounts, in: geometry)
        environment = solved.environment
        configuration = layout.configuration
        self.itemCounts = itemCounts
        switch layout.sections {
        case .uniform(let section):
            sections = Array(repeating: section, count: itemCounts.count)
            isUniform = true
        case .provider(let provider):
            let environment = self.environment
            sections = try itemCounts.indices.map { try provider($0, environment) }
            // A provider that describes every section alike is written as one section (`init(section:)`).
            let texts = sections.map { $0.map(LuaSourceWriter.sectionText) }
            isUniform = !texts.isEmpty && texts.allSatisfy { $0 != nil && $0 == texts[0] }
                && sections.allSatisfy { $0?.visibleItemsInvalidationHandler == nil }
        }
    }
}

/// Numbers as source code writes them.
enum SourceNumber {
    /// `44`, `0.5`, `-0.3`: the shortest text that reads back as the same Double.
    static func text(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// `1.0`, `0.2`: fractions written as Apple's sample code writes them.
    static func fraction(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) + ".0" }
        return String(value)
    }
}

extension LayoutSection {
    /// Throws when the section holds closures no source can carry over.
    func checkConvertible(_ index: Int) throws {
        if visibleItemsInvalidationHandler != nil {
            throw ConversionError("section \(index): a visibleItemsInvalidationHandler is a closure; it cannot be converted")
        }
        try group.checkConvertible(index)
    }
}

extension LayoutGroup {
    func checkConvertible(_ index: Int) throws {
        if case .custom = arrangement {
            throw ConversionError("section \(index): a custom group's item provider is a closure; it cannot be converted")
        }
        for case .group(let child) in subitems { try child.checkConvertible(index) }
    }
}
