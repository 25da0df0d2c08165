// Conditions of `if`, `guard` and `while`: Boolean expressions, optional bindings, `case` patterns, `#available`.

import SwiftSyntax

extension Interpreter {
    /// Evaluates a condition list (`a, let b = c, #available(…)`), binding names in `binding`.
    func conditions(_ list: ConditionElementListSyntax, in scope: Scope, binding: Scope) throws -> Bool {
        for condition in conditionShapes(list) {
            switch condition {
            case .expression(let expr, let at):
                guard try truth(evaluate(expr, in: binding), at: at) else { return false }
            case .availability:
                continue   // `#available(iOS …, *)`: Tessera stands for the newest iOS
            case .optionalBinding(let pattern, let name, let value):
                let value = try evaluate(value, in: binding)
                if case .null = value { return false }
                if let name {
                    binding.values[name] = value
                    noteStored(value, variable: name)
                } else {
                    try bind(pattern, to: value, in: binding)
                }
            case .matchingPattern(let condition):
                guard try matchesPattern(condition, in: binding) else { return false }
            }
        }
        return true
    }

    /// What `conditions` reads of a list's syntax, read once per list. A shorthand `if let x` reads `x`: the name
    /// reference is made once, so that its own facts are read once too.
    private func conditionShapes(_ list: ConditionElementListSyntax) -> [NodeCache.ConditionShape] {
        if let found = nodes.conditions[list.id] { return found }
        let shapes = list.map { element -> NodeCache.ConditionShape in
            switch element.condition {
            case .expression(let expr): return .expression(expr, position(expr))
            case .availability: return .availability
            case .optionalBinding(let optional):
                let value = optional.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: optional.pattern
                    .as(IdentifierPatternSyntax.self)?.identifier ?? .identifier("_")))
                let name = optional.pattern.as(IdentifierPatternSyntax.self).map { $0.identifier.text }
                return .optionalBinding(optional.pattern, name, value)
            case .matchingPattern(let condition): return .matchingPattern(condition)
            }
        }
        nodes.conditions[list.id] = shapes
        return shapes
    }

    /// `case .compact = sizeClass`, `case let .grid(columns) = section`: whether the subject matches (binding the
    /// pattern's names in `binding`).
    private func matchesPattern(_ condition: MatchingPatternConditionSyntax, in binding: Scope) throws -> Bool {
        let subject = try evaluate(condition.initializer.value, in: binding)
        var pattern = condition.pattern
        var bindingAll = false
        if let valueBinding = pattern.as(ValueBindingPatternSyntax.self) {
            pattern = valueBinding.pattern
            bindingAll = true
        }
        guard let expression = pattern.as(ExpressionPatternSyntax.self) else {
            throw InterpreterError.unsupported("the pattern condition '\(condition.pattern.trimmedDescription)'",
                                               at: position(condition.pattern))
        }
        if let matched = try matchesCase(expression.expression, subject, bindingAll: bindingAll, in: binding) {
            if !matched { return false }
        } else if bindingAll {
            throw InterpreterError.unsupported("the pattern condition '\(condition.pattern.trimmedDescription)'",
                                               at: position(condition.pattern))
        } else {
            let value = try evaluate(expression.expression, in: binding)
            if case .range(let low, let high) = value, case .int(let v) = subject {
                if !(v >= low && v < high) { return false }
            } else if !(try equal(value, subject, at: position(expression))) {
                return false
            }
        }
        return true
    }
}
