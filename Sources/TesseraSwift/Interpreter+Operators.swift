// Operators: Swift's arithmetic (integer division for Int), comparisons, logic, ranges, `??` and assignment.

import Foundation
import SwiftSyntax
import TesseraLayout

extension Interpreter {
    func infix(_ expr: InfixOperatorExprSyntax, in scope: Scope) throws -> SwiftValue {
        let shape = try infixShape(expr)
        if let literal = shape.folded {
            if literal.0 == nil || Double(literal.0!) == literal.1 { return literal.0.map { .int($0) } ?? .double(literal.1) }
            return .literal(literal.0!, literal.1)
        }
        let at = shape.at
        switch shape.kind {
        case .assignment(let ignorable):
            var base: SwiftValue?
            if let member = expr.leftOperand.as(MemberAccessExprSyntax.self), let baseExpr = member.base {
                // As in Swift, the target's base is evaluated (once) before the value.
                let value = try evaluate(baseExpr, in: scope)
                // A property without layout effect is not evaluated at all (`config.backgroundColor = UIColor(…)`).
                if ignorable, case .object(let object) = value,
                   SwiftObject.settable[object.kind]?[memberName(member).name] == .ignored {
                    return .void
                }
                base = value
            }
            let value = try evaluate(expr.rightOperand, in: scope)
            try assign(value, to: expr.leftOperand, in: scope, evaluatedBase: base)
            return .void
        case .refused:
            throw InterpreterError.unsupported("the operator in '\(Self.excerpt(expr))'", at: position(expr))
        case .and:
            guard try truth(evaluate(expr.leftOperand, in: scope), at: at) else { return .bool(false) }
            return .bool(try truth(evaluate(expr.rightOperand, in: scope), at: at))
        case .or:
            if try truth(evaluate(expr.leftOperand, in: scope), at: at) { return .bool(true) }
            return .bool(try truth(evaluate(expr.rightOperand, in: scope), at: at))
        case .coalescing:
            let left = try evaluate(expr.leftOperand, in: scope)
            if case .null = left { return try evaluate(expr.rightOperand, in: scope) }
            return left
        case .compound(let op):
            let left = try evaluate(expr.leftOperand, in: scope)
            let right = try evaluate(expr.rightOperand, in: scope)
            let value = try binary(op, left, right, at: at)
            try assign(value, to: expr.leftOperand, in: scope)
            return .void
        case .binary(let op):
            let left = try evaluate(expr.leftOperand, in: scope)
            let right = try evaluate(expr.rightOperand, in: scope)
            return try binary(op, left, right, at: at)
        }
    }

    /// What `infix` reads of `expr`'s syntax, read once per node.
    private func infixShape(_ expr: InfixOperatorExprSyntax) throws -> NodeCache.InfixShape {
        let id = expr.id
        if let found = nodes.infixes[id] { return found }
        let folded = try literalArithmetic(ExprSyntax(expr), depth: 0)
        let kind: NodeCache.InfixShape.Kind
        if expr.operator.is(AssignmentExprSyntax.self) {
            let name = expr.leftOperand.as(MemberAccessExprSyntax.self).flatMap { $0.base == nil ? nil : $0.declName.baseName.text }
            kind = .assignment(ignorable: name.map(SwiftObject.ignoredNames.contains) ?? false)
        } else if let op = expr.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            switch op {
            case "&&": kind = .and
            case "||": kind = .or
            case "??": kind = .coalescing
            case "+=", "-=", "*=", "/=": kind = .compound(BinaryOperator(String(op.dropLast())))
            default: kind = .binary(BinaryOperator(op))
            }
        } else {
            kind = .refused
        }
        let shape = NodeCache.InfixShape(kind: kind, at: position(expr.operator), folded: folded)
        nodes.infixes[id] = shape
        return shape
    }

    func binary(_ op: String, _ left: SwiftValue, _ right: SwiftValue, at: SourcePosition) throws -> SwiftValue {
        try binary(BinaryOperator(op), left, right, at: at)
    }

    /// `left op right`.
    func binary(_ op: BinaryOperator, _ left: SwiftValue, _ right: SwiftValue, at: SourcePosition) throws -> SwiftValue {
        // A literal expression takes the type of the other operand: CGFloat beside a CGFloat, Int otherwise.
        if case .literal(let i, let d) = left {
            if case .double = right { return try binary(op, .double(d), right, at: at) }
            return try binary(op, .int(i), right, at: at)
        }
        if case .literal(let i, let d) = right {
            if case .double = left { return try binary(op, left, .double(d), at: at) }
            return try binary(op, left, .int(i), at: at)
        }
        // Each operand checked in turn (an array of the two would be allocated at every operation).
        if case .opaque(let name, let position) = left, op != .equal, op != .notEqual { throw unknownName(name, at: position) }
        if case .opaque(let name, let position) = right, op != .equal, op != .notEqual { throw unknownName(name, at: position) }
        switch op {
        case .equal: return .bool(try equal(left, right, at: at))
        case .notEqual: return .bool(!(try equal(left, right, at: at)))
        case .halfOpenRange, .closedRange:
            guard case .int(let low) = left, case .int(let high) = right else {
                throw InterpreterError.unsupported("a range of \(left.typeName)", at: at)
            }
            let (end, overflow) = op == .closedRange ? high.addingReportingOverflow(1) : (high, false)
            if overflow { throw InterpreterError(position: at, message: "arithmetic overflow in the range's upper bound") }
            guard low <= end else {
                throw InterpreterError(position: at, message: "a range's lower bound \(low) is above its upper bound")
            }
            return .range(low, end)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            let order = try compare(left, right, at: at)
            switch op {
            case .less: return .bool(order < 0)
            case .lessOrEqual: return .bool(order <= 0)
            case .greater: return .bool(order > 0)
            default: return .bool(order >= 0)
            }
        default:
            break
        }
        if case .int(let a) = left, case .int(let b) = right {
            let result: (Int, Bool)
            switch op {
            case .plus: result = a.addingReportingOverflow(b)
            case .minus: result = a.subtractingReportingOverflow(b)
            case .times: result = a.multipliedReportingOverflow(by: b)
            case .divide, .remainder:
                guard b != 0 else { throw InterpreterError(position: at, message: "division by zero") }
                result = op == .divide ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
            case .bitAnd: result = (a & b, false)
            case .bitOr: result = (a | b, false)
            case .bitXor: result = (a ^ b, false)
            case .shiftRight: result = (a >> b, false)   // Swift's smart shifts: an overshift gives 0 (or -1), never traps
            case .shiftLeft: result = (a << b, false)
            default: throw InterpreterError.unsupported("the operator \(op.text) on Int", at: at)
            }
            if result.1 { throw InterpreterError(position: at, message: "arithmetic overflow in \(a) \(op.text) \(b)") }
            return .int(result.0)
        }
        if let a = left.number, let b = right.number {
            switch op {
            case .plus: return .double(a + b)
            case .minus: return .double(a - b)
            case .times: return .double(a * b)
            case .divide: return .double(a / b)
            case .remainder: throw InterpreterError(position: at, message: "'%' is unavailable for CGFloat: use truncatingRemainder(dividingBy:)")
            default: throw InterpreterError.unsupported("the operator \(op.text)", at: at)
            }
        }
        if op == .plus, case .string(let a) = left, case .string(let b) = right {
            try checkArraySize(a.utf8.count + b.utf8.count, at: at)
            return .string(a + b)
        }
        if op == .plus, case .array(let a) = left, case .array(let b) = right {
            try checkArraySize(a.count + b.count, at: at)
            return .array(a + b)
        }
        if op == .plus, case .insets = left {
            throw InterpreterError.unsupported("adding insets", at: at)
        }
        throw InterpreterError(position: at, message: "cannot apply \(op.text) to \(left.typeName) and \(right.typeName)")
    }

    /// Counts making an array of `count` elements against the budget, and bounds its size.
    func checkArraySize(_ count: Int, at: SourcePosition) throws {
        guard count <= Self.maximumElements else {
            throw InterpreterError(position: at, message: "an array of more than \(Self.maximumElements) elements",
                                   passable: false)
        }
        try step(at: at, count: count)
    }

    func unary(_ op: String, _ value: SwiftValue, at: SourcePosition) throws -> SwiftValue {
        if case .opaque(let name, let position) = value { throw unknownName(name, at: position) }
        switch (op, value) {
        case ("-", .int(let v)) where v != .min: return .int(-v)
        case ("-", .literal(let i, let d)) where i != .min: return .literal(-i, -d)
        case ("-", .double(let v)): return .double(-v)
        case ("+", .int), ("+", .double): return value
        case ("-", .member) where value.number != nil: return .double(-value.number!)
        case ("!", .bool(let b)): return .bool(!b)
        case ("-", .int), ("-", .literal): throw InterpreterError(position: at, message: "arithmetic overflow negating \(describe(value))")
        default: throw InterpreterError(position: at, message: "cannot apply prefix \(op) to \(value.typeName)")
        }
    }

    /// Equality of numbers, strings, Booleans, enum cases (declared or implicit), nil.
    func equal(_ left: SwiftValue, _ right: SwiftValue, at: SourcePosition) throws -> Bool {
        switch (left, right) {
        case (.literal(let i, _), _): return try equal(.int(i), right, at: at)
        case (_, .literal(let i, _)): return try equal(left, .int(i), at: at)
        case (.int(let a), .int(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.enumValue(let t, let a), .enumValue(let u, let b)): return t === u && a == b
        case (.enumPayload(let t, let a, let x), .enumPayload(let u, let b, let y)):
            guard t === u, a == b, x.count == y.count else { return false }
            return try zip(x, y).allSatisfy { try equal($0, $1, at: at) }
        case (.enumPayload, .enumValue), (.enumValue, .enumPayload): return false
        case (.enumPayload(let t, let a, _), .member(let name)), (.member(let name), .enumPayload(let t, let a, _)):
            return t.index(of: name) == a   // `case .grid:` matches whatever the associated values
        case (.enumValue(let t, let a), .member(let name)), (.member(let name), .enumValue(let t, let a)):
            guard let b = t.index(of: name) else {
                throw InterpreterError(position: at, message: "type '\(t.name)' has no member '\(name)'")
            }
            return a == b
        case (.member(let a), .member(let b)): return a == b
        case (.view(let a), .view(let b)): return a === b   // `===` and `==` of NSObjects: identity
        case (.constraint(let a), .constraint(let b)): return a === b
        case (.opaque(let a, _), .opaque(let b, _)), (.opaque(let a, _), .string(let b)), (.string(let b), .opaque(let a, _)):
            return a == b
        case (.dimension(let a), .dimension(let b)): return a == b
        case (.insets(let a), .insets(let b)): return a == b
        case (.insets(let a), .member("zero")), (.member("zero"), .insets(let a)): return a == .zero
        default:
            if let a = left.number, let b = right.number { return a == b }
            throw InterpreterError(position: at, message: "cannot compare \(left.typeName) with \(right.typeName)")
        }
    }

    /// -1, 0 or 1: numbers, strings, and content size categories (`>= .accessibilityMedium`).
    func compare(_ left: SwiftValue, _ right: SwiftValue, at: SourcePosition) throws -> Int {
        if case .int(let a) = left, case .int(let b) = right { return a < b ? -1 : a == b ? 0 : 1 }
        if let a = left.number, let b = right.number { return a < b ? -1 : a == b ? 0 : 1 }
        if case .string(let a) = left, case .string(let b) = right { return a < b ? -1 : a == b ? 0 : 1 }
        if case .member(let a) = left, case .member(let b) = right,
           let x = ContentSizeCategory(rawValue: a), let y = ContentSizeCategory(rawValue: b) {
            return x < y ? -1 : x == y ? 0 : 1
        }
        if case .enumValue(let t, let a) = left, case .enumValue(let u, let b) = right, t === u {
            return a < b ? -1 : a == b ? 0 : 1
        }
        throw InterpreterError(position: at, message: "cannot order \(left.typeName) and \(right.typeName)")
    }

    // MARK: Assignment

    /// `name = v`, `object.property = v`, `insets.top = v` (a struct held in a variable or an object).
    /// `evaluatedBase`: a member target's base, already evaluated (else it is evaluated here).
    func assign(_ value: SwiftValue, to target: ExprSyntax, in scope: Scope, evaluatedBase: SwiftValue? = nil) throws {
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = named(reference).name
            if scope.assign(name, value) { return }
            if case .instance(let type)? = scope.selfValue, try setOwnViewMember(name, of: type, value, at: position(target)) {
                return   // `backgroundColor = …` in a view subclass or a cell: its own view's property
            }
            if case .instance(let type)? = scope.selfValue,
               type.properties[name] != nil || (viewWorld != nil && Self.viewControllerProperties.contains(name)) {
                try storeProperty(name, of: type, value, at: position(target))
                return
            }
            throw InterpreterError(position: position(target), message: "cannot assign to '\(name)': not a variable of the layout code")
        }
        if target.is(DiscardAssignmentExprSyntax.self) { return }
        if let element = target.as(SubscriptCallExprSyntax.self) {
            try assignSubscript(value, to: element, in: scope)
            return
        }
        guard let member = target.as(MemberAccessExprSyntax.self), let baseExpr = member.base else {
            throw InterpreterError.unsupported("assigning to '\(Self.excerpt(target))'", at: position(target))
        }
        let named = memberName(member)
        let name = named.name, at = named.at   // the member name's position, as messages give it
        let base = try evaluatedBase ?? evaluate(baseExpr, in: scope)
        if case .instance(let type) = base {
            guard type.isStruct, !Self.isSelf(baseExpr) else {
                try storeProperty(name, of: type, value, at: at)
                return
            }
            // A struct is a value: the copy is changed and stored back where the struct came from.
            let changed = type.copied()
            try storeProperty(name, of: changed, value, at: at)
            try assign(.instance(changed), to: baseExpr, in: scope)
            return
        }
        if base.isNull, Self.isOptionalChain(baseExpr) { return }   // `field?.delegate = self`, `a?.b.c = x` on nil
        if base.isNull { throw nilError(baseExpr, in: scope) }
        if try setViewMember(name, of: base, to: value, at: at) { return }
        if case .object(let object) = base {
            try set(name, of: object, to: value, at: at)
            return
        }
        // A struct: change a copy and assign it back to where it came from.
        let changed = try setField(name, of: base, to: value, at: at)
        try assign(changed, to: baseExpr, in: scope)
    }

    /// Whether an expression is `self` (a struct's own stored values, changed in place by its mutating methods).
    static func isSelf(_ expr: ExprSyntax) -> Bool {
        expr.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// Whether an expression is an optional chain (`a?.b`, `a?.b.c`, `a?.f().g`): nil anywhere makes it nil.
    static func isOptionalChain(_ expr: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expr
        while let node = current {
            if node.is(OptionalChainingExprSyntax.self) { return true }
            if let member = node.as(MemberAccessExprSyntax.self) { current = member.base; continue }
            if let call = node.as(FunctionCallExprSyntax.self) { current = call.calledExpression; continue }
            if let element = node.as(SubscriptCallExprSyntax.self) { current = element.calledExpression; continue }
            return false
        }
        return false
    }

    /// Sets a property of a UIKit object, checking it is one the code may set.
    func set(_ name: String, of object: SwiftObject, to value: SwiftValue, at: SourcePosition) throws {
        guard let type = SwiftObject.settable[object.kind]?[name] else {
            throw InterpreterError.unsupported("setting '\(name)' on \(object.kind.rawValue)", at: at)
        }
        if type == .ignored { return }
        object.properties[name] = try coerce(value, to: type, at: at)
    }

    /// A copy of a geometry struct with one field changed.
    func setField(_ name: String, of base: SwiftValue, to value: SwiftValue, at: SourcePosition) throws -> SwiftValue {
        func number() throws -> Double {
            guard let n = value.number else {
                throw InterpreterError(position: at, message: "'\(name)' needs a number, got \(value.typeName)")
            }
            return n
        }
        switch base {
        case .insets(var insets):
            switch name {
            case "top": insets.top = try number()
            case "leading": insets.leading = try number()
            case "bottom": insets.bottom = try number()
            case "trailing": insets.trailing = try number()
            default: throw InterpreterError.unsupported("NSDirectionalEdgeInsets.\(name)", at: at)
            }
            return .insets(insets)
        case .point(var point):
            switch name {
            case "x": point.x = try number()
            case "y": point.y = try number()
            default: throw InterpreterError.unsupported("CGPoint.\(name)", at: at)
            }
            return .point(point)
        case .size(var size):
            switch name {
            case "width": size.width = try number()
            case "height": size.height = try number()
            default: throw InterpreterError.unsupported("CGSize.\(name)", at: at)
            }
            return .size(size)
        case .rect(var rect):
            // `view.frame.size.height = …`: the changed size or origin put back into the rect.
            switch (name, value) {
            case ("size", .size(let size)): rect.size = size
            case ("origin", .point(let origin)): rect.origin = origin
            default: throw InterpreterError.unsupported("setting '\(name)' on CGRect to \(value.typeName)", at: at)
            }
            return .rect(rect)
        case .edgeSpacing(var spacing):
            let s: LayoutSpacing? = try { if case .null = value { return nil }; if case .spacing(let s) = try coerce(value, to: .spacing, at: at) { return s }; return nil }()
            switch name {
            case "leading": spacing.leading = s
            case "top": spacing.top = s
            case "trailing": spacing.trailing = s
            case "bottom": spacing.bottom = s
            default: throw InterpreterError.unsupported("NSCollectionLayoutEdgeSpacing.\(name)", at: at)
            }
            return .edgeSpacing(spacing)
        default:
            throw InterpreterError.unsupported("setting '\(name)' on \(base.typeName)", at: at)
        }
    }
}
