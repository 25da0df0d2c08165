// Creates an instance of a helper class declared in the file (once refused: the file's own types now run).
import UIKit

// tessera: items 3

final class Metrics {
    var spacing: CGFloat = 8
    let rowHeight: CGFloat

    init(rowHeight: CGFloat = 44) {
        self.rowHeight = rowHeight
    }
}

func createLayout() -> UICollectionViewLayout {
    let metrics = Metrics(rowHeight: 50)
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(metrics.rowHeight)),
                                                   subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = metrics.spacing
    return UICollectionViewCompositionalLayout(section: section)
}
