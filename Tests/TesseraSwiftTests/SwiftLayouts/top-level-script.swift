// A script-style file: top-level constants and a top-level function, as in a playground.
// tessera: items 4
import UIKit

let rowHeight: CGFloat = 70
let sideInset = 16.0

func makeLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)),
                                                   subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: sideInset, bottom: 0, trailing: sideInset)
    return UICollectionViewCompositionalLayout(section: section)
}
