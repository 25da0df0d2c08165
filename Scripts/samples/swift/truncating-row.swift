// Hugging and compression priorities deciding which label truncates: a long title gives way (lower resistance) to a date that keeps its size, and a badge hugs its text.
import UIKit

class MessageRowViewController: UIViewController {
    lazy var titleLabel: UILabel = {
        let label = UILabel()
        label.text = "Quarterly planning meeting notes and follow-up actions for the whole team"
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        return label
    }()

    lazy var dateLabel: UILabel = {
        let label = UILabel()
        label.text = "Yesterday, 14:32"
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        label.setContentHuggingPriority(.required, for: .horizontal)
        return label
    }()

    lazy var senderLabel: UILabel = {
        let label = UILabel()
        label.text = "Alexandra Montgomery-Richardson"
        label.translatesAutoresizingMaskIntoConstraints = false
        label.setContentHuggingPriority(.defaultLow, for: .horizontal)
        return label
    }()

    lazy var badgeLabel: UILabel = {
        let label = UILabel()
        label.text = "12"
        label.font = .systemFont(ofSize: 13, weight: .bold)
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        return label
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        [titleLabel, dateLabel, senderLabel, badgeLabel].forEach { view.addSubview($0) }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            dateLabel.firstBaselineAnchor.constraint(equalTo: titleLabel.firstBaselineAnchor),
            dateLabel.leadingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: 8),
            dateLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            senderLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            senderLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            badgeLabel.centerYAnchor.constraint(equalTo: senderLabel.centerYAnchor),
            badgeLabel.leadingAnchor.constraint(equalTo: senderLabel.trailingAnchor, constant: 8),
            badgeLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            badgeLabel.widthAnchor.constraint(greaterThanOrEqualToConstant: 24),
        ])
    }
}
