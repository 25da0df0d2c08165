// UICollectionViewCompositionalLayout.list(using:) with a plain appearance and supplementary headers.
// tessera: items 3, 2
import UIKit

class SettingsViewController: UICollectionViewController {
    private func createLayout() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.showsSeparators = false
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }
}
