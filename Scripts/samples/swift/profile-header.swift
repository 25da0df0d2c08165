// A profile header with an 88-pt round avatar image view, a name and handle stacked beside it, a three-column equal-width stats row and a wrapping bio, under a large-title navigation bar.
// (Subviews are added in a closure, { view.addSubview($0) }: the method reference forEach { view.addSubview($0) } is refused by Tessera today.)
import UIKit

class ProfileHeaderViewController: UIViewController {
    let avatarView: UIImageView = {
        let imageView = UIImageView(image: UIImage(named: "avatar"))
        imageView.contentMode = .scaleAspectFill
        imageView.layer.cornerRadius = 44
        imageView.clipsToBounds = true
        imageView.translatesAutoresizingMaskIntoConstraints = false
        return imageView
    }()

    let nameLabel: UILabel = {
        let label = UILabel()
        label.text = "Maya Okafor"
        label.font = .preferredFont(forTextStyle: .title2)
        return label
    }()

    let handleLabel: UILabel = {
        let label = UILabel()
        label.text = "@mayao"
        label.font = .preferredFont(forTextStyle: .subheadline)
        return label
    }()

    let bioLabel: UILabel = {
        let label = UILabel()
        label.text = "Designer and cyclist. Building tools for people who make maps. Lagos and Lisbon."
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    func statView(_ value: String, _ title: String) -> UIStackView {
        let valueLabel = UILabel()
        valueLabel.text = value
        valueLabel.font = .systemFont(ofSize: 17, weight: .bold)
        let titleLabel = UILabel()
        titleLabel.text = title
        titleLabel.font = .preferredFont(forTextStyle: .caption1)
        let stack = UIStackView(arrangedSubviews: [valueLabel, titleLabel])
        stack.axis = .vertical
        stack.alignment = .center
        return stack
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        let names = UIStackView(arrangedSubviews: [nameLabel, handleLabel])
        names.axis = .vertical
        names.spacing = 2
        names.translatesAutoresizingMaskIntoConstraints = false
        let stats = UIStackView(arrangedSubviews: [statView("128", "Posts"), statView("2.4k", "Followers"),
                                                   statView("312", "Following")])
        stats.distribution = .fillEqually
        stats.translatesAutoresizingMaskIntoConstraints = false
        [avatarView, names, stats, bioLabel].forEach { view.addSubview($0) }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatarView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            avatarView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 88),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
            names.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
            names.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 16),
            names.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            stats.topAnchor.constraint(equalTo: avatarView.bottomAnchor, constant: 20),
            stats.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stats.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            bioLabel.topAnchor.constraint(equalTo: stats.bottomAnchor, constant: 16),
            bioLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            bioLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
    }
}
