// Self-sizing contact rows (Scripts/contact-cell.lua's layout): run with --data Scripts/contact-cell.lua, whose
// view trees with constraints measure the rows.
// tessera: items 4
import UIKit

final class ContactsViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(60))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
        return UICollectionViewCompositionalLayout(section: section)
    }
}
