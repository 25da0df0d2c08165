// Columns and heights picked together as a tuple from the container width.
import UIKit

// tessera: items 12

func createLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, environment in
        let (columns, height) = environment.container.effectiveContentSize.width > 600 ? (4, 140.0) : (2, 110.0)
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                                                       subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }
}
