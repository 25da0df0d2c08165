// The relation operators that make constraints: `lhs == rhs`, `lhs <= rhs`, `lhs >= rhs`, all required.

// Each builds `lhs − rhs` reusing the storage of whichever side is an expression.
extension Constraint {
    static func make(_ lhs: consuming Expression, _ relation: Relation, _ rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, relation)
    }

    static func make(_ lhs: Variable, _ relation: Relation, _ rhs: consuming Expression) -> Constraint {
        Constraint(lhs - rhs, relation)
    }

    static func make(_ lhs: consuming Expression, _ relation: Relation, _ rhs: Variable) -> Constraint {
        Constraint(lhs - rhs, relation)
    }

    static func make(_ lhs: Variable, _ relation: Relation, _ rhs: Variable) -> Constraint {
        Constraint(lhs - rhs, relation)
    }

    static func make(_ lhs: consuming Expression, _ relation: Relation, _ rhs: Double) -> Constraint {
        Constraint(lhs - rhs, relation)
    }

    static func make(_ lhs: Double, _ relation: Relation, _ rhs: consuming Expression) -> Constraint {
        Constraint(lhs - rhs, relation)
    }

    static func make(_ lhs: Variable, _ relation: Relation, _ rhs: Double) -> Constraint {
        Constraint(lhs - rhs, relation)
    }

    static func make(_ lhs: Double, _ relation: Relation, _ rhs: Variable) -> Constraint {
        Constraint(lhs - rhs, relation)
    }
}

public func == (lhs: Expression, rhs: Expression) -> Constraint { .make(lhs, .equal, rhs) }
public func == (lhs: Expression, rhs: Variable) -> Constraint { .make(lhs, .equal, rhs) }
public func == (lhs: Variable, rhs: Expression) -> Constraint { .make(lhs, .equal, rhs) }
public func == (lhs: Variable, rhs: Variable) -> Constraint { .make(lhs, .equal, rhs) }
public func == (lhs: Expression, rhs: Double) -> Constraint { .make(lhs, .equal, rhs) }
public func == (lhs: Double, rhs: Expression) -> Constraint { .make(lhs, .equal, rhs) }
public func == (lhs: Variable, rhs: Double) -> Constraint { .make(lhs, .equal, rhs) }
public func == (lhs: Double, rhs: Variable) -> Constraint { .make(lhs, .equal, rhs) }

public func <= (lhs: Expression, rhs: Expression) -> Constraint { .make(lhs, .lessThanOrEqual, rhs) }
public func <= (lhs: Expression, rhs: Variable) -> Constraint { .make(lhs, .lessThanOrEqual, rhs) }
public func <= (lhs: Variable, rhs: Expression) -> Constraint { .make(lhs, .lessThanOrEqual, rhs) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
    .make(lhs, .lessThanOrEqual, rhs)
}
public func <= (lhs: Expression, rhs: Double) -> Constraint { .make(lhs, .lessThanOrEqual, rhs) }
public func <= (lhs: Double, rhs: Expression) -> Constraint { .make(lhs, .lessThanOrEqual, rhs) }
public func <= (lhs: Variable, rhs: Double) -> Constraint {
    .make(lhs, .lessThanOrEqual, rhs)
}
public func <= (lhs: Double, rhs: Variable) -> Constraint {
    .make(lhs, .lessThanOrEqual, rhs)
}

public func >= (lhs: Expression, rhs: Expression) -> Constraint { .make(lhs, .greaterThanOrEqual, rhs) }
public func >= (lhs: Expression, rhs: Variable) -> Constraint { .make(lhs, .greaterThanOrEqual, rhs) }
public func >= (lhs: Variable, rhs: Expression) -> Constraint { .make(lhs, .greaterThanOrEqual, rhs) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
    .make(lhs, .greaterThanOrEqual, rhs)
}
public func >= (lhs: Expression, rhs: Double) -> Constraint { .make(lhs, .greaterThanOrEqual, rhs) }
public func >= (lhs: Double, rhs: Expression) -> Constraint { .make(lhs, .greaterThanOrEqual, rhs) }
public func >= (lhs: Variable, rhs: Double) -> Constraint {
    .make(lhs, .greaterThanOrEqual, rhs)
}
public func >= (lhs: Double, rhs: Variable) -> Constraint {
    .make(lhs, .greaterThanOrEqual, rhs)
}
