import UIKit
class LoginViewController: UIViewController {
    let userField = UITextField()
    override func viewDidLoad() {
        super.viewDidLoad()
        userField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(userField)
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[usr]-|", options: [], metrics: nil, views: ["user": userField]))
    }
}
