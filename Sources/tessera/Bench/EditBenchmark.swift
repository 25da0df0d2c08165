// The edit benchmark: the first measured size after a solve (shared or not), later ones, inserts and deletes.

import TesseraLayout

/// What one edit of a solved 1,000,000-item layout costs: the first measured size applied after a solve (the layout
/// alone, and shared with a copy that stays alive, as an undo copy or a trace keeps it), the steady state, and an
/// item inserted or deleted in the middle of the section.
struct EditBenchmark {
    let items: Int
    let runs: Int
    let geometry = CollectionViewGeometry(size: Size(width: 393, height: 852), traitCollection: TraitCollection(displayScale: 3))

    struct Figures {
        var firstEdit = 0.0, firstEditShared = 0.0, steadyEdit = 0.0, insert = 0.0, delete = 0.0
    }

    func run() throws -> Figures {
        var figures = Figures()
        let layout = VariedLayouts.list
        let middle = IndexPath(item: items / 2, section: 0)
        var first: [Double] = [], shared: [Double] = []
        for run in 0..<runs {
            var solved = try layout.solve(itemCounts: [items], in: geometry)
            let size = Size(width: 393, height: 61 + Double(run))
            first.append(try BenchTiming.seconds { try solved.applyPreferredSize(size, at: middle) })
            var again = try layout.solve(itemCounts: [items], in: geometry)
            let copy = again
            shared.append(try BenchTiming.seconds { try again.applyPreferredSize(size, at: middle) })
            withExtendedLifetime(copy) {}
        }
        figures.firstEdit = BenchTiming.median(first)
        figures.firstEditShared = BenchTiming.median(shared)
        var solved = try layout.solve(itemCounts: [items], in: geometry)
        var steady: [Double] = []
        for step in 0..<2000 {
            let indexPath = IndexPath(item: (step * 7919) % items, section: 0)
            let size = Size(width: 393, height: 40 + Double(step % 50))
            steady.append(try BenchTiming.seconds { try solved.applyPreferredSize(size, at: indexPath) })
        }
        figures.steadyEdit = BenchTiming.median(steady)
        var inserts: [Double] = [], deletes: [Double] = []
        for run in 0..<max(runs, 20) {
            let at = IndexPath(item: items / 2 + run * 31, section: 0)
            inserts.append(try BenchTiming.seconds { try solved.insertItem(at: at, measuredSize: Size(width: 393, height: 50)) })
            deletes.append(try BenchTiming.seconds { try solved.deleteItem(at: at) })
        }
        figures.insert = BenchTiming.median(inserts)
        figures.delete = BenchTiming.median(deletes)
        return figures
    }

    func report(to report: BenchReport) throws {
        let figures = try run()
        func line(_ name: String, _ seconds: Double, goal: Double) {
            let micro = seconds * 1e6
            let met = report.record("edits", name, micro, "µs", goal: goal)
            report.line("  \(name.padding(toLength: 42, withPad: " ", startingAt: 0))\(BenchTiming.format(micro).leftPadded(9)) µs"
                        + "  (goal ≤ \(BenchTiming.format(goal, decimals: 0)) µs: \(met))")
        }
        report.line("edits: a \(items)-item estimated list, the middle item, median of \(runs) solves (2000 steady edits)")
        line("first measured size after a solve", figures.firstEdit, goal: 50)
        line("first measured size, layout shared", figures.firstEditShared, goal: 50)
        line("measured size, steady state", figures.steadyEdit, goal: 5)
        line("insert an item in the middle", figures.insert, goal: 100)
        line("delete an item in the middle", figures.delete, goal: 100)
    }
}
