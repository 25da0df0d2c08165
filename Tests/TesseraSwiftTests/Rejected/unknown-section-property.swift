// Sets a property NSCollectionLayoutSection does not have.
import UIKit

func createLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                   subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.scrollsToTop = true
    return UICollectionViewCompositionalLayout(section: section)
}
