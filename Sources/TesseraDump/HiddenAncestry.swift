// Which views of a tree written depth first are inside a hidden one (text dumps say `; in a hidden view`).

/// Follows a depth-first walk of views and tells, for each, whether an ancestor is hidden.
struct HiddenAncestry {
    /// The depth of the outermost hidden view the walk is inside, if any.
    private var hiddenDepth: Int?

    /// Whether the view at `depth` (the next of the walk) is inside a hidden view; notes it when it is hidden itself,
    /// for the views under it.
    mutating func isInHiddenView(depth: Int, isHidden: Bool) -> Bool {
        if let hidden = hiddenDepth, depth <= hidden { hiddenDepth = nil }
        let isInside = hiddenDepth != nil
        if isHidden && !isInside { hiddenDepth = depth }
        return isInside
    }
}
