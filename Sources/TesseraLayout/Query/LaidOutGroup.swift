// A solved group as rectangle queries see it: its frame and the items it holds.

/// One laid-out group of a section, as `layoutAttributesForElements(in:)` uses it (R32): a cell is returned
/// only when its group's frame meets the rectangle too.
public struct LaidOutGroup: Hashable, Sendable {
    /// The group's extent along its section's stacking axis × the union of the section's groups across it, in
    /// layout coordinates.
    public var frame: Rect
    /// The items it holds (indices in the section), in order.
    public var items: Range<Int>

    public init(frame: Rect, items: Range<Int>) {
        self.frame = frame
        self.items = items
    }
}
