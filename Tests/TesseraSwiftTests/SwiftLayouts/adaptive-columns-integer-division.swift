// Adaptive columns computed with Swift's integer division: as many 120-pt columns as fit (at least 2).
// tessera: items 12
import UIKit

final class GalleryViewController: UIViewController {
    let minimumColumnWidth = 120

    func createLayout() -> UICollectionViewLayout {
        return UICollectionViewCompositionalLayout { [weak self] (_: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            guard let self else { return nil }
            let width = Int(environment.container.effectiveContentSize.width)
            let columns = max(2, width / self.minimumColumnWidth)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / CGFloat(columns)),
                heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                  heightDimension: .absolute(90)),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }
}
