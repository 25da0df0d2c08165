// Sections kept in a stored array of the view controller, indexed by the provider.
import UIKit

// tessera: items 4, 8, 3

final class HomeViewController: UIViewController {
    enum Kind { case banner, grid, list }

    private var sections: [Kind] = [.banner, .grid, .list]

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [weak self] index, environment -> NSCollectionLayoutSection? in
            guard let self else { return nil }
            switch self.sections[index] {
            case .banner:
                return self.section(height: 180, fraction: 0.92, scrolls: true)
            case .grid:
                return self.section(height: 120, fraction: 0.5)
            case .list:
                return self.section(height: 50, fraction: 1)
            }
        }
    }

    private func section(height: CGFloat, fraction: CGFloat, scrolls: Bool = false) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(scrolls ? 1 : fraction), heightDimension: .fractionalHeight(1)))
        let groupWidth: NSCollectionLayoutDimension = scrolls ? .fractionalWidth(fraction) : .fractionalWidth(1)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: groupWidth, heightDimension: .absolute(height)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        if scrolls { section.orthogonalScrollingBehavior = .groupPaging }
        return section
    }
}
