// The provider returns nil for a section that has items (UIKit throws for this).
// tessera: items 2, 3
import UIKit

func createLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { sectionIndex, _ in
        guard sectionIndex == 0 else { return nil }
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                       subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }
}
