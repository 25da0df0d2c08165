// NSCollectionLayoutSection: one section's group, spacing, insets and extra views.

/// How a section scrolls across the layout's scroll direction
/// (`UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    /// Not orthogonal: groups stack along the layout's scroll direction.
    case none
    /// Scrolls freely and rests anywhere.
    case continuous
    /// Scrolls freely and rests on a group's leading edge.
    case continuousGroupLeadingBoundary
    /// Pages by the visible width.
    case paging
    /// Pages group by group, resting on a group's leading edge.
    case groupPaging
    /// Pages group by group, resting with a group centred.
    case groupPagingCentered
}

/// What the insets of a section are measured from (`UIContentInsetsReference`).
public enum ContentInsetsReference: String, Hashable, Sendable, CaseIterable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

/// An item a section's `visibleItemsInvalidationHandler` sees and may change
/// (`NSCollectionLayoutVisibleItem`).
public struct VisibleLayoutItem: Hashable, Sendable {
    public let indexPath: IndexPath
    public let category: ElementCategory
    public let elementKind: String?
    /// The frame in layout coordinates (the section unscrolled).
    public let frame: Rect
    public var alpha: Double
    public var zIndex: Int
    public var isHidden: Bool
    public var center: Point
    public var transform: AffineTransform

    public init(indexPath: IndexPath, category: ElementCategory, elementKind: String?, frame: Rect, zIndex: Int) {
        self.indexPath = indexPath
        self.category = category
        self.elementKind = elementKind
        self.frame = frame
        self.alpha = 1
        self.zIndex = zIndex
        self.isHidden = false
        self.center = Point(x: frame.mid(.horizontal), y: frame.mid(.vertical))
        self.transform = .identity
    }
}

/// `visibleItemsInvalidationHandler`: called with the visible items of an orthogonal section,
/// its scroll offset and the environment, each time the offset changes.
public typealias VisibleItemsInvalidationHandler =
    (inout [VisibleLayoutItem], Point, LayoutEnvironment) throws -> Void

/// A section of the layout (`NSCollectionLayoutSection`).
public struct LayoutSection {
    public var group: LayoutGroup
    public var interGroupSpacing: Double
    public var contentInsets: DirectionalEdgeInsets
    /// Default `.automatic`: follows the configuration.
    public var contentInsetsReference: ContentInsetsReference
    /// Default `.automatic`: follows the configuration (iOS 16).
    public var supplementaryContentInsetsReference: ContentInsetsReference
    /// Whether boundary items follow the section's insets across the scroll axis (default true).
    public var supplementariesFollowContentInsets: Bool
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]
    public var decorationItems: [DecorationItem]
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?

    public init(group: LayoutGroup, interGroupSpacing: Double = 0, contentInsets: DirectionalEdgeInsets = .zero,
                contentInsetsReference: ContentInsetsReference = .automatic,
                supplementaryContentInsetsReference: ContentInsetsReference = .automatic,
                supplementariesFollowContentInsets: Bool = true,
                boundarySupplementaryItems: [BoundarySupplementaryItem] = [],
                decorationItems: [DecorationItem] = [],
                orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
                visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler? = nil) {
        self.group = group
        self.interGroupSpacing = interGroupSpacing
        self.contentInsets = contentInsets
        self.contentInsetsReference = contentInsetsReference
        self.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.decorationItems = decorationItems
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
    }
}
