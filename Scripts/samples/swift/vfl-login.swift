// A login screen laid out with the visual format language: fields and a button in a column 24 in from the sides,
// sized by metrics and aligned by the format's options (the style of pre-anchor code, still common).

import UIKit

class LoginViewController: UIViewController {
    let titleLabel = UILabel()
    let userField = UITextField()
    let passwordField = UITextField()
    let loginButton = UIButton(type: .system)
    let forgotButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Welcome back"
        titleLabel.font = UIFont.systemFont(ofSize: 28, weight: .bold)
        userField.placeholder = "User name"
        userField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        loginButton.setTitle("Log in", for: .normal)
        forgotButton.setTitle("Forgot password?", for: .normal)
        for subview in [titleLabel, userField, passwordField, loginButton, forgotButton] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let views: [String: Any] = ["title": titleLabel, "user": userField, "password": passwordField,
                                    "login": loginButton, "forgot": forgotButton]
        let metrics: [String: CGFloat] = ["side": 24, "field": 44, "top": 140]
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-side-[user]-side-|", options: [],
                                                           metrics: metrics, views: views))
        view.addConstraints(NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-top-[title]-32-[user(field)]-[password(==user)]-24-[login(field)]-8-[forgot]",
            options: [.alignAllLeading, .alignAllTrailing], metrics: metrics, views: views))
    }
}
