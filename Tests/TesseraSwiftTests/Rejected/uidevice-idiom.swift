// Asks the device for its idiom instead of the trait collection.
import UIKit

func createLayout() -> UICollectionViewLayout {
    let columns = UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                                                   subitem: item, count: columns)
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}
