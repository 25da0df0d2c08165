// Cover flow: a centred paging carousel whose items shrink away from the middle.
import UIKit

// tessera: items 10

final class CoverFlowViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.6), heightDimension: .absolute(260)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 16
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            let centerX = offset.x + environment.container.contentSize.width / 2
            items.forEach { item in
                let distance = abs(item.center.x - centerX)
                let scale = max(0.8, 1 - distance / environment.container.contentSize.width)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        return UICollectionViewCompositionalLayout(section: section)
    }
}
