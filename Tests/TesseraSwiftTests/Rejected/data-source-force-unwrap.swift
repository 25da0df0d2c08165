// Asks the diffable data source for the section's identifier, force-unwrapped.
import UIKit

class FeedViewController: UIViewController {
    enum Section { case main }
    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            let section = self.dataSource.snapshot().sectionIdentifiers[sectionIndex]
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                           subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }
}
