// Reads the sections the view controller fetches from the network in viewDidLoad: nothing is applied when the
// layout is asked, so the data source cannot be read.
import UIKit

class FeedViewController: UIViewController {
    enum Section: Hashable { case posts, ads }
    var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

    override func viewDidLoad() {
        super.viewDidLoad()
        URLSession.shared.dataTask(with: URL(string: "https://example.com/feed")!) { _, _, _ in }.resume()
    }

    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            let kind = self.dataSource.snapshot().sectionIdentifiers[sectionIndex]
            let height: CGFloat = kind == .posts ? 200 : 80
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                                                           subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }
}
