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
