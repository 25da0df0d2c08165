// Refused: constraints activated later in DispatchQueue.main.async (layout code runs synchronously, there is no run loop).
import UIKit
class DelayedViewController: UIViewController {
    let banner = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        banner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner)
        DispatchQueue.main.async {
            self.banner.heightAnchor.constraint(equalToConstant: 40).isActive = true
        }
    }
}
