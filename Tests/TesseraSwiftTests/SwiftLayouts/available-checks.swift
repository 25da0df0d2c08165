// #available branches (Tessera takes the newest iOS), uniformAcrossSiblings, and #if in a type.
// tessera: items 4
import UIKit

class AvailabilityViewController: UIViewController {
    #if os(iOS)
    let estimate: CGFloat = 50
    #endif

    func createLayout() -> UICollectionViewLayout {
        let height: NSCollectionLayoutDimension
        if #available(iOS 17.0, *) {
            height = .uniformAcrossSiblings(estimate: estimate)
        } else {
            height = .estimated(estimate)
        }
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: height))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: height),
                                                       subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}
