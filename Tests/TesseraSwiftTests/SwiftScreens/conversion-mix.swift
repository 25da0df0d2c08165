// A view controller for the screen conversion round trip: a scroll view's guides, a stack's properties, hidden views,
// margins, priorities, the readable and keyboard guides, a constraint's multiplier, priority and identifier.
import UIKit

class MixedViewController: UIViewController {
    let scrollView = UIScrollView()
    let stack = UIStackView()
    let titleLabel = UILabel()
    let detailLabel = UILabel()
    let toggle = UISwitch()
    let spinner = UIActivityIndicatorView(style: .large)
    let footer = UIView()
    let spacer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mixed"
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.accessibilityIdentifier = "scrollView"
        view.addSubview(scrollView)
        stack.axis = .vertical
        stack.spacing = 8
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.accessibilityIdentifier = "stack"
        titleLabel.text = "A title that is long enough to wrap on a narrow phone screen, surely"
        titleLabel.numberOfLines = 0
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.accessibilityIdentifier = "titleLabel"
        detailLabel.text = "Detail"
        detailLabel.isHidden = true
        detailLabel.accessibilityIdentifier = "detailLabel"
        toggle.accessibilityIdentifier = "toggle"
        spinner.accessibilityIdentifier = "spinner"
        stack.addArrangedSubview(titleLabel)
        stack.addArrangedSubview(detailLabel)
        stack.addArrangedSubview(toggle)
        stack.addArrangedSubview(spinner)
        scrollView.addSubview(stack)
        footer.translatesAutoresizingMaskIntoConstraints = false
        footer.accessibilityIdentifier = "footer"
        footer.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 30)
        footer.setContentHuggingPriority(.defaultHigh, for: .vertical)
        view.addSubview(footer)
        spacer.translatesAutoresizingMaskIntoConstraints = false
        spacer.accessibilityIdentifier = "spacer"
        view.addSubview(spacer)
        let tall = footer.heightAnchor.constraint(equalToConstant: 60)
        tall.priority = .defaultLow
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, multiplier: 0.5),
            spacer.topAnchor.constraint(equalTo: scrollView.bottomAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 12),
            spacer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            spacer.widthAnchor.constraint(equalToConstant: 10),
            footer.topAnchor.constraint(equalTo: spacer.bottomAnchor),
            footer.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            tall,
        ])
        let c = footer.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
        c.identifier = "footer-min"
        c.priority = .defaultHigh
        c.isActive = true
    }
}
