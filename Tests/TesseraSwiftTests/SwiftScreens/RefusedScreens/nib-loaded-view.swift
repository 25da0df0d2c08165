// Refused: a UIView subclass entry whose content comes from a nib (Bundle.main.loadNibNamed): no nib files are read.
import UIKit
class BadgeView: UIView {
    @IBOutlet var titleLabel: UILabel!
    override init(frame: CGRect) {
        super.init(frame: frame)
        Bundle.main.loadNibNamed("BadgeView", owner: self, options: nil)
        titleLabel.text = "New"
    }
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
