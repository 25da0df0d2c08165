// Element kinds from a String-backed enum's raw values; a pinned header and a trailing side item.
// tessera: items 3
import UIKit

enum ElementKind: String {
    case header = "section-header"
    case side = "section-side"
}

class KindsViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(50)),
                                                     subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                                   heightDimension: .absolute(30)),
                                                                 elementKind: ElementKind.header.rawValue, alignment: .top)
        header.pinToVisibleBounds = true
        let side = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(0.2),
                                                                                 heightDimension: .absolute(50)),
                                                               elementKind: ElementKind.side.rawValue, alignment: .trailing)
        section.boundarySupplementaryItems = [header, side]
        return UICollectionViewCompositionalLayout(section: section)
    }
}
