// An axis-aligned rectangle in points, with the axis-generic accessors the solver uses.

/// A rectangle in points: an origin and a size, like `CGRect` (sizes are never negative here).
public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size

    @inlinable public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    @inlinable public var minX: Double { origin.x }
    @inlinable public var minY: Double { origin.y }
    @inlinable public var maxX: Double { origin.x + size.width }
    @inlinable public var maxY: Double { origin.y + size.height }
    @inlinable public var width: Double { size.width }
    @inlinable public var height: Double { size.height }

    /// The smallest coordinate along `axis`.
    @inlinable public func min(_ axis: Axis) -> Double { origin[axis] }
    /// The largest coordinate along `axis`.
    @inlinable public func max(_ axis: Axis) -> Double { origin[axis] + size[axis] }
    /// The middle along `axis`.
    @inlinable public func mid(_ axis: Axis) -> Double { origin[axis] + size[axis] / 2 }

    /// The rectangle moved by `delta`.
    @inlinable public func offsetBy(_ delta: Point) -> Rect {
        Rect(x: origin.x + delta.x, y: origin.y + delta.y, width: size.width, height: size.height)
    }

    /// The rectangle moved by `delta` along `axis`.
    @inlinable public func offsetBy(_ delta: Double, along axis: Axis) -> Rect {
        var moved = self
        moved.origin[axis] += delta
        return moved
    }

    /// Whether the two rectangles share an area, as `CGRectIntersectsRect` decides it:
    /// rectangles that only touch along an edge do not intersect, and a zero-height rectangle
    /// (a hairline) intersects what it crosses.
    @inlinable public func intersects(_ other: Rect) -> Bool {
        overlaps(other, along: .horizontal) && overlaps(other, along: .vertical)
    }

    /// Whether the two rectangles' extents along `axis` overlap (touching is not overlapping,
    /// but an empty extent strictly inside the other counts).
    @inlinable public func overlaps(_ other: Rect, along axis: Axis) -> Bool {
        let lo = Swift.max(min(axis), other.min(axis))
        let hi = Swift.min(max(axis), other.max(axis))
        if hi > lo { return true }
        // CGRectIntersectsRect treats a zero-size rectangle strictly inside the other as meeting it.
        return hi == lo && (size[axis] == 0 || other.size[axis] == 0)
            && lo > Swift.min(min(axis), other.min(axis)) && lo < Swift.max(max(axis), other.max(axis))
    }

    /// The part both rectangles cover, as `CGRectIntersection` gives it: `nil` when they are apart, a rectangle
    /// without area when they only touch.
    @inlinable public func intersection(_ other: Rect) -> Rect? {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x0 <= x1, y0 <= y1 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the rectangles meet or touch (their closed extents share a point).
    @inlinable public func touches(_ other: Rect) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    /// Whether the rectangle has an area (both sides longer than zero).
    @inlinable public var hasArea: Bool { size.width > 0 && size.height > 0 }

    /// The smallest rectangle containing both.
    @inlinable public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle shrunk by `insets` (never below zero size).
    @inlinable public func inset(by insets: DirectionalEdgeInsets) -> Rect {
        Rect(
            x: origin.x + insets.leading, y: origin.y + insets.top,
            width: Swift.max(0, size.width - insets.leading - insets.trailing),
            height: Swift.max(0, size.height - insets.top - insets.bottom))
    }
}
