// Refused: a UIView subclass entry that overrides intrinsicContentSize, which Tessera does not give a view of its own class.
import UIKit
final class DividerView: UIView {
    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 1 / UIScreen.main.scale)
    }
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .separator
    }
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
