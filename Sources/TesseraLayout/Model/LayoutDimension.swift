// NSCollectionLayoutDimension: how one side of an element is sized.

/// How one side of an element is sized (`NSCollectionLayoutDimension`).
public enum LayoutDimension: Hashable, Sendable {
    /// A fraction of the width of the box the element is laid out in.
    case fractionalWidth(Double)
    /// A fraction of the height of the box the element is laid out in.
    case fractionalHeight(Double)
    /// A fixed length in points.
    case absolute(Double)
    /// A first guess in points, replaced by the measured size once the content is measured.
    case estimated(Double)
    /// An estimate that grows to the largest measured sibling (iOS 17).
    case uniformAcrossSiblings(estimate: Double)

    /// Whether the content decides this side (estimated or uniform across siblings).
    @inlinable public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: return true
        default: return false
        }
    }

    /// Whether the side is uniform across siblings.
    @inlinable public var isUniformAcrossSiblings: Bool {
        if case .uniformAcrossSiblings = self { return true }
        return false
    }

    /// The number the dimension was made with.
    public var value: Double {
        switch self {
        case .fractionalWidth(let v), .fractionalHeight(let v), .absolute(let v), .estimated(let v):
            return v
        case .uniformAcrossSiblings(let v):
            return v
        }
    }
}

/// The width and height of an element (`NSCollectionLayoutSize`).
public struct LayoutSize: Hashable, Sendable {
    public var widthDimension: LayoutDimension
    public var heightDimension: LayoutDimension

    public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The dimension along `axis`.
    @inlinable public subscript(axis: Axis) -> LayoutDimension {
        axis == .horizontal ? widthDimension : heightDimension
    }
}
