// A function called once per element of a sequence (`map`, `filter`, `forEach` …), set up once for all of them.

import SwiftSyntax

extension Interpreter {
    /// `f` called with one element at a time. A closure whose body is one expression holding no closure (so nothing
    /// in it can keep the scope it runs in), of `$0` or one parameter without a written type, and without a written
    /// result type, is evaluated in one scope with its parameter bound again at each element: what a call binds and
    /// evaluates, without making a scope and an argument list per element. Any other function is called as usual.
    func elementCall(_ f: SwiftValue, at: SourcePosition) -> (SwiftValue) throws -> SwiftValue {
        guard case .function(let function) = f, function.isClosure, function.overloads.isEmpty, function.returnType == nil,
              case .statements(let statements) = function.body, let expr = blocks.items(of: statements).single,
              !expr.is(IfExprSyntax.self), !expr.is(SwitchExprSyntax.self), !holdsClosure(expr),
              let name = function.usesAnonymousArguments ? "$0"
                : function.parameters.count == 1 && function.parameters[0].type == nil ? function.parameters[0].name : nil
        else {
            return { [unowned self] element in try invoke(f, [Argument(label: nil, value: element, location: at)], at: at) }
        }
        let scope = Scope(parent: function.captured)
        return { [unowned self] element in
            depth += 1
            defer { depth -= 1 }
            guard depth <= limits.callDepth else {
                throw InterpreterError(position: at, message: "calls nested deeper than \(limits.callDepth) "
                                        + "(a function that calls itself without end?)")
            }
            scope.values[name] = element
            return try evaluate(expr, in: scope)
        }
    }

    /// Whether an expression has a `{` in it (a closure, or a trailing one), read once per node.
    private func holdsClosure(_ expr: ExprSyntax) -> Bool {
        if let found = nodes.holdsClosure[expr.id] { return found }
        let holds = expr.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .leftBrace }
        nodes.holdsClosure[expr.id] = holds
        return holds
    }
}
