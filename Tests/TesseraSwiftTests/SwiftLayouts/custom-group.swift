// A custom group whose item provider places a staircase of frames.
// tessera: items 6
import UIKit

class StaircaseViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(240))
        let group = NSCollectionLayoutGroup.custom(layoutSize: size) { environment in
            let width = environment.container.effectiveContentSize.width / 3
            return (0..<3).map { step in
                let x = CGFloat(step) * width
                return NSCollectionLayoutGroupCustomItem(frame: CGRect(x: x, y: CGFloat(step) * 80, width: width, height: 80))
            }
        }
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}
