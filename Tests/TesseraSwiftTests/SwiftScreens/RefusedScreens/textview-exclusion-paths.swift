// Refused: text wrapped around a shape with the text container's exclusion paths (TextKit's layout is not modelled).
import UIKit
class QuoteViewController: UIViewController {
    let quoteView = UITextView()
    override func viewDidLoad() {
        super.viewDidLoad()
        quoteView.isScrollEnabled = false
        quoteView.text = "Simplicity is prerequisite for reliability."
        quoteView.textContainer.exclusionPaths = [UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40))]
        view.addSubview(quoteView)
    }
}
