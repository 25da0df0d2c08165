// A layout scrolling horizontally: vertical groups of three rows, side by side.
// tessera: items 9
import UIKit

class HorizontalViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                            heightDimension: .absolute(100)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150),
                                                                                       heightDimension: .absolute(300)),
                                                     subitem: item, count: 3)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    }
}
