// A photo detail screen built with method references, as much app code is: views added with
// forEach(view.addSubview), buttons made by .map(makeButton) and arranged with forEach(stack.addArrangedSubview).

import UIKit

final class PhotoDetailViewController: UIViewController {
    private let imageView = UIImageView()
    private let captionLabel = UILabel()
    private let dateLabel = UILabel()
    private let actionStack = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        imageView.contentMode = .scaleAspectFill
        imageView.backgroundColor = .secondarySystemFill
        captionLabel.text = "Morning fog over the harbour, seen from the old lighthouse."
        captionLabel.font = .preferredFont(forTextStyle: .body)
        captionLabel.numberOfLines = 0
        dateLabel.text = "12 March 2024"
        dateLabel.font = .preferredFont(forTextStyle: .caption1)
        actionStack.axis = .horizontal
        actionStack.distribution = .fillEqually
        actionStack.spacing = 12

        let buttons = ["Share", "Favourite", "Edit", "Delete"].map(makeButton)
        buttons.forEach(actionStack.addArrangedSubview)
        [imageView, captionLabel, dateLabel, actionStack].forEach(view.addSubview)
        [imageView, captionLabel, dateLabel, actionStack].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }

        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: guide.topAnchor),
            imageView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: 3.0 / 4.0),
            captionLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 16),
            captionLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            captionLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            dateLabel.topAnchor.constraint(equalTo: captionLabel.bottomAnchor, constant: 4),
            dateLabel.leadingAnchor.constraint(equalTo: captionLabel.leadingAnchor),
            actionStack.topAnchor.constraint(equalTo: dateLabel.bottomAnchor, constant: 20),
            actionStack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            actionStack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    private func makeButton(title: String) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.accessibilityIdentifier = title.lowercased() + "Button"
        return button
    }
}
