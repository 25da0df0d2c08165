// Ambiguity: whether the constraints leave a variable free at the optimum, and the range it may take.

import Testing
import TesseraConstraints

@Suite("Ambiguity")
struct AmbiguityTests {
    private let everything = -Double.infinity...Double.infinity

    @Test func aSumAloneLeavesBothVariablesFree() throws {
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.addConstraint(x + y == 100)
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        #expect(solver.valueRange(of: x) == everything)
        // A weak preference settles both: x = 30, y = 70.
        try solver.addConstraint((x == 30).withPriority(.defaultLow))
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
        #expect(solver.valueRange(of: y) == 70...70)
    }

    @Test func boundsWithoutAPreferenceGiveTheirInterval() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x <= 10)
        #expect(solver.valueRange(of: x) == 0...10)
        #expect(solver.isAmbiguous(x))
    }

    @Test func aDegenerateRowDoesNotMakeAVariableAmbiguous() throws {
        // x >= 0 and x <= 0: x depends on a slack with zero cost, but that slack cannot move: x is 0.
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x <= 0)
        #expect(solver.valueRange(of: x) == 0...0)
        #expect(!solver.isAmbiguous(x))
    }

    @Test func aTieWithinOneLevelIsAmbiguous() throws {
        // x == 0 and x == 10, both @250: every x in 0...10 costs 10.
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint((x == 0).withPriority(.defaultLow))
        try solver.addConstraint((x == 10).withPriority(.defaultLow))
        #expect(solver.valueRange(of: x) == 0...10)
        // A lower level breaks the tie: x == 4 @1 → x = 4.
        try solver.addConstraint((x == 4).withPriority(1))
        #expect(solver.value(of: x) == 4)
        #expect(!solver.isAmbiguous(x))
    }

    @Test func anUnmetOptionalConstraintStillPinsAVariable() throws {
        // x >= 10 (required), x == 0 @250: x = 10 with an error of 10, and nothing else is optimal.
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(x >= 10)
        try solver.addConstraint((x == 0).withPriority(.defaultLow))
        #expect(solver.valueRange(of: x) == 10...10)
    }

    @Test func aHalfOpenRangeAndAnUnmentionedVariable() throws {
        // left == 0, width >= 20: right = left + width may be anything from 20 up.
        var solver = Solver()
        let left = solver.makeVariable("left"), width = solver.makeVariable("width")
        let right = solver.makeVariable("right"), unused = solver.makeVariable("unused")
        try solver.addConstraint(left == 0)
        try solver.addConstraint(width >= 20)
        try solver.addConstraint(right == left + width)
        #expect(solver.valueRange(of: right) == 20...Double.infinity)
        #expect(!solver.isAmbiguous(left))
        #expect(solver.valueRange(of: unused) == everything)
    }

    @Test func anEditVariablePinsWhatItEdits() throws {
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.addConstraint(y == 2 * x)
        #expect(solver.isAmbiguous(y))
        try solver.addEditVariable(x, priority: 999)
        try solver.suggestValue(7, for: x)
        #expect(solver.valueRange(of: y) == 14...14)
    }
}
