// A view controller whose layout comes from elsewhere: no function returns a layout or a section.
import UIKit

class PlainViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}
