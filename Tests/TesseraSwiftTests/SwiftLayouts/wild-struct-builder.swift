// A small builder struct: made with its memberwise initialiser, asked for a section by a method.
import UIKit

// tessera: items 9, 4

struct SectionBuilder {
    let columns: Int
    var height: CGFloat = 100
    var insets: CGFloat = 0

    func build() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: insets, leading: insets, bottom: insets, trailing: insets)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                                                       subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }
}

func createLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { index, _ in
        if index == 0 {
            return SectionBuilder(columns: 3, insets: 1).build()
        }
        return SectionBuilder(columns: 2, height: 60).build()
    }
}
