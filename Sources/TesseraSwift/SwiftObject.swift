// UIKit's layout classes as the interpreter holds them: a kind and the properties set so far.

import TesseraLayout

/// An instance of one of UIKit's layout classes (`NSCollectionLayoutItem`, `NSCollectionLayoutGroup`, …).
///
/// A class, as they are in UIKit: `item.contentInsets = …` changes the item every variable holds. Turned into
/// the engine's model values when a section is returned (`SwiftObject+Model.swift`).
final class SwiftObject {
    /// Which UIKit class.
    enum Kind: String {
        case item = "NSCollectionLayoutItem"
        case group = "NSCollectionLayoutGroup"
        case section = "NSCollectionLayoutSection"
        case supplementaryItem = "NSCollectionLayoutSupplementaryItem"
        case boundaryItem = "NSCollectionLayoutBoundarySupplementaryItem"
        case decorationItem = "NSCollectionLayoutDecorationItem"
        case customItem = "NSCollectionLayoutGroupCustomItem"
        case configuration = "UICollectionViewCompositionalLayoutConfiguration"
        case listConfiguration = "UICollectionLayoutListConfiguration"
        case layout = "UICollectionViewCompositionalLayout"
        case visibleItem = "NSCollectionLayoutVisibleItem"
        case scrollingProperties = "UICollectionLayoutSectionOrthogonalScrollingProperties"
    }

    let kind: Kind
    var properties: [String: SwiftValue]
    /// Where it was made, for messages.
    let position: SourcePosition

    init(_ kind: Kind, _ properties: [String: SwiftValue], at position: SourcePosition) {
        self.kind = kind
        self.properties = properties
        self.position = position
    }

    /// The names some kind accepts and ignores (`settable` gives them `.ignored`).
    static let ignoredNames: Set<String> = Set(settable.values.flatMap { $0.filter { $0.value == .ignored }.keys })

    /// The properties code may set on each kind, with the type each expects.
    static let settable: [Kind: [String: ValueType]] = [
        .item: ["contentInsets": .insets, "edgeSpacing": .edgeSpacing, "supplementaryItems": .array],
        .group: ["contentInsets": .insets, "edgeSpacing": .edgeSpacing, "supplementaryItems": .array,
                 "interItemSpacing": .spacing],
        .section: ["interGroupSpacing": .number, "contentInsets": .insets, "contentInsetsReference": .enumCase,
                   "supplementaryContentInsetsReference": .enumCase, "supplementariesFollowContentInsets": .bool,
                   "boundarySupplementaryItems": .array, "decorationItems": .array,
                   "orthogonalScrollingBehavior": .enumCase, "visibleItemsInvalidationHandler": .function],
        .supplementaryItem: ["zIndex": .int, "contentInsets": .insets],
        .boundaryItem: ["zIndex": .int, "pinToVisibleBounds": .bool, "extendsBoundary": .bool, "contentInsets": .insets],
        .decorationItem: ["zIndex": .int, "contentInsets": .insets],
        .customItem: [:],
        .configuration: ["scrollDirection": .enumCase, "interSectionSpacing": .number,
                         "boundarySupplementaryItems": .array, "contentInsetsReference": .enumCase],
        // Colours, swipe actions and separators (drawn inside cells) have no layout effect; `headerTopPadding` has
        // one Tessera does not model, so it is refused rather than ignored.
        .listConfiguration: ["headerMode": .enumCase, "footerMode": .enumCase, "showsSeparators": .bool,
                             "backgroundColor": .ignored, "leadingSwipeActionsConfigurationProvider": .ignored,
                             "trailingSwipeActionsConfigurationProvider": .ignored, "itemSeparatorHandler": .ignored,
                             "separatorConfiguration": .ignored],
        .layout: ["configuration": .object],
        // Deceleration and bounce have no layout effect (docs/semantics.md): accepted and ignored.
        .scrollingProperties: ["decelerationRate": .ignored, "bounce": .ignored],
        .visibleItem: ["alpha": .number, "transform": .transform, "zIndex": .int, "center": .point, "isHidden": .bool],
    ]
}

/// The type a property or parameter expects: implicit members (`.zero`, `.init(…)`) are read as it.
enum ValueType {
    case number, int, bool, insets, edgeSpacing, spacing, dimension, layoutSize, point, size, rect, transform, anchor
    case edges, array, enumCase, function, object, ignored
}
