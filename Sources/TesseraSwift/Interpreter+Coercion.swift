// Reading a value as the type its context expects: implicit members, Int to CGFloat, declared enums.

import TesseraLayout

extension ValueType {
    /// The UIKit type whose static members and initialisers an implicit member of this type names.
    var uikitTypeName: String? {
        switch self {
        case .insets: return "NSDirectionalEdgeInsets"
        case .dimension: return "NSCollectionLayoutDimension"
        case .spacing: return "NSCollectionLayoutSpacing"
        case .edgeSpacing: return "NSCollectionLayoutEdgeSpacing"
        case .layoutSize: return "NSCollectionLayoutSize"
        case .point: return "CGPoint"
        case .size: return "CGSize"
        case .rect: return "CGRect"
        case .transform: return "CGAffineTransform"
        case .anchor: return "NSCollectionLayoutAnchor"
        case .edges: return "NSDirectionalRectEdge"
        case .number: return "CGFloat"
        default: return nil
        }
    }

    /// The type a written type name stands for, if the interpreter checks it.
    static func named(_ name: String) -> ValueType? {
        switch name {
        case "CGFloat", "Double", "Float", "Float64", "TimeInterval": return .number
        case "Int": return .int
        case "Bool": return .bool
        case "NSDirectionalEdgeInsets": return .insets
        case "NSCollectionLayoutDimension": return .dimension
        case "NSCollectionLayoutSpacing": return .spacing
        case "NSCollectionLayoutEdgeSpacing": return .edgeSpacing
        case "NSCollectionLayoutSize": return .layoutSize
        case "CGPoint": return .point
        case "CGSize": return .size
        case "CGRect": return .rect
        case "CGAffineTransform": return .transform
        case "NSCollectionLayoutAnchor": return .anchor
        case "NSDirectionalRectEdge": return .edges
        case "UICollectionLayoutSectionOrthogonalScrollingBehavior", "UIContentInsetsReference", "NSRectAlignment",
             "UICollectionView.ScrollDirection", "UIUserInterfaceSizeClass", "UIContentSizeCategory",
             "UICollectionLayoutListConfiguration.Appearance", "UICollectionLayoutListConfiguration.HeaderMode",
             "UICollectionLayoutListConfiguration.FooterMode":
            return .enumCase
        default: return nil
        }
    }
}

extension Interpreter {
    /// `value` read as a written type (a `let x: CGFloat = 10`, a parameter, a return type).
    func coerce(_ value: SwiftValue, toTypeNamed written: String, at: SourcePosition) throws -> SwiftValue {
        let shape = writtenType(written)
        if shape.isOptional, case .null = value { return value }
        if case .opaque = value {} else {
            switch shape.kind {
            case .unchecked: return value
            case .checked(let type): return try coerce(value, to: type, at: at)
            case .general: break
            }
        }
        let name = shape.name
        if name.hasPrefix("[") && name.hasSuffix("]"), case .array(let values) = value {
            let element = String(name.dropFirst().dropLast())
            return .array(try values.map { try coerce($0, toTypeNamed: element, at: at) })
        }
        if name == "String", case .opaque = value { return .string(try identifier(value)) }
        if name.hasPrefix("("), case .tuple(let values) = value, let labels = Self.tupleLabels(name), labels.count == values.count {
            return labels.allSatisfy({ $0 == nil }) ? value : .record(labels, values)   // `(title: String, count: Int)`
        }
        if let swiftEnum = program.enums[name] {
            if case .member(let caseName) = value {
                guard let index = swiftEnum.index(of: caseName) else {
                    throw InterpreterError(position: at, message: "type '\(name)' has no member '\(caseName)'")
                }
                return .enumValue(swiftEnum, index)
            }
            if case .implicitCall(let caseName, let arguments) = value, let index = swiftEnum.index(of: caseName) {
                return .enumPayload(swiftEnum, index, arguments.map(\.value))   // `.grid(columns: 3)`
            }
            return value
        }
        if let type = program.types[name], !UIKitAPI.typeNames.contains(name) {
            // The program's own type: `.init(columns: 2)` makes one, `.compact` is a static member.
            switch value {
            case .member(let member): return try staticMember(name, member, at: at)
            case .implicitCall(let member, let arguments):
                return member == "init" ? try instantiate(type, arguments, at: at)
                    : try callStatic(name, member, arguments, at: at)
            default: return value
            }
        }
        if let target = Self.objectTypes[name] {
            // `.init(section:)` returned as a UICollectionViewLayout, `.list(…)` as a section: read on the type.
            switch value {
            case .member(let member): return try staticMember(target, member, at: at)
            case .implicitCall(let member, let arguments):
                return member == "init" ? try construct(target, arguments, at: at)
                    : try callStatic(target, member, arguments, at: at)
            default: return value
            }
        }
        guard let type = ValueType.named(name) else { return value }
        return try coerce(value, to: type, at: at)
    }

    /// A written type's name without its `?` or `!`, whether it had one, and what the name is to
    /// `coerce(_:toTypeNamed:at:)` for a value other than an opaque name, read once per written type: a name none of
    /// its earlier branches can take (no array or tuple, no enum or type of the program, no layout class; `String`
    /// only changes an opaque name) is checked against its value type, or passes unchecked.
    private func writtenType(_ written: String) -> NodeCache.WrittenTypeShape {
        if let found = nodes.typeNames[written] { return found }
        var name = written
        let isOptional = name.hasSuffix("?") || name.hasSuffix("!")
        if isOptional { name.removeLast() }
        let kind: NodeCache.WrittenType
        if name.hasPrefix("[") || name.hasPrefix("(") || program.enums[name] != nil
            || program.types[name] != nil || Self.objectTypes[name] != nil {
            kind = .general
        } else if let type = ValueType.named(name) {
            kind = .checked(type)
        } else {
            kind = .unchecked
        }
        let shape = NodeCache.WrittenTypeShape(name: name, isOptional: isOptional, kind: kind)
        nodes.typeNames[written] = shape
        return shape
    }

    /// The labels of a written tuple type (`(title: String, value: Int)` → title, value); nil when it is not one.
    static func tupleLabels(_ written: String) -> [String?]? {
        guard written.hasPrefix("("), written.hasSuffix(")") else { return nil }
        var parts: [String] = [], current = "", depth = 0
        for character in written.dropFirst().dropLast() {
            if "([<".contains(character) { depth += 1 } else if ")]>".contains(character) { depth -= 1 }
            if character == ",", depth == 0 { parts.append(current); current = "" } else { current.append(character) }
        }
        parts.append(current)
        guard parts.count > 1 else { return nil }
        return parts.map { part in
            let pieces = part.split(separator: ":", maxSplits: 1)
            return pieces.count == 2 ? pieces[0].trimmingCharacters(in: .whitespaces) : nil
        }
    }

    /// A name from elsewhere used as an identifier (an element kind): its text, with a note saying so once.
    func identifier(_ value: SwiftValue) throws -> String {
        guard case .opaque(let name, let position) = value else { return describe(value) }
        let note = "'\(name)' is not declared in the Swift given: used as the identifier string \"\(name)\""
        if notesGiven.insert(note).inserted { notes.append((position, note)) }
        return name
    }

    /// UIKit's layout classes, by the names code writes them (a superclass reads as the class Tessera models).
    static let objectTypes: [String: String] = [
        "UICollectionViewLayout": "UICollectionViewCompositionalLayout",
        "UICollectionViewCompositionalLayout": "UICollectionViewCompositionalLayout",
        "NSCollectionLayoutSection": "NSCollectionLayoutSection", "NSCollectionLayoutItem": "NSCollectionLayoutItem",
        "NSCollectionLayoutGroup": "NSCollectionLayoutGroup",
        "NSCollectionLayoutBoundarySupplementaryItem": "NSCollectionLayoutBoundarySupplementaryItem",
        "NSCollectionLayoutSupplementaryItem": "NSCollectionLayoutSupplementaryItem",
        "NSCollectionLayoutDecorationItem": "NSCollectionLayoutDecorationItem",
        "UICollectionViewCompositionalLayoutConfiguration": "UICollectionViewCompositionalLayoutConfiguration",
        "UICollectionLayoutListConfiguration": "UICollectionLayoutListConfiguration",
    ]

    /// `value` read as `type`: implicit members resolved on the type, numbers converted where Swift's literals
    /// would be; anything else of the wrong type is an error.
    func coerce(_ value: SwiftValue, to type: ValueType, at: SourcePosition) throws -> SwiftValue {
        if case .opaque(let name, let position) = value, type != .ignored { throw unknownName(name, at: position) }
        var value = value
        if let typeName = type.uikitTypeName {
            switch value {
            case .member(let name):
                value = try staticMember(typeName, name, at: at)
            case .implicitCall(let name, let arguments):
                value = name == "init" ? try construct(typeName, arguments, at: at)
                    : try callStatic(typeName, name, arguments, at: at)
            default: break
            }
        }
        switch (type, value) {
        case (.number, .int(let v)): return .double(Double(v))
        case (.number, .literal(_, let v)): return .double(v)
        case (.int, .literal(let v, _)): return .int(v)
        case (.number, .double): return value
        case (.int, .int): return value
        case (.int, .double(let v)) where v == v.rounded() && abs(v) < 1e15: return .int(Int(v))
        case (.bool, .bool), (.insets, .insets), (.edgeSpacing, .edgeSpacing), (.spacing, .spacing),
             (.dimension, .dimension), (.layoutSize, .layoutSize), (.point, .point), (.size, .size), (.rect, .rect),
             (.transform, .transform), (.anchor, .anchor), (.edges, .edges), (.array, .array), (.enumCase, .member),
             (.function, .function), (.object, .object), (.ignored, _):
            return value
        case (.edges, .array(let values)):
            var edges: DirectionalRectEdge = []
            for element in values {
                guard case .edges(let e) = try coerce(element, to: .edges, at: at) else { continue }
                edges.formUnion(e)
            }
            return .edges(edges)
        case (.enumCase, .enumValue(let swiftEnum, let index)):
            return .member(swiftEnum.cases[index].name)
        default:
            let expected = type.uikitTypeName ?? "\(type)"
            throw InterpreterError(position: at, message: "expected \(expected), got \(value.typeName)")
        }
    }
}
