// The shop's sections, in an extension of its view controller.
import UIKit

extension ShopViewController {
    func dealsSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(Layout.Metrics.dealWidth), heightDimension: .absolute(120)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = Layout.Metrics.spacing
        section.contentInsets = .init(top: 0, leading: Layout.Metrics.margin, bottom: 0, trailing: Layout.Metrics.margin)
        return section
    }

    func productsSection(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let columns = environment.container.effectiveContentSize.width > 700 ? 4 : 2
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Layout.Metrics.productHeight)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                                 elementKind: ShopHeaderView.kind, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return section
    }
}
