// Hand-worked systems: required and optional constraints, priority levels, edits, removal and re-adding.

import Testing
import TesseraConstraints

@Suite("Solver")
struct SolverTests {
    @Test func requiredEqualityWithOptionalAndInequality() throws {
        // x + y == 100 (required), x == 30 @750, y >= 80 (required).
        // The required inequality forces y >= 80, so x = 100 - y <= 20; the 750 constraint pulls x up to 30,
        // so x stops at 20: x = 20, y = 80 (error 10 at level 750).
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.addConstraint(x + y == 100)
        try solver.addConstraint((x == 30).withPriority(.defaultHigh))
        try solver.addConstraint(y >= 80)
        #expect(solver.value(of: x) == 20)
        #expect(solver.value(of: y) == 80)
    }

    @Test func higherPriorityWinsWhateverTheOrder() throws {
        // x == 10 @250, x == 20 @750, x == 30 @500: the 750 level is minimised first, so x = 20.
        for order in [[0, 1, 2], [2, 1, 0], [1, 0, 2]] {
            var solver = Solver()
            let x = solver.makeVariable("x")
            let constraints = [(x == 10).withPriority(250), (x == 20).withPriority(750), (x == 30).withPriority(500)]
            for index in order { try solver.addConstraint(constraints[index]) }
            #expect(solver.value(of: x) == 20, "order \(order)")
        }
    }

    @Test func fractionalPrioritiesAreLevelsOfTheirOwn() throws {
        // UIKit's own fractional priorities: 999.5 over 999, 51 over 50, 50 over 49, 25 last.
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.addConstraint((x == 1).withPriority(999))
        try solver.addConstraint((x == 2).withPriority(999.5))
        try solver.addConstraint((y == 50).withPriority(51))
        try solver.addConstraint((y == 49).withPriority(50))
        try solver.addConstraint((y == 25).withPriority(25))
        #expect(solver.value(of: x) == 2)
        #expect(solver.value(of: y) == 50)
    }

    @Test func manyLowerConstraintsNeverOutweighOneHigher() throws {
        // Strict levels: one x == 0 @251 against ten x == 100 @250. A weighted sum (251 vs 10 × 250) would give
        // 100; strict levels give 0.
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint((x == 0).withPriority(251))
        for _ in 0..<10 { try solver.addConstraint((x == 100).withPriority(250)) }
        #expect(solver.value(of: x) == 0)
    }

    @Test func constraintsOfOneLevelWeighEqually() throws {
        // x == 0, x == 10, x == 10, all @250: the sum |x| + 2|x - 10| is smallest at x = 10 (cost 10, against
        // 20 at x = 0).
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint((x == 0).withPriority(250))
        try solver.addConstraint((x == 10).withPriority(250))
        try solver.addConstraint((x == 10).withPriority(250))
        #expect(solver.value(of: x) == 10)
    }

    @Test func inequalitiesBoundAnOptionalPull() throws {
        // 10 <= x <= 20 (required), x == 50 @750: x goes as far as it may, 20. Then x == 0 @1 changes nothing
        // (lower level), and removing the upper bound lets x reach 50.
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(x >= 10)
        let upper = try solver.addConstraint(x <= 20)
        try solver.addConstraint((x == 50).withPriority(.defaultHigh))
        #expect(solver.value(of: x) == 20)
        try solver.addConstraint((x == 0).withPriority(1))
        #expect(solver.value(of: x) == 20)
        try solver.removeConstraint(upper)
        #expect(solver.value(of: x) == 50)
    }

    @Test func linearCombinationsWithCoefficients() throws {
        // x + 2y - 10 == 0 and x - y == 1 (required): from the second x = y + 1, so 3y + 1 = 10, y = 3, x = 4.
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.addConstraint(x + 2 * y - 10 == 0)
        try solver.addConstraint(x - y == 1)
        #expect(solver.value(of: x) == 4)
        #expect(solver.value(of: y) == 3)
    }

    @Test func editVariableResolvesFromTheCurrentSolution() throws {
        // y == x + 10 and y <= 30 (required); x is edited at 999.
        // suggest 5: x = 5, y = 15. suggest 40: y would be 50 > 30, the required bound wins: y = 30, x = 20.
        // suggest -2: x = -2, y = 8.
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.addConstraint(y == x + 10)
        try solver.addConstraint(y <= 30)
        try solver.addEditVariable(x, priority: 999)
        #expect(solver.hasEditVariable(x))
        try solver.suggestValue(5, for: x)
        #expect(solver.value(of: x) == 5)
        #expect(solver.value(of: y) == 15)
        try solver.suggestValue(40, for: x)
        #expect(solver.value(of: x) == 20)
        #expect(solver.value(of: y) == 30)
        try solver.suggestValue(-2, for: x)
        #expect(solver.value(of: x) == -2)
        #expect(solver.value(of: y) == 8)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(solver.constraints.count == 2)
    }

    @Test func editOutranksLowerPrioritiesOnly() throws {
        // width edited at 500; width == 100 @750 outranks the edit, width == 300 @250 does not.
        var solver = Solver()
        let width = solver.makeVariable("width")
        try solver.addEditVariable(width, priority: 500)
        try solver.addConstraint((width == 300).withPriority(250))
        try solver.suggestValue(200, for: width)
        #expect(solver.value(of: width) == 200)
        let strong = try solver.addConstraint((width == 100).withPriority(750))
        #expect(solver.value(of: width) == 100)
        try solver.suggestValue(150, for: width)
        #expect(solver.value(of: width) == 100)
        try solver.removeConstraint(strong)
        #expect(solver.value(of: width) == 150)
    }

    @Test func removeThenReAdd() throws {
        // x == 10 @750 and x == 20 @250: x = 10; without the first, 20; re-added, 10 again.
        var solver = Solver()
        let x = solver.makeVariable("x")
        let strong = try solver.addConstraint((x == 10).withPriority(.defaultHigh))
        try solver.addConstraint((x == 20).withPriority(.defaultLow))
        #expect(solver.value(of: x) == 10)
        try solver.removeConstraint(strong)
        #expect(solver.value(of: x) == 20)
        #expect(!solver.hasConstraint(strong))
        let again = try solver.addConstraint(strong)
        #expect(solver.value(of: x) == 10)
        #expect(again.id != strong.id)
        #expect(solver.hasConstraint(again))
        #expect(solver.constraints.map(\.description) == ["v0 == 20 @250", "v0 == 10 @750"])
    }

    @Test func removingARequiredConstraintReleasesItsVariables() throws {
        // left + width == right; left == 10; width == 50 (all required) → right = 60. right == 100 @750 is then
        // unmet; removing width == 50 lets width take 90.
        var solver = Solver()
        let left = solver.makeVariable("left"), width = solver.makeVariable("width")
        let right = solver.makeVariable("right")
        try solver.addConstraint(left + width == right)
        try solver.addConstraint(left == 10)
        let fixed = try solver.addConstraint(width == 50)
        try solver.addConstraint((right == 100).withPriority(.defaultHigh))
        #expect(solver.value(of: right) == 60)
        try solver.removeConstraint(fixed)
        #expect(solver.value(of: width) == 90)
        #expect(solver.value(of: right) == 100)
    }

    @Test func redundantRequiredEqualityCanBeAddedAndRemoved() throws {
        // x == 10 twice, and x + y == 15 with y == 5: every one holds; removing them one by one keeps the rest.
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let first = try solver.addConstraint(x == 10)
        let second = try solver.addConstraint(x == 10)
        try solver.addConstraint(y == 5)
        let sum = try solver.addConstraint(x + y == 15)
        #expect(solver.value(of: x) == 10)
        try solver.removeConstraint(sum)
        try solver.removeConstraint(first)
        #expect(solver.value(of: x) == 10)
        try solver.removeConstraint(second)
        try solver.addConstraint((x == 3).withPriority(1))
        #expect(solver.value(of: x) == 3)
        #expect(solver.value(of: y) == 5)
    }

    @Test func variableMadeOnAFreedIDHasItsNameAndValue() throws {
        // Removing x >= 1 frees its slack's id; the next variable reuses it, below the end of the name table.
        var solver = Solver()
        let x = solver.makeVariable("x")
        let bound = try solver.addConstraint(x >= 1)
        try solver.removeConstraint(bound)
        let y = solver.makeVariable("y")
        #expect(y.id == 1)
        let z = solver.makeVariable("z")
        try solver.addConstraint(y == 7)
        try solver.addConstraint(z == y + 2)
        #expect(solver.name(of: y) == "y")
        #expect(solver.name(of: z) == "z")
        #expect(solver.value(of: y) == 7)
        #expect(solver.value(of: z) == 9)
    }

    @Test func valueOfAnIDThatIsAnInternalSymbolHereIsZero() throws {
        // Variable 1 of another solver is, in this one, the slack of x <= 4, basic at 4 - x = 3: not a variable.
        let foreign = Solver.variableOfAnotherSolver()
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(x <= 4)
        try solver.addConstraint((x == 1).withPriority(.defaultHigh))
        #expect(solver.value(of: x) == 1)
        #expect(solver.value(of: foreign) == 0)
    }
}

extension Solver {
    /// Variable 1 (`b`) of another solver: an id this one may give to a variable, or to an internal symbol, of its own.
    static func variableOfAnotherSolver() -> Variable {
        var other = Solver()
        _ = other.makeVariable("a")
        return other.makeVariable("b")
    }
}
