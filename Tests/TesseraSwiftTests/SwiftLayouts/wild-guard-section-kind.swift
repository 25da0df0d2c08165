// `guard let` over the section enum, a fatalError for the impossible case, static layout constants.
import UIKit

// tessera: items 2, 5

final class DetailViewController: UIViewController {
    enum Section: Int, CaseIterable { case summary, related }
    enum Constants {
        static let summaryHeight: CGFloat = 150
        static let relatedWidth: CGFloat = 140
    }

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            guard let section = Section(rawValue: sectionIndex) else { fatalError("unknown section \(sectionIndex)") }
            switch section {
            case .summary:
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Constants.summaryHeight)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Constants.summaryHeight)),
                                                             subitems: [item])
                return NSCollectionLayoutSection(group: group)
            case .related:
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .absolute(Constants.relatedWidth), heightDimension: .absolute(180)),
                                                               subitems: [item])
                let layoutSection = NSCollectionLayoutSection(group: group)
                layoutSection.orthogonalScrollingBehavior = .continuous
                layoutSection.interGroupSpacing = 10
                return layoutSection
            }
        }
    }
}
