// The varied-size layouts of the benchmarks: every item its own measured height, from a seeded generator.

import TesseraLayout

/// Layouts whose items are estimated and measured to heights that all differ, as a real feed's cells.
enum VariedLayouts {
    static func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
        LayoutSize(widthDimension: width, heightDimension: height)
    }

    /// A list of estimated rows.
    static var list: CompositionalLayout {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(60)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(60)), subitems: [.item(item)])
        return CompositionalLayout(section: LayoutSection(group: group, interGroupSpacing: 8))
    }

    /// Two columns; each row is as tall as its tallest item.
    static var grid: CompositionalLayout {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .estimated(120)),
                              contentInsets: DirectionalEdgeInsets(leading: 4, trailing: 4))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(120)), subitems: [.item(item)])
        return CompositionalLayout(section: LayoutSection(group: group, interGroupSpacing: 8,
                                                          contentInsets: DirectionalEdgeInsets(all: 8)))
    }

    /// A nested mosaic: a full-width item over a row of a wide item and a column of two, every height measured.
    static var mosaic: CompositionalLayout {
        let top = LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(80)))
        let wide = LayoutItem(layoutSize: size(.fractionalWidth(0.6), .estimated(120)),
                              contentInsets: DirectionalEdgeInsets(leading: 4, trailing: 4))
        let small = LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(60)))
        let column = LayoutGroup(layoutSize: size(.fractionalWidth(0.4), .estimated(120)), arrangement: .vertical,
                                 subitems: [.item(small), .item(small)], interItemSpacing: .fixed(4))
        let row = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(120)),
                                         subitems: [.item(wide), .group(column)])
        let nested = LayoutGroup(layoutSize: size(.fractionalWidth(1), .estimated(200)), arrangement: .vertical,
                                 subitems: [.item(top), .group(row)], interItemSpacing: .fixed(4))
        return CompositionalLayout(section: LayoutSection(group: nested, interGroupSpacing: 8))
    }

    /// Measured heights for `count` items of section 0: 36…132 points, on the pixel grid at @3x, all from one seed.
    static func heights(_ count: Int, seed: UInt64 = 0x5EED) -> PreferredSizes {
        var sizes = PreferredSizes()
        var state = seed
        for item in 0..<count {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let pixels = 108 + Double(state >> 33) .truncatingRemainder(dividingBy: 289)
            sizes[IndexPath(item: item, section: 0)] = Size(width: 0, height: pixels / 3)
        }
        return sizes
    }
}
