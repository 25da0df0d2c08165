// A spacer of a cell template: a flexible gap along its stack's axis.

/// A flexible gap (a plain `UIView` with the lowest hugging priority): `minLength` long along its stack's axis
/// when nothing stretches it, and the first to take the stack's extra length. It is 0 across the axis
/// (stretched across by `fill` alignment).
public struct CellSpacer: Hashable, Sendable {
    /// The shortest the gap may be along its stack's axis; must be ≥ 0.
    public var minLength: Double

    public init(minLength: Double = 0) { self.minLength = minLength }
}
