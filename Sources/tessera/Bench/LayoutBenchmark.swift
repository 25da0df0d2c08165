// The layout benchmark: 1,000,000 items as a list, a grid and a nested mosaic.

import TesseraLayout

/// Full layouts of many items, visible-rectangle queries and memory per item.
struct LayoutBenchmark {
    let items: Int
    let runs: Int
    let report: BenchReport
    /// An iPhone 15 Pro in portrait.
    let geometry = CollectionViewGeometry(size: Size(width: 393, height: 852),
                                          traitCollection: TraitCollection(displayScale: 3))

    func run() throws {
        report.line("layout: \(items) items, \(Int(geometry.size.width))×\(Int(geometry.size.height)) @3x, median of \(runs) runs")
        report.line("scenario  fresh ms  reused ms   M items/s  bytes/item  query µs/screenful  elements/screenful  goals")
        for (name, layout) in [("list", Self.list), ("grid", Self.grid), ("mosaic", Self.mosaic)] {
            try measure(name, layout)
        }
        let varied = VariedLayouts.heights(items)
        for (name, layout) in [("list~", VariedLayouts.list), ("grid~", VariedLayouts.grid), ("mosaic~", VariedLayouts.mosaic)] {
            try measure(name, layout, preferred: varied)
        }
        report.line("~: every item measured to its own height. fresh: solved while the last result is still held (new "
                    + "memory); reused: the last result released first. goals: full layout ≤ 50 ms, query ≤ 5 µs per "
                    + "screenful, ≤ 64 bytes per item")
    }

    private func measure(_ name: String, _ layout: CompositionalLayout, preferred: PreferredSizes = PreferredSizes()) throws {
        var solved: SolvedLayout? = try layout.solve(itemCounts: [items], in: geometry, preferredSizes: preferred)
        var fresh: [Double] = [], reused: [Double] = []
        for _ in 0..<runs {
            // Fresh: the previous result is alive while the new one is built, so its storage is new memory.
            let kept = solved
            fresh.append(try BenchTiming.seconds {
                solved = try layout.solve(itemCounts: [items], in: geometry, preferredSizes: preferred)
            })
            _ = kept
            // Reused: the previous result is released first; the allocator hands its memory back.
            solved = nil
            reused.append(try BenchTiming.seconds {
                solved = try layout.solve(itemCounts: [items], in: geometry, preferredSizes: preferred)
            })
        }
        let (freshSolve, reusedSolve) = (BenchTiming.median(fresh), BenchTiming.median(reused))
        let bytes = Double(solved!.storageBytes) / Double(items)
        let (query, found) = queryCost(solved!)
        let goals = [report.record("layout", "\(name) solve, fresh memory", freshSolve * 1000, "ms", goal: 50),
                     report.record("layout", "\(name) solve, reused memory", reusedSolve * 1000, "ms", goal: 50),
                     report.record("layout", "\(name) query per screenful", query, "µs", goal: 5),
                     report.record("layout", "\(name) bytes per item", bytes, "B", goal: 64)]
        report.line(name.padding(toLength: 10, withPad: " ", startingAt: 0)
                    + BenchTiming.format(freshSolve * 1000).leftPadded(8)
                    + BenchTiming.format(reusedSolve * 1000).leftPadded(11)
                    + BenchTiming.format(Double(items) / min(freshSolve, reusedSolve) / 1e6).leftPadded(12)
                    + BenchTiming.format(bytes, decimals: 1).leftPadded(12)
                    + BenchTiming.format(query).leftPadded(20)
                    + BenchTiming.format(found, decimals: 1).leftPadded(20)
                    + (goals.allSatisfy { $0 == "met" } ? "  met" : "  MISSED"))
    }

    /// The mean cost of `layoutAttributesForElements(in:)` for a screenful at 10,000 offsets spread
    /// over the content, and the mean number of elements found.
    private func queryCost(_ solved: SolvedLayout) -> (microseconds: Double, elements: Double) {
        let queries = 10_000
        let span = max(1, solved.contentSize.height - geometry.size.height)
        var found = 0
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let offsets = (0..<queries).map { _ -> Double in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53) * span
        }
        let seconds = BenchTiming.seconds {
            for y in offsets {
                found += solved.layoutAttributesForElements(in: Rect(x: 0, y: y, width: geometry.size.width,
                                                                     height: geometry.size.height)).count
            }
        }
        return (seconds / Double(queries) * 1e6, Double(found) / Double(queries))
    }

    static func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
        LayoutSize(widthDimension: width, heightDimension: height)
    }

    /// A plain list of 44-pt rows.
    static var list: CompositionalLayout {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [.item(item)])
        return CompositionalLayout(section: LayoutSection(group: group))
    }

    /// A two-column grid of square cells with insets.
    static var grid: CompositionalLayout {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)),
                              contentInsets: DirectionalEdgeInsets(all: 2))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.5)),
                                           subitems: [.item(item)])
        return CompositionalLayout(section: LayoutSection(group: group,
                                                          contentInsets: DirectionalEdgeInsets(all: 8)))
    }

    /// Apple's "nested groups" mosaic: a wide item over a large item beside a column of two.
    static var mosaic: CompositionalLayout {
        let leading = LayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)),
                                 contentInsets: DirectionalEdgeInsets(all: 10))
        let trailingItem = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.3)),
                                      contentInsets: DirectionalEdgeInsets(all: 10))
        let trailing = LayoutGroup(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)), arrangement: .vertical,
                                   subitems: [.item(trailingItem)], repetition: .count(2))
        let bottom = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.6)),
                                            subitems: [.item(leading), .group(trailing)])
        let top = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.3)),
                             contentInsets: DirectionalEdgeInsets(all: 10))
        let nested = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.4)),
                                          subitems: [.item(top), .group(bottom)])
        return CompositionalLayout(section: LayoutSection(group: nested))
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
