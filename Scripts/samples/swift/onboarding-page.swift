// An onboarding page in anchors: a closure-initialised illustration at 40% of the safe area's height, a title and wrapping text on the readable content guide, and Skip / Continue buttons sharing the bottom row.
// (The body sits 16 below the title by a constant: constraint(equalToSystemSpacingBelow:multiplier:) is refused by Tessera today.)
import UIKit

final class OnboardingViewController: UIViewController {
    private let illustration: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()

    private let titleLabel: UILabel = {
        let label = UILabel()
        label.text = "Track every ride"
        label.font = .systemFont(ofSize: 28, weight: .bold)
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    private let bodyLabel: UILabel = {
        let label = UILabel()
        label.text = "Routes, climbs and pace are saved automatically, so you can look back on the season and plan the next one."
        label.numberOfLines = 0
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    private let skipButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Skip", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
    }()

    private let continueButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        [illustration, titleLabel, bodyLabel, skipButton, continueButton].forEach { view.addSubview($0) }
        let safe = view.safeAreaLayoutGuide
        let readable = view.readableContentGuide
        NSLayoutConstraint.activate([
            illustration.topAnchor.constraint(equalTo: safe.topAnchor, constant: 24),
            illustration.centerXAnchor.constraint(equalTo: safe.centerXAnchor),
            illustration.heightAnchor.constraint(equalTo: safe.heightAnchor, multiplier: 0.4),
            illustration.widthAnchor.constraint(equalTo: illustration.heightAnchor),
            titleLabel.topAnchor.constraint(equalTo: illustration.bottomAnchor, constant: 32),
            titleLabel.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            bodyLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 16),
            bodyLabel.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            skipButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            skipButton.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16),
            continueButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            continueButton.firstBaselineAnchor.constraint(equalTo: skipButton.firstBaselineAnchor),
            continueButton.leadingAnchor.constraint(greaterThanOrEqualTo: skipButton.trailingAnchor, constant: 16),
        ])
    }
}
