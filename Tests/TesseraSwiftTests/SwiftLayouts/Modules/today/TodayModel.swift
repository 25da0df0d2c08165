// The Today screen's sections, metrics and supplementary views.
import UIKit

enum TodaySection: Int, CaseIterable {
    case hero
    case stories
    case list
}

enum TodayMetrics {
    static let sectionSpacing: CGFloat = 20
    static let padding: CGFloat = 16
    static let rowHeight: CGFloat = 50
}

final class TodayHeader: UICollectionReusableView {
    static let kind = "today-header"

    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
