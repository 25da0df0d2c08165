// Refused: a UIView subclass whose content is only drawn in draw(_:): Tessera does not take it as a view today.
import UIKit
class GaugeView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIRectFill(rect)
    }
}
class GaugeViewController: UIViewController {
    let gauge = GaugeView()
    override func viewDidLoad() {
        super.viewDidLoad()
        gauge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(gauge)
        gauge.widthAnchor.constraint(equalToConstant: 160).isActive = true
    }
}
