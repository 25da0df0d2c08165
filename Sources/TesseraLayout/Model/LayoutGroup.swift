// NSCollectionLayoutGroup: a horizontal, vertical or custom arrangement of items and groups.

/// One frame a custom group's item provider returns (`NSCollectionLayoutGroupCustomItem`),
/// relative to the group's origin.
public struct CustomGroupItem: Hashable, Sendable {
    public var frame: Rect
    public var zIndex: Int

    public init(frame: Rect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// The item provider of a custom group: given the environment, the frames of one group's items.
public typealias CustomGroupItemProvider = (LayoutEnvironment) throws -> [CustomGroupItem]

/// An arrangement of items and nested groups (`NSCollectionLayoutGroup`).
///
/// A group is itself an item of its parent: it has a size, content insets, edge spacing and
/// supplementary items.
public struct LayoutGroup {
    /// How the group arranges its subitems.
    public enum Arrangement {
        /// Subitems side by side along x.
        case horizontal
        /// Subitems stacked along y.
        case vertical
        /// Frames from an item provider.
        case custom(CustomGroupItemProvider)

        /// The axis a linear arrangement runs along (`nil` for custom groups).
        public var axis: Axis? {
            switch self {
            case .horizontal: return .horizontal
            case .vertical: return .vertical
            case .custom: return nil
            }
        }
    }

    /// How many subitems the group holds.
    public enum Repetition: Hashable, Sendable {
        /// Repeat the subitems until the group is full (`horizontal(layoutSize:subitems:)`).
        case fill
        /// Exactly `count` items of equal size, overriding the subitem's size along the group's axis
        /// (`horizontal(layoutSize:subitem:count:)`, deprecated in iOS 16).
        case count(Int)
        /// The subitem `count` times at its own size (`horizontal(layoutSize:repeatingSubitem:count:)`).
        case repeating(Int)
    }

    public var layoutSize: LayoutSize
    public var arrangement: Arrangement
    public var subitems: [LayoutElement]
    public var repetition: Repetition
    /// The gap between subitems; `nil` is UIKit's default (fixed 0).
    public var interItemSpacing: LayoutSpacing?
    public var contentInsets: DirectionalEdgeInsets
    public var edgeSpacing: EdgeSpacing
    public var supplementaryItems: [SupplementaryItem]

    public init(layoutSize: LayoutSize, arrangement: Arrangement, subitems: [LayoutElement],
                repetition: Repetition = .fill, interItemSpacing: LayoutSpacing? = nil,
                contentInsets: DirectionalEdgeInsets = .zero, edgeSpacing: EdgeSpacing = .none,
                supplementaryItems: [SupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.arrangement = arrangement
        self.subitems = subitems
        self.repetition = repetition
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }

    /// `NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)`.
    public static func horizontal(layoutSize: LayoutSize, subitems: [LayoutElement]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems)
    }

    /// `NSCollectionLayoutGroup.vertical(layoutSize:subitems:)`.
    public static func vertical(layoutSize: LayoutSize, subitems: [LayoutElement]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems)
    }

    /// `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`.
    public static func custom(layoutSize: LayoutSize,
                              itemProvider: @escaping CustomGroupItemProvider) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [])
    }
}

/// A subitem of a group: an item or a nested group.
public indirect enum LayoutElement {
    case item(LayoutItem)
    case group(LayoutGroup)

    /// The element's size.
    public var layoutSize: LayoutSize {
        switch self {
        case .item(let item): return item.layoutSize
        case .group(let group): return group.layoutSize
        }
    }

    /// The element's content insets.
    public var contentInsets: DirectionalEdgeInsets {
        switch self {
        case .item(let item): return item.contentInsets
        case .group(let group): return group.contentInsets
        }
    }

    /// The element's edge spacing.
    public var edgeSpacing: EdgeSpacing {
        switch self {
        case .item(let item): return item.edgeSpacing
        case .group(let group): return group.edgeSpacing
        }
    }
}
