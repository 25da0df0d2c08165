// Actions on request (`--set PROPERTY=VALUE`, `--call METHOD`) and property observers (`willSet`/`didSet`).

import SwiftSyntax
import TesseraViews

/// What a run does to a view controller once it has appeared: properties set, then methods called, in order.
public struct ScreenActions: Sendable, Hashable {
    /// `--set PROPERTY=VALUE`: a stored property of the view controller (`userName=slack`), or a member of a view
    /// one holds (`fahrenheitTextField.text=212`).
    public struct Setting: Sendable, Hashable {
        public var property: String
        public var value: String

        public init(property: String, value: String) {
            self.property = property
            self.value = value
        }

        /// `PROPERTY=VALUE` split at the first `=`; nil without one or without a property.
        public init?(_ text: String) {
            guard let equals = text.firstIndex(of: "="), equals != text.startIndex else { return nil }
            self.init(property: String(text[..<equals]), value: String(text[text.index(after: equals)...]))
        }
    }

    public var sets: [Setting]
    /// `--call METHOD`: method names (`btn1Action`, or as a selector: `btn1Action(_:)`).
    public var calls: [String]

    public init(sets: [Setting] = [], calls: [String] = []) {
        self.sets = sets
        self.calls = calls
    }

    public var isEmpty: Bool { sets.isEmpty && calls.isEmpty }
}

extension Interpreter {
    /// Sets `actions.sets`, then calls `actions.calls`, on the view controller `instance` (after its lifecycle).
    /// Errors are at `at` (the entry's declaration) and name the entry and the closest names.
    func perform(_ actions: ScreenActions, on instance: SwiftTypeContext, root: ViewObject, at: SourcePosition) throws {
        for setting in actions.sets { try apply(setting, on: instance, at: at) }
        for call in actions.calls { try callAction(call, on: instance, root: root, at: at) }
    }

    // MARK: --set

    private func apply(_ setting: ScreenActions.Setting, on instance: SwiftTypeContext, at: SourcePosition) throws {
        let path = setting.property.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let name = path[0]
        let stored = instance.storedOrder
        guard instance.properties[name] != nil, stored.contains(name) else {
            throw InterpreterError(position: at, message: "--set \(setting.property)=…: \(instance.name) has no stored "
                + "property '\(name)'" + NameSuggestion.didYouMean(name, among: stored)
                + " (its stored properties: \(stored.joined(separator: ", ")))")
        }
        if path.count == 1 {
            let value = try parse(setting, typeName: instance.properties[name]?.typeAnnotation?.type.trimmedDescription,
                                  current: instance.cache[name], at: at)
            try storeProperty(name, of: instance, value, at: at)
            return
        }
        guard path.count == 2, case .view(let view)? = try property(name, of: instance, at: at) else {
            throw InterpreterError(position: at, message: "--set \(setting.property)=…: only a stored property, or a "
                + "member of a view one holds (fieldProperty.text=…), can be set")
        }
        let member = path[1]
        guard let current = try? viewMember(member, of: .view(view), at: at), Self.isPlain(current) else {
            throw InterpreterError(position: at, message: "--set \(setting.property)=…: '\(member)' of \(name) (a "
                + "\(view.className)) is not a text, number or Boolean the command line can give (e.g. \(name).text=…)")
        }
        let value = try parse(setting, typeName: current.isNull ? "String" : nil, current: current, at: at)
        _ = try setViewMember(member, of: .view(view), to: value, at: at)
    }

    /// Whether a value is one a command line can give: a string, number, Boolean or nil.
    private static func isPlain(_ value: SwiftValue) -> Bool {
        switch value {
        case .string, .int, .double, .bool, .null: return true
        default: return false
        }
    }

    /// VALUE read as the property's declared type (String, Int, Double, CGFloat, Float, Bool, optionals of them),
    /// or, undeclared, as its current value's; `nil` for an optional.
    private func parse(_ setting: ScreenActions.Setting, typeName: String?, current: SwiftValue?,
                       at: SourcePosition) throws -> SwiftValue {
        var type = typeName ?? ""
        let isOptional = type.hasSuffix("?") || type.hasSuffix("!")
        if isOptional { type.removeLast() }
        if isOptional, setting.value == "nil" { return .null }
        if type.isEmpty, let current {
            switch current {
            case .string: type = "String"
            case .int: type = "Int"
            case .double: type = "Double"
            case .bool: type = "Bool"
            default: break
            }
        }
        let text = setting.value
        func wrong(_ expected: String) -> InterpreterError {
            InterpreterError(position: at, message: "--set \(setting.property)=\(text): '\(text)' is not \(expected)")
        }
        switch type {
        case "String": return .string(text)
        case "Int":
            guard let value = Int(text) else { throw wrong("a whole number (the property is an Int)") }
            return .int(value)
        case "Double", "CGFloat", "Float":
            guard let value = Double(text), value.isFinite else { throw wrong("a number (the property is a \(type))") }
            return .double(value)
        case "Bool":
            guard let value = Bool(text) else { throw wrong("true or false (the property is a Bool)") }
            return .bool(value)
        default:
            throw InterpreterError(position: at, message: "--set \(setting.property)=…: the property's type "
                + "\(typeName.map { "'\($0)'" } ?? "(not written)") cannot be given on the command line (String, Int, "
                + "Double, CGFloat, Float or Bool can; a view's text as property.text=…)")
        }
    }

    // MARK: --call

    private func callAction(_ written: String, on instance: SwiftTypeContext, root: ViewObject, at: SourcePosition) throws {
        let name = written.firstIndex(of: "(").map { String(written[..<$0]) } ?? written
        let methods = instance.functions.keys.sorted()
        guard let overloads = instance.functions[name] else {
            throw InterpreterError(position: at, message: "--call \(written): \(instance.name) has no method '\(name)'"
                + NameSuggestion.didYouMean(name, among: methods) + " (its methods: \(methods.joined(separator: ", ")))")
        }
        var reasons: [String] = []
        for declaration in overloads {
            let scope = Scope(parent: globals, selfValue: .instance(instance))
            let function = SwiftFunction(declaration: declaration, captured: scope, cache: signatures)
            do {
                let arguments = try function.parameters.compactMap { parameter in
                    try standIn(for: parameter, action: name, root: root, controller: instance, at: at)
                }
                _ = try invoke(function, arguments, at: position(declaration))
                return
            } catch let reason as StandInMissing {
                reasons.append(reason.message)
            }
        }
        throw InterpreterError(position: at, message: "--call \(written): \(instance.name).\(name) needs "
            + reasons.joined(separator: "; ") + " (only senders get stand-ins: a control, Any, AnyObject, a gesture "
            + "recognizer; and Bool, false)")
    }

    private struct StandInMissing: Error { let message: String }

    /// The argument `--call` passes for a parameter: none when it has a default value; the control that
    /// registered the action with `addTarget` (else a new one of the parameter's class, outside the view tree) for a
    /// control; that control, else the view controller, for `Any`/`AnyObject`; a recognizer for a gesture
    /// recognizer; false for a Bool (`animated`).
    private func standIn(for parameter: SwiftFunction.Parameter, action: String, root: ViewObject,
                         controller: SwiftTypeContext, at: SourcePosition) throws -> Argument? {
        if parameter.defaultValue != nil { return nil }
        var type = parameter.type ?? ""
        if type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        let target = Self.control(registering: action, in: root)
        let value: SwiftValue
        switch type {
        case _ where Self.viewClasses[type] != nil || type == "UIControl":
            if let target, type == "UIControl" || target.className == type {
                value = .view(target)
            } else if let made = try constructViewValue(type == "UIControl" ? "UIButton" : type, [], at: at) {
                value = made
            } else {
                throw StandInMissing(message: "'\(parameter.name): \(type)'")
            }
        case "Any", "AnyObject", "NSObject": value = target.map(SwiftValue.view) ?? .instance(controller)
        case _ where type.hasSuffix("GestureRecognizer"): value = .drawing(type)
        case "Bool": value = .bool(false)
        default: throw StandInMissing(message: "'\(parameter.name): \(type)'")
        }
        return Argument(label: parameter.label, value: value, location: at)
    }

    /// The first view of the tree (depth first) whose `addTarget(_:action:for:)` named the action.
    static func control(registering action: String, in root: ViewObject) -> ViewObject? {
        if case .array(let actions)? = root.stored[targetActionsKey],
           actions.contains(where: { if case .string(action) = $0 { return true }; return false }) { return root }
        for subview in root.subviews {
            if let found = control(registering: action, in: subview) { return found }
        }
        return nil
    }

    /// Where a view keeps the actions `addTarget` registered (their selectors' names).
    static let targetActionsKey = "addTarget.actions"

    /// `#selector(name)`, `#selector(name(_:))`, `#selector(Type.name)`: the value kept for a target's action.
    static func selectorValue(_ macro: MacroExpansionExprSyntax) -> SwiftValue {
        var expr = macro.arguments.first?.expression
        if let call = expr?.as(FunctionCallExprSyntax.self) { expr = call.calledExpression }
        let name = expr?.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expr?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return .drawing(name.map { "Selector(\($0))" } ?? "Selector")
    }

    /// `addTarget(_:action:for:)`: the action's name kept on the control, for `--call`'s sender.
    func registerTarget(_ arguments: [Argument], on view: ViewObject) {
        guard let action = arguments.first(where: { $0.label == "action" }),
              case .drawing(let selector) = action.value, selector.hasPrefix("Selector("), selector.hasSuffix(")") else { return }
        let name = String(selector.dropFirst("Selector(".count).dropLast())
        guard case .array(var names) = view.stored[Self.targetActionsKey] ?? .array([]) else { return }
        names.append(.string(name))
        view.stored[Self.targetActionsKey] = .array(names)
    }

    // MARK: Property observers

    /// Whether a binding is stored with observers (`var x: T { didSet { … } }`): stored, not computed.
    static func isObserved(_ binding: PatternBindingSyntax) -> Bool {
        guard case .accessors(let list)? = binding.accessorBlock?.accessors else { return false }
        return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    /// `name = value` on an instance of a view subclass or a cell that declares no property `name`: its own view's
    /// property (`backgroundColor`, `layoutMargins` …) set; false when the view has no such property (or it is none).
    func setOwnViewMember(_ name: String, of type: SwiftTypeContext, _ value: SwiftValue, at: SourcePosition) throws -> Bool {
        guard type.properties[name] == nil, let own = ownView(of: type) else { return false }
        return try setViewMember(name, of: .view(own), to: value, at: at)
    }

    /// `self.name = value` on an instance of the file's types: `willSet` (with `newValue`), the store, `didSet`
    /// (with `oldValue`). Inside its own observer, a property is set without running them again, as in Swift.
    func storeProperty(_ name: String, of type: SwiftTypeContext, _ value: SwiftValue, at: SourcePosition) throws {
        if try setOwnViewMember(name, of: type, value, at: at) {
            return   // `self.backgroundColor = …` in a view subclass or a cell: its own view's property
        }
        let key = "\(ObjectIdentifier(type).hashValue).\(name)"
        guard let binding = type.properties[name], Self.isObserved(binding), !observing.contains(key),
              case .accessors(let list)? = binding.accessorBlock?.accessors else {
            type.cache[name] = value
            noteStored(value, property: name)
            return
        }
        observing.insert(key)
        defer { observing.remove(key) }
        let oldValue = type.cache[name] ?? .null
        for accessor in list where accessor.accessorSpecifier.tokenKind == .keyword(.willSet) {
            try runObserver(accessor, of: type, bound: ("newValue", value), at: at)
        }
        type.cache[name] = value
        noteStored(value, property: name)
        for accessor in list where accessor.accessorSpecifier.tokenKind == .keyword(.didSet) {
            try runObserver(accessor, of: type, bound: ("oldValue", oldValue), at: at)
        }
    }

    private func runObserver(_ accessor: AccessorDeclSyntax, of type: SwiftTypeContext, bound: (String, SwiftValue),
                             at: SourcePosition) throws {
        guard let body = accessor.body else { return }
        let scope = Scope(parent: Scope(parent: globals, selfValue: .instance(type)))
        scope.values[accessor.parameters?.name.text ?? bound.0] = bound.1
        depth += 1
        defer { depth -= 1 }
        guard depth <= limits.callDepth else {
            throw InterpreterError(position: at, message: "calls nested deeper than \(limits.callDepth)")
        }
        _ = try run(body.statements, in: scope)
    }
}
