// An image view of a cell template: a fixed size, or an aspect ratio that turns its width into its height.
import TesseraLayout

/// A `UIImageView` whose size does not depend on an image: either fixed, or with an aspect-ratio constraint
/// (height = width ÷ ratio) and an optional fixed width.
public struct CellImage: Hashable, Sendable {
    public var sizing: Sizing

    public init(sizing: Sizing) { self.sizing = sizing }

    /// An image view of a fixed size.
    public init(size: Size) { sizing = .fixed(size) }

    /// An image view with an aspect ratio (width ÷ height, > 0): as wide as its stack makes it, or `width`.
    public init(aspectRatio: Double, width: Double? = nil) { sizing = .aspectRatio(aspectRatio, width: width) }
}

extension CellImage {
    /// How an image view is sized.
    public enum Sizing: Hashable, Sendable {
        /// A fixed width and height (sides must be ≥ 0).
        case fixed(Size)
        /// Width ÷ height (> 0) and, optionally, a fixed width (≥ 0). Without a width the view is flexible
        /// along the width: it takes what its stack gives it, 0 when nothing gives.
        case aspectRatio(Double, width: Double?)
    }
}
