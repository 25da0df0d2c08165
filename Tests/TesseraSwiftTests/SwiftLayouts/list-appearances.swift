// Apple's "List Appearances": one section per list appearance (UICollectionLayoutListConfiguration).
// tessera: items 3, 3, 3, 3, 3
import UIKit

class ListAppearancesViewController: UIViewController {
    let appearances: [UICollectionLayoutListConfiguration.Appearance] = [.plain, .grouped, .insetGrouped, .sidebar,
                                                                         .sidebarPlain]

    private func createLayout() -> UICollectionViewLayout {
        return UICollectionViewCompositionalLayout { [weak self] sectionIndex, layoutEnvironment in
            guard let self = self else { return nil }
            var config = UICollectionLayoutListConfiguration(appearance: self.appearances[sectionIndex])
            config.headerMode = .supplementary
            config.footerMode = .supplementary
            config.backgroundColor = .systemGroupedBackground
            return NSCollectionLayoutSection.list(using: config, layoutEnvironment: layoutEnvironment)
        }
    }
}
