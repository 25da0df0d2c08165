// Enum cases with associated values: `.grid(columns: 3)` made, and matched by `case .grid(let columns)`.

import SwiftSyntax

extension Interpreter {
    /// The enum and case index of an enum value, with or without associated values.
    static func enumCase(_ value: SwiftValue) -> (SwiftEnum, Int)? {
        switch value {
        case .enumValue(let type, let index), .enumPayload(let type, let index, _): return (type, index)
        default: return nil
        }
    }

    /// Whether `pattern` — a case with arguments, `.grid(let columns, _)` or `Section.grid(2)` — matches
    /// `subject`, binding the names it declares (all bare names when `bindingAll`, as under `case let`); nil when the
    /// pattern is not a case with arguments.
    func matchesCase(_ pattern: ExprSyntax, _ subject: SwiftValue, bindingAll: Bool, in scope: Scope) throws -> Bool? {
        guard let call = pattern.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        let payload: [SwiftValue]
        switch subject {
        case .enumPayload(let type, let index, let values):
            guard type.cases[index].name == name else { return false }
            payload = values
        case .implicitCall(let caseName, let arguments):
            guard caseName == name else { return false }
            payload = arguments.map(\.value)
        case .enumValue, .member:
            return false
        default:
            return nil
        }
        guard payload.count == call.arguments.count else { return false }
        for (argument, value) in zip(call.arguments, payload) {
            let expression = argument.expression
            if expression.is(DiscardAssignmentExprSyntax.self) { continue }
            if let declared = expression.as(PatternExprSyntax.self) {
                try bind(declared.pattern, to: value, in: scope)
                continue
            }
            if bindingAll, let reference = expression.as(DeclReferenceExprSyntax.self) {
                scope.values[reference.baseName.text] = value
                continue
            }
            guard try equal(evaluate(expression, in: scope), value, at: position(expression)) else { return false }
        }
        return true
    }
}
