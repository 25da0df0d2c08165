// Refused: a UIView subclass entry whose only init takes a view model: a run cannot choose its arguments.
import UIKit
struct CardViewModel {
    let title: String
}
class CardView: UIView {
    let titleLabel = UILabel()
    init(viewModel: CardViewModel) {
        super.init(frame: .zero)
        titleLabel.text = viewModel.title
        addSubview(titleLabel)
    }
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
