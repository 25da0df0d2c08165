// Extensions on NSCollectionLayoutSection: static factory functions the layout calls.
// tessera: items 5, 8
import UIKit

extension NSCollectionLayoutSection {
    static func fullWidthRows(height: CGFloat) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                       heightDimension: .absolute(height)),
                                                     subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        return section
    }

    static func squares(columns: Int) -> NSCollectionLayoutSection {
        let fraction = 1 / CGFloat(columns)
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(fraction),
                                                            heightDimension: .fractionalWidth(fraction)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                         heightDimension: .fractionalWidth(fraction)),
                                                       subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }
}

final class ProfileViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, _ in
            index == 0 ? .fullWidthRows(height: 60) : .squares(columns: 4)
        }
    }
}
