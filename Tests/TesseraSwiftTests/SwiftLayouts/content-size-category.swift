// Accessibility text sizes switch a grid to a list; rows grow with the display scale rounding.
// tessera: items 4
import UIKit

class DynamicTypeViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let category = environment.traitCollection.preferredContentSizeCategory
            let columns = category.isAccessibilityCategory ? 1 : 2
            let height: CGFloat = category >= .extraExtraLarge ? 120 : 80
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                                                           subitem: item, count: columns)
            return NSCollectionLayoutSection(group: group)
        }
    }
}
