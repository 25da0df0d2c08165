// Chat list: a plain list with footers, built from a configuration returned by a helper.
import UIKit

// tessera: items 12

final class ChatsViewController: UIViewController {
    private func listConfiguration() -> UICollectionLayoutListConfiguration {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = true
        configuration.footerMode = .supplementary
        return configuration
    }

    func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout.list(using: listConfiguration())
    }
}
