// NSCollectionLayoutSupplementaryItem: a view anchored to an item or a group (a badge, an overlay).

/// A supplementary view anchored to the item or group that owns it (`NSCollectionLayoutSupplementaryItem`).
public struct SupplementaryItem: Hashable, Sendable {
    public var layoutSize: LayoutSize
    public var elementKind: String
    /// The point on the owner the view attaches to.
    public var containerAnchor: LayoutAnchor
    /// The point on the view that attaches; defaults to the container anchor's edges.
    public var itemAnchor: LayoutAnchor?
    /// Default 1, as in UIKit.
    public var zIndex: Int

    public init(layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor,
                itemAnchor: LayoutAnchor? = nil, zIndex: Int = 1) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.zIndex = zIndex
    }
}
