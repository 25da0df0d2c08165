import UIKit
import SnapKit
class HeaderViewController: UIViewController {
    let header = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
        header.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide.topAnchor)
            make.leading.trailing.equalToSuperview()
        }
    }
}
