// Evaluating expressions: literals, names, operators, ternaries, closures, arrays and `if`/`switch` expressions.

@_spi(Compiler) import SwiftParser
import SwiftSyntax

extension Interpreter {
    func evaluate(_ expr: ExprSyntax, in scope: Scope) throws -> SwiftValue {
        expressionDepth += 1
        defer { expressionDepth -= 1 }
        guard expressionDepth <= Self.maximumExpressionDepth else {
            throw InterpreterError(position: position(expr), message: "an expression nested deeper than "
                                    + "\(Self.maximumExpressionDepth) levels")
        }
        return try evaluateNested(expr, in: scope)
    }

    private func evaluateNested(_ expr: ExprSyntax, in scope: Scope) throws -> SwiftValue {
        switch expr.kind {
        case .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr:
            return try literal(expr)
        case .stringLiteralExpr:
            return try string(expr.cast(StringLiteralExprSyntax.self), in: scope)
        case .declReferenceExpr:
            return try name(expr.cast(DeclReferenceExprSyntax.self), in: scope)
        case .memberAccessExpr:
            return try member(expr.cast(MemberAccessExprSyntax.self), in: scope)
        case .functionCallExpr:
            return try call(expr.cast(FunctionCallExprSyntax.self), in: scope)
        case .infixOperatorExpr:
            return try infix(expr.cast(InfixOperatorExprSyntax.self), in: scope)
        case .prefixOperatorExpr:
            let prefix = expr.cast(PrefixOperatorExprSyntax.self)
            let value = try evaluate(prefix.expression, in: scope)
            let op = prefixOperator(prefix)
            return try unary(op.name, value, at: op.at)
        case .tupleExpr:
            let tuple = expr.cast(TupleExprSyntax.self)
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return try evaluate(only.expression, in: scope)
            }
            let values = try tuple.elements.map { try evaluate($0.expression, in: scope) }
            if tuple.elements.contains(where: { $0.label != nil }) { return .record(tuple.elements.map { $0.label?.text }, values) }
            return .tuple(values)
        case .arrayExpr:
            return .array(try expr.cast(ArrayExprSyntax.self).elements.map { try evaluate($0.expression, in: scope) })
        case .ternaryExpr:
            let ternary = expr.cast(TernaryExprSyntax.self)
            let condition = try truth(evaluate(ternary.condition, in: scope), at: position(ternary.condition))
            return try evaluate(condition ? ternary.thenExpression : ternary.elseExpression, in: scope)
        case .closureExpr:
            return .function(SwiftFunction(closure: expr.cast(ClosureExprSyntax.self), captured: scope, cache: signatures))
        case .forceUnwrapExpr:
            let unwrap = expr.cast(ForceUnwrapExprSyntax.self)
            let value = try evaluate(unwrap.expression, in: scope)
            if case .null = value {
                throw InterpreterError(position: position(unwrap),
                                       message: "'\(Self.excerpt(unwrap))' unwrapped nil")
            }
            return value
        case .optionalChainingExpr:
            return try evaluate(expr.cast(OptionalChainingExprSyntax.self).expression, in: scope)
        case .tryExpr:
            return try evaluate(expr.cast(TryExprSyntax.self).expression, in: scope)
        case .asExpr:
            let cast = expr.cast(AsExprSyntax.self)
            let value = try evaluate(cast.expression, in: scope)
            if let mark = cast.questionOrExclamationMark {
                if let cast = try instanceCast(value, to: cast.type.trimmedDescription, forced: mark.text == "!",
                                               at: position(cast)) { return cast }
                throw InterpreterError.unsupported("a dynamic cast '\(Self.excerpt(cast))'", at: position(cast))
            }
            return try coerce(value, toTypeNamed: cast.type.trimmedDescription, at: position(cast))
        case .ifExpr:
            return try valueOf(flow: runIf(expr.cast(IfExprSyntax.self), in: scope, asExpression: true), expr)
        case .switchExpr:
            return try valueOf(flow: runSwitch(expr.cast(SwitchExprSyntax.self), in: scope, asExpression: true), expr)
        case .subscriptCallExpr:
            return try subscriptValue(expr.cast(SubscriptCallExprSyntax.self), in: scope)
        case .typeExpr:
            return .type(expr.cast(TypeExprSyntax.self).type.trimmedDescription)
        case .dictionaryExpr:
            return try dictionary(expr.cast(DictionaryExprSyntax.self), in: scope)
        case .macroExpansionExpr where viewWorld != nil && expr.cast(MacroExpansionExprSyntax.self).macroName.text == "selector":
            return Self.selectorValue(expr.cast(MacroExpansionExprSyntax.self))   // a target's action: called only by --call
        default:
            throw refusal(expr)
        }
    }

    /// A prefix expression's operator and position, read once per node.
    private func prefixOperator(_ prefix: PrefixOperatorExprSyntax) -> NodeCache.NamedNode {
        namedNode(prefix) { NodeCache.NamedNode(name: prefix.operator.text, at: position(prefix)) }
    }

    /// A number, Boolean or nil literal.
    private func literal(_ expr: ExprSyntax) throws -> SwiftValue {
        let id = expr.id
        if let found = nodes.literals[id] { return found }
        let value = try readLiteral(expr)
        nodes.literals[id] = value
        return value
    }

    /// A number, Boolean or nil literal read from its token.
    private func readLiteral(_ expr: ExprSyntax) throws -> SwiftValue {
        switch expr.kind {
        case .integerLiteralExpr:
            let text = expr.cast(IntegerLiteralExprSyntax.self).literal.text
            guard let value = Self.integer(text) else {
                throw InterpreterError.unsupported("the integer literal \(text)", at: position(expr))
            }
            return .int(value)
        case .floatLiteralExpr:
            let literal = expr.cast(FloatLiteralExprSyntax.self).literal.text
            let text = literal.contains("_") ? literal.replacingOccurrences(of: "_", with: "") : literal
            guard let value = Double(text) else {
                throw InterpreterError.unsupported("the number literal \(text)", at: position(expr))
            }
            return .double(value)
        case .booleanLiteralExpr:
            return .bool(expr.cast(BooleanLiteralExprSyntax.self).literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr:
            return .null
        default:
            return .null
        }
    }

    /// An integer literal's value: decimal, `0x` hexadecimal, `0o` octal or `0b` binary, `_` separators allowed.
    static func integer(_ literal: String) -> Int? {
        if let value = Int(literal) { return value }   // a plain decimal, most literals
        let text = literal.replacingOccurrences(of: "_", with: "")
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where text.hasPrefix(prefix) {
            return Int(text.dropFirst(2), radix: radix)
        }
        return Int(text)
    }

    /// The error for an expression outside the subset, naming what it is.
    private func refusal(_ expr: ExprSyntax) -> InterpreterError {
        switch expr.kind {
        case .macroExpansionExpr:
            let macro = expr.cast(MacroExpansionExprSyntax.self)
            return InterpreterError.unsupported("the macro #\(macro.macroName.text)", at: position(expr))
        case .awaitExpr:
            return InterpreterError.unsupported("await (layout code runs synchronously)", at: position(expr))
        case .superExpr:
            return InterpreterError.unsupported("super", at: position(expr))
        default:
            return InterpreterError.unsupported("the expression '\(Self.excerpt(expr))'", at: position(expr))
        }
    }

    /// An arithmetic expression of number literals only, computed both as Swift would as `Int` (nil when it has
    /// a float literal) and as `CGFloat`; nil when the expression is not one.
    func literalArithmetic(_ expr: ExprSyntax, depth: Int) throws -> (Int?, Double)? {
        guard depth < 32 else { return nil }
        if let integer = expr.as(IntegerLiteralExprSyntax.self) {
            guard let v = Self.integer(integer.literal.text) else { return nil }
            return (v, Double(v))
        }
        if let float = expr.as(FloatLiteralExprSyntax.self) {
            guard let v = Double(float.literal.text.replacingOccurrences(of: "_", with: "")) else { return nil }
            return (nil, v)
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try literalArithmetic(only.expression, depth: depth + 1)
        }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
           let inner = try literalArithmetic(prefix.expression, depth: depth + 1) {
            return (inner.0.map { -$0 }, -inner.1)
        }
        guard let infix = expr.as(InfixOperatorExprSyntax.self),
              let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/"].contains(op),
              let a = try literalArithmetic(infix.leftOperand, depth: depth + 1),
              let b = try literalArithmetic(infix.rightOperand, depth: depth + 1) else {
            return nil
        }
        let double: Double
        switch op {
        case "+": double = a.1 + b.1
        case "-": double = a.1 - b.1
        case "*": double = a.1 * b.1
        default: double = a.1 / b.1
        }
        guard let x = a.0, let y = b.0 else { return (nil, double) }
        guard case .int(let int) = try binary(op, .int(x), .int(y), at: position(infix.operator)) else { return nil }
        return (int, double)
    }

    private func valueOf(flow: Flow, _ expr: ExprSyntax) throws -> SwiftValue {
        if case .returned(let value) = flow { return value }
        throw InterpreterError(position: position(expr), message: "an if or switch expression must give a value on each branch")
    }

    /// `if`/`switch` used as an expression: each branch's last expression is its value.
    private func runIf(_ ifExpr: IfExprSyntax, in scope: Scope, asExpression: Bool) throws -> Flow {
        let inner = Scope(parent: scope)
        if try conditions(ifExpr.conditions, in: scope, binding: inner) {
            return try branchValue(ifExpr.body.statements, in: inner)
        }
        switch ifExpr.elseBody {
        case .ifExpr(let next)?: return try runIf(next, in: scope, asExpression: true)
        case .codeBlock(let block)?: return try branchValue(block.statements, in: scope)
        case nil: return .normal
        }
    }

    private func runSwitch(_ switchExpr: SwitchExprSyntax, in scope: Scope, asExpression: Bool) throws -> Flow {
        let subject = try evaluate(switchExpr.subject, in: scope)
        for element in switchExpr.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            let inner = Scope(parent: scope)
            if try matches(switchCase.label, subject, in: inner) {
                return try branchValue(switchCase.statements, in: inner)
            }
        }
        throw InterpreterError(position: position(switchExpr), message: "no case of the switch matches \(describe(subject))")
    }

    private func branchValue(_ block: CodeBlockItemListSyntax, in scope: Scope) throws -> Flow {
        if let expr = blocks.items(of: block).single {
            return .returned(try evaluate(expr, in: scope))
        }
        return try run(block, in: scope)
    }

    /// Whether a switch case's label matches `subject` (binding nothing: layout code switches on values).
    func matches(_ label: SwitchCaseSyntax.Label, _ subject: SwiftValue, in scope: Scope) throws -> Bool {
        switch label {
        case .default: return true
        case .case(let caseLabel):
            for item in caseLabel.caseItems {
                var matched: Bool
                if item.pattern.is(WildcardPatternSyntax.self) {
                    matched = true
                } else if let expression = item.pattern.as(ExpressionPatternSyntax.self) {
                    if let caseMatch = try matchesCase(expression.expression, subject, bindingAll: false, in: scope) {
                        matched = caseMatch
                    } else {
                        let value = try evaluate(expression.expression, in: scope)
                        matched = try patternMatches(value, subject, at: position(expression))
                    }
                } else if let binding = item.pattern.as(ValueBindingPatternSyntax.self),
                          binding.pattern.is(IdentifierPatternSyntax.self) {
                    try bind(binding.pattern, to: subject, in: scope)
                    matched = true
                } else if let binding = item.pattern.as(ValueBindingPatternSyntax.self),
                          let expression = binding.pattern.as(ExpressionPatternSyntax.self),
                          let caseMatch = try matchesCase(expression.expression, subject, bindingAll: true, in: scope) {
                    matched = caseMatch   // `case let .grid(columns, height)`
                } else {
                    throw InterpreterError.unsupported("the case pattern '\(item.pattern.trimmedDescription)'",
                                                       at: position(item.pattern))
                }
                if matched, let whereClause = item.whereClause {
                    matched = try truth(evaluate(whereClause.condition, in: scope), at: position(whereClause))
                }
                if matched { return true }
            }
            return false
        }
    }

    /// `~=`: a range contains an integer, otherwise equality.
    private func patternMatches(_ pattern: SwiftValue, _ subject: SwiftValue, at position: SourcePosition) throws -> Bool {
        if case .range(let low, let high) = pattern, case .int(let v) = subject { return v >= low && v < high }
        return try equal(pattern, subject, at: position)
    }

    private func string(_ literal: StringLiteralExprSyntax, in scope: Scope) throws -> SwiftValue {
        var text = ""
        for piece in stringPieces(literal) {
            switch piece {
            case .text(let s): text += s
            case .interpolation(let expression, let e):
                guard let expression else {
                    throw InterpreterError.unsupported("this string interpolation", at: position(e))
                }
                text += describe(try evaluate(expression, in: scope))
            }
        }
        return .string(text)
    }

    /// A string literal's segments, read once per literal: its text as the program sees it (escape sequences such
    /// as `\n`, `\"` and `\u{2014}` resolved, line endings made line feeds, as the compiler does).
    private func stringPieces(_ literal: StringLiteralExprSyntax) -> [NodeCache.StringPiece] {
        if let found = nodes.strings[literal.id] { return found }
        let kind = literal.stringLiteralKind
        let pieces: [NodeCache.StringPiece] = literal.segments.map { segment in
            switch segment {
            case .stringSegment(let s):
                guard let kind, !s.hasError else { return .text(s.content.text) }
                var text = ""
                s.appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: literal.delimiterLength, to: &text)
                return .text(text)
            case .expressionSegment(let e):
                let only = e.expressions.count == 1 ? e.expressions.first?.expression : nil
                return .interpolation(only, e)
            }
        }
        nodes.strings[literal.id] = pieces
        return pieces
    }

    /// What `subscriptValue` reads of a subscript's syntax, read once per node.
    private func subscriptShape(_ expr: SubscriptCallExprSyntax) -> NodeCache.SubscriptShape {
        if let found = nodes.subscripts[expr.id] { return found }
        let only = expr.arguments.count == 1 ? expr.arguments.first : nil
        let shape = NodeCache.SubscriptShape(base: expr.calledExpression, index: only?.label == nil ? only?.expression : nil)
        nodes.subscripts[expr.id] = shape
        return shape
    }

    /// A value as `print` would show it (for string interpolation and messages).
    func describe(_ value: SwiftValue) -> String {
        switch value {
        case .int(let v), .literal(let v, _): return String(v)
        case .double(let v): return v == v.rounded() && abs(v) < 1e15 ? String(format1: v) : String(v)
        case .bool(let v): return String(v)
        case .string(let s): return s
        case .member(let name): return "." + name
        case .enumValue(let type, let index): return "." + type.cases[index].name
        case .enumPayload(let type, let index, let values):
            return "." + type.cases[index].name + "(" + values.map(describe).joined(separator: ", ") + ")"
        case .null: return "nil"
        default: return value.typeName
        }
    }

    private func subscriptValue(_ expr: SubscriptCallExprSyntax, in scope: Scope) throws -> SwiftValue {
        let shape = subscriptShape(expr)
        let base = try evaluate(shape.base, in: scope)
        if case .dictionary(let keys, let values) = base {
            return try dictionarySubscript(keys, values, expr, in: scope)
        }
        if case .opaque(let name, let at) = base { throw unknownName(name, at: at) }
        guard let argument = shape.index else {
            throw InterpreterError.unsupported("the subscript '\(Self.excerpt(expr))'", at: position(expr))
        }
        var index = try evaluate(argument, in: scope)
        if case .literal(let i, _) = index { index = .int(i) }
        guard case .array(let values) = base, case .int(let i) = index else {
            throw InterpreterError.unsupported("subscripting \(base.typeName) ('\(Self.excerpt(expr))')",
                                               hint: "layout code cannot read a data source", at: position(expr))
        }
        guard values.indices.contains(i) else {
            throw InterpreterError(position: position(expr), message: "index \(i) out of range (the array has \(values.count) elements)")
        }
        return values[i]
    }
}

extension String {
    /// A whole number written with `.0`, as Swift prints a `CGFloat`.
    init(format1 value: Double) {
        self = String(Int(value)) + ".0"
    }
}
