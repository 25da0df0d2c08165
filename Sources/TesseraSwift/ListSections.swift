// UICollectionLayoutListConfiguration: the section a list configuration makes, as the built-in listconfig plugin does.

import TesseraLayout

/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` and `UICollectionViewCompositionalLayout.list(using:)`.
///
/// The metrics are the listconfig plugin's (UIKit's defaults on iPhone at the Large text size, see
/// docs/lua-api.md): estimated rows of 44 pt, estimated headers and footers, the appearance's insets and
/// insets reference. UIKit draws separators inside cells, so no separator views are made.
enum ListSections {
    struct Metrics {
        var row: Double, header: Double, footer: Double, top: Double, bottom: Double, side: Double
        var reference: String
        var pinHeaders: Bool
    }

    static let metrics: [String: Metrics] = [
        "plain": Metrics(row: 44, header: 28, footer: 28, top: 0, bottom: 0, side: 0, reference: "none", pinHeaders: true),
        "grouped": Metrics(row: 44, header: 38, footer: 38, top: 35, bottom: 0, side: 0, reference: "none", pinHeaders: false),
        "insetGrouped": Metrics(row: 44, header: 38, footer: 38, top: 35, bottom: 0, side: 0, reference: "layoutMargins",
                                pinHeaders: false),
        "sidebar": Metrics(row: 44, header: 38, footer: 38, top: 10, bottom: 0, side: 10, reference: "none", pinHeaders: false),
        "sidebarPlain": Metrics(row: 44, header: 28, footer: 28, top: 0, bottom: 0, side: 0, reference: "none",
                                pinHeaders: false),
    ]

    /// The section object a list configuration gives.
    static func section(_ configuration: SwiftObject, environment: LayoutEnvironment,
                        at position: SourcePosition) throws -> SwiftValue {
        guard case .member(let appearance)? = configuration.properties["appearance"], let m = metrics[appearance] else {
            throw InterpreterError.unsupported("this list appearance", hint: "plain, grouped, insetGrouped, sidebar or sidebarPlain",
                                               at: position)
        }
        let headerMode = modeName(configuration.properties["headerMode"])
        let footerMode = modeName(configuration.properties["footerMode"])
        let rowSize = SwiftValue.layoutSize(LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(m.row)))
        let item = SwiftObject(.item, ["layoutSize": rowSize], at: position)
        let group = SwiftObject(.group, ["layoutSize": rowSize, "arrangement": .member("horizontal"),
                                         "subitems": .array([.object(item)]), "repetition": .member("fill")], at: position)
        var boundaries: [SwiftValue] = []
        if headerMode == "supplementary" {
            let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(m.header))
            boundaries.append(.object(SwiftObject(.boundaryItem, [
                "layoutSize": .layoutSize(size), "elementKind": .string("UICollectionElementKindSectionHeader"),
                "alignment": .member("top"), "pinToVisibleBounds": .bool(m.pinHeaders)], at: position)))
        }
        if footerMode == "supplementary" {
            let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(m.footer))
            boundaries.append(.object(SwiftObject(.boundaryItem, [
                "layoutSize": .layoutSize(size), "elementKind": .string("UICollectionElementKindSectionFooter"),
                "alignment": .member("bottom")], at: position)))
        }
        let top = headerMode == "supplementary" ? 0 : m.top
        let section = SwiftObject(.section, [
            "group": .object(group), "boundarySupplementaryItems": .array(boundaries),
            "contentInsets": .insets(DirectionalEdgeInsets(top: top, leading: m.side, bottom: m.bottom, trailing: m.side)),
            "contentInsetsReference": .member(m.reference)], at: position)
        return .object(section)
    }

    private static func modeName(_ value: SwiftValue?) -> String {
        if case .member(let name)? = value { return name }
        return "none"
    }
}
