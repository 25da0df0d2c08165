// The Today screen: its layout reads section kinds, metrics and section factories from the module's other files.
import UIKit

// tessera: items 1, 6, 4

final class TodayViewController: UIViewController {
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.register(TodayHeader.self, forSupplementaryViewOfKind: TodayHeader.kind,
                                withReuseIdentifier: TodayHeader.kind)
        view.addSubview(collectionView)
    }

    func makeLayout() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = TodayMetrics.sectionSpacing
        return UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
            guard let kind = TodaySection(rawValue: index) else { return nil }
            switch kind {
            case .hero:
                return .hero(height: environment.isPortrait ? 300 : 200)
            case .stories:
                return .carousel(itemWidth: 0.8)
            case .list:
                return TodayListFactory.section(rows: 4, header: true)
            }
        }, configuration: configuration)
    }
}
