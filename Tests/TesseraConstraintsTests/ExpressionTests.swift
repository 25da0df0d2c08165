// Building expressions and constraints with operators, and how they print.

import Testing
import TesseraConstraints

@Suite("Expressions")
struct ExpressionTests {
    @Test func operatorsBuildLinearForms() {
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let name: (Variable) -> String = { solver.name(of: $0) }
        #expect((x + 2 * y - 10).description(naming: name) == "x + 2*y - 10")
        #expect((-x - y / 4 + 0.5).description(naming: name) == "-x - 0.25*y + 0.5")
        #expect((3 - (x - y) * 2).description(naming: name) == "-2*x + 2*y + 3")
        #expect((x - (2 * y + 1)).description(naming: name) == "x - 2*y - 1")
        #expect((10 + x).constant == 10)
        #expect(Expression(7).description(naming: name) == "7")
    }

    @Test func termsPastTheFourthKeptInPlaceStayInOrder() throws {
        var solver = Solver()
        let v = (0..<7).map { solver.makeVariable("v\($0)") }
        let name: (Variable) -> String = { solver.name(of: $0) }
        let long = v[1] + v[2] + v[3] + v[4] - v[5]
        #expect(long.terms.count == 5)
        #expect(long.description(naming: name) == "v1 + v2 + v3 + v4 - v5")
        let inserted = v[0] + long
        #expect(inserted.description(naming: name) == "v0 + v1 + v2 + v3 + v4 - v5")
        #expect(inserted.terms.map(\.variable) == Array(v[0...5]))
        #expect((long - (v[6] * 2 + 1)).description(naming: name) == "v1 + v2 + v3 + v4 - v5 - 2*v6 - 1")
        #expect(((long + 1) * 3).terms.map(\.coefficient) == [3, 3, 3, 3, -3])
        let written = Expression(terms: [Expression.Term(v[6], 2), Expression.Term(v[0], -1)], constant: 4)
        #expect(written.description(naming: name) == "2*v6 - v0 + 4")
        let listed: Expression.Terms = [Expression.Term(v[1]), Expression.Term(v[2])]
        #expect(Expression(terms: listed).description(naming: name) == "v1 + v2")
        // Seven terms from the operators solve as the sum they are written as.
        for index in 0...5 { try solver.addConstraint(v[index] == Double(index)) }
        try solver.addConstraint(v[6] == long - (v[0] + 10))
        #expect(solver.value(of: v[6]) == 1 + 2 + 3 + 4 - 5 - 0 - 10)
    }

    @Test func relationsMoveTheConstantToTheRight() {
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let name: (Variable) -> String = { solver.name(of: $0) }
        #expect((x + y == 100).equation(naming: name) == "x + y == 100")
        #expect((x >= y + 8).equation(naming: name) == "x - y >= 8")
        #expect((2 <= x).equation(naming: name) == "-x <= -2")
        #expect((x == 0.571429 * y).withPriority(999.5).equation(naming: name) == "x - 0.571429*y == 0 @999.5")
        #expect((x <= 406.6666666).withPriority(.defaultHigh).equation(naming: name) == "x <= 406.667 @750")
        #expect((x == y).relation == .equal)
        #expect((x == y).priority == .required)
    }

    @Test func priorityValues() {
        #expect(Priority.required.rawValue == 1000)
        #expect(Priority.defaultHigh.rawValue == 750)
        #expect(Priority.defaultLow.rawValue == 250)
        #expect(Priority.fittingSizeLevel.rawValue == 50)
        #expect(Priority(999.5).description == "999.5")
        #expect(Priority(251).description == "251")
        #expect(Priority.defaultLow < Priority(251))
        #expect(!Priority(999.5).isRequired && Priority.required.isRequired)
    }
}
