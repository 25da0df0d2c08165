// Per-item zIndices, kept only once some item has one (nil means every item is at 0).

extension Optional where Wrapped == [Int] {
    /// Appends `count` items' zIndices (`added`, or zeros), creating the array — zeros for the `existing`
    /// items before — only when one side has zIndices.
    ///
    /// - Complexity: O(`count`), plus O(`existing`) the first time.
    mutating func appendItems(_ added: [Int]?, count: Int, existing: Int) {
        guard added != nil || self != nil else { return }
        if self == nil { self = Array(repeating: 0, count: existing) }
        if let added { self!.append(contentsOf: added) } else { self!.append(contentsOf: repeatElement(0, count: count)) }
    }

    /// Replaces the zIndices of the items in `range` with `replacement` (or zeros), creating the array of
    /// `total` zeros first only when one side has zIndices.
    ///
    /// - Complexity: O(`range.count`), plus O(`total`) the first time.
    mutating func replaceItems(_ range: Range<Int>, with replacement: [Int]?, total: Int) {
        guard replacement != nil || self != nil else { return }
        if self == nil { self = Array(repeating: 0, count: total) }
        if let replacement {
            self!.replaceSubrange(range, with: replacement)
        } else {
            self!.replaceSubrange(range, with: repeatElement(0, count: range.count))
        }
    }
}
