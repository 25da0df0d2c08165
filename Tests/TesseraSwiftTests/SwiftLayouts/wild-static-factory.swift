// A caseless enum as a namespace of layout factories (one layout, private section helpers).
import UIKit

// tessera: items 6, 6

enum LayoutFactory {
    static func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, _ in
            index.isMultiple(of: 2) ? wideSection() : pairSection()
        }
    }

    private static func wideSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
                                                       subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    private static func pairSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                       subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }
}
