// Recipes mosaic: a tall item beside two stacked ones, then a full-width row.
import UIKit

// tessera: items 8

func createRecipesLayout() -> UICollectionViewLayout {
    let tall = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(2 / 3), heightDimension: .fractionalHeight(1)))
    tall.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let small = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
    small.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let stack = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)),
                                                 subitem: small, count: 2)
    let top = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(2 / 3)),
                                                 subitems: [tall, stack])
    let wide = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / 3)))
    wide.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let whole = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1)),
                                                 subitems: [top, wide])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: whole))
}
