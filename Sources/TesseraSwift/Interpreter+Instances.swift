// Instances of the program's own classes and structs: their `init`s, memberwise initialisers and layout subclasses.

import SwiftSyntax

extension Interpreter {
    /// `Type(arguments)` for a class or struct the program declares: a new instance with its own stored values,
    /// made by the `init` that takes the arguments (or a struct's memberwise initialiser). A subclass of UIKit's
    /// compositional layout is the layout its `super.init(…)` made.
    func instantiate(_ type: SwiftTypeContext, _ arguments: [Argument], at: SourcePosition) throws -> SwiftValue {
        let instance = type.makeInstance()
        try runInitializer(of: instance, arguments, at: at)
        if let made = instance.cache[Self.superKey] { return made }
        return .instance(instance)
    }

    /// The key under which an instance keeps the UIKit object its `super.init(…)` made.
    static let superKey = "super.init"

    /// Runs the `init` of `instance` that takes `arguments`, or its memberwise initialiser.
    func runInitializer(of instance: SwiftTypeContext, _ arguments: [Argument], at: SourcePosition) throws {
        if !instance.initializers.isEmpty {
            let scope = Scope(parent: globals, selfValue: .instance(instance))
            let candidates = instance.initializers.map { SwiftFunction(initializer: $0, captured: scope, cache: signatures) }
            guard let chosen = candidates.first(where: { $0.accepts(arguments) }) else {
                throw InterpreterError(position: at, message: "no init of \(instance.name) takes "
                    + ArgumentReader.signature(instance.name, arguments))
            }
            _ = try invoke(chosen, arguments, at: at)
            return
        }
        var index = 0
        for field in memberwiseFields(of: instance) {
            if index < arguments.count, arguments[index].label == field.name {
                var value = arguments[index].value
                if let annotation = field.annotation {
                    value = try coerce(value, toTypeNamed: annotation, at: arguments[index].location)
                }
                instance.cache[field.name] = value
                index += 1
            } else if !field.hasInitialValue {
                throw InterpreterError(position: at, message: "missing argument '\(field.name):' in the call to \(instance.name)(…)")
            }
        }
        if index < arguments.count {
            throw InterpreterError(position: arguments[index].location,
                                   message: "extra argument '\(arguments[index].label ?? "_")' in the call to \(instance.name)(…)")
        }
    }

    /// A struct's memberwise initialiser's parameters, read once per type: its stored properties in order, each
    /// with its written type and whether it has an initial value. None for a class.
    private func memberwiseFields(of instance: SwiftTypeContext) -> [NodeCache.MemberwiseField] {
        guard instance.isStruct else { return [] }
        if let found = nodes.memberwise[instance.name] { return found }
        let fields = instance.storedOrder.compactMap { name in
            instance.properties[name].map { binding in
                NodeCache.MemberwiseField(name: name, annotation: binding.typeAnnotation.map { signatures.text(of: $0.type) },
                                          hasInitialValue: binding.initializer != nil)
            }
        }
        nodes.memberwise[instance.name] = fields
        return fields
    }

    /// `super.init(…)` in an `init`: for a subclass of UIKit's layout classes, the object it makes; otherwise
    /// (`NSObject`, `UIViewController`) nothing.
    func superInit(_ arguments: [Argument], in scope: Scope, at: SourcePosition) throws -> SwiftValue {
        guard case .instance(let instance)? = scope.selfValue else {
            throw InterpreterError.unsupported("super.init outside an init", at: at)
        }
        if instance.superclass == Self.collectionControllerClass,
           let layout = arguments.first(where: { $0.label == "collectionViewLayout" }) {
            instance.cache[Self.controllerLayoutKey] = layout.value   // its collection view's (Interpreter+Cells.swift)
        }
        guard let superclass = instance.superclass, let uikit = Self.objectTypes[superclass] else { return .void }
        instance.cache[Self.superKey] = try construct(uikit, arguments, at: at)
        return .void
    }
}

extension Interpreter {
    /// `super.name(arguments)` written in a class whose superclass is a class of the file: that class's
    /// implementation (or the nearest one up its chain) run on the same instance — `super.setUp()`,
    /// `super.init(frame: frame)`. Nil when the superclass is UIKit's or declares no such member (UIKit's part then).
    /// `program.fileSuperclass(of:)`, read once per node (it walks up to the enclosing class at each `super.`).
    func fileSuperclass(of node: Syntax) -> SwiftTypeContext? {
        if let found = nodes.superclasses[node.id] { return found }
        let parent = program.fileSuperclass(of: node)
        nodes.superclasses[node.id] = .some(parent)
        return parent
    }

    func superCallInFile(_ name: String, _ arguments: [Argument], from node: Syntax, in scope: Scope,
                         at: SourcePosition) throws -> SwiftValue? {
        guard let parent = fileSuperclass(of: node), case .instance(let instance)? = scope.selfValue else { return nil }
        let captured = Scope(parent: globals, selfValue: .instance(instance))
        if name == "init" {
            let inits = parent.initializers.map { SwiftFunction(initializer: $0, captured: captured, cache: signatures) }
            if let chosen = inits.first(where: { $0.accepts(arguments) }) {
                _ = try invoke(chosen, arguments, at: at)
                return .void
            }
            // A view's `super.init(frame:)` reaching UIKit's through a parent declaring none: the frame is set.
            if let own = ownView(of: instance), Self.isFrameOnly(arguments) {
                if case .rect(let frame)? = arguments.first?.value { own.frame = frame }
                return .void
            }
            throw InterpreterError(position: at, message: "no init of \(parent.name) takes "
                + ArgumentReader.signature(parent.name, arguments))
        }
        let methods = (parent.functions[name] ?? []).map { SwiftFunction(declaration: $0, captured: captured, cache: signatures) }
        guard let chosen = methods.first(where: { $0.accepts(arguments) }) else { return nil }
        return try invoke(chosen, arguments, at: at)
    }

    /// `super.name` read in a class whose superclass is a class of the file: the parent's computed property (the
    /// nearest up the chain) evaluated on the same instance, or the stored property the instance shares with it.
    /// Nil when the superclass is UIKit's or declares no such property.
    func superProperty(_ name: String, from node: Syntax, in scope: Scope, at: SourcePosition) throws -> SwiftValue? {
        guard let parent = fileSuperclass(of: node), case .instance(let instance)? = scope.selfValue,
              let binding = parent.properties[name] else { return nil }
        if binding.accessorBlock != nil, !Self.isObserved(binding) {
            return try property(name, of: parent, at: at, selfValue: .instance(instance))
        }
        return try property(name, of: instance, at: at)
    }
}
