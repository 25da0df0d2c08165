// Reads a stored setting for the column count.
import UIKit

func createLayout() -> UICollectionViewLayout {
    let columns = UserDefaults.standard.integer(forKey: "columns")
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                   subitem: item, count: columns)
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}
