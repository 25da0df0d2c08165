// UICollectionViewCompositionalLayout.list(using:) with a plain appearance and supplementary headers.
// tessera: items 3, 2
import UIKit

class SettingsViewController: UICollectionViewController {
    private func createLayout() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.showsSeparators = false
        configuration.backgroundColor = UIColor(named: "Background")           // no layout effect: not evaluated
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            UISwipeActionsConfiguration(actions: [])
        }
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }
}
