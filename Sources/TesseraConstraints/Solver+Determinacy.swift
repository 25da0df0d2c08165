// Whether variables are determined, remembered while only constants change: the answer follows from the basis.

/// One answer of `Solver.areDetermined(remembering:)` and the state it holds in.
struct DeterminacyAnswer: Sendable {
    var variables: [Variable]
    /// `Solver.basisSignature()` when the answer was worked out.
    var basis: [Int32]
    var determined: Bool
}

extension Solver {
    /// How many answers `determinacyMemo` keeps: a reused cell's items lead to a few sets of active constraints (a
    /// label that wraps for some items and not for others), and the dual simplex leaves degenerate rows with one of
    /// several basic symbols (a 3,000-row contact list meets 14 states).
    static let determinacyMemoLimit = 16
    /// A restricted row's constant below this counts as zero, from `clearlyPositive` on as positive; a state with a
    /// constant between the two is neither remembered nor answered from memory.
    static let atZero = 1e-10
    static let clearlyPositive = 1e-5

    /// `areDetermined(_:)`, remembered for the state it was worked out in and answered from memory in that state
    /// again: a solver refitted for item after item (only constants change) asks the same question of a few states.
    ///
    /// The answer is the same in every such state. While no constraint goes in or out (the memory is emptied when one
    /// does), the system's coefficients stay, so the tableau's coefficients and every symbol's reduced cost follow
    /// from which symbols are basic. Whether a variable can move over the optimal face is then a question about the
    /// directions in which the symbols that cost nothing may move from the current solution: it depends on those
    /// coefficients and on which restricted basic symbols sit at zero (such a row stops a direction that would make
    /// it negative; a row above zero does not), not on the constants otherwise. The signature holds the basis and
    /// which rows are at zero; a state with a constant within rounding of zero (between `atZero` and
    /// `clearlyPositive`) is answered by the probe and not remembered.
    ///
    /// - Complexity: O(rows) when remembered; else `areDetermined(_:)`'s.
    public mutating func areDetermined(remembering variables: [Variable]) -> Bool {
        guard let basis = basisSignature() else { return areDetermined(variables) }
        if let index = determinacyMemo.firstIndex(where: { $0.basis == basis && $0.variables == variables }) {
            let answer = determinacyMemo[index]
            if index > 0 {
                determinacyMemo.remove(at: index)
                determinacyMemo.insert(answer, at: 0)
            }
            return answer.determined
        }
        let determined = areDetermined(variables)
        determinacyMemo.insert(DeterminacyAnswer(variables: variables, basis: basis, determined: determined), at: 0)
        if determinacyMemo.count > Self.determinacyMemoLimit { determinacyMemo.removeLast() }
        return determined
    }

    /// Forgets every remembered answer: a constraint goes in or out, so the states they hold in mean another system.
    mutating func forgetDeterminacy() {
        if !determinacyMemo.isEmpty { determinacyMemo.removeAll() }
    }

    /// Each row's basic symbol id, doubled, plus 1 for a restricted row at zero; nil when a restricted row's constant
    /// is too close to zero to tell (`atZero`, `clearlyPositive`).
    ///
    /// - Complexity: O(rows).
    func basisSignature() -> [Int32]? {
        tableau.rows.withUnsafeBufferPointer { rows in
            var signature: [Int32] = []
            signature.reserveCapacity(rows.count)
            for row in rows {
                var entry = row.basic.id &* 2
                if !row.basic.isExternal {
                    let constant = abs(row.constant)
                    if constant < Self.atZero {
                        entry &+= 1
                    } else if constant < Self.clearlyPositive {
                        return nil
                    }
                }
                signature.append(entry)
            }
            return signature
        }
    }
}
