// A section provider mixing a list section (insetGrouped, with a footer) and a grid.
// tessera: items 4, 6
import UIKit

class MixedViewController: UIViewController {
    enum Section: Int, CaseIterable { case settings, photos }

    func createLayout() -> UICollectionViewLayout {
        let sectionProvider = { (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            guard let section = Section(rawValue: sectionIndex) else { return nil }
            switch section {
            case .settings:
                var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                config.footerMode = .supplementary
                return NSCollectionLayoutSection.list(using: config, layoutEnvironment: layoutEnvironment)
            case .photos:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0),
                                                                                    heightDimension: .fractionalHeight(1.0)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100)),
                    subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
        }
        return UICollectionViewCompositionalLayout(sectionProvider: sectionProvider)
    }
}
