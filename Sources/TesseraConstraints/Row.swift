// A sparse tableau row: a constant and terms sorted by symbol id, with a membership mask for quick misses.

/// A row `basic = constant + Σ coefficient·symbol` of the tableau, or an objective `cost = constant + Σ …` (then
/// `basic` is invalid).
///
/// Terms are sorted by symbol id and never hold a near-zero coefficient, so two rows merge in one pass. `mask` has
/// the bit `id % 64` set for every symbol in the row (and possibly for symbols merged out since), so most lookups of
/// an absent symbol cost one AND.
struct Row: Sendable {
    var basic: Symbol
    var constant: Double
    var terms: [Term]
    var mask: UInt64

    init(constant: Double = 0, basic: Symbol = .invalid, capacity: Int = 0) {
        self.basic = basic
        self.constant = constant
        self.terms = []
        self.mask = 0
        if capacity > 0 { terms.reserveCapacity(capacity) }
    }

    /// Whether the row may hold the symbol (false means it certainly does not).
    @inline(__always) func mightContain(_ symbol: Symbol) -> Bool {
        mask & symbol.maskBit != 0
    }

    /// Where the symbol's term is.
    ///
    /// - Complexity: O(terms) (a forward scan, stopping at the first larger id).
    func index(of symbol: Symbol) -> Int? {
        guard mightContain(symbol) else { return nil }
        return terms.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                let id = buffer[index].symbol.id
                if id == symbol.id { return index }
                if id > symbol.id { return nil }
            }
            return nil
        }
    }

    /// The symbol's coefficient, 0 when it is absent.
    ///
    /// - Complexity: O(terms).
    func coefficient(for symbol: Symbol) -> Double {
        index(of: symbol).map { terms[$0].coefficient } ?? 0
    }

    /// Adds `coefficient·symbol`, dropping the term if the sum is near zero.
    ///
    /// - Complexity: O(terms).
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        var position = terms.count
        for index in terms.indices where terms[index].symbol.id >= symbol.id {
            position = index
            break
        }
        if position < terms.count, terms[position].symbol.id == symbol.id {
            let sum = terms[position].coefficient + coefficient
            if isNearZero(sum) { removeTerm(at: position) } else { terms[position].coefficient = sum }
        } else if !isNearZero(coefficient) {
            terms.append(Term(symbol: symbol, coefficient: coefficient))
            terms.withUnsafeMutableBufferPointer { buffer in
                var index = buffer.count - 1
                while index > position {
                    buffer.swapAt(index, index - 1)
                    index -= 1
                }
            }
            mask |= symbol.maskBit
        }
    }

    /// Drops the term at `position`, keeping the order.
    private mutating func removeTerm(at position: Int) {
        terms.withUnsafeMutableBufferPointer { buffer in
            for index in position..<(buffer.count - 1) { buffer[index] = buffer[index + 1] }
        }
        terms.removeLast()
    }

    /// Drops the symbol's term, if any.
    ///
    /// - Complexity: O(terms).
    mutating func remove(_ symbol: Symbol) {
        if let index = index(of: symbol) { removeTerm(at: index) }
    }

    /// `self += factor · other`, leaving out `dropped` (whose term the caller has accounted for).
    ///
    /// The merge is written to a stack buffer and copied back into `terms`, whose heap buffer is reused: a merge
    /// allocates only when a row outgrows its capacity.
    ///
    /// - Complexity: O(terms + other.terms).
    mutating func add(_ other: Row, times factor: Double, dropping dropped: Symbol = .invalid) {
        constant += factor * other.constant
        var newMask: UInt64 = 0
        withUnsafeTemporaryAllocation(of: Term.self, capacity: terms.count + other.terms.count) { merged in
            let count = terms.withUnsafeBufferPointer { mine in
                other.terms.withUnsafeBufferPointer { theirs in
                    Self.merge(mine, theirs, times: factor, dropping: dropped.id, into: merged, mask: &newMask)
                }
            }
            terms.replaceSubrange(terms.indices, with: UnsafeBufferPointer(rebasing: merged[0..<count]))
        }
        mask = newMask
    }

    /// Writes `mine + factor · theirs` (both sorted by id, `dropped` left out) to `merged`, without near-zero
    /// terms. Returns the number of terms written and ORs their bits into `mask`.
    ///
    /// The output pointer and the bits are locals passed `inout` to inlined helpers (no nested function captures
    /// them), so they stay in registers.
    @inline(__always)
    private static func merge(_ mine: UnsafeBufferPointer<Term>, _ theirs: UnsafeBufferPointer<Term>,
                              times factor: Double, dropping dropped: Int32,
                              into merged: UnsafeMutableBufferPointer<Term>, mask: inout UInt64) -> Int {
        guard let start = merged.baseAddress else { return 0 }
        let mineCount = mine.count, theirCount = theirs.count
        var out = start
        var bits: UInt64 = 0
        var i = 0, j = 0
        // Branch-free: where the next id comes from, whether its term is kept and how far each read moves are
        // selects, not jumps the processor would mispredict at every other term.
        while i < mineCount, j < theirCount {
            let term = mine[i], their = theirs[j]
            let inMine = term.symbol.id <= their.symbol.id, inTheirs = their.symbol.id <= term.symbol.id
            let scaled = their.coefficient * factor
            let coefficient = inMine ? (inTheirs ? term.coefficient + scaled : term.coefficient) : scaled
            let symbol = inMine ? term.symbol : their.symbol
            let keeps = inMine && !inTheirs ? symbol.id != dropped : !isNearZero(coefficient)
            out.initialize(to: Term(symbol: symbol, coefficient: coefficient))
            out += keeps ? 1 : 0
            bits |= keeps ? symbol.maskBit : 0
            i &+= inMine ? 1 : 0
            j &+= inTheirs ? 1 : 0
        }
        while i < mineCount {
            if mine[i].symbol.id != dropped { emit(mine[i], at: &out, bits: &bits) }
            i &+= 1
        }
        while j < theirCount {
            emitUnlessNearZero(theirs[j].symbol, theirs[j].coefficient * factor, at: &out, bits: &bits)
            j &+= 1
        }
        mask |= bits
        return out - start
    }

    /// Writes `term` at `out`, moves `out` past it and notes its symbol's bit.
    @inline(__always)
    private static func emit(_ term: Term, at out: inout UnsafeMutablePointer<Term>, bits: inout UInt64) {
        out.initialize(to: term)
        out += 1
        bits |= term.symbol.maskBit
    }

    /// Writes a term of `symbol` with `coefficient` as `emit` does, unless the coefficient is near zero.
    @inline(__always)
    private static func emitUnlessNearZero(_ symbol: Symbol, _ coefficient: Double,
                                           at out: inout UnsafeMutablePointer<Term>, bits: inout UInt64) {
        if !isNearZero(coefficient) { emit(Term(symbol: symbol, coefficient: coefficient), at: &out, bits: &bits) }
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for index in terms.indices { terms[index].coefficient = -terms[index].coefficient }
    }

    /// Rewrites `0 = constant + c·symbol + rest` as `symbol = (constant + rest) / −c`, with `symbol` as the basic.
    ///
    /// - Complexity: O(terms).
    mutating func solve(for symbol: Symbol) {
        guard let index = index(of: symbol) else { preconditionFailure("solving a row for a symbol it lacks") }
        let factor = -1 / terms[index].coefficient
        terms.withUnsafeMutableBufferPointer { buffer in
            var written = 0
            for read in buffer.indices where read != index {
                buffer[written] = Term(symbol: buffer[read].symbol, coefficient: buffer[read].coefficient * factor)
                written += 1
            }
        }
        terms.removeLast()
        constant *= factor
        basic = symbol
    }

    /// Pivots `basic = …` (with `basic` = `lhs`) to `rhs = …`: moves `lhs` into the terms, then solves for `rhs`.
    ///
    /// - Complexity: O(terms).
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the expression `row` gives it. Returns whether the row held the symbol.
    ///
    /// - Complexity: O(terms + row.terms) when the symbol is present, O(1) to O(terms) otherwise.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        guard let index = index(of: symbol) else { return false }
        add(row, times: terms[index].coefficient, dropping: symbol)
        return true
    }

    /// Whether every term is a dummy (a row that only required equalities take part in).
    var hasOnlyDummies: Bool {
        terms.allSatisfy { $0.symbol.kind == .dummy }
    }
}
