// A reusable profile header, a UIView subclass run as an entry and fitted at the device's width: a round avatar
// (closure-initialised, from a 400 x 400 image held at 72 pt), a name and a handle beside it, and a wrapping bio
// under both; init(frame:) calls a setup helper, init(coder:) is never called.
import UIKit

final class ProfileHeaderView: UIView {
    private let avatarImageView: UIImageView = {
        let imageView = UIImageView(image: UIImage(named: "avatar"))
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 36
        imageView.translatesAutoresizingMaskIntoConstraints = false
        return imageView
    }()

    private let nameLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .title2)
        label.text = "Maya Okafor"
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    private let handleLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.textColor = .secondaryLabel
        label.text = "@mayao"
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    private let bioLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.numberOfLines = 0
        label.text = "Designer and cyclist. Building tools for people who make maps. Lagos and Lisbon."
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpViews()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUpViews() {
        backgroundColor = .systemBackground
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        [avatarImageView, nameLabel, handleLabel, bioLabel].forEach { addSubview($0) }
        let margins = layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatarImageView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatarImageView.topAnchor.constraint(equalTo: margins.topAnchor),
            avatarImageView.widthAnchor.constraint(equalToConstant: 72),
            avatarImageView.heightAnchor.constraint(equalTo: avatarImageView.widthAnchor),

            nameLabel.leadingAnchor.constraint(equalTo: avatarImageView.trailingAnchor, constant: 12),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            nameLabel.bottomAnchor.constraint(equalTo: avatarImageView.centerYAnchor, constant: -2),

            handleLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            handleLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            handleLabel.topAnchor.constraint(equalTo: avatarImageView.centerYAnchor, constant: 2),

            bioLabel.topAnchor.constraint(equalTo: avatarImageView.bottomAnchor, constant: 12),
            bioLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            bioLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            bioLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }
}
