// Columns from the horizontal size class: 2 when compact, 4 when regular.
// tessera: items 8
import UIKit

class SizeClassViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, layoutEnvironment in
            let isCompact = layoutEnvironment.traitCollection.horizontalSizeClass == .compact
            let columns = isCompact ? 2 : 4
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                           subitem: item, count: columns)
            return NSCollectionLayoutSection(group: group)
        }
    }
}
