// Reads the view controller's trait collection instead of the environment's (the same traits: once refused, now read).
import UIKit

// tessera: items 4

class TraitsViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let columns = self.traitCollection.horizontalSizeClass == .regular ? 4 : 2
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                           subitem: item, count: columns)
            return NSCollectionLayoutSection(group: group)
        }
    }
}
