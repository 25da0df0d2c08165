import UIKit
import SnapKit
class CardViewController: UIViewController {
    let card = UIView()
    let shadow = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        view.addSubview(shadow)
        shadow.snp.makeConstraints { make in
            make.top.leading.equalTo(card.snp.bottom)
        }
    }
}
