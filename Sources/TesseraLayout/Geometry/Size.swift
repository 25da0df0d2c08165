// A width and a height in points.

/// A size in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Builds a size from its extent along `axis` and across it.
    @inlinable public init(main: Double, cross: Double, axis: Axis) {
        if axis == .horizontal { self.init(width: main, height: cross) } else { self.init(width: cross, height: main) }
    }

    public static let zero = Size(width: 0, height: 0)

    /// The extent along `axis`.
    @inlinable public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}
