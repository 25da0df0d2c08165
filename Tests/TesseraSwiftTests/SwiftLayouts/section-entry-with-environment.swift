// The only entry returns a section for an environment: Tessera calls it once per section.
// tessera: items 3, 3
import UIKit

func section(for environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let half = environment.container.effectiveContentSize.width / 2
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(floor(half)), heightDimension: .absolute(half / 2)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(half / 2)),
                                                   subitems: [item])
    return NSCollectionLayoutSection(group: group)
}
