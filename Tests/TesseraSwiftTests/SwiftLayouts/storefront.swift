// A storefront screen as an app writes it: a view controller, its data source, and a compositional layout of
// six kinds of section chosen by an enum. Tessera runs only the layout; the rest is skipped.
// tessera: items 6, 24, 2000, 4000, 3960, 10
import UIKit

final class StorefrontViewController: UIViewController {
    enum Section: Int, CaseIterable {
        case hero
        case categories
        case featured
        case grid
        case list
        case footer

        var title: String {
            switch self {
            case .hero: return "Today"
            case .categories: return "Categories"
            case .featured: return "Featured"
            case .grid: return "Browse"
            case .list: return "All Products"
            case .footer: return "More"
            }
        }

        var showsHeader: Bool {
            self != .hero && self != .footer
        }
    }

    struct Product: Hashable {
        let id: Int
        let name: String
        let price: Double
    }

    static let headerKind = "storefront-header"
    static let badgeKind = "storefront-badge"
    static let backgroundKind = "storefront-background"

    let spacing: CGFloat = 8
    let sideInset: CGFloat = 16
    let minimumTileWidth: CGFloat = 110
    let rowHeight: CGFloat = 72

    var collectionView: UICollectionView! = nil
    var dataSource: UICollectionViewDiffableDataSource<Section, Product>! = nil
    private var products: [Product] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Store"
        configureHierarchy()
        configureDataSource()
        applyInitialSnapshot()
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Product> { cell, _, product in
            var content = cell.defaultContentConfiguration()
            content.text = product.name
            content.secondaryText = String(format: "%.2f", product.price)
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Product>(collectionView: collectionView) {
            collectionView, indexPath, product in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: product)
        }
    }

    private func applyInitialSnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Product>()
        snapshot.appendSections(Section.allCases)
        for section in Section.allCases {
            let items = (0..<10).map { Product(id: section.rawValue * 1000 + $0, name: "Item \($0)", price: 9.99) }
            snapshot.appendItems(items, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

// MARK: - Layout

extension StorefrontViewController {
    /// - Tag: StorefrontLayout
    func createLayout() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 24

        let layout = UICollectionViewCompositionalLayout(sectionProvider: { [weak self] sectionIndex, environment in
            guard let self = self else { return nil }
            guard let kind = Section(rawValue: sectionIndex) else { return nil }
            let section: NSCollectionLayoutSection
            switch kind {
            case .hero:
                section = self.heroSection(environment: environment)
            case .categories:
                section = self.categoriesSection(environment: environment)
            case .featured:
                section = self.featuredSection(environment: environment)
            case .grid:
                section = self.gridSection(environment: environment)
            case .list:
                section = self.listSection(environment: environment)
            case .footer:
                section = self.footerSection()
            }
            if kind.showsHeader {
                section.boundarySupplementaryItems = [self.header(pinned: kind == .list)]
            }
            return section
        }, configuration: configuration)
        return layout
    }

    private func header(pinned: Bool) -> NSCollectionLayoutBoundarySupplementaryItem {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size,
                                                                 elementKind: StorefrontViewController.headerKind,
                                                                 alignment: .top)
        header.pinToVisibleBounds = pinned
        header.zIndex = pinned ? 2 : 1
        return header
    }

    /// The spacing between tiles for a width: tighter on narrow screens, as designers ask.
    private func tileSpacing(for width: CGFloat) -> CGFloat {
        if width < 350 {
            return spacing / 2
        } else if width < 700 {
            return spacing
        } else {
            return spacing * 1.5
        }
    }

    /// The same inset on all four edges.
    private func insets(_ value: CGFloat) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: value, leading: value, bottom: value, trailing: value)
    }

    private func columns(for width: CGFloat, minimum: CGFloat, maximum: Int) -> Int {
        let fitting = Int(width / minimum)
        return min(max(fitting, 2), maximum)
    }

    private func heroSection(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let width = environment.container.effectiveContentSize.width
        let isWide = width > 700
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                            heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = insets(spacing / 2)
        let groupWidth: NSCollectionLayoutDimension = isWide ? .fractionalWidth(0.5) : .fractionalWidth(0.92)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: groupWidth, heightDimension: .absolute(isWide ? 320 : 260)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            let center = environment.container.contentSize.width / 2
            for item in items {
                let distance = abs(item.frame.midX - offset.x - center)
                let scale = max(1.0 - distance / environment.container.contentSize.width * 0.2, 0.9)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        return section
    }

    private func categoriesSection(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(90),
                                                                            heightDimension: .absolute(36)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(90), heightDimension: .absolute(36)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = spacing
        section.orthogonalScrollingBehavior = .continuous
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: sideInset, bottom: 0, trailing: sideInset)
        return section
    }

    private func featuredSection(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let large = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(2.0 / 3.0),
                                                                             heightDimension: .fractionalHeight(1.0)))
        large.contentInsets = insets(spacing / 2)
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                             heightDimension: .fractionalHeight(0.5)))
        small.contentInsets = insets(spacing / 2)
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(22), heightDimension: .absolute(22)),
            elementKind: StorefrontViewController.badgeKind,
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let badged = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                              heightDimension: .fractionalHeight(0.5)),
                                            supplementaryItems: [badge])
        badged.contentInsets = insets(spacing / 2)
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1.0)),
            subitems: [small, badged])
        let mosaic = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.6)),
            subitems: [large, column])
        let strip = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.25)),
            subitem: small, count: 3)
        let block = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.85)),
            subitems: [mosaic, strip])
        let section = NSCollectionLayoutSection(group: block)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: sideInset - spacing / 2, bottom: 0,
                                                        trailing: sideInset - spacing / 2)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: StorefrontViewController.backgroundKind)
        background.contentInsets = insets(4)
        section.decorationItems = [background]
        return section
    }

    private func gridSection(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let width = environment.container.effectiveContentSize.width - sideInset * 2
        let count = columns(for: width, minimum: minimumTileWidth, maximum: 6)
        let fraction = 1.0 / CGFloat(count)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(fraction),
                                                                            heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = insets(tileSpacing(for: width) / 2)
        let tileHeight = floor(width / CGFloat(count) * 1.3)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(tileHeight)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: sideInset - spacing / 2, bottom: 0,
                                                        trailing: sideInset - spacing / 2)
        return section
    }

    private func listSection(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let category = environment.traitCollection.preferredContentSizeCategory
        let height = category.isAccessibilityCategory ? rowHeight * 2 : rowHeight
        let columns = environment.traitCollection.horizontalSizeClass == .regular ? 2 : 1
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                            heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(height)),
            subitem: item, count: columns)
        group.interItemSpacing = .fixed(spacing * 2)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: sideInset, bottom: 0, trailing: sideInset)
        return section
    }

    private func footerSection() -> NSCollectionLayoutSection {
        var rows: [NSCollectionLayoutItem] = []
        for index in 0..<2 {
            let height: CGFloat = index == 0 ? 0.6 : 0.4
            rows.append(NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                 heightDimension: .fractionalHeight(height))))
        }
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(120)),
            subitems: rows)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = insets(sideInset)
        return section
    }
}

// MARK: - Selection

extension StorefrontViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let product = dataSource.itemIdentifier(for: indexPath) else { return }
        let detail = UIViewController()
        detail.title = product.name
        navigationController?.pushViewController(detail, animated: true)
        collectionView.deselectItem(at: indexPath, animated: true)
    }

    func collectionView(_ collectionView: UICollectionView,
                        contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? {
        guard let product = dataSource.itemIdentifier(for: indexPath) else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in
                print("share \(product.name)")
            }
            let favorite = UIAction(title: "Favorite", image: UIImage(systemName: "heart")) { _ in
                print("favorite \(product.id)")
            }
            return UIMenu(title: product.name, children: [share, favorite])
        }
    }
}
