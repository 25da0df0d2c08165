// Arithmetic on variables and expressions, so `x + 2 * y - 10` reads as written.

// Only linear forms can be built: a product or quotient always has a number on one side. Operands are consumed
// where that lets the left expression grow in place instead of being copied.

extension Expression {
    public static func + (lhs: consuming Expression, rhs: Expression) -> Expression {
        lhs.terms.append(contentsOf: rhs.terms)
        lhs.constant += rhs.constant
        return lhs
    }

    public static func + (lhs: consuming Expression, rhs: Variable) -> Expression {
        lhs.terms.append(Term(rhs))
        return lhs
    }

    public static func + (lhs: Variable, rhs: consuming Expression) -> Expression {
        rhs.terms.insert(Term(lhs), at: 0)
        return rhs
    }

    public static func + (lhs: consuming Expression, rhs: Double) -> Expression {
        lhs.constant += rhs
        return lhs
    }

    public static func + (lhs: Double, rhs: consuming Expression) -> Expression {
        rhs.constant += lhs
        return rhs
    }

    public static func - (lhs: consuming Expression, rhs: Expression) -> Expression {
        lhs.terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        for term in rhs.terms { lhs.terms.append(Term(term.variable, -term.coefficient)) }
        lhs.constant -= rhs.constant
        return lhs
    }

    public static func - (lhs: consuming Expression, rhs: Variable) -> Expression {
        lhs.terms.append(Term(rhs, -1))
        return lhs
    }

    public static func - (lhs: Variable, rhs: consuming Expression) -> Expression {
        rhs = -rhs
        rhs.terms.insert(Term(lhs), at: 0)
        return rhs
    }

    public static func - (lhs: consuming Expression, rhs: Double) -> Expression {
        lhs.constant -= rhs
        return lhs
    }

    public static func - (lhs: Double, rhs: consuming Expression) -> Expression {
        rhs = -rhs
        rhs.constant += lhs
        return rhs
    }

    public static prefix func - (operand: consuming Expression) -> Expression {
        operand * -1
    }

    public static func * (lhs: consuming Expression, rhs: Double) -> Expression {
        for index in lhs.terms.indices { lhs.terms[index].coefficient *= rhs }
        lhs.constant *= rhs
        return lhs
    }

    public static func * (lhs: Double, rhs: consuming Expression) -> Expression {
        rhs * lhs
    }

    public static func / (lhs: consuming Expression, rhs: Double) -> Expression {
        lhs * (1 / rhs)
    }
}

extension Variable {
    public static func + (lhs: Variable, rhs: Variable) -> Expression {
        Expression(lhs) + rhs
    }

    public static func + (lhs: Variable, rhs: Double) -> Expression {
        Expression(lhs, constant: rhs)
    }

    public static func + (lhs: Double, rhs: Variable) -> Expression {
        Expression(rhs, constant: lhs)
    }

    public static func - (lhs: Variable, rhs: Variable) -> Expression {
        Expression(lhs) - rhs
    }

    public static func - (lhs: Variable, rhs: Double) -> Expression {
        Expression(lhs, constant: -rhs)
    }

    public static func - (lhs: Double, rhs: Variable) -> Expression {
        Expression(rhs, coefficient: -1, constant: lhs)
    }

    public static prefix func - (operand: Variable) -> Expression {
        Expression(operand, coefficient: -1)
    }

    public static func * (lhs: Variable, rhs: Double) -> Expression {
        Expression(lhs, coefficient: rhs)
    }

    public static func * (lhs: Double, rhs: Variable) -> Expression {
        Expression(rhs, coefficient: lhs)
    }

    public static func / (lhs: Variable, rhs: Double) -> Expression {
        Expression(lhs, coefficient: 1 / rhs)
    }
}
