// A configuration with a layout-wide header, inter-section spacing and the content insets reference.
// tessera: items 2, 2
import UIKit

class GlobalHeaderViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                            heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                       heightDimension: .absolute(50)),
                                                     subitems: [item])
        let section = NSCollectionLayoutSection(group: group)

        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 30
        configuration.contentInsetsReference = .none
        let globalHeader = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            elementKind: "global-header", alignment: .top)
        configuration.boundarySupplementaryItems = [globalHeader]
        return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    }
}
