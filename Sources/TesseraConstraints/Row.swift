// A sparse tableau row: a constant and terms sorted by symbol id, with a membership mask for quick misses.

/// A row `basic = constant + Σ coefficient·symbol` of the tableau, or an objective `cost = constant + Σ …` (then
/// `basic` is invalid).
///
/// Terms are sorted by symbol id and never hold a near-zero coefficient, so two rows merge in one pass. `mask` has
/// the bit `id % 64` set for every symbol in the row (and possibly for symbols merged out since), so most lookups of
/// an absent symbol cost one AND.
///
/// `@unchecked Sendable` as `Array` is: the block is written only while this row alone holds it.
struct Row: @unchecked Sendable {
    var basic: Symbol
    var constant: Double
    /// The terms' block, shared copy-on-write with copies of the row.
    private(set) var storage: TermStorage
    var mask: UInt64

    init(constant: Double = 0, basic: Symbol = .invalid, capacity: Int = 0) {
        self.basic = basic
        self.constant = constant
        self.storage = TermStorage.make(capacity: capacity)
        self.mask = 0
    }

    /// The terms, sorted by symbol id.
    var terms: Terms { Terms(storage: storage) }

    /// How many terms the row has.
    var count: Int { storage.count }

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
        guard let index = index(of: symbol) else { return 0 }
        return storage.withUnsafeMutablePointerToElements { $0[index].coefficient }
    }

    /// Makes the block this row's own, with room for `capacity` terms.
    ///
    /// - Complexity: O(1) when it already is, O(terms) otherwise.
    @inline(__always)
    private mutating func makeUnique(capacity: Int) {
        if _fastPath(isKnownUniquelyReferenced(&storage) && storage.room >= capacity) { return }
        storage = storage.copy(capacity: Swift.max(capacity, storage.count * 2))
    }

    /// Calls `body` with the terms, writable, after making the block this row's own.
    @inline(__always)
    private mutating func withMutableTerms<R>(_ body: (UnsafeMutableBufferPointer<Term>) -> R) -> R {
        makeUnique(capacity: count)
        let count = count
        return storage.withUnsafeMutablePointerToElements { body(UnsafeMutableBufferPointer(start: $0, count: count)) }
    }

    /// Adds `coefficient·symbol`, dropping the term if the sum is near zero.
    ///
    /// - Complexity: O(terms).
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) {
        let count = count
        var position = count
        var present = false
        terms.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index].symbol.id >= symbol.id {
                position = index
                present = buffer[index].symbol.id == symbol.id
                break
            }
        }
        if present {
            let sum = terms[position].coefficient + coefficient
            if isNearZero(sum) {
                removeTerm(at: position)
            } else {
                withMutableTerms { $0[position].coefficient = sum }
            }
        } else if !isNearZero(coefficient) {
            makeUnique(capacity: count + 1)
            storage.withUnsafeMutablePointerToElements { base in
                (base + position + 1).moveInitialize(from: base + position, count: count - position)
                (base + position).initialize(to: Term(symbol: symbol, coefficient: coefficient))
            }
            storage.count = count + 1
            mask |= symbol.maskBit
        }
    }

    /// Drops the term at `position`, keeping the order.
    private mutating func removeTerm(at position: Int) {
        makeUnique(capacity: count)
        let count = count
        storage.withUnsafeMutablePointerToElements { base in
            (base + position).moveInitialize(from: base + position + 1, count: count - position - 1)
        }
        storage.count = count - 1
    }

    /// Drops the symbol's term, if any.
    ///
    /// - Complexity: O(terms).
    mutating func remove(_ symbol: Symbol) {
        if let index = index(of: symbol) { removeTerm(at: index) }
    }

    /// `self += factor · other`, leaving out `dropped` (whose term the caller has accounted for).
    ///
    /// The merge is written into the row's own block when it has room for both rows' terms: the row's terms move up
    /// past as many places as `other` has terms, and the merge writes from the start, never past what it has still
    /// to read. Otherwise the merge is written to a new block with room to spare, so the next merges fit.
    ///
    /// - Complexity: O(terms + other.terms).
    mutating func add(_ other: Row, times factor: Double, dropping dropped: Symbol = .invalid) {
        constant += factor * other.constant
        let mineCount = count, theirCount = other.count
        var newMask: UInt64 = 0
        if _fastPath(isKnownUniquelyReferenced(&storage) && storage.room >= mineCount + theirCount) {
            storage.count = storage.withUnsafeMutablePointerToElements { base in
                UnsafeMutableRawPointer(base + theirCount).copyMemory(
                    from: base, byteCount: mineCount * MemoryLayout<Term>.stride)
                return other.terms.withUnsafeBufferPointer { theirs in
                    Self.merge(UnsafeBufferPointer(start: base + theirCount, count: mineCount), theirs,
                               times: factor, dropping: dropped.raw, into: base, mask: &newMask)
                }
            }
        } else {
            let merged = TermStorage.make(capacity: (mineCount + theirCount) * 3 / 2)
            merged.count = merged.withUnsafeMutablePointerToElements { base in
                terms.withUnsafeBufferPointer { mine in
                    other.terms.withUnsafeBufferPointer { theirs in
                        Self.merge(mine, theirs, times: factor, dropping: dropped.raw, into: base, mask: &newMask)
                    }
                }
            }
            storage = merged
        }
        mask = newMask
    }

    /// Writes `mine + factor · theirs` (both sorted by id, `dropped` left out) from `start`, without near-zero
    /// terms. Returns the number of terms written and ORs their bits into `mask`. `mine` may lie in the same block
    /// after `start`, as long as no write reaches a term not yet read.
    ///
    /// The output pointer and the bits are locals passed `inout` to inlined helpers (no nested function captures
    /// them), so they stay in registers. Which side the next id comes from is a jump the processor cannot predict
    /// well; the rest (the dropped symbol, a sum cancelling out) nearly always goes the same way.
    @inline(__always)
    private static func merge(_ mine: UnsafeBufferPointer<Term>, _ theirs: UnsafeBufferPointer<Term>,
                              times factor: Double, dropping dropped: Int64,
                              into start: UnsafeMutablePointer<Term>, mask: inout UInt64) -> Int {
        var out = start
        var bits: UInt64 = 0
        var i = 0, j = 0
        let mineCount = mine.count, theirCount = theirs.count
        if let mine = mine.baseAddress, let theirs = theirs.baseAddress {
            while i < mineCount, j < theirCount {
                let symbol = mine[i].symbol, their = theirs[j].symbol
                if symbol.raw < their.raw {
                    if symbol.raw != dropped { emit(mine[i], at: &out, bits: &bits) }
                    i &+= 1
                } else if symbol.raw > their.raw {
                    emitUnlessNearZero(their, theirs[j].coefficient * factor, at: &out, bits: &bits)
                    j &+= 1
                } else {
                    emitUnlessNearZero(symbol, mine[i].coefficient + theirs[j].coefficient * factor, at: &out,
                                       bits: &bits)
                    i &+= 1
                    j &+= 1
                }
            }
        }
        while i < mineCount {
            if mine[i].symbol.raw != dropped { emit(mine[i], at: &out, bits: &bits) }
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
        withMutableTerms { terms in
            for index in terms.indices { terms[index].coefficient = -terms[index].coefficient }
        }
    }

    /// Rewrites `0 = constant + c·symbol + rest` as `symbol = (constant + rest) / −c`, with `symbol` as the basic.
    ///
    /// - Complexity: O(terms).
    mutating func solve(for symbol: Symbol) {
        guard let index = index(of: symbol) else { preconditionFailure("solving a row for a symbol it lacks") }
        let factor = withMutableTerms { terms in
            let factor = -1 / terms[index].coefficient
            var written = 0
            for read in terms.indices where read != index {
                terms[written] = Term(symbol: terms[read].symbol, coefficient: terms[read].coefficient * factor)
                written += 1
            }
            return factor
        }
        storage.count -= 1
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
        let coefficient = storage.withUnsafeMutablePointerToElements { $0[index].coefficient }
        add(row, times: coefficient, dropping: symbol)
        return true
    }

    /// Whether every term is a dummy (a row that only required equalities take part in).
    var hasOnlyDummies: Bool {
        terms.allSatisfy { $0.symbol.kind == .dummy }
    }
}

extension Row {
    /// A row's terms, read in place from its block.
    struct Terms: RandomAccessCollection {
        let storage: TermStorage

        var startIndex: Int { 0 }
        var endIndex: Int { storage.count }

        subscript(position: Int) -> Term {
            precondition(position >= 0 && position < endIndex, "term index out of range")
            return storage.withUnsafeMutablePointerToElements { $0[position] }
        }

        /// Calls `body` with the terms.
        func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Term>) throws -> R) rethrows -> R {
            let count = endIndex
            return try storage.withUnsafeMutablePointerToElements { elements in
                try body(UnsafeBufferPointer(start: elements, count: count))
            }
        }
    }
}
