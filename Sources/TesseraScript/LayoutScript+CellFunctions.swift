// Whether any section gives its cells or boundary views content (a `cell` function), so dumps can skip asking.

extension LayoutScript {
    /// Whether some section, as the layout was last solved, has a `cell` function for its items or boundary views.
    public var hasCellFunction: Bool {
        itemCounts.indices.contains { section in
            guard let functions = functions[section] else { return false }
            return functions.cell != nil || !functions.boundaryCell.isEmpty
        }
    }
}
