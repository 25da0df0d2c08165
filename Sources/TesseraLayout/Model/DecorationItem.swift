// NSCollectionLayoutDecorationItem: a section background view.

/// A view behind a section (`NSCollectionLayoutDecorationItem.background(elementKind:)`).
///
/// It spans the section's frame, boundary items included, minus `contentInsets`. Its zIndex
/// defaults to 0 and the section's cells are promoted to zIndex 1.
public struct DecorationItem: Hashable, Sendable {
    public var elementKind: String
    public var contentInsets: DirectionalEdgeInsets
    public var zIndex: Int

    public init(elementKind: String, contentInsets: DirectionalEdgeInsets = .zero, zIndex: Int = 0) {
        self.elementKind = elementKind
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }

    /// A background decoration, as UIKit spells it.
    public static func background(elementKind: String) -> DecorationItem {
        DecorationItem(elementKind: elementKind)
    }
}
