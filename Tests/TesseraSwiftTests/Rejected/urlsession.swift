// Fetches column counts from the network while building the layout.
import UIKit

func createLayout() -> UICollectionViewLayout {
    URLSession.shared.dataTask(with: URL(string: "https://example.com/columns")!).resume()
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                   subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}
