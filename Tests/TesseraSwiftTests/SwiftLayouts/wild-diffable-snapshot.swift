// Sections and items from the snapshot viewDidLoad applies to a diffable data source; the provider reads the
// section identifiers back from the data source (as Apple's samples do).
import UIKit

// No items comment: the item counts are those of the snapshot viewDidLoad applies (2, 5).

final class TopicsViewController: UIViewController {
    enum Section: Hashable { case featured, topics }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    private var topics: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        topics = ["Swift", "UIKit", "Layout", "Text", "Lua", "Testing", "Fonts"]
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        configureDataSource()
        applyInitialSnapshot()
    }

    private func configureDataSource() {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, topic in
            var content = cell.defaultContentConfiguration()
            content.text = topic
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, topic in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: topic)
        }
    }

    private func applyInitialSnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.featured, .topics])
        snapshot.appendItems(Array(topics.prefix(2)), toSection: .featured)
        snapshot.appendItems(Array(topics.dropFirst(2)), toSection: .topics)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [weak self] sectionIndex, environment in
            guard let self else { return nil }
            let section = self.dataSource.snapshot().sectionIdentifiers[sectionIndex]
            let columns = section == .featured ? 1 : 2
            let height: CGFloat = section == .featured ? 160 : 60
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                                                           subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }
}
