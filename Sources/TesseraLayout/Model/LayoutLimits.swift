// The largest values Tessera lays out: far beyond any real layout, far below where the arithmetic overflows.

/// The limits of what Tessera lays out (docs/semantics.md R34, erratum E18). UIKit states none; past these,
/// `Double` arithmetic overflows (a fraction of 1e306 of the width is infinite, and infinity minus infinity is
/// NaN, which no comparison stops), or a run would take minutes.
public enum LayoutLimits {
    /// Lengths, offsets, insets, spacings and measured sizes, in points (either sign where a sign makes sense).
    public static let length = 10_000_000.0
    /// Fractional dimensions, either sign.
    public static let fraction = 10_000.0
    /// A side of the collection view, in points.
    public static let collectionViewSide = 1_000_000.0
    /// The display scales laid out.
    public static let displayScale = 0.25...100.0
    /// Items in one section.
    public static let itemsPerSection = 10_000_000
    /// Children in one run of a group (a `count`, or how many a `.fill` group counts).
    public static let childrenPerRun = 100_000
    /// Children a `.fill` group with measured sizes counts (each count sums them anew).
    public static let measuredChildrenPerRun = 2_000

    /// `length` as messages write it: "10000000".
    public static var lengthText: String { String(Int(length)) }

    /// Whether `size` can be applied as a measured size: each side from 0 to `length`.
    static func isMeasurable(_ size: Size) -> Bool {
        (0...length).contains(size.width) && (0...length).contains(size.height)
    }
}
