// UIKit's compositional-layout API as the interpreter knows it: initialisers, static functions and constants.

import Foundation
import TesseraLayout

/// The UIKit (and Core Graphics) API layout code may call, and the names it may not, with the reason why.
enum UIKitAPI {
    /// The label a trailing closure carries (it stands for the signature's last closure parameter).
    static let trailing = "{trailing}"

    static let typeNames: Set<String> = [
        "NSCollectionLayoutSize", "NSCollectionLayoutDimension", "NSCollectionLayoutItem", "NSCollectionLayoutGroup",
        "NSCollectionLayoutSection", "NSCollectionLayoutSpacing", "NSCollectionLayoutEdgeSpacing",
        "NSCollectionLayoutSupplementaryItem", "NSCollectionLayoutBoundarySupplementaryItem",
        "NSCollectionLayoutDecorationItem", "NSCollectionLayoutAnchor", "NSCollectionLayoutGroupCustomItem",
        "NSDirectionalEdgeInsets", "NSDirectionalRectEdge", "NSRectAlignment", "CGSize", "CGPoint", "CGRect",
        "CGAffineTransform", "CGFloat", "Double", "Float", "Int", "String", "Bool",
        "UICollectionViewCompositionalLayout", "UICollectionViewCompositionalLayoutConfiguration",
        "UICollectionLayoutListConfiguration", "UICollectionView", "UICollectionLayoutSectionOrthogonalScrollingBehavior",
        "UIContentInsetsReference", "UIUserInterfaceSizeClass", "UIContentSizeCategory", "UICollectionElementKindSectionHeader",
    ]

    /// Names that layout code cannot use here, with what to do instead.
    static let rejectedNames: [String: String] = [
        "UIScreen": "Tessera runs layouts without a screen; use layoutEnvironment.container",
        "UIScreen.main": "Tessera runs layouts without a screen; use layoutEnvironment.container",
        "UIDevice": "Tessera runs layouts without a device; use layoutEnvironment.traitCollection",
        "UIApplication": "Tessera runs layouts without an application",
        "URLSession": "layout code cannot reach the network",
        "URL": "layout code cannot reach files or the network",
        "Data": "layout code cannot read files",
        "FileManager": "layout code cannot read files",
        "Bundle": "layout code cannot read the app bundle",
        "UIStoryboard": "storyboards are not read: build the views in code (loadView or viewDidLoad)",
        "UINib": "nibs are not read: build the views in code (loadView or viewDidLoad)",
        "UserDefaults": "layout code cannot read stored settings",
        "DispatchQueue": "layout code runs synchronously",
        "NotificationCenter": "layout code cannot observe notifications",
        "UIFont": "fonts belong to cells; give sizes with estimated dimensions",
        "NSString": "text measurement belongs to cells",
        "Date": "layout code must give the same layout each run",
        "Int.random": "layout code must give the same layout each run",
        "CGFloat.random": "layout code must give the same layout each run",
        "Double.random": "layout code must give the same layout each run",
        "UICollectionViewFlowLayout": "Tessera simulates compositional layouts only",
        "dataSource": "layout code cannot read a data source; give item counts with --items",
        "collectionView": "layout code cannot read the collection view; use layoutEnvironment",
        "view": "layout code cannot read the view; use layoutEnvironment.container",
        "traitCollection": "read layoutEnvironment.traitCollection",
    ]

    /// `Type(arguments)`.
    static func construct(_ typeName: String, _ arguments: [Argument], interpreter: Interpreter,
                          at position: SourcePosition) throws -> SwiftValue {
        var reader = ArgumentReader(arguments, callee: typeName, at: position, interpreter: interpreter)
        if let value = try constructValue(typeName, arguments, &reader, interpreter: interpreter, at: position) {
            try reader.finish()
            return value
        }
        let value: SwiftValue
        switch typeName {
        case "NSCollectionLayoutSize":
            guard case .dimension(let w) = try reader.required("widthDimension", .dimension),
                  case .dimension(let h) = try reader.required("heightDimension", .dimension) else { return .null }
            value = .layoutSize(LayoutSize(widthDimension: w, heightDimension: h))
        case "NSCollectionLayoutItem":
            let size = try reader.required("layoutSize", .layoutSize)
            let supplementaries = try reader.optional("supplementaryItems", .array) ?? .array([])
            value = .object(SwiftObject(.item, ["layoutSize": size, "supplementaryItems": supplementaries], at: position))
        case "NSCollectionLayoutSection":
            let group = try reader.object("group", "NSCollectionLayoutGroup")!
            try expect(group, .group, "group", position)
            value = .object(SwiftObject(.section, ["group": group], at: position))
        case "NSCollectionLayoutSupplementaryItem":
            var properties: [String: SwiftValue] = [
                "layoutSize": try reader.required("layoutSize", .layoutSize),
                "elementKind": .string(try reader.string("elementKind")),
                "containerAnchor": try reader.required("containerAnchor", .anchor)]
            if let itemAnchor = try reader.optional("itemAnchor", .anchor) { properties["itemAnchor"] = itemAnchor }
            value = .object(SwiftObject(.supplementaryItem, properties, at: position))
        case "NSCollectionLayoutBoundarySupplementaryItem":
            var properties: [String: SwiftValue] = [
                "layoutSize": try reader.required("layoutSize", .layoutSize),
                "elementKind": .string(try reader.string("elementKind")),
                "alignment": try reader.required("alignment", .enumCase)]
            if let offset = try reader.optional("absoluteOffset", .point) { properties["absoluteOffset"] = offset }
            value = .object(SwiftObject(.boundaryItem, properties, at: position))
        case "NSCollectionLayoutGroupCustomItem":
            var properties: [String: SwiftValue] = ["frame": try reader.required("frame", .rect)]
            if let z = try reader.optional("zIndex", .int) { properties["zIndex"] = z }
            value = .object(SwiftObject(.customItem, properties, at: position))
        case "UICollectionViewCompositionalLayoutConfiguration":
            value = .object(SwiftObject(.configuration, [:], at: position))
        case "UICollectionLayoutListConfiguration":
            value = .object(SwiftObject(.listConfiguration, ["appearance": try reader.required("appearance", .enumCase)],
                                        at: position))
        case "UICollectionViewCompositionalLayout":
            value = try layout(&reader, at: position)
        default:
            if let swiftEnum = interpreter.program.enums[typeName] {
                let raw = try reader.required("rawValue", .ignored)
                try reader.finish()
                for (index, c) in swiftEnum.cases.enumerated() where (try? interpreter.equal(c.raw, raw, at: position)) == true {
                    return .enumValue(swiftEnum, index)
                }
                return .null
            }
            throw InterpreterError.unsupported("creating \(typeName)", hint: rejectedNames[typeName], at: position)
        }
        try reader.finish()
        return value
    }

    private static func layout(_ reader: inout ArgumentReader, at position: SourcePosition) throws -> SwiftValue {
        var properties: [String: SwiftValue] = [:]
        if let section = try reader.object("section", "NSCollectionLayoutSection", optional: true) {
            try expect(section, .section, "section", position)
            properties["section"] = section
        } else {
            properties["provider"] = try reader.required("sectionProvider", .function)
        }
        if let configuration = try reader.object("configuration", "UICollectionViewCompositionalLayoutConfiguration",
                                                 optional: true) {
            try expect(configuration, .configuration, "configuration", position)
            properties["configuration"] = configuration
        }
        // `UICollectionViewCompositionalLayout(sectionProvider: …, configuration: …)` may also come as
        // `(configuration: …) { … }`? No: UIKit's signature puts the provider first; a trailing closure stands for it.
        return .object(SwiftObject(.layout, properties, at: position))
    }

    static func expect(_ value: SwiftValue, _ kind: SwiftObject.Kind, _ label: String, _ position: SourcePosition) throws {
        guard case .object(let object) = value, object.kind == kind else {
            throw InterpreterError(position: position, message: "'\(label)' needs \(kind.rawValue), got \(value.typeName)")
        }
    }
}
