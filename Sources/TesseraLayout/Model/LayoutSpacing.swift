// NSCollectionLayoutSpacing and NSCollectionLayoutEdgeSpacing: gaps between and around elements.

/// A gap between elements (`NSCollectionLayoutSpacing`).
public enum LayoutSpacing: Hashable, Sendable {
    /// Exactly this many points ("==").
    case fixed(Double)
    /// At least this many points ("≥"); leftover space is shared among flexible gaps.
    case flexible(Double)

    /// The least the gap can be.
    @inlinable public var minimum: Double {
        switch self {
        case .fixed(let v), .flexible(let v): return v
        }
    }

    /// Whether the gap takes a share of leftover space.
    @inlinable public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }
}

/// Spacing outside an item's four edges (`NSCollectionLayoutEdgeSpacing`); `nil` is no spacing.
public struct EdgeSpacing: Hashable, Sendable {
    public var leading: LayoutSpacing?
    public var top: LayoutSpacing?
    public var trailing: LayoutSpacing?
    public var bottom: LayoutSpacing?

    public init(leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil,
                trailing: LayoutSpacing? = nil, bottom: LayoutSpacing? = nil) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    public static let none = EdgeSpacing()

    /// The spacing before the element along `axis` (leading or top).
    @inlinable public func start(_ axis: Axis) -> LayoutSpacing? { axis == .horizontal ? leading : top }
    /// The spacing after the element along `axis` (trailing or bottom).
    @inlinable public func end(_ axis: Axis) -> LayoutSpacing? { axis == .horizontal ? trailing : bottom }
    /// The least room the spacing before and after the element takes along `axis`.
    @inlinable func minimum(along axis: Axis) -> Double { start(axis).minimum + end(axis).minimum }
}
