// Refused: a header view loaded from a nib with Bundle.main.loadNibNamed (no nib files are read).
import UIKit
class NibHeaderViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let header = Bundle.main.loadNibNamed("Header", owner: self, options: nil)?.first as! UIView
        header.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)
        header.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
    }
}
