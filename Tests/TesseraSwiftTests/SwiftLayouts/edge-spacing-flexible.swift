// Flexible edge spacing centres fixed-width items; fixed inter-item spacing.
// tessera: items 6
import UIKit

class EdgeSpacingViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100),
                                                                            heightDimension: .absolute(100)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                         heightDimension: .absolute(100)),
                                                       subitems: [item])
        group.interItemSpacing = .fixed(10)
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}
