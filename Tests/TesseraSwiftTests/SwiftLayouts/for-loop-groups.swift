// A for loop over a range appending items to a var array, a where clause, and a nested vertical group.
// tessera: items 10
import UIKit

class LoopViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        var columns: [NSCollectionLayoutGroup] = []
        for index in 0..<4 where index != 2 {
            let count = index + 1
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                heightDimension: .fractionalHeight(1.0 / CGFloat(count))))
            let column = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 3.0),
                                                                            heightDimension: .fractionalHeight(1)),
                                                          subitem: item, count: count)
            columns.append(column)
        }
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
                                                       subitems: columns)
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}
