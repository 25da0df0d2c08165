// A PIN keypad laid out with the visual format language: three equal columns per row ([a][b(==a)][c(==a)]),
// rows of equal height aligned on their tops and bottoms by the format's options, spaced by metrics.

import UIKit

class KeypadViewController: UIViewController {
    let display = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        display.text = "• • • •"
        display.font = UIFont.systemFont(ofSize: 34, weight: .light)
        display.textAlignment = .center
        display.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(display)
        var views: [String: Any] = ["display": display]
        let titles = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "", "0", "⌫"]
        for (index, title) in titles.enumerated() {
            let key = UIButton(type: .system)
            key.setTitle(title, for: .normal)
            key.accessibilityIdentifier = "key\(index)"
            key.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(key)
            views["k\(index)"] = key
        }
        let metrics: [String: CGFloat] = ["gap": 12, "side": 32, "keyHeight": 64]
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-side-[display]-side-|", options: [],
                                                           metrics: metrics, views: views))
        for row in 0..<4 {
            let a = "k\(row * 3)", b = "k\(row * 3 + 1)", c = "k\(row * 3 + 2)"
            view.addConstraints(NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-side-[\(a)]-gap-[\(b)(==\(a))]-gap-[\(c)(==\(a))]-side-|",
                options: [.alignAllTop, .alignAllBottom], metrics: metrics, views: views))
        }
        view.addConstraints(NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-120-[display]-40-[k0(keyHeight)]-gap-[k3(==k0)]-gap-[k6(==k0)]-gap-[k9(==k0)]",
            options: [], metrics: metrics, views: views))
    }
}
