// Refused: a view of the file's class inside a view controller whose content comes from a nib it owns.
import UIKit
final class RatingView: UIView {
    @IBOutlet var contentView: UIView!
    override init(frame: CGRect) {
        super.init(frame: frame)
        UINib(nibName: "RatingView", bundle: nil).instantiate(withOwner: self, options: nil)
        addSubview(contentView)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
final class ReviewViewController: UIViewController {
    let rating = RatingView()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(rating)
    }
}
