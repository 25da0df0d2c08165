// The simplex tableau: rows by basic symbol, the objective, symbol bookkeeping, and the pivot.

/// Why a simplex step stopped short.
enum SimplexFailure: Error {
    /// More pivots than `Tableau.pivotLimit` in one operation.
    case pivotLimit
    /// No row bounds the entering symbol (cannot happen for the solver's own objectives).
    case unbounded
    /// An infeasible row with no symbol that can enter (cannot happen after an edit).
    case noDualEntering
}

/// The Cassowary tableau in solved form: every row expresses one basic symbol in terms of non-basic (parametric)
/// ones, non-basic symbols sit at 0, and restricted basic symbols are ≥ 0 whenever an operation completes.
///
/// Storage is contiguous: `rows` is an array, and `symbols` is one table indexed by symbol id. Ids of removed internal
/// symbols are reused, so the table stays as large as the live system.
struct Tableau: Sendable {
    /// What the tableau knows of one symbol id.
    struct SymbolEntry: Sendable {
        /// The index of the symbol's row when it is basic, -1 otherwise.
        var row: Int32 = -1
        /// The slot of the constraint the symbol belongs to (its marker or error), -1 for variables and free ids.
        var owner: Int32 = -1
        /// The kind's raw value, or `freeKind` for an id free for reuse.
        var kind: UInt8
    }

    /// The rows, in no particular order; `rows[i].basic` is the row's basic symbol.
    var rows: [Row] = []
    var symbols: [SymbolEntry] = []
    var freeIDs: [Int32] = []
    var objective = Objective()
    /// The phase-one objective while a constraint is added with an artificial variable, and the objective of an
    /// ambiguity probe.
    var artificial: Row?
    /// Symbols that must not enter the basis (an ambiguity probe's non-zero-cost symbols); nil normally.
    var frozen: [Bool]?
    /// Basic restricted symbols whose rows went negative, for the dual simplex.
    var infeasible: [Symbol] = []
    var pivotCount = 0
    var pivotLimit = 10_000
    /// The symbols of the last pivots before the limit, for the error message.
    var recentPivots: [Symbol] = []

    static let freeKind: UInt8 = .max

    /// Capacity reserved when the tables are first used, so a small system does not regrow them step by step.
    static let initialSymbolCapacity = 64
    static let initialRowCapacity = 32

    var symbolCount: Int { symbols.count }

    /// A new symbol of the given kind belonging to a constraint slot (-1: to none), reusing a free id when there is
    /// one.
    ///
    /// - Complexity: amortised O(1).
    mutating func makeSymbol(_ kind: Symbol.Kind, owner: Int32) -> Symbol {
        let entry = SymbolEntry(owner: owner, kind: kind.rawValue)
        if let id = freeIDs.popLast() {
            symbols[Int(id)] = entry
            return Symbol(id: id, kind: kind)
        }
        if symbols.capacity == 0 {
            symbols.reserveCapacity(Self.initialSymbolCapacity)
            rows.reserveCapacity(Self.initialRowCapacity)
        }
        symbols.append(entry)
        return Symbol(id: Int32(symbols.count - 1), kind: kind)
    }

    /// Removes every trace of a non-basic symbol (rounding residue included) and frees its id.
    ///
    /// - Complexity: O(rows × terms).
    mutating func release(_ symbol: Symbol) {
        guard symbol.isValid else { return }
        precondition(symbols[Int(symbol.id)].row < 0, "releasing a basic symbol")
        purge(symbol)
        symbols[Int(symbol.id)] = SymbolEntry(kind: Self.freeKind)
        freeIDs.append(symbol.id)
    }

    /// Removes a non-basic symbol's column from every row and objective (fixing it at 0).
    ///
    /// - Complexity: O(rows × terms).
    mutating func purge(_ symbol: Symbol) {
        for index in rows.indices where rows[index].mightContain(symbol) { rows[index].remove(symbol) }
        for index in objective.levels.indices { objective.levels[index].row.remove(symbol) }
        artificial?.remove(symbol)
    }

    /// The slot of the constraint a symbol belongs to, -1 for none.
    func owner(of symbol: Symbol) -> Int32 {
        symbol.isValid && Int(symbol.id) < symbols.count ? symbols[Int(symbol.id)].owner : -1
    }

    /// The kind of the symbol with this id, nil for an id out of range or free.
    func kind(ofID id: Int) -> Symbol.Kind? {
        guard id >= 0, id < symbols.count else { return nil }
        return Symbol.Kind(rawValue: symbols[id].kind)
    }

    /// The index of the symbol's row, nil when it is not basic.
    @inline(__always) func row(of symbol: Symbol) -> Int? {
        let index = symbols[Int(symbol.id)].row
        return index < 0 ? nil : Int(index)
    }

    /// The symbol's current value: its row's constant when basic, 0 when not.
    @inline(__always) func value(ofID id: Int) -> Double {
        let index = symbols[id].row
        return index < 0 ? 0 : rows[Int(index)].constant
    }

    /// The value of the external symbol with this id, 0 for an id out of range or of another kind: `value(ofID:)`
    /// behind the test `kind(ofID:) == .external`, with one bounds check and one read of the entry.
    ///
    /// - Complexity: O(1).
    func value(ofExternalID id: Int) -> Double {
        guard id >= 0, id < symbols.count else { return 0 }
        return symbols.withUnsafeBufferPointer { symbols in
            let entry = symbols[id]
            guard entry.kind == Symbol.Kind.external.rawValue, entry.row >= 0 else { return 0 }
            return rows.withUnsafeBufferPointer { $0[Int(entry.row)].constant }
        }
    }

    /// Adds a row whose `basic` is set.
    mutating func insertRow(_ row: consuming Row) {
        symbols[Int(row.basic.id)].row = Int32(rows.count)
        rows.append(row)
    }

    /// Takes a row out (the last row moves into its place).
    mutating func removeRow(at index: Int) -> Row {
        let row = rows[index]
        symbols[Int(row.basic.id)].row = -1
        let last = rows.count - 1
        if index != last {
            rows[index] = rows[last]
            symbols[Int(rows[index].basic.id)].row = Int32(index)
        }
        rows.removeLast()
        return row
    }

    /// Replaces `symbol` by `row` in every row, the objective and the phase-one objective, noting restricted rows
    /// that turn negative.
    ///
    /// - Complexity: O(rows) plus O(terms) per row that holds the symbol.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        updateRows(holding: symbol) { $0.substitute(symbol, with: row) }
        objective.substitute(symbol, with: row)
        if artificial != nil { artificial!.substitute(symbol, with: row) }
    }

    /// Applies `change` to every row that may hold `symbol` (it returns whether it changed the row) and notes the
    /// restricted rows it changed that turn negative.
    ///
    /// The rows are walked through one buffer (not made unique row by row), so `infeasible` is moved out while they
    /// are: `change` must not touch the tableau.
    ///
    /// - Complexity: O(rows) plus `change`'s cost per row that may hold the symbol.
    @inline(__always)
    mutating func updateRows(holding symbol: Symbol, _ change: (inout Row) -> Bool) {
        var negative: [Symbol] = []
        swap(&negative, &infeasible)
        rows.withUnsafeMutableBufferPointer { rows in
            for index in rows.indices where rows[index].mightContain(symbol) {
                guard change(&rows[index]) else { continue }
                if !rows[index].basic.isExternal, rows[index].constant < -nearZeroTolerance {
                    negative.append(rows[index].basic)
                }
            }
        }
        swap(&negative, &infeasible)
    }

    /// Makes `row` (an equation `0 = …` holding `subject`) the row of `subject`.
    ///
    /// - Complexity: that of `substitute`.
    mutating func install(_ row: consuming Row, solvedFor subject: Symbol) {
        row.solve(for: subject)
        substitute(subject, with: row)
        insertRow(consume row)
    }

    /// Exchanges the basic symbol of row `index` with `entering`.
    ///
    /// - Complexity: that of `substitute`.
    mutating func pivot(_ entering: Symbol, rowAt index: Int) throws(SimplexFailure) {
        let leaving = rows[index].basic
        try countPivot(entering, leaving: leaving)
        rows[index].solve(for: leaving, entering)
        symbols[Int(leaving.id)].row = -1
        symbols[Int(entering.id)].row = Int32(index)
        substitute(entering, with: rows[index])
    }

    /// Counts one pivot against the limit; near it, remembers the symbols involved.
    mutating func countPivot(_ entering: Symbol, leaving: Symbol) throws(SimplexFailure) {
        pivotCount += 1
        if pivotCount + 8 > pivotLimit { recentPivots += [entering, leaving] }
        if pivotCount > pivotLimit { throw .pivotLimit }
    }

    /// Starts one operation (an add, a removal, an edit): its pivot count, and an empty list of infeasible rows, whose
    /// room is kept (rows an earlier operation noted are of no use to this one's dual simplex).
    mutating func beginOperation() {
        pivotCount = 0
        recentPivots.removeAll()
        if !infeasible.isEmpty { infeasible.removeAll(keepingCapacity: true) }
    }
}
