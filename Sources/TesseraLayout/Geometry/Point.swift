// A point in layout coordinates (points, Double precision).

/// A point in the collection view's coordinate space, in points.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Builds a point from its coordinates along `axis` and across it.
    @inlinable public init(main: Double, cross: Double, axis: Axis) {
        if axis == .horizontal { self.init(x: main, y: cross) } else { self.init(x: cross, y: main) }
    }

    public static let zero = Point(x: 0, y: 0)

    /// The coordinate along `axis`.
    @inlinable public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}
