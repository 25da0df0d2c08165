// Phase one (adding a row that has no ready subject by minimising an artificial variable), and probes of the optimum.

extension Tableau {
    /// The outcome of adding a row through an artificial variable.
    enum ArtificialOutcome {
        case added
        /// The artificial variable could not be driven to 0; the row is the final phase-one objective, whose
        /// marker coefficients show which constraints the contradiction combines.
        case infeasible(Row)
    }

    /// Adds `row` (an equation `0 = …` with a non-negative constant) by making an artificial variable
    /// `a = row` basic and minimising it.
    ///
    /// If `a` reaches 0 the row goes into the tableau: `a` is pivoted out (for a pivotable symbol of its row, or
    /// for `marker` when only dummies remain, a redundant required equality) and its column dropped. If it stays
    /// positive, `a`'s row is dropped and the tableau holds the old system again (still feasible; the caller
    /// re-optimises). New symbols of the row appear in no other row, so dropping `a`'s row removes them.
    ///
    /// - Complexity: O(pivots × rows × terms).
    mutating func addWithArtificialVariable(_ row: Row, marker: Symbol) throws(SimplexFailure) -> ArtificialOutcome {
        let art = makeSymbol(.slack, owner: -1)
        var artRow = row
        artRow.basic = art
        insertRow(artRow)
        artificial = row
        defer {
            artificial = nil
            if let index = self.row(of: art) { _ = removeRow(at: index) }
            release(art)
        }
        _ = try optimizeArtificial()
        let final = artificial!
        guard isNearZero(final.constant) else { return .infeasible(final) }
        guard let index = self.row(of: art) else { return .added }
        var leftover = removeRow(at: index)
        if leftover.terms.isEmpty { return .added }
        if let term = leftover.terms.first(where: { $0.symbol.isPivotable }) {
            try countPivot(term.symbol, leaving: art)
            leftover.solve(for: art, term.symbol)
            substitute(term.symbol, with: leftover)
            insertRow(leftover)
        } else if leftover.index(of: marker) != nil {
            leftover.solve(for: art, marker)
            substitute(marker, with: leftover)
            insertRow(leftover)
        }
        return .added
    }

    /// A tableau to probe the optimal face on (an objective minimised in `artificial` with `frozen` symbols kept
    /// out): no objective, and only the rows of restricted basic symbols. The rows of external variables take no part
    /// in a probe (the ratio test skips them, and no other row or the artificial objective reads them), so leaving
    /// them out gives the same pivots and values; in a typical cell they are two thirds of the rows, not copied.
    /// The probe's symbol table marks the left-out rows' basic symbols non-basic, so `row(of:)` and `value(ofID:)`
    /// must not be asked of a probe about external variables.
    ///
    /// - Complexity: O(symbols + rows).
    func probe(frozen: [Bool]) -> Tableau {
        var probe = Tableau()
        probe.pivotLimit = pivotLimit
        probe.frozen = frozen
        probe.symbols = symbols
        probe.rows.reserveCapacity(rows.count)
        for index in rows.indices {
            let basic = rows[index].basic
            if basic.isExternal {
                probe.symbols[Int(basic.id)].row = -1
            } else {
                probe.symbols[Int(basic.id)].row = Int32(probe.rows.count)
                probe.rows.append(rows[index])
            }
        }
        return probe
    }
}
