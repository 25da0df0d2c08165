// The lexicographic objective: one cost row per distinct optional priority, highest first.

/// The objective the solver minimises: the sum of the error symbols of each optional priority level, compared level
/// by level from the highest priority down (lexicographic order).
///
/// A symbol's reduced cost is the vector of its coefficients in the level rows. It is "negative" when its first
/// non-zero entry (highest level first) is negative: entering it lowers the objective at that level and cannot be
/// outweighed by any change at lower levels. This is what makes priorities strict for every value, fractional ones
/// included, where a weighted sum of doubles can only separate a few levels.
struct Objective: Sendable {
    /// One priority level: its cost row and how many error symbols are priced in it.
    struct Level: Sendable {
        var priority: Float
        var errorCount: Int
        var row: Row
    }

    /// Levels in descending priority.
    var levels: [Level] = []
    /// Whether a level row changed since the tableau was last optimal (if not, optimising has nothing to do).
    var changed = false

    /// The index of the level of `priority`, making the level if it does not exist.
    ///
    /// - Complexity: O(levels).
    mutating func levelIndex(of priority: Float) -> Int {
        var position = levels.count
        for index in levels.indices where levels[index].priority <= priority {
            if levels[index].priority == priority { return index }
            position = index
            break
        }
        if levels.capacity == 0 { levels.reserveCapacity(8) }
        // A level gathers many rows' terms: room for 32 spares a typical cell's levels three regrowths.
        levels.insert(Level(priority: priority, errorCount: 0, row: Row(capacity: 32)), at: position)
        return position
    }

    /// The index of the level of `priority`, if it exists.
    func existingLevelIndex(of priority: Float) -> Int? {
        levels.firstIndex { $0.priority == priority }
    }

    /// Compares the reduced cost of `symbol` with zero: the sign of its first non-zero level coefficient, and that
    /// coefficient (0 when every level is zero).
    ///
    /// - Complexity: O(levels × terms per level).
    func leadingCost(of symbol: Symbol) -> Double {
        levels.withUnsafeBufferPointer { levels in
            for level in levels {
                let cost = level.row.coefficient(for: symbol)
                if !isNearZero(cost) { return cost }
            }
            return 0
        }
    }

    /// Lexicographic comparison of `cost(a) / divisorA` with `cost(b) / divisorB`: -1, 0 or 1.
    ///
    /// - Complexity: O(levels × terms per level).
    func compareRatios(_ a: Symbol, _ divisorA: Double, _ b: Symbol, _ divisorB: Double) -> Int {
        levels.withUnsafeBufferPointer { levels in
            for level in levels.indices {
                let difference = levels[level].row.coefficient(for: a) / divisorA
                    - levels[level].row.coefficient(for: b) / divisorB
                if difference < -nearZeroTolerance { return -1 }
                if difference > nearZeroTolerance { return 1 }
            }
            return 0
        }
    }

    /// Replaces `symbol` by its row in every level.
    ///
    /// - Complexity: O(levels × (terms + row.terms)).
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        var substituted = false
        levels.withUnsafeMutableBufferPointer { levels in
            for index in levels.indices where levels[index].row.mightContain(symbol) {
                if levels[index].row.substitute(symbol, with: row) { substituted = true }
            }
        }
        if substituted { changed = true }
    }

    /// The objective's value at each level, highest priority first.
    var values: [Double] { levels.map(\.row.constant) }
}
