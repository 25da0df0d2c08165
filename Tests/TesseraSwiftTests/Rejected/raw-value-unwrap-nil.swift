// Force-unwraps Section(rawValue:) for a section the enum does not have (the layout has 3 sections, the enum 2).
// tessera: items 1, 1, 1
import UIKit

enum Section: Int, CaseIterable { case top, bottom }

func createLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { sectionIndex, _ in
        let kind = Section(rawValue: sectionIndex)!
        let height: CGFloat = kind == .top ? 100 : 50
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                                                       subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }
}
