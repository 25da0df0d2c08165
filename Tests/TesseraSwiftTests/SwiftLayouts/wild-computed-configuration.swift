// The configuration comes from a computed property; the layout is a computed property too.
import UIKit

// tessera: items 3, 3

final class FeedController: UIViewController {
    private var configuration: UICollectionViewCompositionalLayoutConfiguration {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 24
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
            elementKind: "global-header", alignment: .top)
        configuration.boundarySupplementaryItems = [header]
        return configuration
    }

    var collectionLayout: UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(70)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(70)),
                                                     subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration)
    }
}
