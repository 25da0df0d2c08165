import UIKit
class RowViewController: UIViewController {
    let a = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(a)
        let metrics = ["margin": 16]
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-padding-[a]", options: [], metrics: metrics, views: ["a": a]))
    }
}
