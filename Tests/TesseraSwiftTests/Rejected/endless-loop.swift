// A loop whose condition never changes.
import UIKit

func createLayout() -> UICollectionViewLayout {
    var columns = 1
    while columns > 0 {
        columns += 1
    }
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                   subitem: item, count: columns)
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}
