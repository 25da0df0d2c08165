// The self-sizing benchmark: a 1,000,000-item estimated list scrolled to the end, measured a screenful at a time.

import TesseraLayout

/// Measures what applying one measured size costs against solving the whole layout again.
struct SelfSizingBenchmark {
    let items: Int
    let steps: Int
    let report: BenchReport

    /// Cells of pseudo-random heights (as text would make them), always the same.
    final class SyntheticMeasurer: ElementMeasuring {
        func measure(_ request: MeasureRequest) throws -> Size {
            var state = UInt64(truncatingIfNeeded: request.indexPath.item) &* 0x9E37_79B9_7F4A_7C15
            state ^= state >> 31
            return Size(width: request.proposedSize.width, height: Double(36 + state % 97))
        }
    }

    func run() throws {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1),
                                                                  heightDimension: .estimated(60)),
                                           subitems: [.item(item)])
        let layout = CompositionalLayout(section: LayoutSection(group: group, interGroupSpacing: 8))
        let geometry = CollectionViewGeometry(size: Size(width: 393, height: 852), traitCollection: TraitCollection(displayScale: 3))
        let simulation = try CollectionViewSimulation(layout: layout, itemCounts: [items], geometry: geometry,
                                                      measurer: SyntheticMeasurer())
        var fullSolve: [Double] = []
        for _ in 0..<3 {
            fullSolve.append(try BenchTiming.seconds { _ = try layout.solve(itemCounts: [items], in: geometry) })
        }
        // Apply costs, one measured size at a time, as the simulation measures each screenful.
        var solved = simulation.solved
        var applyTimes: [Double] = []
        applyTimes.reserveCapacity(steps * 20)
        let measurer = SyntheticMeasurer()
        var scrollTimes: [Double] = []
        for step in 0..<steps {
            let end = max(0, solved.contentSize.height - geometry.size.height)
            let offset = end * Double(step) / Double(max(1, steps - 1))
            scrollTimes.append(try BenchTiming.seconds { try simulation.scroll(to: offset) })
            let visible = solved.layoutAttributesForElements(in: Rect(x: 0, y: offset, width: 393, height: 852))
            for element in visible where element.category == .cell && solved.preferredSize(at: element.indexPath) == nil {
                let size = try measurer.measure(MeasureRequest(category: .cell, elementKind: nil, indexPath: element.indexPath,
                                                               proposedSize: element.frame.size, widthIsEstimated: false,
                                                               heightIsEstimated: true, environment: solved.environment))
                applyTimes.append(try BenchTiming.seconds { try solved.applyPreferredSize(size, at: element.indexPath) })
            }
        }
        let apply = BenchTiming.median(applyTimes) * 1e6
        let solve = BenchTiming.median(fullSolve) * 1e3
        let met = report.record("selfsizing", "apply one measured size", apply, "µs", goal: 10)
        report.record("selfsizing", "solve the whole layout", solve, "ms")
        let step = BenchTiming.median(scrollTimes) * 1000
        report.record("selfsizing", "scroll step with its passes", step, "ms")
        report.line("self-sizing: \(items) estimated items, scrolled top to bottom in \(steps) steps, every screenful measured")
        report.line("  apply one measured size  median \(BenchTiming.format(apply)) µs over \(applyTimes.count) sizes (goal ≤ 10 µs: \(met))")
        report.line("  solve the whole layout   median \(BenchTiming.format(solve)) ms (\(BenchTiming.format(solve * 1000 / max(apply, 1e-9), decimals: 0))× one apply)")
        report.line("  simulated scroll + passes median \(BenchTiming.format(step)) ms per step, \(simulation.summary().measurements) measured")
    }
}
