// UIKit's static functions and constants: dimensions, spacings, groups, lists, element kinds, defaults.

import Foundation
import TesseraLayout

extension UIKitAPI {
    /// `Type.name(arguments)`.
    static func callStatic(_ typeName: String, _ name: String, _ arguments: [Argument], interpreter: Interpreter,
                           at position: SourcePosition) throws -> SwiftValue {
        var reader = ArgumentReader(arguments, callee: "\(typeName).\(name)", at: position, interpreter: interpreter)
        let value: SwiftValue
        switch (typeName, name) {
        case ("NSCollectionLayoutDimension", "fractionalWidth"): value = .dimension(.fractionalWidth(try reader.number(nil)))
        case ("NSCollectionLayoutDimension", "fractionalHeight"): value = .dimension(.fractionalHeight(try reader.number(nil)))
        case ("NSCollectionLayoutDimension", "absolute"): value = .dimension(.absolute(try reader.number(nil)))
        case ("NSCollectionLayoutDimension", "estimated"): value = .dimension(.estimated(try reader.number(nil)))
        case ("NSCollectionLayoutDimension", "uniformAcrossSiblings"):
            value = .dimension(.uniformAcrossSiblings(estimate: try reader.number("estimate")))
        case ("NSCollectionLayoutSpacing", "fixed"): value = .spacing(.fixed(try reader.number(nil)))
        case ("NSCollectionLayoutSpacing", "flexible"): value = .spacing(.flexible(try reader.number(nil)))
        case ("NSCollectionLayoutGroup", "horizontal"), ("NSCollectionLayoutGroup", "vertical"):
            value = try group(name, &reader, at: position)
        case ("NSCollectionLayoutGroup", "custom"):
            let size = try reader.required("layoutSize", .layoutSize)
            let provider = try reader.required("itemProvider", .function)
            value = .object(SwiftObject(.group, ["layoutSize": size, "arrangement": .member("custom"),
                                                 "subitems": .array([]), "itemProvider": provider], at: position))
        case ("NSCollectionLayoutDecorationItem", "background"):
            value = .object(SwiftObject(.decorationItem, ["elementKind": .string(try reader.string("elementKind"))],
                                        at: position))
        case ("NSCollectionLayoutSection", "list"):
            let configuration = try reader.object("using", "UICollectionLayoutListConfiguration")!
            try expect(configuration, .listConfiguration, "using", position)
            guard case .environment(let environment) = try reader.required("layoutEnvironment", .ignored) else {
                throw InterpreterError(position: position, message: "'layoutEnvironment' needs the provider's NSCollectionLayoutEnvironment")
            }
            guard case .object(let object) = configuration else { return .null }
            value = try ListSections.section(object, environment: environment, at: position)
        case ("UICollectionViewCompositionalLayout", "list"):
            let configuration = try reader.object("using", "UICollectionLayoutListConfiguration")!
            try expect(configuration, .listConfiguration, "using", position)
            guard case .object(let object) = configuration else { return .null }
            let provider = SwiftFunction(native: "list") { arguments, at in
                guard arguments.count == 2, case .environment(let environment) = arguments[1].value else { return .null }
                return try ListSections.section(object, environment: environment, at: at)
            }
            value = .object(SwiftObject(.layout, ["provider": .function(provider)], at: position))
        case ("CGFloat", "random"), ("Int", "random"), ("Double", "random"):
            throw InterpreterError.unsupported("a call to '\(typeName).random'", hint: rejectedNames["Int.random"], at: position)
        default:
            throw InterpreterError.unsupported("a call to '\(typeName).\(name)'",
                                               hint: rejectedNames[typeName] ?? rejectedNames["\(typeName).\(name)"],
                                               at: position)
        }
        try reader.finish()
        return value
    }

    /// `NSCollectionLayoutGroup.horizontal/vertical(layoutSize:subitems:)`, `(layoutSize:subitem:count:)`,
    /// `(layoutSize:repeatingSubitem:count:)`.
    /// `count:` of a group: at most `LayoutLimits.childrenPerRun` (below 1 is the engine's error, in UIKit's words).
    private static func count(_ reader: inout ArgumentReader, at position: SourcePosition) throws -> SwiftValue {
        let count = try reader.int("count")
        guard count <= LayoutLimits.childrenPerRun else {
            throw InterpreterError(position: position, message: "a group's count of \(count) is more than "
                                    + "\(LayoutLimits.childrenPerRun) subitems")
        }
        return .int(count)
    }

    private static func group(_ axis: String, _ reader: inout ArgumentReader, at position: SourcePosition) throws -> SwiftValue {
        var properties: [String: SwiftValue] = ["layoutSize": try reader.required("layoutSize", .layoutSize),
                                                "arrangement": .member(axis)]
        if let subitems = try reader.optional("subitems", .array) {
            properties["subitems"] = subitems
            properties["repetition"] = .member("fill")
        } else if let subitem = try reader.object("subitem", "NSCollectionLayoutItem", optional: true) {
            properties["subitems"] = .array([subitem])
            properties["repetition"] = .member("count")
            properties["count"] = try count(&reader, at: position)
        } else {
            properties["subitems"] = .array([try reader.object("repeatingSubitem", "NSCollectionLayoutItem")!])
            properties["repetition"] = .member("repeating")
            properties["count"] = try count(&reader, at: position)
        }
        return .object(SwiftObject(.group, properties, at: position))
    }

    /// `Type.name` for UIKit's types: constants and enum cases.
    static func staticMember(_ typeName: String, _ name: String, interpreter: Interpreter,
                             at position: SourcePosition) throws -> SwiftValue? {
        switch (typeName, name) {
        case ("NSDirectionalEdgeInsets", "zero"): return .insets(.zero)
        case ("CGPoint", "zero"): return .point(.zero)
        case ("CGSize", "zero"): return .size(.zero)
        case ("CGRect", "zero"): return .rect(.zero)
        case ("CGAffineTransform", "identity"): return .transform(.identity)
        case ("CGFloat", "zero"), ("Double", "zero"): return .double(0)
        case ("CGFloat", "pi"), ("Double", "pi"), ("Float", "pi"): return .double(Double.pi)
        case ("CGFloat", "greatestFiniteMagnitude"), ("Double", "greatestFiniteMagnitude"):
            return .double(.greatestFiniteMagnitude)
        case ("Int", "max"): return .int(.max)
        case ("Int", "min"): return .int(.min)
        case ("UICollectionView", "elementKindSectionHeader"): return .string("UICollectionElementKindSectionHeader")
        case ("UICollectionView", "elementKindSectionFooter"): return .string("UICollectionElementKindSectionFooter")
        case ("NSDirectionalRectEdge", _):
            switch name {
            case "top": return .edges(.top)
            case "leading": return .edges(.leading)
            case "bottom": return .edges(.bottom)
            case "trailing": return .edges(.trailing)
            case "all": return .edges(.all)
            default: return nil
            }
        case ("NSCollectionLayoutSpacing", _), ("NSCollectionLayoutDimension", _), ("NSCollectionLayoutSize", _):
            return nil
        default:
            if ValueType.named(typeName) == .enumCase { return .member(name) }
            return nil
        }
    }

    /// What a UIKit object's property reads before code sets it.
    static func defaultProperty(_ name: String, of kind: SwiftObject.Kind) -> SwiftValue? {
        switch (kind, name) {
        case (_, "contentInsets"): return .insets(.zero)
        case (.item, "edgeSpacing"), (.group, "edgeSpacing"): return .edgeSpacing(.none)
        case (_, "supplementaryItems"), (_, "boundarySupplementaryItems"), (_, "decorationItems"): return .array([])
        case (.section, "interGroupSpacing"), (.configuration, "interSectionSpacing"): return .double(0)
        case (.section, "orthogonalScrollingBehavior"): return .member("none")
        case (.section, "contentInsetsReference"), (.section, "supplementaryContentInsetsReference"): return .member("automatic")
        case (.configuration, "contentInsetsReference"): return .member("safeArea")
        case (.configuration, "scrollDirection"): return .member("vertical")
        case (.supplementaryItem, "zIndex"), (.boundaryItem, "zIndex"): return .int(1)
        case (.decorationItem, "zIndex"): return .int(0)
        case (.boundaryItem, "pinToVisibleBounds"): return .bool(false)
        case (.boundaryItem, "extendsBoundary"): return .bool(true)
        case (.listConfiguration, "headerMode"), (.listConfiguration, "footerMode"): return .member("none")
        case (.listConfiguration, "showsSeparators"): return .bool(true)
        default: return nil
        }
    }
}

extension Interpreter {
    func construct(_ typeName: String, _ arguments: [Argument], at position: SourcePosition) throws -> SwiftValue {
        // UIKit's own classes, even where an extension of the program names them (`extension NSLayoutConstraint`).
        let constructor = self.constructor(typeName)
        if constructor.isUIKitView, let view = try constructViewValue(typeName, arguments, at: position) {
            return view
        }
        if let type = constructor.programType {
            if viewWorld != nil, let uikit = uikitViewClass(of: type) {
                return try makeOwnView(type, uikit: uikit, arguments, at: position)   // `ProfileHeaderView()`
            }
            return try instantiate(type, arguments, at: position)
        }
        if let view = try constructViewValue(typeName, arguments, at: position) { return view }
        return try UIKitAPI.construct(typeName, arguments, interpreter: self, at: position)
    }

    /// What `construct` may make of `typeName`, worked out once per name (the program's types and UIKit's do not
    /// change during a run).
    private func constructor(_ typeName: String) -> NodeCache.Constructor {
        if let found = nodes.constructors[typeName] { return found }
        let constructor = NodeCache.Constructor(
            isUIKitView: Self.viewClasses[typeName] != nil || Self.viewControllerTypes.contains(typeName),
            programType: UIKitAPI.typeNames.contains(typeName) ? nil : program.types[typeName])
        nodes.constructors[typeName] = constructor
        return constructor
    }

    func callStatic(_ typeName: String, _ name: String, _ arguments: [Argument], at position: SourcePosition) throws -> SwiftValue {
        if let swiftEnum = program.enums[typeName], let index = swiftEnum.index(of: name) {
            return .enumPayload(swiftEnum, index, arguments.map(\.value))   // `Section.grid(columns: 3)`
        }
        if program.enums[typeName] != nil
            || program.types[typeName].map({ $0.functions[name] != nil || $0.properties[name] != nil }) == true {
            let value = try staticMember(typeName, name, at: position)
            return try invoke(value, arguments, at: position)
        }
        if let value = try viewStatic(typeName, name, arguments, at: position) { return value }
        if viewWorld != nil, typeName == "UIFont", name == "Weight", arguments.count == 1, arguments[0].label == "rawValue",
           let raw = arguments[0].value.number {
            return Self.weight(rawValue: raw)   // a cell's code reading its label's weight back
        }
        return try UIKitAPI.callStatic(typeName, name, arguments, interpreter: self, at: position)
    }
}
