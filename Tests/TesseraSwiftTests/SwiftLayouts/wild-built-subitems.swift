// Subitems built in a loop into an empty array (`[NSCollectionLayoutItem]()`), widths from an array literal.
import UIKit

// tessera: items 8

func createLayout() -> UICollectionViewLayout {
    let fractions: [CGFloat] = [0.5, 0.25, 0.25]
    var subitems = [NSCollectionLayoutItem]()
    for fraction in fractions {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1)))
        item.contentInsets = .init(top: 0, leading: 2, bottom: 0, trailing: 2)
        subitems.append(item)
    }
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                   subitems: subitems)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 4
    return UICollectionViewCompositionalLayout(section: section)
}
