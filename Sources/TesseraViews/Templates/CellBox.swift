// A fixed-size view of a cell template (a button, an avatar), either side optional.

/// A view with width and height constraints and no content (a button, an avatar, a separator). A missing
/// side is flexible: it takes what its stack gives it (fill alignment, extra length), 0 when nothing gives.
public struct CellBox: Hashable, Sendable {
    /// The fixed width, nil for flexible; must be ≥ 0.
    public var width: Double?
    /// The fixed height, nil for flexible; must be ≥ 0.
    public var height: Double?

    public init(width: Double? = nil, height: Double? = nil) {
        self.width = width
        self.height = height
    }
}
