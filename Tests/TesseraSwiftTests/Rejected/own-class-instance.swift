// Creates an instance of a helper class declared in the file.
import UIKit

final class Metrics {
    var spacing: CGFloat = 8
}

func createLayout() -> UICollectionViewLayout {
    let metrics = Metrics()
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                   subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = metrics.spacing
    return UICollectionViewCompositionalLayout(section: section)
}
