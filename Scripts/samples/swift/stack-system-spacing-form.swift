// A sign-up form in the style of Apple's Dynamic Type guidance: the headline and its subtitle placed by their
// baselines with system spacing, the form a vertical stack of system spacing with larger custom spacing after each
// group (setCustomSpacing(_:after:)), inset from the safe area by twice the system spacing.

import UIKit

class SignUpFormViewController: UIViewController {
    let headlineLabel = UILabel()
    let subtitleLabel = UILabel()
    let formStack = UIStackView()
    let emailField = UITextField()
    let passwordField = UITextField()
    let confirmField = UITextField()
    let termsLabel = UILabel()
    let signUpButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        headlineLabel.text = "Create your account"
        headlineLabel.font = .preferredFont(forTextStyle: .title1)
        subtitleLabel.text = "It takes less than a minute."
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        for (field, placeholder) in [(emailField, "Email"), (passwordField, "Password"), (confirmField, "Confirm password")] {
            field.placeholder = placeholder
            field.borderStyle = .roundedRect
        }
        termsLabel.text = "By signing up you agree to the terms of service and the privacy policy."
        termsLabel.font = .preferredFont(forTextStyle: .footnote)
        termsLabel.numberOfLines = 0
        signUpButton.setTitle("Sign up", for: .normal)

        formStack.axis = .vertical
        formStack.spacing = UIStackView.spacingUseSystem
        for arranged in [emailField, passwordField, confirmField, termsLabel, signUpButton] as [UIView] {
            formStack.addArrangedSubview(arranged)
        }
        formStack.setCustomSpacing(24, after: confirmField)
        formStack.setCustomSpacing(formStack.customSpacing(after: confirmField) + 8, after: termsLabel)

        for subview in [headlineLabel, subtitleLabel, formStack] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            headlineLabel.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: safeArea.topAnchor, multiplier: 2),
            headlineLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: safeArea.leadingAnchor, multiplier: 2),
            subtitleLabel.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: headlineLabel.lastBaselineAnchor, multiplier: 1),
            subtitleLabel.leadingAnchor.constraint(equalTo: headlineLabel.leadingAnchor),
            formStack.topAnchor.constraint(equalToSystemSpacingBelow: subtitleLabel.lastBaselineAnchor, multiplier: 3),
            formStack.leadingAnchor.constraint(equalToSystemSpacingAfter: safeArea.leadingAnchor, multiplier: 2),
            safeArea.trailingAnchor.constraint(equalToSystemSpacingAfter: formStack.trailingAnchor, multiplier: 2),
            safeArea.bottomAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: formStack.bottomAnchor, multiplier: 1),
        ])
    }
}
