// Insets on the four edges of a box, named as NSDirectionalEdgeInsets names them.

/// Insets on the four edges of a box (`NSDirectionalEdgeInsets`).
///
/// `leading` is the left edge and `trailing` the right one left to right, the other way round right to left:
/// the solver works with leading on the left and flips the result (`LayoutDirection`).
public struct DirectionalEdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    @inlinable public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four edges.
    @inlinable public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    public static let zero = DirectionalEdgeInsets()

    /// The inset on the edge where `axis` starts (leading for horizontal, top for vertical).
    @inlinable public func start(_ axis: Axis) -> Double { axis == .horizontal ? leading : top }
    /// The inset on the edge where `axis` ends (trailing for horizontal, bottom for vertical).
    @inlinable public func end(_ axis: Axis) -> Double { axis == .horizontal ? trailing : bottom }
    /// Both insets along `axis`.
    @inlinable public func sum(_ axis: Axis) -> Double { start(axis) + end(axis) }

    /// These insets with the edges along `axis` set to zero.
    @inlinable public func clearing(_ axis: Axis) -> DirectionalEdgeInsets {
        var copy = self
        if axis == .horizontal { copy.leading = 0; copy.trailing = 0 } else { copy.top = 0; copy.bottom = 0 }
        return copy
    }

    /// Insets given by their physical edges, as a view reports `safeAreaInsets` or `layoutMargins`, read in
    /// `direction` (right to left, leading is the right edge).
    @inlinable public init(top: Double, left: Double, bottom: Double, right: Double, direction: LayoutDirection) {
        let rightToLeft = direction == .rightToLeft
        self.init(top: top, leading: rightToLeft ? right : left, bottom: bottom, trailing: rightToLeft ? left : right)
    }

    /// The sum of two sets of insets, edge by edge.
    @inlinable public static func + (lhs: Self, rhs: Self) -> Self {
        Self(top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading,
             bottom: lhs.bottom + rhs.bottom, trailing: lhs.trailing + rhs.trailing)
    }
}
