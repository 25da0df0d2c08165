// Code style: long argument lists spread over lines, comments between arguments, trailing commas in arrays.
// tessera: items 6
import UIKit

class LongArgumentsViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(
                    0.5  // two columns
                ),
                heightDimension: .fractionalHeight(
                    1.0
                )
            )
        )
        item.contentInsets = NSDirectionalEdgeInsets(
            top: 8,
            leading: 8,
            bottom: 8,
            trailing: 8
        )
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0),
                heightDimension: .absolute(150)
            ),
            subitems: [
                item,
            ]
        )
        let section = NSCollectionLayoutSection(
            group: group
        )
        return UICollectionViewCompositionalLayout(
            section: section
        )
    }
}
