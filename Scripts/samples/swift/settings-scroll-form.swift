// A settings form in a scroll view: a vertical stack on the content layout guide, as wide as the frame layout guide, rows of label + switch, a hidden row, and a footer note.
import UIKit

class SettingsFormViewController: UIViewController {
    let scrollView = UIScrollView()
    let stack = UIStackView()
    let advancedRow = UIStackView()

    func makeRow(_ title: String) -> UIStackView {
        let label = UILabel()
        label.text = title
        let toggle = UISwitch()
        let row = UIStackView(arrangedSubviews: [label, toggle])
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 8
        return row
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .vertical
        stack.spacing = 16
        view.addSubview(scrollView)
        scrollView.addSubview(stack)
        for title in ["Notifications", "Sounds", "Badges", "Show previews", "Dark mode", "Cellular data"] {
            stack.addArrangedSubview(makeRow(title))
        }
        let advancedLabel = UILabel()
        advancedLabel.text = "Advanced"
        advancedRow.addArrangedSubview(advancedLabel)
        advancedRow.isHidden = true
        stack.addArrangedSubview(advancedRow)
        let footer = UILabel()
        footer.text = "Changes apply to every device signed in to your account. Some settings take effect after a restart."
        footer.font = .preferredFont(forTextStyle: .footnote)
        footer.numberOfLines = 0
        stack.addArrangedSubview(footer)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -20),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
        ])
    }
}
