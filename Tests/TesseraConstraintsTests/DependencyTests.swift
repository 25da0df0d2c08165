// Dependencies: which installed constraints a variable's value moves with, and how fast.

import Testing
import TesseraConstraints

@Suite("Dependencies")
struct DependencyTests {
    @Test func aSumAndAPreferenceDecideBothVariables() throws {
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let sum = try solver.addConstraint(x + y == 100)
        let preference = try solver.addConstraint((x == 30).withPriority(.defaultLow))
        let slack = try solver.addConstraint(y >= 10)
        #expect(solver.value(of: y) == 70)
        // x follows the preference's constant; y = 100 − x follows both. `y >= 10` has slack: it moves nothing.
        let onX = solver.dependencies(of: x)
        #expect(onX.map(\.id) == [preference.id!])
        let onY = solver.dependencies(of: y)
        #expect(onY.map(\.id) == [sum.id!, preference.id!])
        #expect(!onY.contains { $0.id == slack.id })
        // The rates agree with moving a constant: x == 35 moves y by −5, so ∂y/∂(expression constant −30) is +1.
        let rate = try #require(onY.first { $0.id == preference.id }).rate
        try solver.changeConstant(of: preference.id!, to: -35)
        #expect(solver.value(of: y) == 70 - 5 * rate)
    }

    @Test func anInequalityAtItsBoundDecidesAndAFreeVariableDependsOnNothing() throws {
        var solver = Solver()
        let x = solver.makeVariable("x"), free = solver.makeVariable("free")
        let floor = try solver.addConstraint(x >= 20)
        try solver.addConstraint((x == 0).withPriority(.defaultLow))
        #expect(solver.value(of: x) == 20)
        #expect(solver.dependencies(of: x).map(\.id) == [floor.id!])
        #expect(solver.dependencies(of: free).isEmpty)
    }
}
