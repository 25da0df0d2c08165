// Property tests: random systems against what must hold whatever the system (x-sheep/swift-property-based).

import PropertyBased
import Testing
import TesseraConstraints

/// A random system over a few variables: required constraints a random point satisfies, optional constraints
/// with distinct priorities, and a distinct-priority anchor per variable, so the optimum is unique.
struct RandomSystem: Sendable, CustomStringConvertible {
    struct Row: Sendable {
        var coefficients: [Double]
        var constant: Double
        var relation: Relation
        var priority: Priority
    }

    var variableCount: Int
    var point: [Double]
    var required: [Row]
    var optional: [Row]

    /// Required rows hold at `point`; optional rows and anchors are arbitrary.
    init(using rng: inout some RandomNumberGenerator) {
        variableCount = Int.random(in: 2...5, using: &rng)
        point = (0..<variableCount).map { _ in Double(Int.random(in: -100...100, using: &rng)) }
        var priorities = Array(Set((0..<40).map { _ in Float(Int.random(in: 2...1998, using: &rng)) / 2 }))
        priorities.shuffle(using: &rng)
        required = []
        optional = []
        let point = point
        func randomCoefficients(_ rng: inout some RandomNumberGenerator) -> [Double] {
            var coefficients = (0..<point.count).map { _ in Double(Int.random(in: -3...3, using: &rng)) }
            if coefficients.allSatisfy({ $0 == 0 }) { coefficients[Int.random(in: 0..<point.count, using: &rng)] = 1 }
            return coefficients
        }
        for _ in 0..<Int.random(in: 1...6, using: &rng) {
            let coefficients = randomCoefficients(&rng)
            let value = zip(coefficients, point).reduce(0) { $0 + $1.0 * $1.1 }
            let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
            let slack = Double(Int.random(in: 0...20, using: &rng))
            let bound = relation == .equal ? value : relation == .lessThanOrEqual ? value + slack : value - slack
            required.append(Row(coefficients: coefficients, constant: -bound, relation: relation, priority: .required))
        }
        for _ in 0..<Int.random(in: 0...5, using: &rng) {
            let coefficients = randomCoefficients(&rng)
            let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
            let bound = Double(Int.random(in: -200...200, using: &rng))
            optional.append(Row(coefficients: coefficients, constant: -bound, relation: relation,
                                priority: Priority(priorities.removeLast())))
        }
        for index in 0..<variableCount {
            var coefficients = [Double](repeating: 0, count: variableCount)
            coefficients[index] = 1
            let target = Double(Int.random(in: -150...150, using: &rng))
            optional.append(Row(coefficients: coefficients, constant: -target, relation: .equal,
                                priority: Priority(priorities.removeLast())))
        }
    }

    /// The row as a constraint over `variables`.
    func constraint(_ row: Row, _ variables: [Variable]) -> Constraint {
        var expression = Expression(row.constant)
        for (variable, coefficient) in zip(variables, row.coefficients) where coefficient != 0 {
            expression = expression + coefficient * variable
        }
        return Constraint(expression, row.relation, priority: row.priority)
    }

    /// A solver with every row added in order, and its variables.
    func solve(extra: [Row] = []) throws -> (Solver, [Variable]) {
        var solver = Solver()
        let variables = (0..<variableCount).map { solver.makeVariable("x\($0)") }
        for row in required + optional + extra { try solver.addConstraint(constraint(row, variables)) }
        return (solver, variables)
    }

    /// How far the values are from meeting the row (0 when it holds).
    static func violation(of row: Row, at values: [Double]) -> Double {
        let value = zip(row.coefficients, values).reduce(row.constant) { $0 + $1.0 * $1.1 }
        switch row.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    var description: String {
        "\(variableCount) variables at \(point), \(required.count) required, \(optional.count) optional"
    }

    static let generator = Generator<RandomSystem, Shrink.None<RandomSystem>>(run: { rng in
        RandomSystem(using: &rng)
    })
}

@Suite("Properties")
struct PropertyTests {
    @Test func requiredConstraintsHoldInRandomSatisfiableSystems() async {
        await seededPropertyCheck(count: 150, input: RandomSystem.generator) { system in
            let (solver, variables) = try system.solve()
            let values = variables.map(solver.value(of:))
            for row in system.required {
                #expect(RandomSystem.violation(of: row, at: values) < 1e-9, "\(system)")
            }
            for variable in variables {
                #expect(!solver.isAmbiguous(variable), "anchors pin every variable: \(system)")
            }
        }
    }

    @Test func conflictSetsAreContradictionsAndRefusalsChangeNothing() async {
        await seededPropertyCheck(count: 200, input: Gen.int(in: 2...6), Gen.int(in: 0...1_000_000)) { count, seed in
            // Random required constraints, often contradictory (small integer coefficients, some all zero). Each
            // refused one, with the constraints its conflict names, must also be refused by a fresh solver; the
            // refusal leaves the values the constraints determine as they were (phase one may move ambiguous ones
            // to another solution); every installed required constraint keeps holding.
            var rng = SplitMix(seed: UInt64(seed))
            var solver = Solver()
            let variables = (0..<count).map { solver.makeVariable("x\($0)") }
            var installed: [Constraint] = []
            for _ in 0..<12 {
                var expression = Expression(Double(Int.random(in: -20...20, using: &rng)))
                for variable in variables where Bool.random(using: &rng) {
                    expression = expression + Double(Int.random(in: -2...2, using: &rng)) * variable
                }
                let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
                let constraint = Constraint(expression, relation)
                let before = variables.map { solver.isAmbiguous($0) ? nil : solver.value(of: $0) }
                do {
                    installed.append(try solver.addConstraint(constraint))
                } catch {
                    guard case .unsatisfiable(let conflict) = error as? ConstraintError else { throw error }
                    for (variable, value) in zip(variables, before) where value != nil {
                        #expect(abs(solver.value(of: variable) - value!) < 1e-9)
                    }
                    var fresh = Solver()
                    _ = variables.map { fresh.makeVariable("x\($0.id)") }
                    var refused = false
                    for member in conflict.conflicting + [constraint] {
                        do { try fresh.addConstraint(Constraint(member.expression, member.relation)) } catch {
                            refused = true
                        }
                    }
                    #expect(refused, "\(conflict)")
                }
                for constraint in installed {
                    var row = RandomSystem.Row(coefficients: [Double](repeating: 0, count: count),
                                               constant: constraint.expression.constant,
                                               relation: constraint.relation, priority: .required)
                    for term in constraint.expression.terms { row.coefficients[term.variable.id] += term.coefficient }
                    let values = variables.map(solver.value(of:))
                    #expect(RandomSystem.violation(of: row, at: values) < 1e-9, "\(constraint)")
                }
            }
        }
    }

    @Test func theHighestPriorityOfAConflictingChainWins() async {
        await seededPropertyCheck(count: 150, input: Gen.int(in: 2...8), Gen.int(in: -50...50), Gen.int(in: 0...1_000_000)) {
            count, low, seed in
            // x == vᵢ @pᵢ with distinct priorities, added in random order, inside required bounds low...low+40:
            // x ends at the highest-priority value, clamped into the bounds.
            var rng = SplitMix(seed: UInt64(seed))
            var priorities = Array(Set((0..<30).map { _ in Float(Int.random(in: 1...1998, using: &rng)) / 2 }))
            priorities.shuffle(using: &rng)
            let chain = (0..<count).map { _ in
                (value: Double(Int.random(in: -100...100, using: &rng)), priority: Priority(priorities.removeLast()))
            }
            var solver = Solver()
            let x = solver.makeVariable("x")
            try solver.addConstraint(x >= Double(low))
            try solver.addConstraint(x <= Double(low + 40))
            for link in chain.shuffled(using: &rng) {
                try solver.addConstraint((x == link.value).withPriority(link.priority))
            }
            let top = chain.max { $0.priority < $1.priority }!.value
            #expect(solver.value(of: x) == min(max(top, Double(low)), Double(low + 40)), "\(chain)")
        }
    }

    @Test func incrementalAddAndRemoveEqualsAFreshSolve() async {
        await seededPropertyCheck(count: 120, input: RandomSystem.generator, Gen.int(in: 0...1_000_000)) { system, seed in
            // Add everything plus some detours, remove the detours and a random part of the optional rows, and
            // compare with a solver given only what is left.
            var rng = SplitMix(seed: UInt64(seed))
            var solver = Solver()
            let variables = (0..<system.variableCount).map { solver.makeVariable("x\($0)") }
            var kept: [Constraint] = []
            var detours: [Constraint] = []
            for row in system.required + system.optional {
                let added = try solver.addConstraint(system.constraint(row, variables))
                if row.priority.isRequired || Bool.random(using: &rng) { kept.append(added) } else { detours.append(added) }
                if Bool.random(using: &rng) {
                    let detour = (variables.randomElement(using: &rng)! == Double(Int.random(in: -9...9, using: &rng)))
                    detours.append(try solver.addConstraint(detour.withPriority(Priority(Float(Int.random(in: 1...999, using: &rng))))))
                }
            }
            for detour in detours.shuffled(using: &rng) { try solver.removeConstraint(detour) }
            var fresh = Solver()
            let freshVariables = (0..<system.variableCount).map { fresh.makeVariable("x\($0)") }
            for constraint in kept {
                var copy = constraint
                copy.expression.terms = Expression.Terms(copy.expression.terms.map {
                    Expression.Term(freshVariables[$0.variable.id], $0.coefficient)
                })
                try fresh.addConstraint(Constraint(copy.expression, copy.relation, priority: copy.priority))
            }
            for (variable, freshVariable) in zip(variables, freshVariables) {
                let incremental = solver.value(of: variable), expected = fresh.value(of: freshVariable)
                let agree = solver.isAmbiguous(variable) || fresh.isAmbiguous(freshVariable)
                    || abs(incremental - expected) < 1e-7
                #expect(agree, "\(incremental) vs \(expected): \(system)")
            }
            #expect(solver.constraints.count == kept.count)
        }
    }

    @Test func changingConstantsEqualsAFreshSolve() async {
        await checkChangedConstants(atOnce: false)
    }

    @Test func changingConstantsAtOnceEqualsAFreshSolve() async {
        await checkChangedConstants(atOnce: true)
    }

    /// Changes the constants of random rows a few times (optional rows anywhere, required inequalities only looser, so
    /// the system stays satisfiable; a row may change twice), one at a time with `changeConstant` or all together with
    /// `changeConstants`, and compares with a solver given the final rows.
    private func checkChangedConstants(atOnce: Bool) async {
        await seededPropertyCheck(count: 150, input: RandomSystem.generator, Gen.int(in: 0...1_000_000)) { system, seed in
            var rng = SplitMix(seed: UInt64(seed))
            var solver = Solver()
            let variables = (0..<system.variableCount).map { solver.makeVariable("x\($0)") }
            var rows = system.required + system.optional
            let ids = try rows.map { try #require(try solver.addConstraint(system.constraint($0, variables)).id) }
            var changes: [(id: ConstraintID, constant: Double)] = []
            for _ in 0..<Int.random(in: 1...8, using: &rng) {
                let index = Int.random(in: 0..<rows.count, using: &rng)
                let step = Double(Int.random(in: 1...30, using: &rng))
                switch (rows[index].priority.isRequired, rows[index].relation) {
                case (false, _): rows[index].constant = Double(Int.random(in: -200...200, using: &rng))
                case (true, .lessThanOrEqual): rows[index].constant -= step
                case (true, .greaterThanOrEqual): rows[index].constant += step
                case (true, .equal): continue
                }
                if atOnce {
                    changes.append((ids[index], rows[index].constant))
                } else {
                    try solver.changeConstant(of: ids[index], to: rows[index].constant)
                }
            }
            if atOnce { try solver.changeConstants(changes) }
            var changed = system
            changed.required = Array(rows.prefix(system.required.count))
            changed.optional = Array(rows.dropFirst(system.required.count))
            let (fresh, freshVariables) = try changed.solve()
            for (variable, freshVariable) in zip(variables, freshVariables) {
                #expect(abs(solver.value(of: variable) - fresh.value(of: freshVariable)) < 1e-7, "\(system)")
            }
        }
    }

    @Test func suggestingValuesEqualsAFreshSolveWithAnEquality() async {
        let suggestions = Gen.int(in: -300...300).array(of: 1...5)
        await seededPropertyCheck(count: 120, input: RandomSystem.generator, suggestions) { system, suggestions in
            // The edit is at 999.75, a level no other row uses (their priorities are multiples of 0.5).
            var (solver, variables) = try system.solve()
            try solver.addEditVariable(variables[0], priority: 999.75)
            for value in suggestions { try solver.suggestValue(Double(value), for: variables[0]) }
            let edit = RandomSystem.Row(coefficients: [1] + Array(repeating: 0, count: system.variableCount - 1),
                                        constant: -Double(suggestions.last!), relation: .equal, priority: 999.75)
            let (fresh, freshVariables) = try system.solve(extra: [edit])
            for (variable, freshVariable) in zip(variables, freshVariables) {
                #expect(abs(solver.value(of: variable) - fresh.value(of: freshVariable)) < 1e-7, "\(system)")
            }
        }
    }
}

/// A small seeded generator (SplitMix64) for choices inside one property case.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
