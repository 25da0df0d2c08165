// A random layout as plain values: what the generator makes, the shrinker simplifies and the Lua writer prints.

import TesseraLayout

/// A whole layout to check: its description, item counts, collection view and measured sizes.
///
/// Values only (a custom group keeps its frames, not a closure), so that a failing layout can be shrunk
/// and printed as a Lua script.
public struct LayoutSpec: Hashable, Sendable {
    public var scrollDirection: Axis = .vertical
    public var interSectionSpacing: Double = 0
    public var contentInsetsReference: ContentInsetsReference = .safeArea
    public var boundaryItems: [BoundarySupplementaryItem] = []
    public var sections: [SectionSpec] = []
    public var view = ViewSpec()
    /// Measured sizes of cells (estimated sides only matter) and of boundary views.
    public var measured: [MeasuredSize] = []

    public init() {}
}

/// One section: its group, item count and what surrounds it.
public struct SectionSpec: Hashable, Sendable {
    public var group: GroupSpec
    public var count: Int
    public var interGroupSpacing: Double = 0
    public var contentInsets: DirectionalEdgeInsets = .zero
    public var contentInsetsReference: ContentInsetsReference = .automatic
    public var supplementariesFollowContentInsets = true
    public var boundaryItems: [BoundarySupplementaryItem] = []
    public var decorations: [DecorationItem] = []
    public var orthogonal: OrthogonalScrollingBehavior = .none

    public init(group: GroupSpec, count: Int) {
        self.group = group
        self.count = count
    }
}

/// A group: horizontal, vertical or custom (with fixed frames), and its subitems.
public struct GroupSpec: Hashable, Sendable {
    public enum Arrangement: Hashable, Sendable {
        case horizontal, vertical
        /// A custom group whose provider returns these frames.
        case custom([CustomGroupItem])
    }

    /// A subitem: an item or a nested group.
    public indirect enum Child: Hashable, Sendable {
        case item(LayoutItem)
        case group(GroupSpec)
    }

    public var arrangement: Arrangement
    public var size: LayoutSize
    public var children: [Child]
    public var repetition: LayoutGroup.Repetition = .fill
    public var spacing: LayoutSpacing?
    public var contentInsets: DirectionalEdgeInsets = .zero
    public var edgeSpacing: EdgeSpacing = .none
    public var supplementaryItems: [SupplementaryItem] = []

    public init(arrangement: Arrangement, size: LayoutSize, children: [Child]) {
        self.arrangement = arrangement
        self.size = size
        self.children = children
    }
}

/// The collection view: size, scale, safe area, margins, readable width.
public struct ViewSpec: Hashable, Sendable {
    public var width: Double = 320
    public var height: Double = 480
    public var scale: Double = 2
    public var safeArea: DirectionalEdgeInsets = .zero
    public var layoutMargins: DirectionalEdgeInsets = .zero
    public var readableContentWidth: Double?

    public init() {}
}

/// A size measured for a cell (no `elementKind`) or a boundary view of `elementKind`.
public struct MeasuredSize: Hashable, Sendable {
    public var indexPath: IndexPath
    public var elementKind: String?
    public var size: Size

    public init(indexPath: IndexPath, elementKind: String? = nil, size: Size) {
        self.indexPath = indexPath
        self.elementKind = elementKind
        self.size = size
    }
}
