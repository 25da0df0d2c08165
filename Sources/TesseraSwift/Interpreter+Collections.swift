// Dictionaries and empty collections: `[0: 44]`, `[String: CGFloat]()`, `[T]()`, `Array<T>()`, subscripts.

import SwiftSyntax

extension Interpreter {
    /// `[T]()`, `[K: V]()`, `Array<T>()`, `Dictionary<K, V>()`, `Set<T>()`: an empty collection; nil for other calls.
    func emptyCollection(_ call: FunctionCallExprSyntax) -> SwiftValue? {
        guard call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
        let called = call.calledExpression
        if let array = called.as(ArrayExprSyntax.self), array.elements.count == 1 { return .array([]) }
        if called.is(DictionaryExprSyntax.self) { return .dictionary([], []) }
        if let generic = called.as(GenericSpecializationExprSyntax.self),
           let base = generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            switch base {
            case "Array", "Set", "ContiguousArray": return .array([])
            case "Dictionary": return .dictionary([], [])
            default: return nil
            }
        }
        return nil
    }

    /// A dictionary literal (`[0: 44, 1: 88]`, `[:]`).
    func dictionary(_ expr: DictionaryExprSyntax, in scope: Scope) throws -> SwiftValue {
        guard case .elements(let elements) = expr.content else { return .dictionary([], []) }
        var keys: [SwiftValue] = [], values: [SwiftValue] = []
        for element in elements {
            let key = try hashable(evaluate(element.key, in: scope), at: position(element.key))
            let value = try evaluate(element.value, in: scope)
            if let index = try keys.firstIndex(where: { try equal($0, key, at: position(element.key)) }) {
                throw InterpreterError(position: position(element.key),
                                       message: "dictionary literal has the key \(describe(keys[index])) twice")
            }
            try checkArraySize(keys.count + 1, at: position(element))
            keys.append(key)
            values.append(value)
        }
        return .dictionary(keys, values)
    }

    /// A key as dictionaries compare it: integer literals are Ints.
    private func hashable(_ key: SwiftValue, at position: SourcePosition) throws -> SwiftValue {
        switch key {
        case .literal(let v, _): return .int(v)
        case .int, .string, .bool, .enumValue, .member, .double: return key
        default:
            throw InterpreterError.unsupported("a dictionary key of type \(key.typeName)", at: position)
        }
    }

    /// `dictionary[key]` (nil when absent) and `dictionary[key, default: value]`.
    func dictionarySubscript(_ keys: [SwiftValue], _ values: [SwiftValue], _ expr: SubscriptCallExprSyntax,
                             in scope: Scope) throws -> SwiftValue {
        guard let first = expr.arguments.first, first.label == nil, expr.arguments.count <= 2 else {
            throw InterpreterError.unsupported("the subscript '\(Self.excerpt(expr))'", at: position(expr))
        }
        let key = try hashable(evaluate(first.expression, in: scope), at: position(first))
        if let index = try keys.firstIndex(where: { try equal($0, key, at: position(first)) }) { return values[index] }
        if expr.arguments.count == 2 {
            let second = expr.arguments[expr.arguments.index(after: expr.arguments.startIndex)]
            guard second.label?.text == "default" else {
                throw InterpreterError.unsupported("the subscript '\(Self.excerpt(expr))'", at: position(expr))
            }
            return try evaluate(second.expression, in: scope)
        }
        return .null
    }

    /// `array[i] = value`, `dictionary[key] = value` (nil removes the key).
    func assignSubscript(_ value: SwiftValue, to target: SubscriptCallExprSyntax, in scope: Scope) throws {
        guard target.arguments.count == 1, let argument = target.arguments.first, argument.label == nil else {
            throw InterpreterError.unsupported("assigning to '\(Self.excerpt(target))'", at: position(target))
        }
        let base = try evaluate(target.calledExpression, in: scope)
        let at = position(argument)
        switch base {
        case .array(var elements):
            var index = try evaluate(argument.expression, in: scope)
            if case .literal(let i, _) = index { index = .int(i) }
            guard case .int(let i) = index, elements.indices.contains(i) else {
                throw InterpreterError(position: at, message: "index \(describe(index)) out of range (the array has "
                                        + "\(elements.count) elements)")
            }
            elements[i] = value
            try assign(.array(elements), to: target.calledExpression, in: scope)
        case .dictionary(var keys, var values):
            let key = try hashable(evaluate(argument.expression, in: scope), at: at)
            let found = try keys.firstIndex { try equal($0, key, at: at) }
            if case .null = value {
                if let found { keys.remove(at: found); values.remove(at: found) }
            } else if let found {
                values[found] = value
            } else {
                try checkArraySize(keys.count + 1, at: at)
                keys.append(key)
                values.append(value)
            }
            try assign(.dictionary(keys, values), to: target.calledExpression, in: scope)
        default:
            throw InterpreterError.unsupported("assigning to '\(Self.excerpt(target))'", at: position(target))
        }
    }

    /// `count`, `isEmpty`, `keys`, `values` of a dictionary.
    static func dictionaryProperty(_ name: String, _ keys: [SwiftValue], _ values: [SwiftValue]) -> SwiftValue? {
        switch name {
        case "count": return .int(keys.count)
        case "isEmpty": return .bool(keys.isEmpty)
        case "keys": return .array(keys)
        case "values": return .array(values)
        default: return nil
        }
    }
}
