// Unsatisfiable required constraints: the conflict set, the untouched solver, and breaking constraints as UIKit does.

import Testing
import TesseraConstraints

@Suite("Conflicts")
struct ConflictTests {
    /// The conflict an add throws, or nil.
    private func conflict(adding constraint: Constraint, to solver: inout Solver) -> Conflict? {
        do {
            try solver.addConstraint(constraint)
            return nil
        } catch {
            guard case .unsatisfiable(let conflict) = error else { return nil }
            return conflict
        }
    }

    @Test func twoRequiredEqualitiesThatDisagree() throws {
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.addConstraint(y == 5)
        let first = try solver.addConstraint(x == 10)
        let found = try #require(conflict(adding: x == 20, to: &solver))
        #expect(found.constraint.label == "x == 20")
        #expect(found.constraint.id == nil)
        #expect(found.conflicting.map(\.id) == [first.id])
        #expect(found.conflicting.map(\.label) == ["x == 10"])
        #expect(found.involved.map(\.label) == ["x == 10", "x == 20"])
        #expect(ConstraintError.unsatisfiable(found).description
            == "unsatisfiable required constraint: x == 20 conflicts with x == 10")
    }

    @Test func theSetFollowsAChainAndLeavesOutUnrelatedAndOptionalConstraints() throws {
        // x == y, y == z + 5, z == 10 make x = 15; x == 20 contradicts exactly those three. w == 1 and the
        // optional x == 0 @750 take no part.
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let z = solver.makeVariable("z"), w = solver.makeVariable("w")
        try solver.addConstraint(w == 1)
        try solver.addConstraint(x == y)
        try solver.addConstraint((x == 0).withPriority(.defaultHigh))
        try solver.addConstraint(y == z + 5)
        try solver.addConstraint(z == 10)
        let found = try #require(conflict(adding: x == 20, to: &solver))
        #expect(found.conflicting.map(\.label) == ["x - y == 0", "y - z == 5", "z == 10"])
        #expect(solver.value(of: x) == 15)
    }

    @Test func inequalitiesThatCannotMeet() throws {
        // x >= 10 then x <= 5 (phase one finds the artificial variable stuck at 5); the optional x == 7 @750
        // takes no part. The solver keeps x = 10 and accepts x <= 12 afterwards.
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.addConstraint(y >= 0)
        try solver.addConstraint(x >= 10)
        try solver.addConstraint((x == 7).withPriority(.defaultHigh))
        let found = try #require(conflict(adding: x <= 5, to: &solver))
        #expect(found.conflicting.map(\.label) == ["x >= 10"])
        #expect(solver.value(of: x) == 10)
        #expect(solver.constraints.count == 3)
        try solver.addConstraint(x <= 12)
        #expect(solver.value(of: x) == 10)
    }

    @Test func aSumOfBoundsContradictsAnEquality() throws {
        // a >= 30, b >= 40, a + b == 50: the equality needs a + b = 50 < 70. All three are involved; c <= 100
        // is not.
        var solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b"), c = solver.makeVariable("c")
        try solver.addConstraint(c <= 100)
        try solver.addConstraint(a >= 30)
        try solver.addConstraint(b >= 40)
        let found = try #require(conflict(adding: a + b == 50, to: &solver))
        #expect(found.conflicting.map(\.label) == ["a >= 30", "b >= 40"])
        #expect(found.description == "a + b == 50 conflicts with a >= 30, b >= 40")
    }

    @Test func aConstraintThatContradictsItself() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let found = try #require(conflict(adding: x - x == 3, to: &solver))
        #expect(found.conflicting.isEmpty)
        #expect(found.description == "x - x == 3 cannot hold")
    }

    @Test func breakingTheNewConstraintKeepsTheSystem() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(x == 10)
        let recovery = try solver.addConstraintBreakingConflicts((x == 20).labeled("wanted"))
        #expect(recovery.installed == nil)
        #expect(recovery.breaks.map(\.broken.label) == ["wanted"])
        #expect(recovery.breaks.map { $0.conflict.conflicting.map(\.label) } == [["x == 10"]])
        #expect(solver.value(of: x) == 10)
        #expect(solver.constraints.count == 1)
    }

    @Test func breakingInstalledConstraintsUntilTheNewOneFits() throws {
        // x >= 10 and x <= 30 installed; x == 40 conflicts with x <= 30 only. Breaking the installed one adds
        // x == 40.
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(x >= 10)
        try solver.addConstraint(x <= 30)
        let recovery = try solver.addConstraintBreakingConflicts(x == 40) { conflict in
            conflict.conflicting.last ?? conflict.constraint
        }
        #expect(recovery.installed?.label == "")
        #expect(recovery.installed?.id != nil)
        #expect(recovery.breaks.map(\.broken.label) == ["x <= 30"])
        #expect(solver.value(of: x) == 40)
        #expect(solver.constraints.map(\.description) == ["v0 >= 10", "v0 == 40"])
    }

    @Test func aChooserMustPickFromTheConflict() throws {
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.addConstraint(x == 1)
        let unrelated = try solver.addConstraint(y == 1)
        #expect(throws: ConstraintError.self) {
            try solver.addConstraintBreakingConflicts(x == 2) { _ in unrelated }
        }
        #expect(solver.constraints.count == 2)
    }
}
