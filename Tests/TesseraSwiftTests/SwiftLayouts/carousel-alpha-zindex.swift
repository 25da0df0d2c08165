// A paging carousel whose handler fades and raises items (alpha, zIndex) with a for loop.
// tessera: items 8
import UIKit

func makeCarousel() -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.8),
                                                                     heightDimension: .absolute(180)),
                                                   subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .paging
    if #available(iOS 17.0, *) {
        section.orthogonalScrollingProperties.decelerationRate = .fast   // no layout effect
        section.orthogonalScrollingProperties.bounce = .never
    }
    section.visibleItemsInvalidationHandler = { items, offset, environment in
        for item in items {
            let visible = item.frame.minX - offset.x < environment.container.contentSize.width / 2
            item.alpha = visible ? 1.0 : 0.5
            item.zIndex = visible ? 10 : 0
        }
    }
    return UICollectionViewCompositionalLayout(section: section)
}
