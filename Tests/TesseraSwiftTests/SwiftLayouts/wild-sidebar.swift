// A sidebar list on iPad, an inset grouped list on iPhone.
import UIKit

// tessera: items 8

final class SidebarViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, layoutEnvironment in
            let isPad = layoutEnvironment.traitCollection.horizontalSizeClass == .regular
            return NSCollectionLayoutSection.list(using: .init(appearance: isPad ? .sidebar : .insetGrouped),
                                                  layoutEnvironment: layoutEnvironment)
        }
    }
}
