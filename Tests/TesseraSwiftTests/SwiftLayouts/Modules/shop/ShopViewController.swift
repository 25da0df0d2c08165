// The shop screen: sections listed by an enum, built by an extension in another file.
import UIKit

// tessera: items 5, 6

final class ShopViewController: UIViewController {
    enum ShopSection: Int, CaseIterable {
        case deals
        case products
    }

    private lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())

    func createLayout() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = Layout.Metrics.sectionSpacing
        return UICollectionViewCompositionalLayout(sectionProvider: { [weak self] index, environment in
            guard let self, let section = ShopSection(rawValue: index) else { return nil }
            switch section {
            case .deals: return self.dealsSection()
            case .products: return self.productsSection(environment: environment)
            }
        }, configuration: configuration)
    }
}
