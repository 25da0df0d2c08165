// A switch over the section index with ranges, a tuple of values and a where clause.
// tessera: items 2, 2, 2, 2
import UIKit

class RangesViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            let height: CGFloat
            switch sectionIndex {
            case 0:
                height = 10
            case 1...2 where environment.container.effectiveContentSize.width > 1000:
                height = 99
            case 1..<3:
                height = 20
            default:
                height = 40
            }
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                                                         subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }
}
