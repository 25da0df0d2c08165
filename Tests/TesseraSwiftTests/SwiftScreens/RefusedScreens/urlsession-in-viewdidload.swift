// Refused: a screen that sizes its label from a URLSession response in viewDidLoad (no network).
import UIKit
class FeedViewController: UIViewController {
    let titleLabel = UILabel()
    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(titleLabel)
        let height = URLSession.shared.configuration.timeoutIntervalForRequest
        titleLabel.heightAnchor.constraint(equalToConstant: height).isActive = true
    }
}
