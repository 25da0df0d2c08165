// A contacts screen as an app writes it (`tessera bench swift`'s "screen" case): a summary header pinned with anchors
// above a collection view whose diffable data source shows 1,000 contacts in self-sizing cells (an image and four
// labels in stack views), a section header, helpers that format the rows, and delegate code that never runs headless.
import UIKit

final class ContactsScreenViewController: UIViewController {
    enum Section: Int, CaseIterable {
        case favourites
        case everyone

        var title: String {
            switch self {
            case .favourites: return "Favourites"
            case .everyone: return "Everyone"
            }
        }
    }

    struct Contact: Hashable {
        let id: Int
        let name: String
        let role: String
        let note: String
        let unread: Int
        let isFavourite: Bool
    }

    static let headerKind = "contacts-header"
    static let contactCount = 1000
    static let favouriteEvery = 25

    let firstNames = ["Ada", "Grace", "Linus", "Margaret", "Dennis", "Barbara", "Ken", "Frances", "Alan", "Radia"]
    let lastNames = ["Lovelace", "Hopper", "Torvalds", "Hamilton", "Ritchie", "Liskov", "Thompson", "Allen", "Kay", "Perlman"]
    let roles = ["Engineer", "Designer", "Product manager", "Researcher", "Writer"]
    let notes = [
        "Met at the conference.",
        "Prefers email to calls; answers within the day, usually before lunch, and keeps every thread short.",
        "",
        "Working on the new onboarding flow with the design team, then on the settings screen.",
    ]

    let sideInset: CGFloat = 16
    let estimatedRowHeight: CGFloat = 72
    let headerHeight: CGFloat = 36

    private let summaryView = UIView()
    private let titleLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .title2)
        label.text = "People"
        return label
    }()
    private let countLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        return label
    }()
    private var collectionView: UICollectionView! = nil
    private var dataSource: UICollectionViewDiffableDataSource<Section, Contact>! = nil
    private var contacts: [Contact] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        view.backgroundColor = .systemBackground
        contacts = makeContacts(count: ContactsScreenViewController.contactCount)
        configureHierarchy()
        configureDataSource()
        applySnapshot()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        countLabel.text = "\(contacts.count) contacts, \(favourites().count) of them favourites"
    }

    // MARK: Views

    private func configureHierarchy() {
        summaryView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(summaryView)
        configureSummary()

        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.delegate = self
        view.addSubview(collectionView)

        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            summaryView.topAnchor.constraint(equalTo: guide.topAnchor),
            summaryView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            summaryView.trailingAnchor.constraint(equalTo: view.trailingAnchor),

            collectionView.topAnchor.constraint(equalTo: summaryView.bottomAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    /// The title and count, stacked 12 pt inside the summary view.
    private func configureSummary() {
        let stack = UIStackView(arrangedSubviews: [titleLabel, countLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        summaryView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: summaryView.topAnchor, constant: 12),
            stack.leadingAnchor.constraint(equalTo: summaryView.leadingAnchor, constant: sideInset),
            stack.trailingAnchor.constraint(equalTo: summaryView.trailingAnchor, constant: -sideInset),
            stack.bottomAnchor.constraint(equalTo: summaryView.bottomAnchor, constant: -12),
        ])
    }

    private func createLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                              heightDimension: .estimated(estimatedRowHeight))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: itemSize, subitems: [item])

        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 1
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 16, trailing: 0)

        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                heightDimension: .absolute(headerHeight))
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize,
                                                                 elementKind: ContactsScreenViewController.headerKind,
                                                                 alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: section)
    }

    // MARK: Data

    private func configureDataSource() {
        let registration = UICollectionView.CellRegistration<ContactCell, Contact> { cell, indexPath, contact in
            cell.configure(with: contact, formatter: self)
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Contact>(collectionView: collectionView) {
            collectionView, indexPath, contact in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: contact)
        }
    }

    private func applySnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
        snapshot.appendSections([.favourites, .everyone])
        snapshot.appendItems(favourites(), toSection: .favourites)
        snapshot.appendItems(contacts.filter { !$0.isFavourite }, toSection: .everyone)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func makeContacts(count: Int) -> [Contact] {
        var made: [Contact] = []
        for index in 0..<count {
            let first = firstNames[index % firstNames.count]
            let last = lastNames[(index / firstNames.count) % lastNames.count]
            made.append(Contact(id: index,
                                name: first + " " + last,
                                role: roles[index % roles.count],
                                note: notes[index % notes.count],
                                unread: index % 7 == 0 ? index % 13 : 0,
                                isFavourite: index % ContactsScreenViewController.favouriteEvery == 0))
        }
        return made
    }

    private func favourites() -> [Contact] {
        contacts.filter { $0.isFavourite }
    }
}

// MARK: Formatting

extension ContactsScreenViewController {
    /// "Engineer · #42": the line under a contact's name.
    func subtitle(for contact: Contact) -> String {
        String(format: "%@ · #%d", contact.role, contact.id)
    }

    /// "3 unread" or nothing.
    func badgeText(for contact: Contact) -> String? {
        guard contact.unread > 0 else { return nil }
        return contact.unread == 1 ? "1 unread" : "\(contact.unread) unread"
    }

    /// The initials of a name: "AL" for "Ada Lovelace".
    func initials(of name: String) -> String {
        let parts = name.split(separator: " ")
        var letters = ""
        for part in parts {
            if let first = part.first { letters += String(first) }
        }
        return letters
    }
}

// MARK: Delegate (never runs headless)

extension ContactsScreenViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let contact = dataSource.itemIdentifier(for: indexPath) else { return }
        let detail = UIViewController()
        detail.title = contact.name
        navigationController?.pushViewController(detail, animated: true)
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

// MARK: Cell

final class ContactCell: UICollectionViewCell {
    private let avatarView: UIImageView = {
        let imageView = UIImageView()
        imageView.contentMode = .scaleAspectFill
        imageView.layer.cornerRadius = 22
        imageView.clipsToBounds = true
        imageView.translatesAutoresizingMaskIntoConstraints = false
        return imageView
    }()

    private let nameLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .headline)
        return label
    }()

    private let subtitleLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.textColor = .secondaryLabel
        return label
    }()

    private let noteLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.numberOfLines = 0
        return label
    }()

    private let badgeLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .caption1)
        label.setContentHuggingPriority(.required, for: .horizontal)
        label.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        return label
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemGroupedBackground

        let textStack = UIStackView(arrangedSubviews: [nameLabel, subtitleLabel, noteLabel])
        textStack.axis = .vertical
        textStack.spacing = 2

        let row = UIStackView(arrangedSubviews: [avatarView, textStack, badgeLabel])
        row.axis = .horizontal
        row.alignment = .top
        row.spacing = 12
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)

        NSLayoutConstraint.activate([
            avatarView.widthAnchor.constraint(equalToConstant: 44),
            avatarView.heightAnchor.constraint(equalToConstant: 44),
            row.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            row.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            row.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        noteLabel.isHidden = false
        badgeLabel.isHidden = false
    }

    func configure(with contact: ContactsScreenViewController.Contact, formatter: ContactsScreenViewController) {
        avatarView.image = UIImage(systemName: contact.isFavourite ? "star.circle" : "person.crop.circle")
        nameLabel.text = contact.name
        subtitleLabel.text = formatter.subtitle(for: contact)
        noteLabel.text = contact.note
        noteLabel.isHidden = contact.note.isEmpty
        if let badge = formatter.badgeText(for: contact) {
            badgeLabel.text = badge
        } else {
            badgeLabel.isHidden = true
        }
        contentView.accessibilityLabel = contact.name
    }
}
