// Calls a group factory UIKit does not have.
import UIKit

func createLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
    let group = NSCollectionLayoutGroup.grid(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                             subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}
