// A reusable empty-state view, a UIView subclass run as an entry and fitted at the device's width: a centred
// vertical stack (a 64-pt symbol, a title, a wrapping message at most 300 wide, a button) inside 32-pt vertical and
// 24-pt horizontal insets, made in a convenience init() that calls init(frame: .zero) with the texts.
import UIKit

final class EmptyStateView: UIView {
    private let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private let actionButton = UIButton(type: .system)

    private lazy var stackView: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [imageView, titleLabel, messageLabel, actionButton])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }()

    convenience init() {
        self.init(frame: .zero)
        configure(title: "No saved places", message: "Tap the heart on a place to keep it here, and find it again offline.",
                  action: "Explore places")
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.image = UIImage(systemName: "heart")
        imageView.contentMode = .scaleAspectFit
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        messageLabel.font = .preferredFont(forTextStyle: .subheadline)
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        addSubview(stackView)
        NSLayoutConstraint.activate([
            imageView.widthAnchor.constraint(equalToConstant: 64),
            imageView.heightAnchor.constraint(equalToConstant: 64),
            messageLabel.widthAnchor.constraint(lessThanOrEqualToConstant: 300),
            stackView.topAnchor.constraint(equalTo: topAnchor, constant: 32),
            stackView.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -32),
            stackView.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor, constant: 24),
            stackView.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -24),
            stackView.centerXAnchor.constraint(equalTo: centerXAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(title: String, message: String, action: String) {
        titleLabel.text = title
        messageLabel.text = message
        actionButton.setTitle(action, for: .normal)
    }
}
