// Shorthands the hand-written rule tests share: dimensions, items, groups, collection views, solving, reading frames.

import Testing
import TesseraLayout

/// The hand-written rule tests (one suite per concern, nested here) and their shorthands.
///
/// Unless a test says otherwise the collection view is 320 × 480 at scale 2 with no safe area or
/// margins, as in the UIKit-measured cases.
enum Rules {
    // MARK: Dimensions and sizes

    static func fw(_ f: Double) -> LayoutDimension { .fractionalWidth(f) }
    static func fh(_ f: Double) -> LayoutDimension { .fractionalHeight(f) }
    static func ab(_ v: Double) -> LayoutDimension { .absolute(v) }
    static func est(_ v: Double) -> LayoutDimension { .estimated(v) }

    static func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
        LayoutSize(widthDimension: width, heightDimension: height)
    }

    /// Insets in NSDirectionalEdgeInsets order: top, leading, bottom, trailing.
    static func insets(_ top: Double, _ leading: Double, _ bottom: Double,
                       _ trailing: Double) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    // MARK: Items and groups

    static func item(_ width: LayoutDimension, _ height: LayoutDimension, insets: DirectionalEdgeInsets = .zero,
                     edges: EdgeSpacing = .none, supplementaries: [SupplementaryItem] = []) -> LayoutElement {
        .item(LayoutItem(layoutSize: size(width, height), contentInsets: insets, edgeSpacing: edges,
                         supplementaryItems: supplementaries))
    }

    static func hGroup(_ width: LayoutDimension, _ height: LayoutDimension, _ subitems: [LayoutElement],
                       spacing: LayoutSpacing? = nil, repetition: LayoutGroup.Repetition = .fill,
                       insets: DirectionalEdgeInsets = .zero, edges: EdgeSpacing = .none,
                       supplementaries: [SupplementaryItem] = []) -> LayoutGroup {
        LayoutGroup(layoutSize: size(width, height), arrangement: .horizontal, subitems: subitems,
                    repetition: repetition, interItemSpacing: spacing, contentInsets: insets, edgeSpacing: edges,
                    supplementaryItems: supplementaries)
    }

    static func vGroup(_ width: LayoutDimension, _ height: LayoutDimension, _ subitems: [LayoutElement],
                       spacing: LayoutSpacing? = nil, repetition: LayoutGroup.Repetition = .fill,
                       insets: DirectionalEdgeInsets = .zero, edges: EdgeSpacing = .none,
                       supplementaries: [SupplementaryItem] = []) -> LayoutGroup {
        LayoutGroup(layoutSize: size(width, height), arrangement: .vertical, subitems: subitems,
                    repetition: repetition, interItemSpacing: spacing, contentInsets: insets, edgeSpacing: edges,
                    supplementaryItems: supplementaries)
    }

    /// A boundary item (header by default).
    static func boundary(_ kind: String, _ width: LayoutDimension, _ height: LayoutDimension,
                         _ alignment: RectAlignment = .top, offset: Point = .zero, extends: Bool = true,
                         pinned: Bool = false, zIndex: Int = 1) -> BoundarySupplementaryItem {
        BoundarySupplementaryItem(layoutSize: size(width, height), elementKind: kind, alignment: alignment,
                                  absoluteOffset: offset, extendsBoundary: extends, pinToVisibleBounds: pinned,
                                  zIndex: zIndex)
    }

    // MARK: Collection views and solving

    /// The collection view of the measured cases: 320 × 480, scale 2, no safe area, no margins.
    static let phone = CollectionViewGeometry(size: Size(width: 320, height: 480))

    static func collectionView(width: Double = 320, height: Double = 480, scale: Double = 2,
                               safeArea: DirectionalEdgeInsets = .zero, margins: DirectionalEdgeInsets = .zero,
                               readableWidth: Double? = nil,
                               adjustedInset: DirectionalEdgeInsets = .zero) -> CollectionViewGeometry {
        CollectionViewGeometry(size: Size(width: width, height: height), safeAreaInsets: safeArea,
                               layoutMargins: margins, readableContentWidth: readableWidth,
                               adjustedContentInset: adjustedInset,
                               traitCollection: TraitCollection(displayScale: scale))
    }

    /// Solves one section description used for every section.
    static func solve(_ section: LayoutSection, _ counts: [Int], in view: CollectionViewGeometry = phone,
                      configuration: LayoutConfiguration = LayoutConfiguration(),
                      preferred: PreferredSizes = PreferredSizes()) throws -> SolvedLayout {
        try CompositionalLayout(section: section, configuration: configuration)
            .solve(itemCounts: counts, in: view, preferredSizes: preferred)
    }

    /// Solves a layout made of one group in a plain section.
    static func solve(_ group: LayoutGroup, _ counts: [Int], in view: CollectionViewGeometry = phone,
                      configuration: LayoutConfiguration = LayoutConfiguration(),
                      preferred: PreferredSizes = PreferredSizes()) throws -> SolvedLayout {
        try solve(LayoutSection(group: group), counts, in: view, configuration: configuration, preferred: preferred)
    }

    // MARK: Reading results

    /// The frames of the cells of `section`, in item order (from `allElements`).
    static func cells(_ solved: SolvedLayout, section: Int = 0) -> [Rect] {
        solved.allElements()
            .filter { $0.category == .cell && $0.indexPath.section == section }
            .sorted { $0.indexPath.item < $1.indexPath.item }
            .map(\.frame)
    }

    /// The frame of cell `item` of `section` (`layoutAttributesForItem(at:)`).
    static func cell(_ solved: SolvedLayout, _ item: Int, section: Int = 0) -> Rect? {
        solved.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// A supplementary view's attributes (`layoutAttributesForSupplementaryView(ofKind:at:contentOffset:)`).
    static func supplementary(_ solved: SolvedLayout, _ kind: String, section: Int = 0, item: Int = 0,
                              offset: Point = .zero) -> LayoutAttributes? {
        solved.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: section),
                                                    contentOffset: offset)
    }

    /// Whether two frames agree to a millionth of a point (for thirds of a point at scale 3).
    static func approx(_ a: Rect?, _ b: Rect, tolerance: Double = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance
            && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }

    /// `approx` over two lists of frames of the same length.
    static func approx(_ a: [Rect], _ b: [Rect], tolerance: Double = 1e-6) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { approx($0, $1, tolerance: tolerance) }
    }

    /// The keys of the elements a rectangle query returns, as "cell 0.2", "supplementary header 0.0" …
    static func keys(_ elements: [LayoutAttributes]) -> Set<String> {
        Set(elements.map { e in
            let item = e.indexPath.item == IndexPath.layoutBoundaryItem ? "max" : "\(e.indexPath.item)"
            switch e.category {
            case .cell: return "cell \(e.indexPath.section).\(item)"
            case .supplementaryView: return "supplementary \(e.elementKind ?? "") \(e.indexPath.section).\(item)"
            case .decorationView: return "decoration \(e.elementKind ?? "") \(e.indexPath.section).\(item)"
            }
        })
    }
}

/// A reference box a handler or provider closure can write into from a test.
final class RuleRecorder<Value>: @unchecked Sendable {
    var values: [Value] = []
    init() {}
}
