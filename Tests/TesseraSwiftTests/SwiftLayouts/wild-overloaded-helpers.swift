// Helpers overloaded by label: one for a kind of row, one for a grid.
import UIKit

// tessera: items 4, 9

enum RowKind { case compact, regular }

func section(_ kind: RowKind) -> NSCollectionLayoutSection {
    section(columns: 1, height: kind == .compact ? 44 : 72)
}

func section(columns: Int, height: CGFloat) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                                                   subitems: [item])
    return NSCollectionLayoutSection(group: group)
}

func createLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { index, _ in
        index == 0 ? section(.regular) : section(columns: 3, height: 120)
    }
}
