// Index paths, element categories and the transform a visible-items handler may set.

/// A section and an item index.
public struct IndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var section: Int
    public var item: Int

    public init(item: Int, section: Int) {
        self.section = section
        self.item = item
    }

    /// The item index UIKit gives boundary items of the whole layout.
    public static let layoutBoundaryItem = Int.max

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    public var description: String {
        item == Self.layoutBoundaryItem ? "[\(section), NSIntegerMax]" : "[\(section), \(item)]"
    }
}

/// What kind of view an attribute describes (`UICollectionView.ElementCategory`).
public enum ElementCategory: String, Hashable, Sendable, CaseIterable {
    case cell
    case supplementaryView
    case decorationView
}

/// A 2-D affine transform (`CGAffineTransform`), as a visible-items handler may set it.
public struct AffineTransform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A scale transform.
    public static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// The frame of a view with `size`, centred at `center`, under this transform
    /// (the bounding box of its transformed bounds, as UIKit reports `frame`).
    public func frame(size: Size, center: Point) -> Rect {
        let hw = size.width / 2, hh = size.height / 2
        let xs = [-hw, hw].flatMap { x in [-hh, hh].map { y in a * x + c * y } }
        let ys = [-hw, hw].flatMap { x in [-hh, hh].map { y in b * x + d * y } }
        let minX = xs.min()!, maxX = xs.max()!, minY = ys.min()!, maxY = ys.max()!
        return Rect(x: center.x + tx + minX, y: center.y + ty + minY, width: maxX - minX, height: maxY - minY)
    }
}
