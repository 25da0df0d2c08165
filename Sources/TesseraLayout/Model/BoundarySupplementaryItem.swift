// NSCollectionLayoutBoundarySupplementaryItem and NSRectAlignment: headers, footers, side items.

/// Where on a section's (or the layout's) boundary a supplementary view sits (`NSRectAlignment`).
public enum RectAlignment: String, Hashable, Sendable, CaseIterable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// The edges the alignment names.
    public var edges: DirectionalRectEdge {
        switch self {
        case .none: return []
        case .top: return .top
        case .topLeading: return [.top, .leading]
        case .leading: return .leading
        case .bottomLeading: return [.bottom, .leading]
        case .bottom: return .bottom
        case .bottomTrailing: return [.bottom, .trailing]
        case .trailing: return .trailing
        case .topTrailing: return [.top, .trailing]
        }
    }

    /// The edge named along `axis`: -1 the start edge, +1 the end edge, 0 none.
    public func edge(along axis: Axis) -> Int {
        let e = edges
        if e.contains(axis == .horizontal ? .leading : .top) { return -1 }
        if e.contains(axis == .horizontal ? .trailing : .bottom) { return 1 }
        return 0
    }
}

/// A header, footer or side view on the boundary of a section or of the whole layout
/// (`NSCollectionLayoutBoundarySupplementaryItem`).
public struct BoundarySupplementaryItem: Hashable, Sendable {
    public var layoutSize: LayoutSize
    public var elementKind: String
    public var alignment: RectAlignment
    public var absoluteOffset: Point
    /// Whether the section grows to hold the view (default true).
    public var extendsBoundary: Bool
    /// Whether the view stays in sight while its section is (default false).
    public var pinToVisibleBounds: Bool
    /// Default 1, as in UIKit.
    public var zIndex: Int

    public init(layoutSize: LayoutSize, elementKind: String, alignment: RectAlignment,
                absoluteOffset: Point = .zero, extendsBoundary: Bool = true,
                pinToVisibleBounds: Bool = false, zIndex: Int = 1) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.absoluteOffset = absoluteOffset
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
        self.zIndex = zIndex
    }
}
