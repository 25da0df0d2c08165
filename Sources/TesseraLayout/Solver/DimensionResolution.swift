// Resolving dimensions to points: fractions of the right box, floored to a pixel.

extension LayoutDimension {
    /// The length in points inside a box of `container` size.
    ///
    /// Fractions are of the box's width or height, floored to a device pixel (negative results
    /// count as zero); absolute and estimated lengths are taken as given.
    @inlinable func resolve(in container: Size, grid: PixelGrid) -> Double {
        switch self {
        case .fractionalWidth(let f): return Swift.max(0, grid.floor(f * container.width))
        case .fractionalHeight(let f): return Swift.max(0, grid.floor(f * container.height))
        case .absolute(let v), .estimated(let v): return v
        case .uniformAcrossSiblings(let v): return v
        }
    }
}

extension LayoutSize {
    /// Both sides resolved inside a box of `container` size.
    @inlinable func resolve(in container: Size, grid: PixelGrid) -> Size {
        Size(width: widthDimension.resolve(in: container, grid: grid),
             height: heightDimension.resolve(in: container, grid: grid))
    }

    /// `resolve(in:grid:)`, with estimated sides replaced by a measured size where one is known.
    @inlinable func resolve(in container: Size, grid: PixelGrid, preferred: Size?) -> Size {
        var size = resolve(in: container, grid: grid)
        if let preferred {
            if widthDimension.isEstimated { size.width = preferred.width }
            if heightDimension.isEstimated { size.height = preferred.height }
        }
        return size
    }

    /// The estimated sides as bits: 1 the width, 2 the height.
    @inlinable var estimatedAxes: UInt8 {
        (widthDimension.isEstimated ? 1 : 0) | (heightDimension.isEstimated ? 2 : 0)
    }

    /// `insets` with the edges along estimated sides removed: UIKit ignores content insets along
    /// an estimated axis.
    @inlinable func effectiveInsets(_ insets: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        var result = insets
        if widthDimension.isEstimated { result = result.clearing(.horizontal) }
        if heightDimension.isEstimated { result = result.clearing(.vertical) }
        return result
    }
}

extension Optional where Wrapped == LayoutSpacing {
    /// The least room the spacing takes (none is zero).
    @inlinable var minimum: Double { self?.minimum ?? 0 }
    /// Whether the spacing takes a share of leftover room.
    @inlinable var isFlexible: Bool { self?.isFlexible ?? false }
}
