// Music library: a lazy layout closure with shelves and a header kind from a view declared in the file.
import UIKit

// tessera: items 10, 10

final class ShelfHeaderView: UICollectionReusableView {
    static let elementKind = "shelf-header"
}

final class LibraryViewController: UIViewController {
    lazy var layout: UICollectionViewLayout = {
        let layout = UICollectionViewCompositionalLayout { _, _ in
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(150), heightDimension: .absolute(190)),
                                                           subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 12
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 24, trailing: 16)
            section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
                elementKind: ShelfHeaderView.elementKind, alignment: .top)
            section.boundarySupplementaryItems = [header]
            return section
        }
        return layout
    }()
}
