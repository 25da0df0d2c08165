// Helper functions returning items, groups and sections, called with self. and without.
// tessera: items 6
import UIKit

class FeedLayoutFactory {
    func makeItem(fraction: CGFloat, inset: CGFloat = 4) -> NSCollectionLayoutItem {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(fraction),
                                                                            heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
        return item
    }

    func makeRow(height: CGFloat, items: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .absolute(height)),
                                           subitems: items)
    }

    var layout: UICollectionViewLayout {
        let row = self.makeRow(height: 120, items: [makeItem(fraction: 2.0 / 3.0), makeItem(fraction: 1.0 / 3.0, inset: 0)])
        let section = NSCollectionLayoutSection(group: row)
        return UICollectionViewCompositionalLayout(section: section)
    }
}
