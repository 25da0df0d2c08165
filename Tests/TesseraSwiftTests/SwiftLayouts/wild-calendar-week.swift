// Calendar: a week row of seven days, then the hours of the day.
import UIKit

// tessera: items 7, 24

struct CalendarLayout {
    static let daysPerWeek = 7
    static let hourHeight: CGFloat = 60

    static func make() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { section, _ in
            if section == 0 {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / CGFloat(daysPerWeek)), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(56)),
                    repeatingSubitem: item, count: daysPerWeek)
                return NSCollectionLayoutSection(group: group)
            }
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(hourHeight)))
            let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(hourHeight)),
                                                         subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }
}
