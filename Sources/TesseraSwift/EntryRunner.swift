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
        if let function = declaration.as(FunctionDeclSyntax.self) {
            let value = SwiftFunction(declaration: function, captured: Scope(parent: interpreter.globals, selfValue: selfValue))
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

    /// A section provider calling `function` with the section index and the environment.
    private func provider(_ function: SwiftFunction, builder: ModelBuilder, at: SourcePosition) -> SectionProvider {
        let interpreter = self.interpreter, locate = self.locate
        return { index, environment in
            do {
                let arguments = Self.arguments(for: function, index: index, environment: environment, at: at)
                var value = try interpreter.invoke(function, arguments, at: at)
                if case .null = value { return nil }
                value = try interpreter.coerce(value, toTypeNamed: "NSCollectionLayoutSection", at: at)
                return try builder.section(value, at: at)
            } catch {
                throw locate(error)
            }
        }
    }

    /// The index and environment as the function takes them: by position for closures, by its labels (matched
    /// by their types) for functions.
    static func arguments(for function: SwiftFunction, index: Int, environment: LayoutEnvironment,
                          at: SourcePosition) -> [Argument] {
        let values: [SwiftValue] = [.int(index), .environment(environment)]
        if function.isClosure {
            return values.map { Argument(label: nil, value: $0, location: at) }
        }
        return function.parameters.map { parameter in
            let isEnvironment = parameter.type?.contains("Environment") == true
            return Argument(label: parameter.label, value: isEnvironment ? values[1] : values[0], location: at)
        }
    }
}
