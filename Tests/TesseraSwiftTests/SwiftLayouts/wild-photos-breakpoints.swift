// Photos grid whose column count comes from a dictionary of width breakpoints (app style: a grid screen).
import UIKit

// tessera: items 30

final class PhotosViewController: UIViewController {
    private let breakpoints: [Int: Int] = [0: 3, 600: 5, 1000: 7]

    private func columns(for width: CGFloat) -> Int {
        var best = 3
        for threshold in breakpoints.keys.sorted() where CGFloat(threshold) <= width {
            best = breakpoints[threshold] ?? best
        }
        return best
    }

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [weak self] _, environment in
            guard let self = self else { return nil }
            let count = self.columns(for: environment.container.effectiveContentSize.width)
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalWidth(1 / CGFloat(count))),
                                                           subitem: item, count: count)
            return NSCollectionLayoutSection(group: group)
        }
    }
}
