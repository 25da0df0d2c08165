// News feed: a provider calling section helpers with labelled arguments and defaults.
import UIKit

// tessera: items 1, 6, 4

class NewsViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        return UICollectionViewCompositionalLayout { index, environment in
            switch index {
            case 0: return self.makeSection(itemHeight: 260, header: false)
            case 1: return self.makeSection(columns: 2)
            default: return self.makeSection(itemHeight: 80)
            }
        }
    }

    private func makeSection(itemHeight: CGFloat = 120, columns: Int = 1, header: Bool = true) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
        item.contentInsets = .init(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(itemHeight)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        if header {
            let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(36))
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            ]
        }
        return section
    }
}
