// A UICollectionView with a diffable data source and programmatic cells: two sections (a grid of three square covers a row, then a list of full-width rows) from an enum, the snapshot applied in viewDidLoad.
// (The row cell pins its labels to the content view: a stack view inside a cell dumps its labels' frames in the content view's coordinates, not the stack's, in Tessera today.)
import UIKit

class LibraryViewController: UIViewController {
    enum Section: Int, CaseIterable {
        case covers
        case recent
    }

    struct Book: Hashable {
        let title: String
        let author: String
    }

    let covers = (1...7).map { Book(title: "Cover \($0)", author: "") }
    let recent = [
        Book(title: "The Left Hand of Darkness", author: "Ursula K. Le Guin"),
        Book(title: "Piranesi", author: "Susanna Clarke"),
        Book(title: "A Memory Called Empire", author: "Arkady Martine"),
    ]

    private lazy var collectionView: UICollectionView = {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.register(CoverCell.self, forCellWithReuseIdentifier: "cover")
        collectionView.register(BookRowCell.self, forCellWithReuseIdentifier: "row")
        return collectionView
    }()

    private var dataSource: UICollectionViewDiffableDataSource<Section, Book>!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        dataSource = UICollectionViewDiffableDataSource<Section, Book>(collectionView: collectionView) {
            collectionView, indexPath, book in
            if indexPath.section == Section.covers.rawValue {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cover", for: indexPath) as! CoverCell
                cell.titleLabel.text = book.title
                return cell
            }
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! BookRowCell
            cell.titleLabel.text = book.title
            cell.authorLabel.text = book.author
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Book>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(covers, toSection: .covers)
        snapshot.appendItems(recent, toSection: .recent)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            switch Section(rawValue: sectionIndex)! {
            case .covers:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalWidth(1.0 / 3.0)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3.0)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
                return section
            case .recent:
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(56))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 1
                return section
            }
        }
    }
}

class CoverCell: UICollectionViewCell {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .preferredFont(forTextStyle: .caption1)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

class BookRowCell: UICollectionViewCell {
    let titleLabel = UILabel()
    let authorLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        authorLabel.font = .preferredFont(forTextStyle: .subheadline)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        authorLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        contentView.addSubview(authorLabel)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            authorLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 2),
            authorLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            authorLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            authorLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
