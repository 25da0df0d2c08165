// Seed 003 (Airbnb clone), the notes' FIRST configure: only the image view is constrained, in configure
// itself (top, leading, trailing to the cell; height from the image's ratio and the safe-area width).
// The labels and the button get no constraints in this version (they keep their zero frames, autoresizing
// masks on), so only the image view is placed. Layout and view controller: as in 003-hero-image-cell.swift.
// Not in the notes: the cell's stored views (plausible definitions, marked).

import UIKit

class HeroImageCell: UICollectionViewCell {
    // not in the notes: plausible definitions
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let descriptionLabel = UILabel()
    let heroButton = UIButton(type: .system)

    // not in the notes: plausible definition
    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(imageView)
        contentView.addSubview(titleLabel)
        contentView.addSubview(descriptionLabel)
        contentView.addSubview(heroButton)
    }

    // not in the notes: plausible definition
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(imageData: Data, title: String, description: String, buttonTitle: String) {
        let heroImage = UIImage(data: imageData) ?? UIImage()
        imageView.image = heroImage
        titleLabel.text = title
        descriptionLabel.text = description
        heroButton.setTitle(buttonTitle, for: .normal)

        let ratio = heroImage.size.height / heroImage.size.width
        let newWidth = safeAreaLayoutGuide.layoutFrame.width
        let newHeight = newWidth * ratio

        NSLayoutConstraint.activate([
            imageView.heightAnchor.constraint(equalToConstant: newHeight),
            imageView.topAnchor.constraint(equalTo: topAnchor),
            imageView.leadingAnchor.constraint(equalTo: leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: trailingAnchor)
        ])
    }
}

// Added for the sample (Tessera): the view controller of 003-hero-image-cell.swift, unchanged, which shows the
// cell above.
// not in the notes: plausible definition
class HomeViewController: UIViewController, UICollectionViewDataSource {
    // not in the notes: plausible data (an asset image; the notes pass Data)
    struct Hero {
        let imageData: Data
        let title: String
        let description: String
        let buttonTitle: String
    }
    let hero = Hero(imageData: UIImage(named: "hero")!.pngData()!,
                    title: "Olympian & Paralympian Online Experiences",
                    description: "Book activities hosted by Team USA athletes",
                    buttonTitle: "Explore now")

    lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(HeroImageCell.self, forCellWithReuseIdentifier: HeroImageCell.identifier)
        collectionView.dataSource = self
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    // not in the notes: plausible definition (the notes: "itemSize's heightDimension uses .estimated()")
    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            return self.createHeroImageSection()
        }
    }

    // not in the notes: plausible definition
    func createHeroImageSection() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                              heightDimension: NSCollectionLayoutDimension.estimated(500))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                               heightDimension: NSCollectionLayoutDimension.estimated(500))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: groupSize, subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: HeroImageCell.identifier,
                                                      for: indexPath) as! HeroImageCell
        cell.configure(imageData: hero.imageData, title: hero.title, description: hero.description,
                       buttonTitle: hero.buttonTitle)
        return cell
    }
}

