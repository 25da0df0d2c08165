// A photo detail screen sized in viewDidLayoutSubviews, as apps do when a size depends on laid-out frames: the hero
// image's height is 9/16 of its laid-out width, the avatar overlapping its bottom edge is 80 pt on regular widths
// and 56 on compact ones (its corner radius, half its height, only draws), and the caption wraps under it. The first
// layout has the hero 200 tall and the avatar 56; the dump shows the second pass, after viewDidLayoutSubviews.
import UIKit

class PhotoDetailViewController: UIViewController {
    private let heroView: UIImageView = {
        let imageView = UIImageView()
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.translatesAutoresizingMaskIntoConstraints = false
        return imageView
    }()

    private let avatarView: UIView = {
        let view = UIView()
        view.layer.borderWidth = 3
        view.layer.borderColor = UIColor.white.cgColor
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()

    private let captionLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.numberOfLines = 0
        label.text = "Morning fog over the harbour, shot from the ferry on the way to work."
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    private var heroHeightConstraint: NSLayoutConstraint!
    private var avatarSizeConstraint: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(heroView)
        view.addSubview(avatarView)
        view.addSubview(captionLabel)

        heroHeightConstraint = heroView.heightAnchor.constraint(equalToConstant: 200)
        avatarSizeConstraint = avatarView.widthAnchor.constraint(equalToConstant: 56)
        NSLayoutConstraint.activate([
            heroView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            heroView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            heroView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            heroHeightConstraint,

            avatarSizeConstraint,
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
            avatarView.centerYAnchor.constraint(equalTo: heroView.bottomAnchor),
            avatarView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),

            captionLabel.topAnchor.constraint(equalTo: avatarView.bottomAnchor, constant: 12),
            captionLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            captionLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        heroHeightConstraint.constant = heroView.frame.width * 9 / 16
        avatarSizeConstraint.constant = traitCollection.horizontalSizeClass == .regular ? 80 : 56
        avatarView.layer.cornerRadius = avatarView.frame.height / 2
    }
}
