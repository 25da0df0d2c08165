// Errors instead of crashes: bad input, unknown and duplicate constraints, edit misuse, and the pivot bound.

import Testing
import TesseraConstraints

@Suite("Errors")
struct ErrorTests {
    /// The solver error an operation throws, or nil.
    private func error(_ operation: () throws -> Void) -> ConstraintError? {
        do {
            try operation()
            return nil
        } catch {
            return error as? ConstraintError
        }
    }

    @Test func nonFiniteNumbersAreRefusedNamingTheConstraint() throws {
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let infinite = error { try solver.addConstraint(x == .infinity) }
        #expect(infinite?.description == "non-finite coefficient or constant in x == inf")
        let notANumber = error { try solver.addConstraint(.nan * x + y >= 0) }
        #expect(notANumber?.description == "non-finite coefficient or constant in nan*x + y >= 0")
        let labelled = error { try solver.addConstraint((x == .nan).labeled("title.width == nan")) }
        #expect(labelled?.description == "non-finite coefficient or constant in title.width == nan")
        #expect(solver.constraints.isEmpty)
        try solver.addEditVariable(x, priority: 999)
        let suggestion = error { try solver.suggestValue(.infinity, for: x) }
        #expect(suggestion?.description == "non-finite value inf suggested for x")
    }

    @Test func duplicateAndUnknownConstraints() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let added = try solver.addConstraint(x >= 1)
        #expect(error { try solver.addConstraint(added) }?.description
            == "duplicate constraint: x >= 1 is already installed")
        #expect(error { try solver.removeConstraint(x <= 3) }?.description
            == "unknown constraint: a constraint never added is not installed")
        try solver.removeConstraint(added)
        #expect(error { try solver.removeConstraint(added) }?.description
            == "unknown constraint: #0 is not installed")
        let again = try solver.addConstraint(added)
        #expect(again.id?.description == "#0.1")
        #expect(error { try solver.removeConstraint(added) } != nil)
        try solver.removeConstraint(again)
    }

    @Test func constantsChangedAtOnceAreCheckedBeforeAnyChanges() throws {
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let low = try #require(try solver.addConstraint(x >= 10).id)
        let sum = try #require(try solver.addConstraint(y == x + 5).id)
        let removed = try #require(try solver.addConstraint(y <= 100).id)
        try solver.removeConstraint(id: removed)
        // One unknown or non-finite change refuses all of them: the first is not made either.
        #expect(error { try solver.changeConstants([(low, -20), (removed, 3)]) }?.description
            == "unknown constraint: #2 is not installed")
        #expect(error { try solver.changeConstants([(low, -20), (sum, .infinity)]) }?.description
            == "non-finite coefficient or constant in y - x == -inf")
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 15)
        try solver.changeConstants([(low, -20), (sum, -7)])
        #expect(solver.value(of: x) == 20 && solver.value(of: y) == 27)
    }

    @Test func prioritiesOutsideOneToAThousand() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        for priority: Priority in [0, -5, 1000.5, Priority(.nan)] {
            let thrown = error { try solver.addConstraint((x == 1).withPriority(priority)) }
            guard case .invalidPriority(let constraint) = thrown else {
                Issue.record("expected invalidPriority for \(priority), got \(String(describing: thrown))")
                continue
            }
            #expect(constraint.label == "x == 1 @\(priority)")
        }
        #expect(error { try solver.addConstraint((x == 1).withPriority(0)) }?.description
            == "invalid priority 0 in x == 1 @0: expected a value in (0, 1000]")
    }

    @Test func variablesOfAnotherSolver() throws {
        let foreign = Solver.variableOfAnotherSolver()
        var solver = Solver()
        let x = solver.makeVariable("x")
        let thrown = error { try solver.addConstraint(x == foreign) }
        #expect(thrown?.description == "unknown variable v1 in x - v1 == 0: it was not made by this solver")
        #expect(solver.value(of: foreign) == 0)
    }

    @Test func editVariableMisuse() throws {
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        #expect(error { try solver.addEditVariable(x, priority: .required) }?.description
            == "invalid priority 1000 for edit variable x: expected a value in (0, 1000)")
        try solver.addEditVariable(x, priority: .defaultHigh)
        #expect(error { try solver.addEditVariable(x, priority: .defaultLow) }?.description
            == "duplicate edit variable x")
        #expect(error { try solver.suggestValue(3, for: y) }?.description == "unknown edit variable y")
        #expect(error { try solver.removeEditVariable(y) }?.description == "unknown edit variable y")
        #expect(solver.constraints.isEmpty)
    }

    @Test func thePivotBoundNamesTheConstraintsItWorkedOn() throws {
        // x == 30 @250 then x == 40 @750: entering the second row leaves the 750 error basic with a negative
        // reduced cost for the 250 error, so one pivot is needed. With no pivots allowed, the add throws, names
        // the constraint, and leaves it out.
        var solver = Solver()
        let x = solver.makeVariable("x")
        solver.pivotLimit = 0
        let weak = try solver.addConstraint((x == 30).withPriority(.defaultLow))
        let thrown = error { try solver.addConstraint((x == 40).withPriority(.defaultHigh)) }
        guard case .iterationLimitExceeded(let limit, let constraints) = thrown else {
            Issue.record("expected iterationLimitExceeded, got \(String(describing: thrown))")
            return
        }
        #expect(limit == 0)
        #expect(constraints.map(\.label) == ["x == 40 @750", "x == 30 @250"])
        #expect(thrown?.description
            == "iteration limit of 0 pivots exceeded while solving x == 40 @750, x == 30 @250")
        #expect(solver.constraints.map(\.id) == [weak.id])
        #expect(solver.value(of: x) == 30)
        solver.pivotLimit = 10
        try solver.addConstraint((x == 40).withPriority(.defaultHigh))
        #expect(solver.value(of: x) == 40)
    }
}
