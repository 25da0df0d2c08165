// Member access: the environment, geometry, layout objects, enums, arrays and types' static members.

import Foundation
import SwiftSyntax
import TesseraLayout

extension Interpreter {
    func member(_ expr: MemberAccessExprSyntax, in scope: Scope) throws -> SwiftValue {
        let named = memberName(expr)
        let name = named.name
        guard let baseExpr = expr.base else { return .member(name) }   // `.continuous`: read by its context
        try rejectChain(expr, in: scope)
        if baseExpr.is(SuperExprSyntax.self), let value = try superProperty(name, from: Syntax(expr), in: scope,
                                                                            at: named.at) {
            return value   // `super.inset` where the superclass is the file's
        }
        let base = try evaluate(baseExpr, in: scope)
        if case .null = base, !Self.isOptionalChain(baseExpr) {
            throw nilError(baseExpr, in: scope)
        }
        let value = try member(name, of: base, at: named.at)
        guard let names = expr.declName.argumentNames, case .function(let function) = value else { return value }
        // `UIView.init(frame:)`, `view.addSubview(_:)`: called with the labels the reference names.
        let labels = names.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
        return .function(SwiftFunction(native: function.name) { [unowned self] arguments, position in
            let labelled = arguments.enumerated().map { index, argument in
                Argument(label: index < labels.count ? labels[index] : argument.label, value: argument.value,
                         location: argument.location)
            }
            return try invoke(function, labelled, at: position)
        })
    }

    /// A member access's name and its name's position, read once per node.
    func memberName(_ expr: MemberAccessExprSyntax) -> NodeCache.NamedNode {
        namedNode(expr) {
            let rejectable = Self.chainRoot(of: expr).map { UIKitAPI.rejectedNames[$0.1] != nil } ?? false
            return NodeCache.NamedNode(name: expr.declName.baseName.text, at: position(expr.declName), rejectable: rejectable)
        }
    }

    func member(_ name: String, of base: SwiftValue, at: SourcePosition) throws -> SwiftValue {
        switch base {
        case .type(let typeName):
            if name == "init" {   // `.map(Row.init)`: the initialiser as a function
                return .function(SwiftFunction(native: typeName + ".init") { [unowned self] arguments, position in
                    try construct(typeName, arguments, at: position)
                })
            }
            return try staticMember(typeName, name, at: at)
        case .instance(let type):
            if let screen = try screenValue(name, of: type, at: at) { return screen }
            if let value = try property(name, of: type, at: at) { return value }
            if let value = viewControllerValue(name, of: type) { return value }
            throw InterpreterError.unsupported("'self.\(name)'", hint: "layout code can read only properties declared "
                                                + "with a value in the file", at: at)
        case .enumValue(let type, let index), .enumPayload(let type, let index, _):
            if name == "rawValue" { return type.cases[index].raw }
            if let value = try property(name, of: type.members, at: at, selfValue: base) { return value }
            throw InterpreterError(position: at, message: "type '\(type.name)' has no member '\(name)'")
        case .object(let object):
            return try objectMember(name, of: object, at: at)
        case .null:
            return .null
        case .opaque(let root, let position):
            return .opaque(root + "." + name, position)
        case .screen(let view):
            return try screenMember(view, name, at: at)
        case .navigationItem(let item):
            switch name {
            case "title": return item.title.map { .string($0) } ?? .null
            case "largeTitleDisplayMode": return .member(item.largeTitleDisplayMode ?? "automatic")
            default: return item.stored[name] ?? .null   // bar button items: they only draw
            }
        case .view, .viewGuide, .viewAnchor, .constraint, .font, .drawing:
            if let value = try viewMember(name, of: base, at: at) ?? extensionMember(name, of: base, at: at) { return value }
            if case .view = base, Self.referableViewMethods.contains(name) {
                // `views.forEach(view.addSubview)`: the method bound to its view, called with each element.
                return .function(SwiftFunction(native: name) { [unowned self] arguments, position in
                    guard let value = try viewMethod(name, on: base, arguments, at: position) else {
                        throw InterpreterError.unsupported("the method '\(name)' of \(base.typeName)", at: position)
                    }
                    return value
                })
            }
            throw InterpreterError.unsupported("'\(name)' of \(base.typeName)", at: at)
        case .snapshot(let snapshot):
            if let value = Self.snapshotProperty(name, snapshot) { return value }
            throw InterpreterError.unsupported("'\(name)' of \(base.typeName)", at: at)
        case .tuple(let values) where Int(name).map(values.indices.contains) == true:
            return values[Int(name)!]   // `pair.0`
        case .record(let labels, let values):
            if let value = textContainerMember(name, of: labels, values) { return value }
            if let index = labels.firstIndex(of: name) ?? Int(name), values.indices.contains(index) { return values[index] }
            throw InterpreterError(position: at, message: "the tuple has no element '\(name)'")
        case .dictionary(let keys, let values):
            if let value = Self.dictionaryProperty(name, keys, values) { return value }
            throw InterpreterError.unsupported("'\(name)' of Dictionary", at: at)
        default:
            if let value = try valueMember(name, of: base, at: at) { return value }
            throw InterpreterError.unsupported("'\(name)' of \(base.typeName)", at: at)
        }
    }

    /// The methods of a view that may be passed as a function (`views.forEach(stack.addArrangedSubview)`).
    static let referableViewMethods: Set<String> = ["addSubview", "addArrangedSubview", "removeArrangedSubview",
                                                    "bringSubviewToFront", "addConstraint", "addConstraints",
                                                    "removeConstraint", "removeConstraints"]

    /// `'label' is nil`, saying why when the name is an `@IBOutlet` (a storyboard or nib would have set it).
    func nilError(_ baseExpr: ExprSyntax, in scope: Scope) -> InterpreterError {
        var expr = baseExpr
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) { expr = unwrap.expression }
        var name: String?
        if let reference = expr.as(DeclReferenceExprSyntax.self) { name = reference.baseName.text }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            name = member.declName.baseName.text
        }
        var message = "'\(Self.excerpt(baseExpr))' is nil"
        let attributes = name.flatMap { name -> AttributeListSyntax? in
            guard case .instance(let type)? = scope.selfValue, let binding = type.properties[name] else { return nil }
            return binding.parent?.parent?.as(VariableDeclSyntax.self)?.attributes
        }
        let isOutlet = attributes?.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" }
        if isOutlet == true {
            message += " (an @IBOutlet is set by a storyboard or nib, which Tessera does not read: make the view in code)"
        }
        return InterpreterError(position: position(baseExpr), message: message)
    }

    /// Whether `self` is a UIKit or Swift value (inside an extension of its type), not the program's own.
    static func isUIKitValue(_ value: SwiftValue) -> Bool {
        switch value {
        case .instance, .enumValue, .enumPayload, .type: return false
        default: return true
        }
    }

    /// A member of a UIKit or Swift value (not an instance of the program's types): its own, then one an
    /// extension of the program declares (`extension NSCollectionLayoutEnvironment { var isPortrait: Bool … }`).
    func valueMember(_ name: String, of base: SwiftValue, at: SourcePosition) throws -> SwiftValue? {
        if case .object(let object) = base {
            if let value = object.properties[name] ?? UIKitAPI.defaultProperty(name, of: object.kind) { return value }
        } else {
            if let value = try GeometryMembers.member(name, of: base) { return value }
            if let value = try viewMember(name, of: base, at: at) { return value }
            if let value = try Builtins.property(name, of: base, interpreter: self, at: at) { return value }
        }
        return try extensionMember(name, of: base, at: at)
    }

    /// A function or property an extension of the program adds to the value's type, with the value as `self`.
    func extensionMember(_ name: String, of base: SwiftValue, at: SourcePosition) throws -> SwiftValue? {
        guard let type = program.types[base.typeName] else { return nil }
        return try property(name, of: type, at: at, selfValue: base)
    }

    /// `UIScreen.main.bounds.width` and other chains rooted at a name layout code cannot use: refused naming the
    /// whole chain, with the reason.
    func rejectChain(_ expr: MemberAccessExprSyntax, in scope: Scope) throws {
        // A chain whose root is no rejected name has nothing to refuse (read once per node).
        guard memberName(expr).rejectable, let (reference, name) = Self.chainRoot(of: expr) else { return }
        // A property such as `var dataSource: …! = nil` is set at run time by the app: rejected even when declared.
        guard let hint = UIKitAPI.rejectedNames[name], scope.lookup(name) == nil, program.types[name] == nil,
              viewWorld == nil || !Self.viewControllerNames.contains(name) else { return }
        // A data source viewDidLoad made (and applied a snapshot to) is read as what it holds.
        if name == "dataSource", setupDepth > 0 || {
            if case .instance(let type)? = scope.selfValue, case .dataSource? = type.cache["dataSource"] { return true }
            return false
        }() { return }
        // Inside an extension of a UIKit value, `traitCollection` is the value's own.
        if let selfValue = scope.selfValue, Self.isUIKitValue(selfValue),
           (try? valueMember(name, of: selfValue, at: position(reference))) != nil { return }
        // A view controller's view, collection view and traits are the screen's (read when evaluated).
        if Self.screenNames.contains(name), case .instance(let type)? = scope.selfValue, type.superclass != nil,
           !type.isStruct { return }
        var text = expr.trimmedDescription
        if let call = expr.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == ExprSyntax(expr).id {
            text = "call to '\(text)'"
        } else {
            text = "'\(text)'"
        }
        throw InterpreterError.unsupported(text, hint: hint, at: position(reference))
    }

    /// The name a member chain is rooted at (`UIScreen` in `UIScreen.main.bounds`; the member after `self` in
    /// `self.dataSource.snapshot()`), with its reference; nil when the root is no name.
    static func chainRoot(of expr: MemberAccessExprSyntax) -> (DeclReferenceExprSyntax, String)? {
        var root = expr.base
        while let current = root {
            if let member = current.as(MemberAccessExprSyntax.self) { root = member.base; continue }
            if let call = current.as(FunctionCallExprSyntax.self) { root = call.calledExpression; continue }
            if let unwrap = current.as(ForceUnwrapExprSyntax.self) { root = unwrap.expression; continue }
            if let chain = current.as(OptionalChainingExprSyntax.self) { root = chain.expression; continue }
            break
        }
        guard let reference = root?.as(DeclReferenceExprSyntax.self) else { return nil }
        var name = reference.baseName.text
        if name == "self", let member = expr.base.flatMap({ firstMember(after: reference, in: $0) }) { name = member }
        return (reference, name)
    }

    /// The member right after `self` in a chain (`self.dataSource.snapshot()` → dataSource).
    private static func firstMember(after reference: DeclReferenceExprSyntax, in expr: ExprSyntax) -> String? {
        var current: ExprSyntax? = ExprSyntax(reference)
        while let node = current?.parent {
            if let member = node.as(MemberAccessExprSyntax.self), member.base?.id == current?.id {
                return member.declName.baseName.text
            }
            current = node.as(ExprSyntax.self)
            if current == nil { return nil }
        }
        return nil
    }

    private func objectMember(_ name: String, of object: SwiftObject, at: SourcePosition) throws -> SwiftValue {
        if let value = object.properties[name] { return value }
        if object.kind == .section, name == "orthogonalScrollingProperties" {
            let properties = SwiftObject(.scrollingProperties, [:], at: at)
            object.properties[name] = .object(properties)
            return .object(properties)
        }
        if let value = UIKitAPI.defaultProperty(name, of: object.kind) { return value }
        if let value = try extensionMember(name, of: .object(object), at: at) { return value }
        throw InterpreterError.unsupported("'\(name)' of \(object.kind.rawValue)", at: at)
    }

    /// `Type.name`: enum cases, `allCases`, UIKit's constants, static properties of the file's types.
    func staticMember(_ typeName: String, _ name: String, at: SourcePosition) throws -> SwiftValue {
        if name == "self" { return .type(typeName) }   // `HeaderView.self`
        // A nested type (`Layout.Metrics`): types are known by their own names.
        if program.enums[typeName] != nil || program.types[typeName] != nil, name.first?.isUppercase == true,
           program.enums[name] != nil || program.types[name] != nil {
            return .type(name)
        }
        if let swiftEnum = program.enums[typeName] {
            if let index = swiftEnum.index(of: name) { return .enumValue(swiftEnum, index) }
            if name == "allCases" { return .array(swiftEnum.cases.indices.map { .enumValue(swiftEnum, $0) }) }
            if let value = try property(name, of: swiftEnum.members, at: at, selfValue: .type(typeName)) { return value }
            throw InterpreterError(position: at, message: "type '\(typeName)' has no member '\(name)'")
        }
        if let type = program.types[typeName] {
            if let value = try property(name, of: type, at: at) { return value }
            // A member a protocol extension gives (`static var reuseIdentifier: String { String(describing: self) }`).
            for conformance in type.inherited {
                if let protocolType = program.types[conformance],
                   let value = try property(name, of: protocolType, at: at, selfValue: .type(typeName)) {
                    return value
                }
            }
            if !UIKitAPI.typeNames.contains(typeName), name.first?.isLowercase == true {
                // A member of the program's type that no file given declares: an identifier, as an undeclared name.
                return .opaque("\(typeName).\(name)", at)
            }
        }
        if let value = try viewStaticMember(typeName, name, at: at) { return value }
        if let value = try UIKitAPI.staticMember(typeName, name, interpreter: self, at: at) { return value }
        throw InterpreterError.unsupported("'\(typeName).\(name)'", hint: UIKitAPI.rejectedNames["\(typeName).\(name)"],
                                           at: at)
    }
}

/// Properties of the environment and geometry values.
enum GeometryMembers {
    static func member(_ name: String, of base: SwiftValue) throws -> SwiftValue? {
        switch base {
        case .environment(let environment):
            switch name {
            case "container": return .container(environment.container)
            case "traitCollection": return .traits(environment.traitCollection)
            default: return nil
            }
        case .container(let container):
            switch name {
            case "contentSize": return .size(container.contentSize)
            case "effectiveContentSize": return .size(container.effectiveContentSize)
            case "contentInsets": return .insets(container.contentInsets)
            case "effectiveContentInsets": return .insets(container.effectiveContentInsets)
            default: return nil
            }
        case .traits(let traits):
            switch name {
            case "horizontalSizeClass": return .member(traits.horizontalSizeClass.rawValue)
            case "verticalSizeClass": return .member(traits.verticalSizeClass.rawValue)
            case "preferredContentSizeCategory": return .member(traits.preferredContentSizeCategory.rawValue)
            case "displayScale": return .double(traits.displayScale)
            case "layoutDirection": return .member(traits.layoutDirection.rawValue)
            case "userInterfaceIdiom": return .member("phone")
            default: return nil
            }
        case .member(let raw):
            if name == "isAccessibilityCategory", let category = ContentSizeCategory(rawValue: raw) {
                return .bool(category.isAccessibilityCategory)
            }
            return nil
        default:
            return try shape(name, of: base)
        }
    }

    /// Sizes, points, rectangles, insets, layout sizes, dimensions and transforms.
    private static func shape(_ name: String, of base: SwiftValue) throws -> SwiftValue? {
        switch base {
        case .size(let size):
            switch name {
            case "width": return .double(size.width)
            case "height": return .double(size.height)
            default: return nil
            }
        case .point(let point):
            switch name {
            case "x": return .double(point.x)
            case "y": return .double(point.y)
            default: return nil
            }
        case .rect(let rect):
            switch name {
            case "origin": return .point(rect.origin)
            case "size": return .size(rect.size)
            case "width": return .double(rect.width)
            case "height": return .double(rect.height)
            case "minX": return .double(rect.minX)
            case "minY": return .double(rect.minY)
            case "midX": return .double(rect.mid(.horizontal))
            case "midY": return .double(rect.mid(.vertical))
            case "maxX": return .double(rect.maxX)
            case "maxY": return .double(rect.maxY)
            default: return nil
            }
        case .insets(let insets):
            switch name {
            case "top": return .double(insets.top)
            case "leading", "left": return .double(insets.leading)   // a view's UIEdgeInsets (left to right)
            case "bottom": return .double(insets.bottom)
            case "trailing", "right": return .double(insets.trailing)
            default: return nil
            }
        case .layoutSize(let size):
            switch name {
            case "widthDimension": return .dimension(size.widthDimension)
            case "heightDimension": return .dimension(size.heightDimension)
            default: return nil
            }
        case .dimension(let dimension):
            switch name {
            case "dimension": return .double(dimension.value)
            case "isFractionalWidth": if case .fractionalWidth = dimension { return .bool(true) } else { return .bool(false) }
            case "isFractionalHeight": if case .fractionalHeight = dimension { return .bool(true) } else { return .bool(false) }
            case "isAbsolute": if case .absolute = dimension { return .bool(true) } else { return .bool(false) }
            case "isEstimated": if case .estimated = dimension { return .bool(true) } else { return .bool(false) }
            default: return nil
            }
        case .transform(let t):
            switch name {
            case "a": return .double(t.a)
            case "b": return .double(t.b)
            case "c": return .double(t.c)
            case "d": return .double(t.d)
            case "tx": return .double(t.tx)
            case "ty": return .double(t.ty)
            default: return nil
            }
        default:
            return nil
        }
    }
}
