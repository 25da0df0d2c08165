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
