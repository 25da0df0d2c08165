import UIKit
import SnapKit
class BadgeViewController: UIViewController {
    let badge = UILabel()
    override func viewDidLoad() {
        super.viewDidLoad()
        badge.text = "3"
        badge.snp.makeConstraints { make in
            make.center.equalToSuperview()
        }
        view.addSubview(badge)
    }
}
