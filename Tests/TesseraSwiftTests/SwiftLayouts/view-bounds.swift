// Reads the view controller's view to size items (the collection view fills the screen: once refused, now read).
import UIKit

// tessera: items 4

class BoundsViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        let side = view.bounds.width / 3
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(side), heightDimension: .absolute(side)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(side)),
                                                       subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}
