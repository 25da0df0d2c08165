// Running a layout entry: calling it, and wrapping the layout or section it returns for the engine.

import SwiftSyntax
import TesseraLayout

/// Calls an entry and turns what it returns into a `CompositionalLayout`.
struct EntryRunner {
    let interpreter: Interpreter
    let declaration: Syntax
    let context: SwiftTypeContext
    let locate: (Error) -> Error

    private var selfValue: SwiftValue? { context.name.isEmpty ? nil : .instance(context) }

    func layout(kind: SwiftLayoutEntry.Kind) throws -> CompositionalLayout {
        let at = interpreter.position(declaration)
        let builder = ModelBuilder(interpreter: interpreter, locate: locate)
        // Top-level statements of a script-style file run first (their `let`s are the file's globals).
        for statement in interpreter.program.statements {
            _ = try interpreter.run(statement, in: interpreter.globals)
        }
        if kind == .section, let swiftEnum = interpreter.program.enums.values.first(where: { $0.members === context }),
           !Self.isStatic(declaration) {
            // An enum's instance method or computed property: `self` is the case of each section.
            return CompositionalLayout(sectionProvider: enumProvider(swiftEnum, builder: builder, at: at))
        }
        if let subclass = declaration.as(ClassDeclSyntax.self) {
            // A layout subclass of the program's own: an instance made with its `init()`.
            return try layout(from: interpreter.construct(subclass.name.text, [], at: at), builder: builder, at: at)
        }
        if let function = declaration.as(FunctionDeclSyntax.self) {
            let value = SwiftFunction(declaration: function, captured: Scope(parent: interpreter.globals, selfValue: selfValue), cache: interpreter.signatures)
            if kind == .section, !function.signature.parameterClause.parameters.isEmpty {
                return CompositionalLayout(sectionProvider: provider(value, builder: builder, at: at))
            }
            return try layout(from: interpreter.invoke(value, [], at: at), builder: builder, at: at)
        }
        guard let binding = declaration.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              var value = try interpreter.property(name, of: context, at: at, selfValue: selfValue) else {
            throw InterpreterError(position: at, message: "the entry cannot be run")
        }
        if case .function = value, binding.typeAnnotation?.type.is(FunctionTypeSyntax.self) == true {
            value = try interpreter.invoke(value, [], at: at)
        }
        return try layout(from: value, builder: builder, at: at)
    }

    /// A layout value (`UICollectionViewCompositionalLayout`, or a section) as the engine's layout.
    func layout(from value: SwiftValue, at: SourcePosition) throws -> CompositionalLayout {
        try layout(from: value, builder: ModelBuilder(interpreter: interpreter, locate: locate), at: at)
    }

    private func layout(from value: SwiftValue, builder: ModelBuilder, at: SourcePosition) throws -> CompositionalLayout {
        guard case .object(let object) = value else {
            throw InterpreterError(position: at, message: "the entry returned \(value.typeName), not a layout or a section")
        }
        switch object.kind {
        case .section:
            return CompositionalLayout(section: try builder.section(value, at: at))
        case .layout:
            let configuration = try builder.configuration(object.properties["configuration"])
            if let section = object.properties["section"] {
                return CompositionalLayout(section: try builder.section(section, at: object.position),
                                           configuration: configuration)
            }
            guard case .function(let function)? = object.properties["provider"] else {
                throw InterpreterError(position: object.position, message: "a layout without a section or a section provider")
            }
            return CompositionalLayout(configuration: configuration,
                                       sectionProvider: provider(function, builder: builder, at: object.position))
        default:
            throw InterpreterError(position: at, message: "the entry returned \(object.kind.rawValue), not a layout or a section")
        }
    }

    /// Whether a declaration is `static` or `class` (a type's member, not an instance's).
    static func isStatic(_ declaration: Syntax) -> Bool {
        let modifiers = declaration.as(FunctionDeclSyntax.self)?.modifiers
            ?? declaration.parent?.parent?.as(VariableDeclSyntax.self)?.modifiers
        return modifiers?.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) } ?? false
    }

    /// A provider for an enum's instance entry: section `index` is the case whose Int raw value is `index` (or the
    /// case at that position), and the entry runs with that case as `self`.
    private func enumProvider(_ swiftEnum: SwiftEnum, builder: ModelBuilder, at: SourcePosition) -> SectionProvider {
        let interpreter = self.interpreter, locate = self.locate, declaration = self.declaration
        return { index, environment in
            let outer = interpreter.environment
            interpreter.environment = environment
            defer { interpreter.environment = outer }
            do {
                let found = swiftEnum.cases.firstIndex { if case .int(let raw) = $0.raw { return raw == index }; return false }
                    ?? (swiftEnum.cases.allSatisfy { if case .int = $0.raw { return true }; return false }
                        ? nil : (swiftEnum.cases.indices.contains(index) ? index : nil))
                guard let caseIndex = found else {
                    throw InterpreterError(position: at, message: "section \(index) has no case of \(swiftEnum.name) "
                                            + "(\(swiftEnum.cases.count) cases)")
                }
                let selfValue = SwiftValue.enumValue(swiftEnum, caseIndex)
                var value: SwiftValue
                if let function = declaration.as(FunctionDeclSyntax.self) {
                    let callee = SwiftFunction(declaration: function, captured: Scope(parent: interpreter.globals, selfValue: selfValue), cache: interpreter.signatures)
                    let arguments = try Self.arguments(for: callee, index: index, environment: environment, at: at)
                    value = try interpreter.invoke(callee, arguments, at: at)
                } else if let name = declaration.as(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let property = try interpreter.property(name, of: swiftEnum.members, at: at, selfValue: selfValue) {
                    value = property
                } else {
                    throw InterpreterError(position: at, message: "the entry cannot be run")
                }
                if case .null = value { return nil }
                if case .object(let object) = value, object.kind == .layout {
                    throw InterpreterError(position: at, message: "an enum's entry must give a section for its case, not a layout")
                }
                value = try interpreter.coerce(value, toTypeNamed: "NSCollectionLayoutSection", at: at)
                return try builder.section(value, at: at)
            } catch {
                throw locate(error)
            }
        }
    }

    /// A section provider calling `function` with the section index and the environment.
    private func provider(_ function: SwiftFunction, builder: ModelBuilder, at: SourcePosition) -> SectionProvider {
        let interpreter = self.interpreter, locate = self.locate
        return { index, environment in
            let outer = interpreter.environment
            interpreter.environment = environment
            defer { interpreter.environment = outer }
            do {
                let arguments = try Self.arguments(for: function, index: index, environment: environment, at: at)
                var value = try interpreter.invoke(function, arguments, at: at)
                if case .null = value { return nil }
                value = try interpreter.coerce(value, toTypeNamed: "NSCollectionLayoutSection", at: at)
                return try builder.section(value, at: at)
            } catch {
                throw locate(error)
            }
        }
    }

    /// The index and environment as the function takes them: by position for closures; for functions, as a
    /// provider would call them — the environment to an `NSCollectionLayoutEnvironment` parameter, the section index
    /// to the `Int` parameter that stands for it (named or labelled `section…`/`…index…`, else the first `Int`
    /// without a default), and nothing to the others, which take their defaults (no default is an error).
    static func arguments(for function: SwiftFunction, index: Int, environment: LayoutEnvironment,
                          at: SourcePosition) throws -> [Argument] {
        let values: [SwiftValue] = [.int(index), .environment(environment)]
        if function.isClosure {
            return values.map { Argument(label: nil, value: $0, location: at) }
        }
        let indexParameter = sectionIndexParameter(of: function)
        var arguments: [Argument] = []
        for (position, parameter) in function.parameters.enumerated() {
            let type = parameter.type.map(Self.bareType) ?? ""
            if type == "NSCollectionLayoutEnvironment" {
                arguments.append(Argument(label: parameter.label, value: values[1], location: at))
            } else if position == indexParameter {
                arguments.append(Argument(label: parameter.label, value: values[0], location: at))
            } else if parameter.defaultValue == nil {
                throw InterpreterError(position: at, message: "the section entry '\(function.name)' has a parameter "
                    + "'\(parameter.name): \(parameter.type ?? "?")' without a default: a section provider passes only "
                    + "the section index (an Int) and the environment")
            }
        }
        return arguments
    }

    /// Which parameter receives the section index: an `Int` one named or labelled like an index, else the first
    /// `Int` one without a default.
    static func sectionIndexParameter(of function: SwiftFunction) -> Int? {
        let ints = function.parameters.enumerated().filter { $0.element.type.map(bareType) == "Int" }
        let named = ints.first { entry in
            [entry.element.name, entry.element.label ?? ""].contains { name in
                let lower = name.lowercased()
                return lower.hasPrefix("section") || lower.contains("index")
            }
        }
        return (named ?? ints.first { $0.element.defaultValue == nil })?.offset
    }

    /// A written type without its optional mark, `any`/`some`, parentheses or `UIKit.` prefix:
    /// `(any UIKit.NSCollectionLayoutEnvironment)?` is `NSCollectionLayoutEnvironment`.
    static func bareType(_ written: String) -> String {
        var text = Substring(written)
        func trim() {
            while text.first == " " { text.removeFirst() }
            while text.last == " " { text.removeLast() }
        }
        trim()
        if text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if text.hasPrefix("("), text.hasSuffix(")") { text = text.dropFirst().dropLast() }
        trim()
        for prefix in ["any ", "some "] where text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
        trim()
        if text.hasPrefix("UIKit.") { text.removeFirst("UIKit.".count) }
        return String(text)
    }
}
