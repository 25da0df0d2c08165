// Filter chips whose width follows their label (Scripts/chip.lua's layout): run with --data Scripts/chip.lua,
// whose cell templates measure the chips.
// tessera: items 12
import UIKit

final class RecipeFiltersViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        let chipSize = NSCollectionLayoutSize(widthDimension: .estimated(80), heightDimension: .estimated(32))
        let chip = NSCollectionLayoutItem(layoutSize: chipSize)
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(32))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [chip])
        row.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        return UICollectionViewCompositionalLayout(section: section)
    }
}
