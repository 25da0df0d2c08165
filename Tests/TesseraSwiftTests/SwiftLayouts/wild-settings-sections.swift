// Settings screen: an enum of sections, each a list section with its own header mode.
import UIKit

// tessera: items 3, 2, 4

enum SettingsSection: Int, CaseIterable {
    case account, notifications, about

    var showsHeader: Bool { self != .account }
}

final class SettingsViewController: UICollectionViewController {
    func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
            let section = SettingsSection(rawValue: sectionIndex)!
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = section.showsHeader ? .supplementary : .none
            return .list(using: configuration, layoutEnvironment: layoutEnvironment)
        }
    }
}
