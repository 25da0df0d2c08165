// Refused: setCustomSpacing(_:after:) for a view not (yet) arranged in the stack, which UIKit ignores.
import UIKit
class CustomSpacingViewController: UIViewController {
    let stack = UIStackView()
    let titleLabel = UILabel()
    let bodyLabel = UILabel()
    override func viewDidLoad() {
        super.viewDidLoad()
        stack.addArrangedSubview(bodyLabel)
        stack.setCustomSpacing(24, after: titleLabel)
        stack.insertArrangedSubview(titleLabel, at: 0)
        view.addSubview(stack)
    }
}
