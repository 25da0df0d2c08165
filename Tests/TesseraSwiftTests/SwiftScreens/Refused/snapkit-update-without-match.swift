import UIKit
import SnapKit
class HeaderViewController: UIViewController {
    let header = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
        header.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            make.height.equalTo(44)
        }
        header.snp.updateConstraints { make in
            make.height.equalTo(64).priority(.high)
        }
    }
}
