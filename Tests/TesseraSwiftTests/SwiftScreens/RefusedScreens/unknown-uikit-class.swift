// Refused: a UIKit class Tessera does not model (UIPageControl, whose size the reference does not know) used as a subview.
import UIKit
class PagesViewController: UIViewController {
    let pageControl = UIPageControl()
    override func viewDidLoad() {
        super.viewDidLoad()
        pageControl.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pageControl)
    }
}
