// Profile: sections named by a String enum, heights kept in a dictionary keyed by the enum.
import UIKit

// tessera: items 1, 3, 9

enum ProfileSection: String, CaseIterable {
    case header = "header"
    case stats = "stats"
    case posts = "posts"
}

final class ProfileViewController: UIViewController {
    private let heights: [ProfileSection: CGFloat] = [.header: 180, .stats: 64]
    private let order: [ProfileSection] = [.header, .stats, .posts]

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [unowned self] index, _ in
            let kind = self.order[index]
            let columns = kind == .posts ? 3 : (kind == .stats ? 3 : 1)
            let height = heights[kind] ?? (393 / 3)
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                                                           subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }
}
