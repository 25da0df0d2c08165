// A section provider switching over an enum declared with explicit raw values, with a default.
// tessera: items 4, 6, 3
import UIKit

enum HomeSection: Int, CaseIterable {
    case banner = 0
    case grid = 1
    case list = 2
}

final class HomeViewController: UIViewController {
    func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            guard let kind = HomeSection(rawValue: sectionIndex) else { return nil }
            let height: NSCollectionLayoutDimension
            let columns: Int
            switch kind {
            case .banner:
                height = .absolute(200)
                columns = 1
            case .grid:
                height = .absolute(100)
                columns = 3
            default:
                height = .absolute(50)
                columns = 1
            }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }
}
