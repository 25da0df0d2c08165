// An article list kept to the readable width on wide screens.
import UIKit

// tessera: items 6

func createLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, environment in
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(90)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(90)),
                                                     subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsetsReference = environment.traitCollection.horizontalSizeClass == .regular ? .readableContent : .layoutMargins
        section.interGroupSpacing = 1
        return section
    }
}
