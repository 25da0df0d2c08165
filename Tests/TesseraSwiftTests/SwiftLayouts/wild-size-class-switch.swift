// Columns and heights chosen by switching over the size class.
import UIKit

// tessera: items 10

func createLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, environment in
        let columns: Int
        let height: CGFloat
        switch environment.traitCollection.horizontalSizeClass {
        case .compact:
            columns = 1
            height = 88
        case .regular:
            columns = 3
            height = 120
        default:
            columns = 2
            height = 100
        }
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                                                       subitem: item, count: columns)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        return section
    }
}
