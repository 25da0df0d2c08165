// Code style: explicit type annotations everywhere, CGFloat constants, a var changed after creation.
// tessera: items 20
import UIKit

class ExplicitViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        let spacing: CGFloat = 12
        let itemHeight: NSCollectionLayoutDimension = NSCollectionLayoutDimension.absolute(64)
        let itemSize: NSCollectionLayoutSize = NSCollectionLayoutSize(widthDimension: NSCollectionLayoutDimension.fractionalWidth(0.5),
                                                                      heightDimension: itemHeight)
        let item: NSCollectionLayoutItem = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize: NSCollectionLayoutSize = NSCollectionLayoutSize(widthDimension: NSCollectionLayoutDimension.fractionalWidth(1.0),
                                                                       heightDimension: itemHeight)
        let group: NSCollectionLayoutGroup = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 2)
        group.interItemSpacing = NSCollectionLayoutSpacing.fixed(spacing)
        var insets: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        insets.leading = spacing
        insets.trailing = spacing
        let section: NSCollectionLayoutSection = NSCollectionLayoutSection(group: group)
        section.contentInsets = insets
        section.interGroupSpacing = spacing
        let layout: UICollectionViewCompositionalLayout = UICollectionViewCompositionalLayout(section: section)
        return layout
    }
}
