// Dashboard cards sized by a metrics struct made with its memberwise initialiser.
import UIKit

// tessera: items 6

struct CardMetrics {
    var columns: Int
    var spacing: CGFloat
    var aspectRatio: CGFloat = 0.75
}

final class DashboardViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        let metrics = CardMetrics(columns: 2, spacing: 12)
        return UICollectionViewCompositionalLayout { _, environment in
            let width = environment.container.effectiveContentSize.width
            let cardWidth = (width - metrics.spacing * CGFloat(metrics.columns + 1)) / CGFloat(metrics.columns)
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(cardWidth), heightDimension: .absolute(cardWidth * metrics.aspectRatio)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(cardWidth * metrics.aspectRatio)),
                                                           subitems: [item])
            group.interItemSpacing = .fixed(metrics.spacing)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = metrics.spacing
            section.contentInsets = NSDirectionalEdgeInsets(top: metrics.spacing, leading: metrics.spacing, bottom: metrics.spacing, trailing: metrics.spacing)
            return section
        }
    }
}
