// Remembered determinacy: answered from memory only in a state where the probe gives the same answer.

import PropertyBased
import Testing
@testable import TesseraConstraints

@Suite("Determinacy remembered")
struct DeterminacyTests {
    /// A solver whose anchors hold only some variables, and whose optional rows share a few priorities: some
    /// variables are left free, some are held by ties, some by degenerate rows.
    static func looselyAnchored(_ system: RandomSystem, _ rng: inout SplitMix) throws
        -> (Solver, [Variable], [RandomSystem.Row], [ConstraintID]) {
        var solver = Solver()
        let variables = (0..<system.variableCount).map { solver.makeVariable("x\($0)") }
        let anchors = system.optional.suffix(system.variableCount).filter { _ in Bool.random(using: &rng) }
        var rows = system.required + system.optional.dropLast(system.variableCount) + anchors
        for index in rows.indices where !rows[index].priority.isRequired {
            rows[index].priority = [Priority(250), 500, 750].randomElement(using: &rng)!
        }
        let ids = try rows.map { try #require(try solver.addConstraint(system.constraint($0, variables)).id) }
        return (solver, variables, rows, ids)
    }

    @Test func rememberedAnswersAreTheProbesAsConstantsChange() async {
        var (asked, remembered, free) = (0, 0, 0)
        await seededPropertyCheck(count: 200, input: RandomSystem.generator, Gen.int(in: 0...1_000_000)) { system, seed in
            var rng = SplitMix(seed: UInt64(seed))
            var (solver, variables, rows, ids) = try Self.looselyAnchored(system, &rng)
            for step in 0..<16 {
                // Optional rows move anywhere, required inequalities get looser or tight where the solution is (the
                // system stays satisfiable); now and then a row goes out and comes back, which must forget what was
                // remembered.
                let index = Int.random(in: 0..<rows.count, using: &rng)
                if step % 5 == 4 {
                    try solver.removeConstraint(id: ids[index])
                    #expect(solver.determinacyMemo.isEmpty)
                    ids[index] = try #require(try solver.addConstraint(system.constraint(rows[index], variables)).id)
                } else {
                    // A required inequality is made tight at the current solution half the time (its row then sits
                    // at zero: a degenerate row with the same basis), else looser.
                    let current = zip(rows[index].coefficients, variables).reduce(0) { $0 + $1.0 * solver.value(of: $1.1) }
                    let tight = Bool.random(using: &rng)
                    switch (rows[index].priority.isRequired, rows[index].relation) {
                    case (false, _): rows[index].constant = Double([-40, -20, 0, 20, 40].randomElement(using: &rng)!)
                    case (true, .lessThanOrEqual): rows[index].constant = tight ? -current : rows[index].constant - 10
                    case (true, .greaterThanOrEqual): rows[index].constant = tight ? -current : rows[index].constant + 10
                    case (true, .equal): break
                    }
                    try solver.changeConstant(of: ids[index], to: rows[index].constant)
                }
                for asking in [variables] + variables.map({ [$0] }) {
                    let basis = solver.basisSignature()
                    if solver.determinacyMemo.contains(where: { $0.basis == basis && $0.variables == asking }) {
                        remembered += 1
                    }
                    let answer = solver.areDetermined(remembering: asking)
                    #expect(answer == solver.areDetermined(asking), "step \(step), \(asking): \(system)")
                    asked += 1
                    if !answer { free += 1 }
                }
            }
        }
        // The property is worth something only if many answers came from memory, both kinds among them.
        #expect(remembered > asked / 3, "\(remembered) of \(asked) remembered")
        #expect(free > asked / 20 && free < asked * 19 / 20, "\(free) of \(asked) free")
    }

    @Test func aDegenerateRowIsRememberedAsBlocking() throws {
        // x is held at 0 by x >= 0 and x <= 0 together (a restricted row at zero): determined, from memory the
        // second time; once x <= 10, it is free between 0 and 10.
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(x >= 0)
        let upper = try #require(try solver.addConstraint(x <= 0).id)
        var answers = [solver.areDetermined(remembering: [x])]
        #expect(solver.determinacyMemo.count == 1)
        answers.append(solver.areDetermined(remembering: [x]))
        #expect(solver.determinacyMemo.count == 1)
        try solver.changeConstant(of: upper, to: -10)
        answers.append(solver.areDetermined(remembering: [x]))
        #expect(solver.determinacyMemo.count == 2)
        try solver.changeConstant(of: upper, to: 0)
        answers.append(solver.areDetermined(remembering: [x]))
        #expect(solver.determinacyMemo.count == 2)
        #expect(answers == [true, true, false, true])
    }
}
