// Section factory and column count in extensions of UIKit's types.
import UIKit

// tessera: items 12

extension NSCollectionLayoutEnvironment {
    var gridColumns: Int {
        traitCollection.horizontalSizeClass == .regular ? 4 : 2
    }
}

extension NSCollectionLayoutSection {
    static func grid(columns: Int, spacing: CGFloat = 8, aspect: CGFloat = 1) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: spacing / 2, leading: spacing / 2, bottom: spacing / 2, trailing: spacing / 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(aspect / CGFloat(columns))),
                                                       subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }
}

final class GalleryViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            .grid(columns: environment.gridColumns)
        }
    }
}
