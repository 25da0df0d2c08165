// Functions of the file and closures, with the scope they were made in.

import SwiftSyntax

/// A function or closure the interpreter can call: a `func` of the file, a closure expression, or a
/// method of a value (`array.map`) bound to it.
final class SwiftFunction {
    /// A parameter: its argument label (nil for `_`), its name in the body and its default value.
    struct Parameter {
        var label: String?
        var name: String
        var defaultValue: ExprSyntax?
        var type: String?
        /// `views: UIView...`: the labelled argument and the unlabelled ones after it, as an array.
        var isVariadic = false
    }

    /// Parameters and the declared return type, as read from a declaration.
    typealias Signature = (parameters: [Parameter], returnType: String?)

    enum Body {
        case statements(CodeBlockItemListSyntax)
        case native((_ arguments: [Argument], _ position: SourcePosition) throws -> SwiftValue)
    }

    let name: String
    let parameters: [Parameter]
    let body: Body
    let captured: Scope?
    /// Closures take their arguments by position; functions by label.
    let isClosure: Bool
    /// The declared return type (`-> CGFloat`), which a returned value is read as.
    let returnType: String?
    /// Other functions of the same name (overloads by label or arity): a call runs the first that takes its arguments.
    var overloads: [SwiftFunction] = []
    /// The run's cache of what is read from syntax once (nil for native functions and when none was given).
    private(set) var cache: SignatureCache?

    init(declaration: FunctionDeclSyntax, captured: Scope, cache: SignatureCache? = nil) {
        name = declaration.name.text
        (parameters, returnType) = cache?.signature(of: declaration, Self.signature(of:)) ?? Self.signature(of: declaration)
        body = .statements(declaration.body?.statements ?? CodeBlockItemListSyntax([]))
        self.captured = captured
        isClosure = false
    }

    /// A `func`'s parameters and return type.
    static func signature(of declaration: FunctionDeclSyntax) -> Signature {
        let parameters = declaration.signature.parameterClause.parameters.map { parameter in
            let first = parameter.firstName.text
            let name = parameter.secondName?.text ?? first
            return Parameter(label: first == "_" ? nil : first, name: name, defaultValue: parameter.defaultValue?.value,
                             type: parameter.type.trimmedDescription, isVariadic: parameter.ellipsis != nil)
        }
        return (parameters, declaration.signature.returnClause?.type.trimmedDescription)
    }

    /// An `init` of the program's own type, run with `self` the instance being made.
    init(initializer: InitializerDeclSyntax, captured: Scope, cache: SignatureCache? = nil) {
        name = "init"
        parameters = cache?.signature(of: initializer, Self.signature(of:)).parameters ?? Self.signature(of: initializer).parameters
        body = .statements(initializer.body?.statements ?? CodeBlockItemListSyntax([]))
        self.captured = captured
        isClosure = false
        returnType = nil
    }

    /// An `init`'s parameters.
    static func signature(of initializer: InitializerDeclSyntax) -> Signature {
        let parameters = initializer.signature.parameterClause.parameters.map { parameter in
            let first = parameter.firstName.text
            return Parameter(label: first == "_" ? nil : first, name: parameter.secondName?.text ?? first,
                             defaultValue: parameter.defaultValue?.value, type: parameter.type.trimmedDescription)
        }
        return (parameters, nil)
    }

    init(closure: ClosureExprSyntax, captured: Scope, cache: SignatureCache? = nil) {
        name = "closure"
        (parameters, returnType) = cache?.signature(of: closure, Self.signature(of:)) ?? Self.signature(of: closure)
        body = .statements(closure.statements)
        self.captured = captured
        isClosure = true
        self.cache = cache
    }

    /// A closure's parameters and return type.
    static func signature(of closure: ClosureExprSyntax) -> Signature {
        var parameters: [Parameter] = []
        var returnType: String?
        if let signature = closure.signature {
            switch signature.parameterClause {
            case .simpleInput(let shorthand)?:
                parameters = shorthand.map { Parameter(label: nil, name: $0.name.text, defaultValue: nil, type: nil) }
            case .parameterClause(let clause)?:
                parameters = clause.parameters.map {
                    Parameter(label: nil, name: $0.secondName?.text ?? $0.firstName.text, defaultValue: nil,
                              type: $0.type?.trimmedDescription)
                }
            case nil: break
            }
            returnType = signature.returnClause?.type.trimmedDescription
        }
        return (parameters, returnType)
    }

    init(native name: String, _ body: @escaping ([Argument], SourcePosition) throws -> SwiftValue) {
        self.name = name
        parameters = []
        self.body = .native(body)
        captured = nil
        isClosure = true
        returnType = nil
    }

    /// Whether a closure uses `$0`, `$1` (anonymous arguments).
    var usesAnonymousArguments: Bool {
        guard isClosure, parameters.isEmpty, case .statements(let block) = body else { return false }
        // A walk of the body's tokens: read once per closure expression when the run's cache is given.
        return cache?.usesAnonymousArguments(block) ?? SignatureCache.hasDollarIdentifier(block)
    }

    /// Whether a call with these argument labels binds to the parameters, as Swift matches labels: in order,
    /// defaulted parameters may be left out, a trailing closure stands for a labelled parameter.
    func accepts(_ arguments: [Argument]) -> Bool {
        if isClosure { return true }
        var index = 0
        for parameter in parameters {
            if index < arguments.count, arguments[index].label == parameter.label
                || (parameter.label != nil && arguments[index].label == UIKitAPI.trailing) {
                index += 1
                while parameter.isVariadic, index < arguments.count, arguments[index].label == nil { index += 1 }
            } else if parameter.isVariadic {
                continue   // no arguments: an empty array
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return index == arguments.count
    }

    /// The function of this name a call with `arguments` runs: this one, or the overload that takes them.
    func resolved(for arguments: [Argument]) -> SwiftFunction {
        guard !overloads.isEmpty, !accepts(arguments) else { return self }
        return overloads.first { $0.accepts(arguments) } ?? self
    }
}

/// The signatures of a run's functions and closures, read once each (a parameter's type is text built from its
/// tokens, too slow to build again at every call of a cell's code).
final class SignatureCache {
    @exclusivity(unchecked) private var entries = NodeTable<SwiftFunction.Signature>()
    @exclusivity(unchecked) private var texts = NodeTable<String>()
    @exclusivity(unchecked) private var anonymous = NodeTable<Bool>()

    /// Whether a closure body uses `$0`, `$1`, …: its tokens walked once.
    func usesAnonymousArguments(_ block: CodeBlockItemListSyntax) -> Bool {
        if let found = anonymous[block.id] { return found }
        let uses = Self.hasDollarIdentifier(block)
        anonymous[block.id] = uses
        return uses
    }

    /// Whether a token of `block` is `$0`, `$1`, ….
    static func hasDollarIdentifier(_ block: CodeBlockItemListSyntax) -> Bool {
        block.tokens(viewMode: .sourceAccurate).contains {
            if case .dollarIdentifier = $0.tokenKind { return true }
            return false
        }
    }

    /// `node.trimmedDescription`, built once.
    func text(of node: some SyntaxProtocol) -> String {
        if let found = texts[node.id] { return found }
        let text = node.trimmedDescription
        texts[node.id] = text
        return text
    }

    /// The signature of `node`, read by `read` the first time.
    func signature<Node: SyntaxProtocol>(of node: Node, _ read: (Node) -> SwiftFunction.Signature) -> SwiftFunction.Signature {
        if let found = entries[node.id] { return found }
        let signature = read(node)
        entries[node.id] = signature
        return signature
    }
}
