// A login screen pinned to the keyboard layout guide: a form stack on the readable content guide whose sign-in button stays 16 above the keyboard (or the home indicator).
import UIKit

final class KeyboardLoginViewController: UIViewController {
    private lazy var emailField: UITextField = {
        let field = UITextField()
        field.placeholder = "Email"
        field.borderStyle = .roundedRect
        field.keyboardType = .emailAddress
        return field
    }()

    private lazy var passwordField: UITextField = {
        let field = UITextField()
        field.placeholder = "Password"
        field.borderStyle = .roundedRect
        field.isSecureTextEntry = true
        return field
    }()

    private lazy var formStack: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [emailField, passwordField])
        stack.axis = .vertical
        stack.spacing = 12
        stack.distribution = .fillEqually
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }()

    private lazy var signInButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Sign in", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(formStack)
        view.addSubview(signInButton)
        let readable = view.readableContentGuide
        NSLayoutConstraint.activate([
            formStack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 48),
            formStack.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            formStack.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            emailField.heightAnchor.constraint(equalToConstant: 44),
            signInButton.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            signInButton.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            signInButton.heightAnchor.constraint(equalToConstant: 50),
            signInButton.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16),
        ])
    }
}
