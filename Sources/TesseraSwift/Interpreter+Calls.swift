// Names and calls: variables, the file's functions and properties, closures, and built-in functions.

import Foundation
import SwiftSyntax

extension Interpreter {
    /// The value of a name: a local, a property or function of `self`'s type or of the file, an enum, a type.
    func name(_ reference: DeclReferenceExprSyntax, in scope: Scope) throws -> SwiftValue {
        let named = named(reference)
        let name = named.name
        if name == "self" {
            if let value = scope.selfValue { return value }
            throw InterpreterError.unsupported("self outside a type", at: position(reference))
        }
        if named.isTypeName { return .type(name) }
        if let value = scope.lookup(name) { return value }
        let at = named.at
        if case .instance(let type)? = scope.selfValue {
            if let screen = try screenValue(name, of: type, at: at) { return screen }
            if let value = try property(name, of: type, at: at) { return value }
            if let value = viewControllerValue(name, of: type) { return value }
        }
        if case .type(let typeName)? = scope.selfValue,
           let members = program.enums[typeName]?.members ?? program.types[typeName],
           let value = try property(name, of: members, at: at, selfValue: .type(typeName)) {
            return value   // a static member read unqualified in a static function
        }
        if let (type, index) = scope.selfValue.flatMap(Self.enumCase) {
            if name == "rawValue" { return type.cases[index].raw }
            if let value = try property(name, of: type.members, at: at, selfValue: scope.selfValue) {
                return value
            }
        }
        if let selfValue = scope.selfValue {
            switch selfValue {
            case .instance, .enumValue, .enumPayload, .type: break
            default:   // inside an extension of a UIKit type: `container` is `self.container`
                if let value = try valueMember(name, of: selfValue, at: at) { return value }
            }
        }
        if let value = try property(name, of: program.topLevel, at: at) { return value }
        if program.enums[name] != nil || program.types[name] != nil || UIKitAPI.typeNames.contains(name)
            || (viewWorld != nil && (Self.viewClasses[name] != nil || Self.viewControllerTypes.contains(name))) {
            // Names are resolved lexically: no variable or property of this name is in reach of this reference at
            // any evaluation, so it names this type at every one.
            nodes.names[reference.id]?.isTypeName = true
            return .type(name)
        }
        if let builtin = Builtins.function(name) { return .function(builtin) }
        if UIKitAPI.rejectedNames[name] == nil, name.first?.isUppercase == true,
           let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == ExprSyntax(reference).id,
           member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != ExprSyntax(member).id {
            // `TodayHeader.kind` of a type from elsewhere: an identifier, usable only where UIKit wants a string.
            return .opaque(name, at)
        }
        if UIKitAPI.rejectedNames[name] != nil || name.first?.isUppercase == true {
            throw InterpreterError.unsupported("the name '\(name)'", hint: UIKitAPI.rejectedNames[name] ?? Self.undeclaredHint,
                                               at: at)
        }
        throw InterpreterError(position: at, message: "cannot find '\(name)' in the layout code")
    }

    /// Why an undeclared type name is refused, and what to do when another file of the app declares it.
    static let undeclaredHint = "not declared in the Swift given; give the app's other files with --module or a folder"

    /// The refusal of a name the program does not declare, used where an identifier string will not do.
    func unknownName(_ name: String, at position: SourcePosition) -> InterpreterError {
        let root = String(name.prefix { $0 != "." })
        // A declared type's undeclared member is named whole (`Metrics.spacing`); an undeclared type by itself.
        let shown = program.types[root] != nil || program.enums[root] != nil ? name : root
        return InterpreterError.unsupported("the name '\(shown)'", hint: UIKitAPI.rejectedNames[root] ?? Self.undeclaredHint,
                                            at: position)
    }

    /// A function or property of a type (or the top level) as a value; nil when it has none of that name.
    func property(_ name: String, of type: SwiftTypeContext, at position: SourcePosition,
                  selfValue: SwiftValue? = nil) throws -> SwiftValue? {
        // A stored property read before (the most common read): the function case below requires no cached value.
        if let cached = type.cache[name] { return cached }
        let ownSelf = selfValue == nil
        // A method made before: its type has no property of the name (a type's declarations do not change), and only
        // `collectionView` can be a collection view controller's value instead.
        if ownSelf, let made = nodes.methods[ObjectIdentifier(type)]?.functions[name],
           name != "collectionView" || viewWorld == nil || collectionControllerValue(name, of: type) == nil {
            return .function(made)
        }
        let selfValue = selfValue ?? (type.name.isEmpty ? nil : .instance(type))
        // A property of the same name as methods (`collectionView` beside `collectionView(_:cellForItemAt:)`) is
        // what the bare name reads.
        if let functions = type.functions[name], let first = functions.first, type.properties[name] == nil,
           viewWorld == nil || collectionControllerValue(name, of: type) == nil {
            // A method of the type's own `self` is made once (its captured scope stays empty: calls bind in their own).
            let scope = Scope(parent: globals, selfValue: selfValue)
            let function = SwiftFunction(declaration: first, captured: scope, cache: signatures)
            function.overloads = functions.dropFirst().map { SwiftFunction(declaration: $0, captured: scope, cache: signatures) }
            if ownSelf {
                nodes.methods[ObjectIdentifier(type), default: (type, [:])].functions[name] = function
            }
            return .function(function)
        }
        guard let binding = type.properties[name] else { return nil }
        let scope = Scope(parent: globals, selfValue: selfValue)
        var value: SwiftValue
        if let initializer = binding.initializer?.value {
            // A lazy var's closure reading the property itself (a local of the same name that could not be made,
            // passed over in viewDidLoad) would evaluate it again without end.
            let key = "\(ObjectIdentifier(type).hashValue).\(name)"
            guard initializing.insert(key).inserted else {
                throw InterpreterError(position: position, message: "'\(name)' is read while its own initial value is "
                                        + "being made")
            }
            defer { initializing.remove(key) }
            value = try evaluate(initializer, in: scope)
        } else if let accessor = binding.accessorBlock, !Self.isObserved(binding) {
            switch accessor.accessors {
            case .getter(let statements):
                value = try callBody(statements, in: scope, at: position)
            case .accessors(let list):
                guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                      let body = getter.body else {
                    throw InterpreterError.unsupported("the property '\(name)' without a getter", at: position)
                }
                value = try callBody(body.statements, in: scope, at: position)
            }
            if let type = binding.typeAnnotation.map({ signatures.text(of: $0.type) }) {
                value = try coerce(value, toTypeNamed: type, at: position)
            }
            return value   // computed: evaluated on each read
        } else {
            let isOutlet = binding.parent?.parent?.as(VariableDeclSyntax.self)?.attributes.contains {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet"
            } ?? false
            throw InterpreterError.unsupported("the property '\(name)', which has no initial value",
                                               hint: isOutlet ? "an @IBOutlet is set by a storyboard or nib, which Tessera does not read"
                                                   : UIKitAPI.rejectedNames[name] ?? "layout code cannot read state set elsewhere",
                                               at: position)
        }
        if let annotation = binding.typeAnnotation.map({ signatures.text(of: $0.type) }) {
            value = try coerce(value, toTypeNamed: annotation, at: position)
        }
        // Stored `let`/`var`: evaluated once (a `lazy var` or an instance's property).
        if case .function = value {} else {
            type.cache[name] = value
            noteStored(value, property: name)
        }
        return value
    }

    /// Runs a body (a getter or a closure body): single expressions return their value.
    private func callBody(_ statements: CodeBlockItemListSyntax, in scope: Scope, at position: SourcePosition) throws -> SwiftValue {
        if let expr = blocks.items(of: statements).single {
            if let ifExpr = expr.as(IfExprSyntax.self) {
                if case .returned(let v) = try runIf(ifExpr, in: scope) { return v }
                return .void
            }
            if let switchExpr = expr.as(SwitchExprSyntax.self) {
                if case .returned(let v) = try runSwitch(switchExpr, in: scope) { return v }
                return .void
            }
            return try evaluate(expr, in: scope)
        }
        if case .returned(let v) = try run(statements, in: scope) { return v }
        return .void
    }

    // MARK: Calls

    func call(_ expr: FunctionCallExprSyntax, in scope: Scope) throws -> SwiftValue {
        try step(expr)
        let shape = callShape(expr)
        if !shape.isPlain {
            if let empty = emptyCollection(expr) { return empty }
            if let diffable = try screenDataSource(expr, in: scope) ?? cellRegistration(expr, in: scope) ?? diffableValue(expr) {
                return diffable
            }
        }
        // As in Swift, the callee's base comes before the arguments: a refused chain is named first.
        if let member = expr.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil {
            try rejectChain(member, in: scope)
        }
        if !shape.isPlain, let type = expr.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           type.hasSuffix("AttributedString"),
           let label = expr.arguments.first?.label?.text, ["data", "url", "html", "markdown"].contains(label) {
            // Named before its arguments (`Data(…)` would be refused as a file's bytes): the import is the reason.
            throw InterpreterError.unsupported("\(type)(\(label):…)", hint: "importing HTML, RTF or Markdown needs "
                                                + "UIKit's document importers (HTML needs WebKit): set the text, or build "
                                                + "the attributed string from runs with fonts", at: position(expr))
        }
        var arguments = try shape.arguments.map {
            Argument(label: $0.label, value: reference(try evaluate($0.expression, in: scope), $0.expression),
                     location: $0.location)
        }
        if shape.hasTrailingClosures {
            if let trailing = expr.trailingClosure {
                arguments.append(Argument(label: UIKitAPI.trailing, value: .function(SwiftFunction(closure: trailing, captured: scope, cache: signatures)),
                                          location: position(trailing)))
            }
            for extra in expr.additionalTrailingClosures {
                arguments.append(Argument(label: extra.label.text,
                                          value: .function(SwiftFunction(closure: extra.closure, captured: scope, cache: signatures)),
                                          location: position(extra)))
            }
        }
        let at = shape.at
        let called = expr.calledExpression
        if let reference = called.as(DeclReferenceExprSyntax.self), named(reference).name == "Array", arguments.count == 1,
           arguments[0].label == nil {
            return .array(try elements(of: arguments[0].value, at: at))   // `Array(topics.prefix(2))`
        }
        if let member = called.as(MemberAccessExprSyntax.self) {
            let name = memberName(member).name
            guard let baseExpr = member.base else {
                return .implicitCall(name, arguments)   // `.fractionalWidth(1)`, `.init(…)`: read by its context
            }
            return try callMember(name, of: member, base: baseExpr, arguments, call: expr, in: scope, at: at)
        }
        if let reference = called.as(DeclReferenceExprSyntax.self), case let name = named(reference).name,
           let own = ownMethodView(name, in: scope), let value = try viewMethod(name, on: .view(own), arguments, at: at) {
            return value   // `addSubview(label)` in a view subclass or a cell: its own view's method
        }
        let callee = try evaluate(called, in: scope)
        switch callee {
        case .opaque(let name, let position):
            throw unknownName(name, at: position)
        case .type(let typeName):
            return try construct(typeName, arguments, at: at)
        case .function(let function):
            return try invoke(function, arguments, at: at)
        default:
            throw InterpreterError(position: at, message: "cannot call a value of type \(callee.typeName)")
        }
    }

    /// `base.name(arguments)` of a call whose callee is a member access with a base: `super.`'s calls, an append to
    /// an array where it is held, any other method.
    private func callMember(_ name: String, of member: MemberAccessExprSyntax, base baseExpr: ExprSyntax,
                            _ arguments: [Argument], call expr: FunctionCallExprSyntax, in scope: Scope,
                            at: SourcePosition) throws -> SwiftValue {
        if baseExpr.is(SuperExprSyntax.self), let value = try superCallInFile(name, arguments, from: Syntax(member),
                                                                             in: scope, at: at) {
            return value   // `super.setUp()`, `super.init(frame:)` where the superclass is the file's
        }
        if baseExpr.is(SuperExprSyntax.self), name == "init" {
            return try superInit(arguments, in: scope, at: at)
        }
        if baseExpr.is(SuperExprSyntax.self), viewWorld != nil {
            return .void   // `super.viewDidLoad()`: UIKit's own part does nothing Tessera lays out
        }
        if name == "append", arguments.count == 1, try appendInPlace(arguments[0], to: baseExpr, in: scope, at: at) {
            return .void
        }
        let base = try evaluate(baseExpr, in: scope)
        if case .null = base, !Self.isOptionalChain(baseExpr) {
            throw nilError(baseExpr, in: scope)
        }
        if case .instance(let type) = base, type.isStruct, Self.isMutating(name, of: type), !Self.isSelf(baseExpr),
           baseExpr.is(DeclReferenceExprSyntax.self) || baseExpr.is(MemberAccessExprSyntax.self)
            || baseExpr.is(SubscriptCallExprSyntax.self) {
            // A struct is a value: its mutating method changes a copy, then stored back where the struct came from
            // (a class's property holding it is set after the method, as Swift sets it).
            let changed = type.copied()
            let value = try callMethod(name, on: .instance(changed), arguments, at: at, text: expr)
            try assign(.instance(changed), to: baseExpr, in: scope)
            return value
        }
        if name == "append", case .array(var values) = base, arguments.count == 1 {
            // A mutating method: the array is changed where it is held.
            try append(arguments[0], to: &values, at: at)
            try assign(.array(values), to: baseExpr, in: scope)
            return .void
        }
        return try callMethod(name, on: base, arguments, at: at, text: expr)
    }

    /// Whether the type's methods of this name are `mutating` (a struct's).
    static func isMutating(_ name: String, of type: SwiftTypeContext) -> Bool {
        type.functions[name]?.contains { $0.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) } } == true
    }

    /// What `call` reads of `expr`'s syntax, read once per node.
    func callShape(_ expr: FunctionCallExprSyntax) -> NodeCache.CallShape {
        if let found = nodes.calls[expr.id] { return found }
        let called = expr.calledExpression
        var isPlain = called.is(MemberAccessExprSyntax.self)
        if let name = called.as(DeclReferenceExprSyntax.self)?.baseName.text {
            isPlain = !name.hasSuffix("AttributedString") && name != "NSDiffableDataSourceSnapshot"
                && name != "UICollectionViewDiffableDataSource"
        }
        let shape = NodeCache.CallShape(isPlain: isPlain, at: position(expr), arguments: expr.arguments.map {
            (label: $0.label?.text, expression: $0.expression, location: position($0))
        }, hasTrailingClosures: expr.trailingClosure != nil || !expr.additionalTrailingClosures.isEmpty)
        nodes.calls[expr.id] = shape
        return shape
    }

    /// A name reference's name and position, read once per node.
    func named(_ reference: DeclReferenceExprSyntax) -> NodeCache.NamedNode {
        namedNode(reference) { NodeCache.NamedNode(name: reference.baseName.text, at: position(reference)) }
    }

    /// The name and position `read` reads from `node`, read once per node (`nodes.names`: a name reference, a
    /// member access, an identifier pattern, a prefix operator).
    func namedNode(_ node: some SyntaxProtocol, _ read: () -> NodeCache.NamedNode) -> NodeCache.NamedNode {
        let id = node.id
        if let found = nodes.names[id] { return found }
        let named = read()
        nodes.names[id] = named
        return named
    }

    /// A function of the file passed by name (`titles.map(makeButton)`, `items.forEach(configure(_:))`) is called
    /// as Swift calls a function reference: by position, its argument labels dropped.
    func reference(_ value: SwiftValue, _ expr: ExprSyntax) -> SwiftValue {
        guard case .function(let function) = value, !function.isClosure,
              expr.is(DeclReferenceExprSyntax.self) || expr.is(MemberAccessExprSyntax.self) else { return value }
        return .function(SwiftFunction(native: function.name) { [unowned self] arguments, position in
            let labelled = arguments.enumerated().map { index, argument in
                Argument(label: index < function.parameters.count ? function.parameters[index].label : argument.label,
                         value: argument.value, location: argument.location)
            }
            return try invoke(function, labelled, at: position)
        })
    }

    /// `base.name(arguments)`.
    func callMethod(_ name: String, on base: SwiftValue, _ arguments: [Argument], at: SourcePosition,
                    text: FunctionCallExprSyntax) throws -> SwiftValue {
        switch base {
        case .type(let typeName):
            if name == "init" { return try construct(typeName, arguments, at: at) }
            return try callStatic(typeName, name, arguments, at: at)
        case .instance(let type):
            if name == "init" {   // `self.init(…)` in a convenience init
                if try inheritedViewInit(of: type, arguments, at: at) { return .void }
                try runInitializer(of: type, arguments, at: at)
                return .void
            }
            guard let function = try property(name, of: type, at: at) else {
                if let own = ownView(of: type), let value = try viewMethod(name, on: .view(own), arguments, at: at) {
                    return value   // `self.addSubview(label)` in a view subclass or a cell
                }
                throw InterpreterError.unsupported("the method '\(name)' of \(type.name)",
                                                   hint: "only functions declared in the file can be called", at: at)
            }
            return try invoke(function, arguments, at: at)
        case .enumValue(let type, _), .enumPayload(let type, _, _):
            guard let function = try property(name, of: type.members, at: at, selfValue: base) else {
                throw InterpreterError(position: at, message: "type '\(type.name)' has no method '\(name)'")
            }
            return try invoke(function, arguments, at: at)
        case .null:
            return .null   // `self?.method()` on a released self
        case .opaque(let name, let position):
            throw unknownName(name, at: position)
        case .snapshot, .dataSource:
            if let value = try diffableMethod(name, on: base, arguments, at: at) { return value }
            throw InterpreterError.unsupported("the method '\(name)' of \(base.typeName)", at: at)
        default:
            if let function = try extensionMember(name, of: base, at: at), case .function = function {
                return try invoke(function, arguments, at: at)
            }
            if let value = try viewMethod(name, on: base, arguments, at: at) { return value }
            if viewWorld != nil, name == "invalidateLayout", case .object(let object) = base, object.kind == .layout {
                return .void   // `collectionView.collectionViewLayout.invalidateLayout()`: the run lays it out anyway
            }
            return try Builtins.method(name, on: base, arguments, interpreter: self, at: at)
        }
    }

    /// Calls a function value with arguments, checking the call depth.
    func invoke(_ callee: SwiftValue, _ arguments: [Argument], at: SourcePosition) throws -> SwiftValue {
        guard case .function(let function) = callee else {
            throw InterpreterError(position: at, message: "cannot call a value of type \(callee.typeName)")
        }
        return try invoke(function, arguments, at: at)
    }

    func invoke(_ function: SwiftFunction, _ arguments: [Argument], at: SourcePosition) throws -> SwiftValue {
        let function = function.resolved(for: arguments)
        depth += 1
        defer { depth -= 1 }
        guard depth <= limits.callDepth else {
            throw InterpreterError(position: at, message: "calls nested deeper than \(limits.callDepth) "
                                    + "(a function that calls itself without end?)")
        }
        switch function.body {
        case .native(let body):
            return try body(arguments, at)
        case .statements(let statements):
            let scope = Scope(parent: function.captured)
            try bindArguments(function, arguments, into: scope, at: at)
            var value = try callBody(statements, in: scope, at: at)
            if let type = function.returnType, !Self.isFunctionType(type) {
                value = try coerce(value, toTypeNamed: type, at: at)
            }
            return value
        }
    }

    /// `$0` … `$7`, made once.
    static let anonymousNames = (0..<8).map { "$\($0)" }

    /// Whether a type's text has `->` (a function type), scanned as bytes (Foundation's `contains` is slow per call).
    static func isFunctionType(_ type: String) -> Bool {
        var previous: UInt8 = 0
        for byte in type.utf8 {
            if previous == UInt8(ascii: "-"), byte == UInt8(ascii: ">") { return true }
            previous = byte
        }
        return false
    }

    private func bindArguments(_ function: SwiftFunction, _ arguments: [Argument], into scope: Scope,
                               at: SourcePosition) throws {
        if function.isClosure {
            if function.usesAnonymousArguments {
                for (index, argument) in arguments.enumerated() {
                    scope.values[index < Self.anonymousNames.count ? Self.anonymousNames[index] : "$\(index)"] = argument.value
                }
                return
            }
            guard arguments.count == function.parameters.count || function.parameters.isEmpty else {
                throw InterpreterError(position: at, message: "the closure takes \(function.parameters.count) "
                                        + "argument\(function.parameters.count == 1 ? "" : "s"), given \(arguments.count)")
            }
            for (parameter, argument) in zip(function.parameters, arguments) {
                var value = argument.value
                if let type = parameter.type { value = try coerce(value, toTypeNamed: type, at: argument.location) }
                scope.values[parameter.name] = value
            }
            return
        }
        var index = 0
        for parameter in function.parameters {
            if parameter.isVariadic {
                // `views: UIView...`: the labelled argument and the unlabelled ones after it.
                var values: [SwiftValue] = []
                if index < arguments.count, arguments[index].label == parameter.label {
                    values.append(arguments[index].value)
                    index += 1
                    while index < arguments.count, arguments[index].label == nil {
                        values.append(arguments[index].value)
                        index += 1
                    }
                }
                scope.values[parameter.name] = .array(values)
                continue
            }
            if index < arguments.count, arguments[index].label == parameter.label
                || (parameter.label != nil && arguments[index].label == UIKitAPI.trailing) {
                var value = arguments[index].value
                if let type = parameter.type { value = try coerce(value, toTypeNamed: type, at: arguments[index].location) }
                scope.values[parameter.name] = value
                index += 1
            } else if let defaultValue = parameter.defaultValue {
                var value = try evaluate(defaultValue, in: function.captured ?? globals)
                if let type = parameter.type { value = try coerce(value, toTypeNamed: type, at: at) }
                scope.values[parameter.name] = value
            } else {
                throw InterpreterError(position: at, message: "missing argument '\(parameter.label ?? "_")' "
                                        + "in the call to \(function.name)")
            }
        }
        if index < arguments.count {
            throw InterpreterError(position: arguments[index].location,
                                   message: "extra argument '\(arguments[index].label ?? "_")' in the call to \(function.name)")
        }
    }
}
