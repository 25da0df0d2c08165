// Thumbnails sized from the view's frame in the layout function, as many view controllers do.
import UIKit

// tessera: items 9

final class ThumbnailsViewController: UIViewController {
    private let spacing: CGFloat = 2

    func makeLayout() -> UICollectionViewLayout {
        let columns: CGFloat = view.frame.width > 500 ? 5 : 3
        let side = (view.frame.width - spacing * (columns - 1)) / columns
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(side), heightDimension: .absolute(side)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(side)),
                                                       subitems: [item])
        group.interItemSpacing = .fixed(spacing)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = spacing
        return UICollectionViewCompositionalLayout(section: section)
    }
}
