// An empty-state view centred in the safe area: a closure-initialised stack of a title, a wrapping message and a button, at most 320 wide.
// (The button sits 24 below through its own top-inset stack, as code written before setCustomSpacing(_:after:) does;
// swift-stack-system-spacing-form uses setCustomSpacing.)
import UIKit

class EmptyInboxViewController: UIViewController {
    private let stack: UIStackView = {
        let stack = UIStackView()
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }()

    private let titleLabel: UILabel = {
        let label = UILabel()
        label.text = "No messages"
        label.font = .systemFont(ofSize: 22, weight: .semibold)
        return label
    }()

    private let messageLabel: UILabel = {
        let label = UILabel()
        label.text = "When someone writes to you, their messages will appear here."
        label.font = .preferredFont(forTextStyle: .body)
        label.numberOfLines = 0
        label.textAlignment = .center
        return label
    }()

    private let actionButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Start a conversation", for: .normal)
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(stack)
        stack.addArrangedSubview(titleLabel)
        stack.addArrangedSubview(messageLabel)
        let buttonRow = UIStackView(arrangedSubviews: [actionButton])
        buttonRow.isLayoutMarginsRelativeArrangement = true
        buttonRow.layoutMargins = UIEdgeInsets(top: 12, left: 0, bottom: 0, right: 0)
        stack.addArrangedSubview(buttonRow)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            stack.widthAnchor.constraint(lessThanOrEqualToConstant: 320),
            stack.leadingAnchor.constraint(greaterThanOrEqualTo: guide.leadingAnchor, constant: 24),
        ])
    }
}
