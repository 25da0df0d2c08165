// Code style: a trailing-closure provider with $0-free shorthand parameters, a map over a range building subitems.
// tessera: items 8, 8
import UIKit

final class StripsViewController: UIViewController {
    private lazy var layout: UICollectionViewLayout = UICollectionViewCompositionalLayout { section, env in
        let widths: [CGFloat] = section == 0 ? [0.25, 0.25, 0.5] : [0.5, 0.5]
        let items = widths.map { width in
            NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(width),
                                                                      heightDimension: .fractionalHeight(1)))
        }
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
            subitems: items)
        return NSCollectionLayoutSection(group: group)
    }
}
