// Appending to an array where it is held (a local or a stored property), without copying it.

import SwiftSyntax

extension Interpreter {
    /// `values.append(x)` / `append(contentsOf:)` on a local array or a stored array property of `self` (`items`,
    /// `self.items`), appended in place. False when the base is neither (the general path then runs).
    func appendInPlace(_ argument: Argument, to baseExpr: ExprSyntax, in scope: Scope, at: SourcePosition) throws -> Bool {
        if let reference = baseExpr.as(DeclReferenceExprSyntax.self) {
            let name = named(reference).name
            if let holder = scope.holder(of: name) { return try appendToLocal(name, in: holder, argument, at: at) }
            return try appendToProperty(name, argument, in: scope, at: at)
        }
        if let member = baseExpr.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
           named(base).name == "self" {
            return try appendToProperty(memberName(member).name, argument, in: scope, at: at)
        }
        return false
    }

    /// `values.append(x)` / `append(contentsOf:)` on a local array variable (declared in `holder`), appended in
    /// place: the variable's value is taken out of its scope first, so the array is not shared and is not copied (a
    /// loop appending n elements stays linear). False when the local is no array (the general path then runs).
    private func appendToLocal(_ name: String, in holder: Scope, _ argument: Argument, at: SourcePosition) throws -> Bool {
        guard case .array(let values)? = holder.values[name] else { return false }
        holder.values[name] = .void
        try append(argument, toTaken: values, at: at) { holder.values[name] = $0 }
        return true
    }

    /// `append` on a stored array property of `self` that has been read or set (its value is kept) and has no
    /// observers: taken out of the instance while it grows, so it is not copied (appending n elements in a loop stays
    /// linear), as `self.items = items + [x]` would store it. False otherwise (the general path then runs: a lazy
    /// property's first read, `willSet`/`didSet`).
    private func appendToProperty(_ name: String, _ argument: Argument, in scope: Scope, at: SourcePosition) throws -> Bool {
        guard case .instance(let type)? = scope.selfValue, let binding = type.properties[name], !Self.isObserved(binding),
              case .array(let values)? = type.cache[name] else { return false }
        type.cache[name] = .void
        try append(argument, toTaken: values, at: at) { type.cache[name] = $0 }
        return true
    }

    /// Appends to `values`, taken out of where they are held (so that nothing else shares the array and it is not
    /// copied); `putBack` puts the array back there, appended, or as it was when appending fails.
    private func append(_ argument: Argument, toTaken values: consuming [SwiftValue], at: SourcePosition,
                        putBack: (SwiftValue) -> Void) throws {
        var values = values
        do {
            try append(argument, to: &values, at: at)
        } catch {
            putBack(.array(values))
            throw error
        }
        putBack(.array(values))
    }

    /// `append(x)` / `append(contentsOf: xs)`'s argument added to `values`, within the size limit.
    func append(_ argument: Argument, to values: inout [SwiftValue], at: SourcePosition) throws {
        if argument.label == "contentsOf", case .array(let more) = argument.value {
            try checkArraySize(values.count + more.count, at: at)
            values += more
        } else {
            guard values.count < Self.maximumElements else {
                throw InterpreterError(position: at, message: "an array of more than \(Self.maximumElements) elements")
            }
            values.append(argument.value)
        }
    }
}
