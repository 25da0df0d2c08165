import UIKit
class RowViewController: UIViewController {
    let a = UIView()
    let b = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(a)
        view.addSubview(b)
        let views = ["a": a, "b": b]
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b]-|", options: .alignAllLeading, metrics: nil, views: views))
    }
}
