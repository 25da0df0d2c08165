// A UICollectionViewController subclass: its init gives super.init(collectionViewLayout:) a compositional layout,
// its view is its collection view and it is its own data source; each post's label sits on the content view's
// layout margins (8) and wraps.

import UIKit

class FeedViewController: UICollectionViewController {
    let posts = ["First post", "A second, longer post that wraps onto a second line on a phone in portrait", "Third"]

    init() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PostCell.self, forCellWithReuseIdentifier: "post")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        posts.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "post", for: indexPath) as! PostCell
        cell.body.text = posts[indexPath.row]
        return cell
    }
}

class PostCell: UICollectionViewCell {
    let body = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            body.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            body.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}
