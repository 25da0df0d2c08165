// Keeps row heights in a dictionary literal, by section (once refused: dictionaries now run).
import UIKit

// tessera: items 2, 2, 2

func createLayout() -> UICollectionViewLayout {
    let heights: [Int: CGFloat] = [0: 44, 1: 88]
    return UICollectionViewCompositionalLayout { sectionIndex, _ in
        let height = heights[sectionIndex, default: 30]
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                                                       subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }
}
