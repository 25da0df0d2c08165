// Refused: UIStackView.setCustomSpacing(_:after:), not modelled by Tessera's stack views today.
import UIKit
class CustomSpacingViewController: UIViewController {
    let stack = UIStackView()
    let titleLabel = UILabel()
    let bodyLabel = UILabel()
    override func viewDidLoad() {
        super.viewDidLoad()
        stack.addArrangedSubview(titleLabel)
        stack.addArrangedSubview(bodyLabel)
        stack.setCustomSpacing(24, after: titleLabel)
        view.addSubview(stack)
    }
}
