// A profile settings screen: a name field and a notes field that is a UITextView with scrolling turned off, so it
// grows with its text (the self-sizing text view pattern), above a footnote; views added with forEach(view.addSubview).

import UIKit

final class ProfileSettingsViewController: UIViewController {
    private let nameLabel: UILabel = {
        let label = UILabel()
        label.text = "Display name"
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        return label
    }()

    private let nameField: UITextField = {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.text = "Ada Lovelace"
        field.autocapitalizationType = .words
        return field
    }()

    private let notesLabel: UILabel = {
        let label = UILabel()
        label.text = "Notes"
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        return label
    }()

    private let notesView: UITextView = {
        let textView = UITextView()
        textView.isScrollEnabled = false
        textView.font = .preferredFont(forTextStyle: .body)
        textView.text = "Prefers morning meetings. Bring tea, not coffee, to the Thursday review, and send the agenda a day ahead."
        textView.textContainerInset = UIEdgeInsets(top: 12, left: 8, bottom: 12, right: 8)
        textView.layer.cornerRadius = 10
        textView.layer.borderWidth = 1
        textView.layer.borderColor = UIColor.separator.cgColor
        textView.isEditable = true
        textView.textAlignment = .natural
        return textView
    }()

    private let footerLabel: UILabel = {
        let label = UILabel()
        label.text = "Notes are kept on this device and are visible only to you."
        label.font = .preferredFont(forTextStyle: .caption1)
        label.numberOfLines = 0
        return label
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        view.backgroundColor = .systemGroupedBackground
        let views: [UIView] = [nameLabel, nameField, notesLabel, notesView, footerLabel]
        views.forEach(view.addSubview)
        views.forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            nameLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            nameField.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 6),
            nameField.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            nameField.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            notesLabel.topAnchor.constraint(equalTo: nameField.bottomAnchor, constant: 24),
            notesLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            notesView.topAnchor.constraint(equalTo: notesLabel.bottomAnchor, constant: 6),
            notesView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            notesView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            footerLabel.topAnchor.constraint(equalTo: notesView.bottomAnchor, constant: 8),
            footerLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            footerLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
    }
}
