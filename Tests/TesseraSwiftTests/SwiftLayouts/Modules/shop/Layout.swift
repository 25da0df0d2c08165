// The shop's layout constants, nested in a namespace, and its header view.
import UIKit

enum Layout {
    enum Metrics {
        static let margin: CGFloat = 16
        static let spacing: CGFloat = 12
        static let sectionSpacing: CGFloat = 24
        static let dealWidth: CGFloat = 280
        static let productHeight: CGFloat = 220
    }
}

final class ShopHeaderView: UICollectionReusableView {
    static let kind = "shop-header"
}
