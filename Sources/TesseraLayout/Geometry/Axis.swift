// The two layout axes, so solver steps are written once over `main` and `cross` instead of twice.

/// One of the two layout axes.
///
/// Solver steps take an axis and read sizes, points and rectangles through the accessors in
/// `Point`, `Size` and `Rect` (`size[axis]`, `rect.min(axis)` …), the way Taffy writes its flexbox
/// once over main and cross axes.
public enum Axis: Sendable, Hashable, CaseIterable {
    case horizontal
    case vertical

    /// The axis across this one.
    @inlinable public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
