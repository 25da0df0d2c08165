// NSCollectionLayoutAnchor and NSDirectionalRectEdge: where a supplementary view attaches.

/// A set of edges of a box (`NSDirectionalRectEdge`).
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]

    /// Where along `axis` these edges put an anchor: 0 at the start edge, 1 at the end edge,
    /// ½ when neither or both edges of the axis are named.
    @inlinable public func fraction(along axis: Axis) -> Double {
        let start = contains(axis == .horizontal ? .leading : .top)
        let end = contains(axis == .horizontal ? .trailing : .bottom)
        if start == end { return 0.5 }
        return start ? 0 : 1
    }
}

/// The point of an element that attaches to another (`NSCollectionLayoutAnchor`).
public struct LayoutAnchor: Hashable, Sendable {
    /// How far the anchored view moves from the anchor point.
    public enum Offset: Hashable, Sendable {
        /// In points.
        case absolute(Point)
        /// In fractions of the anchored view's own size.
        case fractional(Point)
    }

    public var edges: DirectionalRectEdge
    public var offset: Offset

    public init(edges: DirectionalRectEdge, absoluteOffset: Point = .zero) {
        self.edges = edges
        self.offset = .absolute(absoluteOffset)
    }

    public init(edges: DirectionalRectEdge, fractionalOffset: Point) {
        self.edges = edges
        self.offset = .fractional(fractionalOffset)
    }

    /// The offset in points for a view of `size`.
    @inlinable public func offset(for size: Size) -> Point {
        switch offset {
        case .absolute(let p): return p
        case .fractional(let f): return Point(x: f.x * size.width, y: f.y * size.height)
        }
    }
}
