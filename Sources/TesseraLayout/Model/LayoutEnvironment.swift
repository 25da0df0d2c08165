// NSCollectionLayoutEnvironment, NSCollectionLayoutContainer and the trait collection a provider sees.

/// The box a layout or a provider is laid out in (`NSCollectionLayoutContainer`).
public struct LayoutContainer: Hashable, Sendable {
    public var contentSize: Size
    public var contentInsets: DirectionalEdgeInsets

    public init(contentSize: Size, contentInsets: DirectionalEdgeInsets = .zero) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    /// The insets actually applied: UIKit reads values below 1 as fractions of the content size.
    public var effectiveContentInsets: DirectionalEdgeInsets {
        func resolve(_ v: Double, _ length: Double) -> Double { (v > 0 && v < 1) ? v * length : v }
        return DirectionalEdgeInsets(
            top: resolve(contentInsets.top, contentSize.height),
            leading: resolve(contentInsets.leading, contentSize.width),
            bottom: resolve(contentInsets.bottom, contentSize.height),
            trailing: resolve(contentInsets.trailing, contentSize.width))
    }

    /// The content size minus the effective insets.
    public var effectiveContentSize: Size {
        let i = effectiveContentInsets
        return Size(width: max(0, contentSize.width - i.leading - i.trailing),
                    height: max(0, contentSize.height - i.top - i.bottom))
    }
}

/// A horizontal or vertical size class (`UIUserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: String, Hashable, Sendable, CaseIterable {
    case unspecified, compact, regular
}

/// The user's preferred text size (`UIContentSizeCategory`), smallest to largest.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The traits a section provider reads (`UITraitCollection`).
public struct TraitCollection: Hashable, Sendable {
    public var displayScale: Double
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass
    public var preferredContentSizeCategory: ContentSizeCategory
    /// `layoutDirection`: left to right by default.
    public var layoutDirection: LayoutDirection

    public init(displayScale: Double = 2, horizontalSizeClass: UserInterfaceSizeClass = .compact,
                verticalSizeClass: UserInterfaceSizeClass = .regular,
                preferredContentSizeCategory: ContentSizeCategory = .large,
                layoutDirection: LayoutDirection = .leftToRight) {
        self.displayScale = displayScale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
    }
}

/// What a section provider is given (`NSCollectionLayoutEnvironment`).
public struct LayoutEnvironment: Hashable, Sendable {
    public var container: LayoutContainer
    public var traitCollection: TraitCollection
    /// The collection view itself (its safe area, layout margins, readable width): not part of
    /// UIKit's environment, but what a provider could read from the view it lays out.
    public var collectionView: CollectionViewGeometry?

    public init(container: LayoutContainer, traitCollection: TraitCollection, collectionView: CollectionViewGeometry? = nil) {
        self.container = container
        self.traitCollection = traitCollection
        self.collectionView = collectionView
    }
}
