// Sizes rows from a font's line height (text measurement belongs to cells).
import UIKit

func createLayout() -> UICollectionViewLayout {
    let rowHeight = UIFont.preferredFont(forTextStyle: .body).lineHeight * 2
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)),
                                                   subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}
