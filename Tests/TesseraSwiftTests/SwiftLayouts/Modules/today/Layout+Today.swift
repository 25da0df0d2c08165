// Section factories and environment helpers the Today layout shares.
import UIKit

extension NSCollectionLayoutEnvironment {
    var isPortrait: Bool {
        container.effectiveContentSize.height > container.effectiveContentSize.width
    }
}

extension NSCollectionLayoutSection {
    static func hero(height: CGFloat) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: TodayMetrics.padding, bottom: 0, trailing: TodayMetrics.padding)
        return section
    }

    static func carousel(itemWidth: CGFloat, height: CGFloat = 250) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(itemWidth), heightDimension: .absolute(height)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        return section
    }
}

struct TodayListFactory {
    static func section(rows: Int, header: Bool = false) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(TodayMetrics.rowHeight)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        var supplementaries: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if header {
            supplementaries.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: TodayHeader.kind, alignment: .top))
        }
        supplementaries.append(NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: TodayFooterView.reuseIdentifier, alignment: .bottom))
        section.boundarySupplementaryItems = supplementaries
        return section
    }
}
