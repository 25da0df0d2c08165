// A two-column grid of self-sizing cards: each card's image view keeps its image's aspect ratio (a multiplier
// constraint from UIImage(named:)'s size), its title wraps, and each row is as tall as its taller card.

import UIKit

class CardGridViewController: UIViewController, UICollectionViewDataSource {
    struct Card {
        let image: String
        let title: String
        let price: String
    }

    let cards = [
        Card(image: "loft", title: "Loft by the river", price: "$120 night"),
        Card(image: "cabin", title: "Cabin in the woods with a wood stove and a view over the lake", price: "$95 night"),
        Card(image: "loft", title: "Studio", price: "$80 night"),
        Card(image: "cabin", title: "Treehouse", price: "$150 night"),
        Card(image: "loft", title: "Houseboat moored in the old harbour", price: "$110 night"),
    ]

    private lazy var collectionView: UICollectionView = {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.register(CardCell.self, forCellWithReuseIdentifier: CardCell.reuseIdentifier)
        return collectionView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stays"
        view.addSubview(collectionView)
        collectionView.dataSource = self
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    func makeLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(220))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(220))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item, item])
        group.interItemSpacing = .fixed(12)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 16
        section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
        return UICollectionViewCompositionalLayout(section: section)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        cards.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CardCell.reuseIdentifier,
                                                            for: indexPath) as? CardCell else {
            fatalError("unexpected cell")
        }
        let card = cards[indexPath.item]
        cell.configure(image: UIImage(named: card.image), title: card.title, price: card.price)
        return cell
    }
}

final class CardCell: UICollectionViewCell {
    static let reuseIdentifier = "CardCell"

    private let photoView = UIImageView()
    private let titleLabel = UILabel()
    private let priceLabel = UILabel()
    private var aspectConstraint: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        titleLabel.numberOfLines = 0
        priceLabel.font = .preferredFont(forTextStyle: .footnote)
        for view in [photoView, titleLabel, priceLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            photoView.topAnchor.constraint(equalTo: contentView.topAnchor),
            photoView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            photoView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: photoView.bottomAnchor, constant: 8),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            priceLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            priceLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            priceLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(image: UIImage?, title: String, price: String) {
        photoView.image = image
        titleLabel.text = title
        priceLabel.text = price
        aspectConstraint?.isActive = false
        if let size = image?.size {
            aspectConstraint = photoView.heightAnchor.constraint(equalTo: photoView.widthAnchor,
                                                                 multiplier: size.height / size.width)
            aspectConstraint?.isActive = true
        }
    }
}
