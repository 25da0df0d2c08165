// UICollectionViewCompositionalLayout and its configuration: the whole layout description.

/// Layout-wide settings (`UICollectionViewCompositionalLayoutConfiguration`).
public struct LayoutConfiguration {
    /// The axis the collection view scrolls along (default vertical).
    public var scrollDirection: Axis
    public var interSectionSpacing: Double
    /// Boundary items of the whole layout (index path: section 0, item `NSIntegerMax`).
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]
    /// Default `.safeArea`, as in UIKit.
    public var contentInsetsReference: ContentInsetsReference

    public init(scrollDirection: Axis = .vertical, interSectionSpacing: Double = 0,
                boundarySupplementaryItems: [BoundarySupplementaryItem] = [],
                contentInsetsReference: ContentInsetsReference = .safeArea) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.contentInsetsReference = contentInsetsReference
    }
}

/// Builds the section at an index for an environment; `nil` is only allowed for empty sections.
public typealias SectionProvider = (Int, LayoutEnvironment) throws -> LayoutSection?

/// A compositional layout: a configuration and where each section comes from
/// (`UICollectionViewCompositionalLayout`).
public struct CompositionalLayout {
    /// Where sections come from.
    public enum Sections {
        /// The same section description for every section (`init(section:)`).
        case uniform(LayoutSection)
        /// A section provider called once per section (`init(sectionProvider:)`).
        case provider(SectionProvider)
    }

    public var configuration: LayoutConfiguration
    public var sections: Sections

    /// `UICollectionViewCompositionalLayout(section:configuration:)`.
    public init(section: LayoutSection, configuration: LayoutConfiguration = LayoutConfiguration()) {
        self.configuration = configuration
        self.sections = .uniform(section)
    }

    /// `UICollectionViewCompositionalLayout(sectionProvider:configuration:)`.
    public init(configuration: LayoutConfiguration = LayoutConfiguration(),
                sectionProvider: @escaping SectionProvider) {
        self.configuration = configuration
        self.sections = .provider(sectionProvider)
    }
}
