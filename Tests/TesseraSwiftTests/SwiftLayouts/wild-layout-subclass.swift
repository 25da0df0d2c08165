// A compositional layout subclass whose init builds the sections (used as the collection view's layout).
import UIKit

// tessera: items 5, 5

final class FeedLayout: UICollectionViewCompositionalLayout {
    init() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 16
        super.init(sectionProvider: { index, _ in
            let height: CGFloat = index == 0 ? 300 : 90
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                                                           subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }, configuration: configuration)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
