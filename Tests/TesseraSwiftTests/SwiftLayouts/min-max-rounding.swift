// min, max, floor, ceil and round shape a card width; a local function and a guard.
// tessera: items 4
import UIKit

class RoundingViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, environment in
            func clamp(_ value: CGFloat, lower: CGFloat, upper: CGFloat) -> CGFloat {
                min(max(value, lower), upper)
            }
            let width = environment.container.effectiveContentSize.width
            guard width > 0 else { return nil }
            let card = clamp(floor(width * 0.45), lower: 150, upper: 300)
            let height = ceil(card / 1.5) + round(2.4)
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(card), heightDimension: .absolute(height)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                                                           subitems: [item])
            group.interItemSpacing = .flexible(0)
            return NSCollectionLayoutSection(group: group)
        }
    }
}
