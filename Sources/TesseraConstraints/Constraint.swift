// A linear constraint `expression ⋈ 0` with a priority, a label for messages, and its id once installed.

/// A linear constraint: `expression == 0`, `expression <= 0` or `expression >= 0`, at a priority.
///
/// Build one with the relation operators (`x + y == 100`, `x >= y + 8`, see `Constraint+Operators.swift`), then set
/// the priority with `withPriority(_:)`. Adding it to a `Solver` returns it with an `id`; keep that value to remove
/// the constraint later. A constraint value is plain data: changing a copy's constant or priority does not change
/// the installed one (remove it and add the changed copy, which keeps the id).
public struct Constraint: Sendable, CustomStringConvertible {
    /// The left side minus the right side.
    public var expression: Expression
    public var relation: Relation
    public var priority: Priority
    /// How messages print the constraint; when empty, the solver writes the equation with its variable names
    /// into the constraints it puts in errors.
    public var label: String
    /// The id the solver gave it when it was added; nil for a constraint never added.
    public internal(set) var id: ConstraintID?

    /// `expression ⋈ 0` at the given priority.
    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required, label: String = "") {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.label = label
        self.id = nil
    }

    /// The same constraint at another priority.
    public func withPriority(_ priority: Priority) -> Constraint {
        var copy = self
        copy.priority = priority
        return copy
    }

    /// The same constraint printed as `label` in messages.
    public func labeled(_ label: String) -> Constraint {
        var copy = self
        copy.label = label
        return copy
    }

    /// The constraint written with the given variable names, the constant on the right and the priority after an
    /// `@` when it is not required: `x + y == 100`, `x == 30 @750`.
    ///
    /// - Complexity: O(terms).
    public func equation(naming name: (Variable) -> String) -> String {
        var left = expression
        left.constant = 0
        let lhs = left.terms.isEmpty ? "0" : left.description(naming: name)
        let rhs = Expression.number(expression.constant == 0 ? 0 : -expression.constant)
        let suffix = priority.isRequired ? "" : " @\(priority)"
        return "\(lhs) \(relation) \(rhs)\(suffix)"
    }

    /// The label, or the equation with variables printed as `v0`, `v1`…
    public var description: String {
        label.isEmpty ? equation(naming: \.description) : label
    }
}
