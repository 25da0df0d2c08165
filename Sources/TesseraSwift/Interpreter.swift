// The tree-walking interpreter of layout code: its limits, counters and statements.

import SwiftSyntax
import TesseraLayout

/// Runs layout code: statements, expressions, calls into the file's functions and into UIKit's layout API.
///
/// A class: it owns the budget and depth counters that every call in a run shares.
///
/// The stored properties read at every node (here, in `Scope`, the caches and the program's types) are
/// `@exclusivity(unchecked)`: each access is a single read or write that calls nothing which could reach the same
/// property, so the run-time exclusivity checks (about 5% of a screen's run) can never fire.
final class Interpreter {
    let program: SwiftProgram
    let limits: SwiftLimits
    @exclusivity(unchecked) var instructionsLeft: Int
    @exclusivity(unchecked) var depth = 0
    /// How deeply the expression being evaluated is nested (bounded: evaluation recurses on the Swift stack).
    @exclusivity(unchecked) var expressionDepth = 0
    /// The stored properties whose initial value is being evaluated now (instance and name): reading one of them
    /// again from inside its own initialiser is an error, not an endless recursion.
    var initializing: Set<String> = []
    /// The most nested an expression may be.
    static let maximumExpressionDepth = 256
    /// The most elements an array or a range walked at once may have.
    static let maximumElements = 1_000_000
    /// The top-level scope: top-level `let`s of a script-style file.
    let globals = Scope(parent: nil)
    /// Notes for the user (an undeclared identifier taken as a string, where item counts come from), each once.
    var notes: [(position: SourcePosition, message: String)] = [] {
        didSet { if let last = notes.last, notes.count > oldValue.count { onNote?(last.position, last.message) } }
    }
    var notesGiven: Set<String> = []
    /// The environment of the provider running (or the one the entry runs for): what `view.bounds` reads.
    var environment: LayoutEnvironment?
    /// Above 0 while a view controller's viewDidLoad runs (statements layout code cannot run are passed over).
    var setupDepth = 0
    /// Called with each new note (the file turns the position into file:line:column).
    var onNote: ((SourcePosition, String) -> Void)?
    /// While a view controller's lifecycle runs: its views' world (UIKit's views and constraints may be made).
    var viewWorld: ViewWorld?
    /// Properties whose observers are running (`instance.name`): set inside them, they run no observer again.
    var observing: Set<String> = []
    /// A collection view's registered cells and the images' sizes (Interpreter+Cells.swift).
    var cells = CellState()
    /// Functions' signatures and types' texts, read once per run.
    let signatures = SignatureCache()
    /// Blocks' statements and local functions, listed once per run.
    let blocks = BlockCache()
    /// Literal folds, refusable chains and written types, worked out once per node or name.
    let nodes = NodeCache()

    init(program: SwiftProgram, limits: SwiftLimits) {
        self.program = program
        self.limits = limits
        instructionsLeft = limits.instructions
    }

    /// Counts `count` steps against the budget.
    @inline(__always) func step(_ node: some SyntaxProtocol, count: Int = 1) throws {
        // The node's position (a walk to its first token) is worked out only for the error.
        guard instructionsLeft - count >= 0 else { return try step(at: position(node), count: count) }
        instructionsLeft -= count
    }

    func step(at position: SourcePosition, count: Int = 1) throws {
        instructionsLeft -= count
        if instructionsLeft < 0 {
            throw InterpreterError(position: position,
                                   message: "the layout code ran past its budget of \(limits.instructions) steps "
                                       + "(a loop that does not end?)")
        }
    }

    func position(_ node: some SyntaxProtocol) -> SourcePosition {
        SourcePosition(offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    // MARK: Blocks and statements

    /// Runs statements in a new scope under `parent` (in `parent` itself when they cannot declare a name).
    func run(_ block: CodeBlockItemListSyntax, in parent: Scope) throws -> Flow {
        let items = blocks.items(of: block)
        let scope = items.needsScope ? Scope(parent: parent) : parent
        // Local functions are visible from the start of their block (Swift allows calling one declared below).
        for (name, function) in items.functions {
            scope.values[name] = .function(SwiftFunction(declaration: function, captured: scope, cache: signatures))
        }
        for (item, kind) in zip(items.statements, items.kinds) {
            let flow: Flow
            do {
                flow = try run(item, kind, in: scope)
            } catch where passesOver(error) {
                noteDataFromOutside(error)
                continue
            }
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    func run(_ item: CodeBlockItemSyntax, in scope: Scope) throws -> Flow {
        try run(item, BlockCache.Kind(item), in: scope)
    }

    /// Runs `item`, which is a `kind` (read once per block: `BlockCache`).
    func run(_ item: CodeBlockItemSyntax, _ kind: BlockCache.Kind, in scope: Scope) throws -> Flow {
        try step(item)
        switch kind {
        case .declaration(let decl): return try declare(decl, in: scope)
        case .statement(let stmt): return try run(stmt, in: scope)
        case .ifExpression(let ifExpr): return try runIf(ifExpr, in: scope)
        case .switchExpression(let switchExpr): return try runSwitch(switchExpr, in: scope)
        case .expression(let expr):
            _ = try evaluate(expr, in: scope)
            return .normal
        }
    }

    private func declare(_ decl: DeclSyntax, in scope: Scope) throws -> Flow {
        if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in bindingShapes(variable) {
                var value: SwiftValue = .null
                if let initializer = binding.initializer {
                    value = try evaluate(initializer, in: scope)
                    if let type = binding.type { value = try coerce(value, toTypeNamed: type, at: binding.at) }
                    if case .literal(let int, _) = value { value = .int(int) }   // `let x = 1 / 3` is an Int
                } else if binding.isComputed {
                    throw InterpreterError.unsupported("a local computed property", at: binding.at)
                }
                if let name = binding.name {
                    scope.values[name] = value
                    noteStored(value, variable: name)
                } else {
                    try bind(binding.pattern, to: value, in: scope)
                }
            }
            return .normal
        }
        if decl.is(FunctionDeclSyntax.self) { return .normal }   // bound when the block started
        throw InterpreterError.unsupported("a local \(Self.declarationName(decl))", at: position(decl))
    }

    static func declarationName(_ decl: DeclSyntax) -> String {
        if decl.is(ClassDeclSyntax.self) { return "class" }
        if decl.is(StructDeclSyntax.self) { return "struct" }
        if decl.is(EnumDeclSyntax.self) { return "enum (declare it at file or type level)" }
        return "declaration"
    }

    /// The elements of a tuple, labelled or not.
    static func tupleElements(_ value: SwiftValue) -> [SwiftValue]? {
        switch value {
        case .tuple(let values), .record(_, let values): return values
        default: return nil
        }
    }

    /// Binds a `let`/`var` pattern (a name, `_`, or a tuple of names).
    func bind(_ pattern: PatternSyntax, to value: SwiftValue, in scope: Scope) throws {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            let name = patternName(identifier)
            scope.values[name] = value
            noteStored(value, variable: name)
        } else if pattern.is(WildcardPatternSyntax.self) {
            return
        } else if let tuple = pattern.as(TuplePatternSyntax.self), let values = Self.tupleElements(value),
                  values.count == tuple.elements.count {
            for (element, v) in zip(tuple.elements, values) { try bind(element.pattern, to: v, in: scope) }
        } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            try bind(binding.pattern, to: value, in: scope)
        } else {
            throw InterpreterError.unsupported("the pattern '\(pattern.trimmedDescription)'", at: position(pattern))
        }
    }

    /// What `declare` reads of a local `let`/`var`'s bindings, read once per declaration.
    private func bindingShapes(_ variable: VariableDeclSyntax) -> [NodeCache.BindingShape] {
        if let found = nodes.bindings[variable.id] { return found }
        let shapes = variable.bindings.map { binding in
            let initializer = binding.initializer?.value
            return NodeCache.BindingShape(pattern: binding.pattern,
                                          name: binding.pattern.as(IdentifierPatternSyntax.self).map(patternName),
                                          type: binding.typeAnnotation.map { signatures.text(of: $0.type) },
                                          initializer: initializer, isComputed: binding.accessorBlock != nil,
                                          at: initializer.map(position) ?? position(binding))
        }
        nodes.bindings[variable.id] = shapes
        return shapes
    }

    /// An identifier pattern's name, read once per node (a loop binds it every turn).
    private func patternName(_ pattern: IdentifierPatternSyntax) -> String {
        namedNode(pattern) { NodeCache.NamedNode(name: pattern.identifier.text, at: position(pattern)) }.name
    }

    private func run(_ stmt: StmtSyntax, in scope: Scope) throws -> Flow {
        if let returnStmt = stmt.as(ReturnStmtSyntax.self) {
            return .returned(try returnStmt.expression.map { try evaluate($0, in: scope) } ?? .void)
        }
        if let expression = stmt.as(ExpressionStmtSyntax.self) {
            if let ifExpr = expression.expression.as(IfExprSyntax.self) { return try runIf(ifExpr, in: scope) }
            if let switchExpr = expression.expression.as(SwitchExprSyntax.self) { return try runSwitch(switchExpr, in: scope) }
            _ = try evaluate(expression.expression, in: scope)
            return .normal
        }
        if let guardStmt = stmt.as(GuardStmtSyntax.self) {
            if try conditions(guardStmt.conditions, in: scope, binding: scope) { return .normal }
            let flow = try run(guardStmt.body.statements, in: scope)
            if case .normal = flow {
                throw InterpreterError(position: position(guardStmt), message: "the else of a guard must not fall through")
            }
            return flow
        }
        if let forStmt = stmt.as(ForStmtSyntax.self) { return try runFor(forStmt, in: scope) }
        if let whileStmt = stmt.as(WhileStmtSyntax.self) {
            while true {
                try step(whileStmt)
                let inner = Scope(parent: scope)
                guard try conditions(whileStmt.conditions, in: inner, binding: inner) else { break }
                let flow = try run(whileStmt.body.statements, in: inner)
                if case .broke = flow { break }
                if case .returned = flow { return flow }
            }
            return .normal
        }
        if stmt.is(BreakStmtSyntax.self) { return .broke }
        if stmt.is(ContinueStmtSyntax.self) { return .continued }
        if stmt.is(FallThroughStmtSyntax.self) {
            throw InterpreterError.unsupported("fallthrough", at: position(stmt))
        }
        throw InterpreterError.unsupported("the statement '\(Self.excerpt(stmt))'", at: position(stmt))
    }

    /// The first line of a node's text, shortened, for messages.
    static func excerpt(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
        return text.count > 60 ? String(text.prefix(57)) + "…" : text
    }

    private func runFor(_ forStmt: ForStmtSyntax, in scope: Scope) throws -> Flow {
        if forStmt.tryKeyword != nil || forStmt.awaitKeyword != nil {
            throw InterpreterError.unsupported("for try/await", at: position(forStmt))
        }
        let sequence = try evaluate(forStmt.sequence, in: scope)
        // A range is walked without making its elements first (`0..<n` may be long; the budget bounds the turns).
        if case .range(let low, let high) = sequence {
            var next = low
            while next < high {
                defer { next += 1 }
                if case .stop(let flow) = try runTurn(forStmt, with: .int(next), in: scope) { return flow }
            }
            return .normal
        }
        for element in try elements(of: sequence, at: position(forStmt.sequence)) {
            if case .stop(let flow) = try runTurn(forStmt, with: element, in: scope) { return flow }
        }
        return .normal
    }

    /// What a loop does after one turn: goes on, or stops with a flow (`break`: normal; `return`: returned).
    private enum Turn {
        case next
        case stop(Flow)
    }

    /// One turn of a `for` loop: its pattern bound to `element` in a scope of its own, its `where` and body.
    private func runTurn(_ forStmt: ForStmtSyntax, with element: SwiftValue, in scope: Scope) throws -> Turn {
        try step(forStmt)
        let inner = Scope(parent: scope)
        try bind(forStmt.pattern, to: element, in: inner)
        if let whereClause = forStmt.whereClause {
            guard try truth(evaluate(whereClause.condition, in: inner), at: position(whereClause)) else { return .next }
        }
        switch try run(forStmt.body.statements, in: inner) {
        case .broke: return .stop(.normal)
        case .returned(let value): return .stop(.returned(value))
        case .normal, .continued: return .next
        }
    }

    /// The elements a `for` loop or `map` walks.
    func elements(of value: SwiftValue, at position: SourcePosition) throws -> [SwiftValue] {
        switch value {
        case .array(let values): return values
        case .dictionary(let keys, let values): return zip(keys, values).map { .tuple([$0, $1]) }
        case .range(let low, let high):
            guard low < high else { return [] }
            let (count, overflow) = high.subtractingReportingOverflow(low)
            guard !overflow, count <= Self.maximumElements else {
                throw InterpreterError(position: position, message: "a range of more than \(Self.maximumElements) elements")
            }
            try step(at: position, count: count)
            return (low..<high).map { .int($0) }
        default:
            throw InterpreterError(position: position, message: "cannot iterate over a value of type \(value.typeName)")
        }
    }

    func truth(_ value: SwiftValue, at position: SourcePosition) throws -> Bool {
        guard case .bool(let b) = value else {
            throw InterpreterError(position: position, message: "expected a Bool, got \(value.typeName)")
        }
        return b
    }

    func runIf(_ ifExpr: IfExprSyntax, in scope: Scope) throws -> Flow {
        let inner = Scope(parent: scope)
        if try conditions(ifExpr.conditions, in: scope, binding: inner) {
            return try run(ifExpr.body.statements, in: inner)
        }
        switch ifExpr.elseBody {
        case .ifExpr(let next)?: return try runIf(next, in: scope)
        case .codeBlock(let block)?: return try run(block.statements, in: scope)
        case nil: return .normal
        }
    }

    func runSwitch(_ switchExpr: SwitchExprSyntax, in scope: Scope) throws -> Flow {
        let subject = try evaluate(switchExpr.subject, in: scope)
        for element in switchExpr.cases {
            guard case .switchCase(let switchCase) = element else {
                throw InterpreterError.unsupported("#if inside a switch", at: position(element))
            }
            let inner = Scope(parent: scope)
            if try matches(switchCase.label, subject, in: inner) {
                let flow = try run(switchCase.statements, in: inner)
                if case .broke = flow { return .normal }
                return flow
            }
        }
        throw InterpreterError(position: position(switchExpr),
                               message: "no case of the switch matches \(describe(subject))")
    }
}
