// UICollectionViewLayoutAttributes: what a query returns for one element.

/// One element's place in the layout (`UICollectionViewLayoutAttributes`).
public struct LayoutAttributes: Hashable, Sendable {
    public var category: ElementCategory
    /// The element kind of a supplementary or decoration view; `nil` for cells.
    public var elementKind: String?
    public var indexPath: IndexPath
    public var frame: Rect
    public var zIndex: Int
    public var alpha: Double
    public var isHidden: Bool
    /// The 2D transform a `visibleItemsInvalidationHandler` set (identity otherwise); `frame` is then the bounding
    /// box of the transformed bounds, and the center is the frame's middle less the transform's translation.
    public var transform: AffineTransform = .identity
    /// The untransformed size (UIKit's `bounds.size`) when `transform` is not the identity; nil otherwise (the
    /// frame's size).
    public var boundsSize: Size?

    public init(category: ElementCategory, elementKind: String?, indexPath: IndexPath, frame: Rect,
                zIndex: Int, alpha: Double = 1, isHidden: Bool = false) {
        self.category = category
        self.elementKind = elementKind
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
        self.alpha = alpha
        self.isHidden = isHidden
    }

    /// UIKit's `center`: the middle of the untransformed bounds, in the same coordinates as `frame`.
    public var center: Point {
        Point(x: frame.mid(.horizontal) - transform.tx, y: frame.mid(.vertical) - transform.ty)
    }

    /// The frame without the transform: the bounds' size around the center (the frame itself without one).
    public var untransformedFrame: Rect {
        guard let boundsSize else { return frame }
        let center = self.center
        return Rect(x: center.x - boundsSize.width / 2, y: center.y - boundsSize.height / 2,
                    width: boundsSize.width, height: boundsSize.height)
    }

    /// The key that identifies the element across layouts: category, kind and index path.
    public var key: ElementKey { ElementKey(category: category, elementKind: elementKind, indexPath: indexPath) }
}

/// What identifies an element: its category, kind and index path.
public struct ElementKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var category: ElementCategory
    public var elementKind: String?
    public var indexPath: IndexPath

    public init(category: ElementCategory, elementKind: String?, indexPath: IndexPath) {
        self.category = category
        self.elementKind = elementKind
        self.indexPath = indexPath
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        if lhs.indexPath.section != rhs.indexPath.section { return lhs.indexPath.section < rhs.indexPath.section }
        let l = ElementCategory.allCases.firstIndex(of: lhs.category)!
        let r = ElementCategory.allCases.firstIndex(of: rhs.category)!
        if l != r { return l < r }
        if lhs.elementKind != rhs.elementKind { return (lhs.elementKind ?? "") < (rhs.elementKind ?? "") }
        return lhs.indexPath.item < rhs.indexPath.item
    }

    public var description: String {
        switch category {
        case .cell: return "cell \(indexPath)"
        case .supplementaryView: return "supplementary '\(elementKind ?? "")' \(indexPath)"
        case .decorationView: return "decoration '\(elementKind ?? "")' \(indexPath)"
        }
    }
}
