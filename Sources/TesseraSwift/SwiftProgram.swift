// The declarations of a Swift file the interpreter needs: types, enums, functions, properties and layout entries.

import SwiftSyntax

/// A class, struct, enum or extension of the file (extensions merged with their type), or the top level:
/// the functions and properties `self.` and unqualified names find.
final class SwiftTypeContext {
    let name: String
    @exclusivity(unchecked) var functions: [String: [FunctionDeclSyntax]] = [:]
    /// Stored properties with an initial value and computed properties, static or not.
    @exclusivity(unchecked) var properties: [String: PatternBindingSyntax] = [:]
    /// Stored property values once computed (a `lazy var` or `let` is evaluated once).
    @exclusivity(unchecked) var cache: NamedValues = [:]
    /// The type's `init`s (for instances of the program's own classes and structs).
    var initializers: [InitializerDeclSyntax] = []
    /// Stored instance properties in declaration order (a struct's memberwise initialiser).
    var storedOrder: [String] = []
    /// The first inherited type (a class's superclass, when it is UIKit's layout class).
    var superclass: String?
    /// Whether it is a struct (memberwise initialiser).
    var isStruct = false
    /// Every inherited type and protocol, as written (protocol extensions give members too).
    var inherited: [String] = []
    /// The class, struct or enum declaration (not an extension), for positions.
    var declaration: Syntax?

    init(name: String) { self.name = name }

    /// A new instance of this type: its own stored values, the type's functions and properties.
    func makeInstance() -> SwiftTypeContext {
        let instance = SwiftTypeContext(name: name)
        instance.functions = functions
        instance.properties = properties
        instance.initializers = initializers
        instance.storedOrder = storedOrder
        instance.superclass = superclass
        instance.isStruct = isStruct
        instance.inherited = inherited
        instance.declaration = declaration
        return instance
    }

    /// A copy of a struct instance with the same stored values: what a write through a variable, a property or an
    /// element makes before it changes the struct, so that every other holder keeps the value it had (Swift's
    /// value semantics). A stored struct is copied in turn when it is written to through the copy.
    func copied() -> SwiftTypeContext {
        let copy = makeInstance()
        copy.cache = cache
        return copy
    }
}

/// An enum declared in the file (`enum Section: Int, CaseIterable { case list, grid }`).
final class SwiftEnum {
    let name: String
    /// Case names in order, with their raw values (Int, counting up from 0 or the last given; or String).
    var cases: [(name: String, raw: SwiftValue)] = []
    let members: SwiftTypeContext

    init(name: String) {
        self.name = name
        members = SwiftTypeContext(name: name)
    }

    func index(of name: String) -> Int? { cases.firstIndex { $0.name == name } }
}

/// Every declaration the interpreter looks up, indexed once per file.
final class SwiftProgram {
    @exclusivity(unchecked) var types: [String: SwiftTypeContext] = [:]
    @exclusivity(unchecked) var enums: [String: SwiftEnum] = [:]
    let topLevel = SwiftTypeContext(name: "")
    /// Entries with their declarations.
    var entries: [(entry: SwiftLayoutEntry, declaration: Syntax, context: SwiftTypeContext)] = []
    /// View controllers that declare a layout entry (run for it by default) and make their own collection view:
    /// screens `--entry` may name (`SwiftLayoutFile+Cells.swift`).
    var screenHosts: [(entry: SwiftLayoutEntry, declaration: Syntax, context: SwiftTypeContext)] = []
    /// Top-level statements that are not declarations (a script-style file), in order.
    var statements: [CodeBlockItemSyntax] = []

    static let layoutTypes: Set<String> = ["UICollectionViewLayout", "UICollectionViewCompositionalLayout"]
    static let sectionTypes: Set<String> = ["NSCollectionLayoutSection"]

    /// The file and line of a declaration.
    typealias Locator = (Syntax) -> (file: String, line: Int)

    init(_ file: SourceFileSyntax, locate: Locator) {
        for item in file.statements {
            if let decl = item.item.as(DeclSyntax.self) {
                index(decl, in: topLevel, typeName: nil, locate: locate)
            } else {
                statements.append(item)
            }
        }
        inheritFromFileClasses()
        addViewControllerEntries(locate: locate)
    }

    /// The UIKit classes a view controller entry may subclass.
    static let viewControllerClasses: Set<String> = ["UIViewController", "UIKit.UIViewController",
                                                         "UICollectionViewController"]

    /// Each `UIViewController` subclass is an entry (its screen), in file order, then each `UIView` subclass — unless it declares a layout or
    /// section entry, which it is run for instead; when such a controller makes its own collection view
    /// (`UICollectionView(frame:collectionViewLayout:)`) it is kept in `screenHosts`, run as a screen when
    /// `--entry` names it.
    private func addViewControllerEntries(locate: Locator) {
        let hosts = Set(entries.compactMap(\.entry.typeName))
        let controllers = types.values.filter { type in
            uikitRoot(of: type).map(Self.viewControllerClasses.contains) == true && !type.isStruct && type.declaration != nil
        }
        for type in controllers.sorted(by: { $0.declaration!.position < $1.declaration!.position }) {
            let (file, line) = locate(type.declaration!)
            let isHost = hosts.contains(type.name)
            if isHost, !type.declaration!.description.contains("UICollectionView(frame:") { continue }
            let found = (SwiftLayoutEntry(name: type.name, typeName: nil, kind: .viewController,
                                          declaredType: type.superclass ?? "UIViewController", line: line, file: file),
                         type.declaration!, type)
            if isHost { screenHosts.append(found) } else { entries.append(found) }
        }
        let views = types.values.filter { type in
            uikitRoot(of: type).map(Self.viewClasses.contains) == true && !type.isStruct && type.declaration != nil
        }
        for type in views.sorted(by: { $0.declaration!.position < $1.declaration!.position }) {
            let (file, line) = locate(type.declaration!)
            entries.append((SwiftLayoutEntry(name: type.name, typeName: nil, kind: .view, declaredType: type.superclass ?? "UIView",
                                             line: line, file: file), type.declaration!, type))
        }
    }

    /// The UIKit classes a view entry may subclass (laid out as a plain view).
    static let viewClasses: Set<String> = ["UIView", "UIKit.UIView", "UIControl"]

    /// Forgets the stored property values of every type, enum and the top level.
    func clearCaches() {
        topLevel.cache = [:]
        for type in types.values { type.cache = [:] }
        for swiftEnum in enums.values { swiftEnum.members.cache = [:] }
    }

    /// Indexes a declaration found in `context`.
    private func index(_ decl: DeclSyntax, in context: SwiftTypeContext, typeName: String?,
                       locate: Locator) {
        if let function = decl.as(FunctionDeclSyntax.self) {
            context.functions[function.name.text, default: []].append(function)
            if let returned = function.signature.returnClause?.type, let kind = Self.kind(of: returned) {
                addEntry(function.name.text, typeName, kind, returned, Syntax(function), context, locate)
            }
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                context.properties[name] = binding
                if !isStatic, binding.accessorBlock == nil || Interpreter.isObserved(binding), !context.storedOrder.contains(name) { context.storedOrder.append(name) }
                guard let type = binding.typeAnnotation?.type else { continue }
                if let kind = Self.kind(of: type) {
                    addEntry(name, typeName, kind, type, Syntax(binding), context, locate)
                } else if let function = type.as(FunctionTypeSyntax.self), function.parameters.isEmpty,
                          let kind = Self.kind(of: function.returnClause.type) {
                    addEntry(name, typeName, kind, type, Syntax(binding), context, locate)
                }
            }
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            context.initializers.append(initializer)
        } else if let enumDecl = decl.as(EnumDeclSyntax.self) {
            indexEnum(enumDecl, locate: locate)
        } else if let group = decl.asProtocol(DeclGroupSyntax.self) {
            let name: String
            if let c = decl.as(ClassDeclSyntax.self) { name = c.name.text }
            else if let s = decl.as(StructDeclSyntax.self) { name = s.name.text }
            else if let e = decl.as(ExtensionDeclSyntax.self) { name = e.extendedType.trimmedDescription }
            else if let a = decl.as(ActorDeclSyntax.self) { name = a.name.text }
            else { return }
            if let existing = enums[name] {
                for member in group.memberBlock.members {
                    index(member.decl, in: existing.members, typeName: name, locate: locate)
                }
                return
            }
            let type = types[name] ?? SwiftTypeContext(name: name)
            types[name] = type
            if !decl.is(ExtensionDeclSyntax.self) {
                type.declaration = Syntax(decl)
                type.superclass = group.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
                type.inherited = group.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
                type.isStruct = decl.is(StructDeclSyntax.self)
            }
            for member in group.memberBlock.members {
                index(member.decl, in: type, typeName: name, locate: locate)
            }
            // A layout subclass made with `init()` is an entry (`GridLayout.init`).
            if let c = decl.as(ClassDeclSyntax.self), type.superclass.map({ Self.kind(ofName: $0) }) == .layout,
               type.initializers.isEmpty || type.initializers.contains(where: { initializer in
                   initializer.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil } }) {
                let (file, line) = locate(Syntax(c))
                entries.append((SwiftLayoutEntry(name: "init", typeName: name, kind: .layout,
                                                 declaredType: type.superclass ?? "", line: line, file: file), Syntax(c), type))
            }
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            // `#if …`: the first clause's declarations (Tessera stands for iOS).
            if case .decls(let members)? = ifConfig.clauses.first?.elements {
                for member in members { index(member.decl, in: context, typeName: typeName, locate: locate) }
            }
        }
    }

    private func indexEnum(_ decl: EnumDeclSyntax, locate: Locator) {
        let swiftEnum = enums[decl.name.text] ?? SwiftEnum(name: decl.name.text)
        enums[decl.name.text] = swiftEnum
        var next = 0
        let isString = decl.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "String" } ?? false
        for member in decl.memberBlock.members {
            if let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) {
                for element in caseDecl.elements {
                    let name = element.name.text
                    var raw: SwiftValue = isString ? .string(name) : .int(next)
                    if let value = element.rawValue?.value {
                        if let int = value.as(IntegerLiteralExprSyntax.self), let v = Int(int.literal.text) {
                            raw = .int(v)
                        } else if let string = value.as(StringLiteralExprSyntax.self) {
                            raw = .string(string.representedLiteralValue ?? string.segments.trimmedDescription)
                        }
                    }
                    if case .int(let v) = raw { next = v + 1 }
                    swiftEnum.cases.append((name, raw))
                }
            } else {
                index(member.decl, in: swiftEnum.members, typeName: decl.name.text, locate: locate)
            }
        }
        if let existing = types.removeValue(forKey: decl.name.text) {
            // An extension seen before the enum.
            swiftEnum.members.functions.merge(existing.functions) { $0 + $1 }
            swiftEnum.members.properties.merge(existing.properties) { a, _ in a }
        }
    }

    private func addEntry(_ name: String, _ typeName: String?, _ kind: SwiftLayoutEntry.Kind, _ type: TypeSyntax,
                          _ declaration: Syntax, _ context: SwiftTypeContext, _ locate: Locator) {
        let (file, line) = locate(declaration)
        entries.append((SwiftLayoutEntry(name: name, typeName: typeName, kind: kind, declaredType: type.trimmedDescription,
                                         line: line, file: file), declaration, context))
    }

    /// Whether a type names a layout or a section (optionals included).
    static func kind(of type: TypeSyntax) -> SwiftLayoutEntry.Kind? { kind(ofName: type.trimmedDescription) }

    /// Whether a written type name is a layout or a section (optionals included).
    static func kind(ofName written: String) -> SwiftLayoutEntry.Kind? {
        var text = written
        if text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        if let dot = text.lastIndex(of: "."), text.hasPrefix("UIKit.") { text = String(text[text.index(after: dot)...]) }
        if layoutTypes.contains(text) { return .layout }
        if sectionTypes.contains(text) { return .section }
        return nil
    }
}
