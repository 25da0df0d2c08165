// Picks a random number of columns: a layout must be the same on every run.
import UIKit

func createLayout() -> UICollectionViewLayout {
    let columns = Int.random(in: 2...4)
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                   subitem: item, count: columns)
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}
