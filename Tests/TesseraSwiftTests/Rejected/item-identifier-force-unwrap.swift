// Reads an item identifier from the data source with a force unwrap.
import UIKit

class ItemsViewController: UIViewController {
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            let first = dataSource.itemIdentifier(for: IndexPath(item: 0, section: sectionIndex))!
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                           subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }
}
