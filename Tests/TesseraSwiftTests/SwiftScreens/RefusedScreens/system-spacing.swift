// Refused: constraint(equalToSystemSpacingBelow:multiplier:), whose system spacing Tessera does not model.
import UIKit
class SpacingViewController: UIViewController {
    let titleLabel = UILabel()
    let bodyLabel = UILabel()
    override func viewDidLoad() {
        super.viewDidLoad()
        [titleLabel, bodyLabel].forEach { view.addSubview($0) }
        NSLayoutConstraint.activate([
            bodyLabel.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 1),
        ])
    }
}
