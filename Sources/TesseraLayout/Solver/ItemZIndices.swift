// Per-item zIndices of a solved group, kept only once some item has one (nil means every item is at 0).

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
}
