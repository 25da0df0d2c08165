// NSCollectionLayoutItem: a cell's place in a group.

/// A cell's size and spacing within its group (`NSCollectionLayoutItem`).
public struct LayoutItem: Hashable, Sendable {
    public var layoutSize: LayoutSize
    /// Shrinks the item's frame inside its slot; ignored along an estimated axis.
    public var contentInsets: DirectionalEdgeInsets
    /// Space outside the item that pushes its neighbours (fixed) or shares leftover room (flexible).
    public var edgeSpacing: EdgeSpacing
    /// Badges and other views anchored to the item.
    public var supplementaryItems: [SupplementaryItem]

    public init(layoutSize: LayoutSize, contentInsets: DirectionalEdgeInsets = .zero,
                edgeSpacing: EdgeSpacing = .none, supplementaryItems: [SupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }
}
