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
        // A remembered state is recognised against the tableau in place: no signature is made for a hit.
        if let index = determinacyMemo.firstIndex(where: { $0.variables == variables && isInState($0.basis) }) {
            // Brought one place nearer the front (the most asked stay first without shifting the others).
            if index > 0 { determinacyMemo.swapAt(index, index - 1) }
            return determinacyMemo[max(0, index - 1)].determined
        }
        guard let basis = basisSignature() else { return areDetermined(variables) }
        let determined = areDetermined(variables)
        determinacyMemo.insert(DeterminacyAnswer(variables: variables, basis: basis, determined: determined), at: 0)
        if determinacyMemo.count > Self.determinacyMemoLimit { determinacyMemo.removeLast() }
        return determined
    }

    /// Forgets every remembered answer: a constraint goes in or out, so the states they hold in mean another system.
    mutating func forgetDeterminacy() {
        if !determinacyMemo.isEmpty { determinacyMemo.removeAll() }
    }

    /// Whether the tableau is in the state `signature` describes (`basisSignature()` would equal it); false when a
    /// restricted row's constant is too close to zero to tell, as `basisSignature()` is then nil.
    ///
    /// - Complexity: O(rows).
    func isInState(_ signature: [Int32]) -> Bool {
        tableau.rows.withUnsafeBufferPointer { rows in
            signature.withUnsafeBufferPointer { signature in
                guard rows.count == signature.count else { return false }
                for index in rows.indices where Self.signatureEntry(of: rows.baseAddress! + index) != signature[index] {
                    return false
                }
                return true
            }
        }
    }

    /// Each row's basic symbol id, doubled, plus 1 for a restricted row at zero; nil when a restricted row's constant
    /// is too close to zero to tell (`atZero`, `clearlyPositive`).
    ///
    /// - Complexity: O(rows).
    func basisSignature() -> [Int32]? {
        tableau.rows.withUnsafeBufferPointer { rows in
            var signature: [Int32] = []
            signature.reserveCapacity(rows.count)
            for index in rows.indices {
                guard let entry = Self.signatureEntry(of: rows.baseAddress! + index) else { return nil }
                signature.append(entry)
            }
            return signature
        }
    }

    /// A row's entry in `basisSignature()`, read in place; nil when its constant is too close to zero to tell.
    @inline(__always)
    private static func signatureEntry(of row: UnsafePointer<Row>) -> Int32? {
        let entry = row.pointee.basic.id &* 2
        guard !row.pointee.basic.isExternal else { return entry }
        let constant = abs(row.pointee.constant)
        if constant < atZero { return entry &+ 1 }
        return constant < clearlyPositive ? nil : entry
    }
}
