// The solver benchmark behind `tessera bench constraints`: a typical self-sizing cell, solved fresh and edited.

import TesseraConstraints

/// Times the solver on a typical UIKit cell: an image, a title and a subtitle label and a button in a content view,
/// 18 variables and 27 constraints, with the intrinsic sizes as compression-resistance (750) and hugging (251 for
/// the labels, 250 for the button) inequalities, the height fitted at `fittingSizeLevel` and the width an edit
/// variable at 999.
enum SolverBenchmark {
    /// Times per run, in microseconds (medians of batch means).
    struct Result: Sendable, CustomStringConvertible {
        /// Making a solver, building and adding every constraint, and reading every frame.
        var freshCellMicroseconds: Double
        /// One `suggestValue` on the width (alternating 375 and 320 pt, which moves the hugging/compression
        /// balance) and reading every frame.
        var editMicroseconds: Double

        var description: String {
            // A constant expression prints its number as the solver prints constants (up to 6 significant digits).
            "fresh cell \(Expression(freshCellMicroseconds)) µs, edit \(Expression(editMicroseconds)) µs"
        }
    }

    /// The cell's views, each `[x, y, width, height]`, and the content view's width and height.
    struct Cell: Sendable {
        var solver: Solver
        var width: Variable
        var height: Variable
        var image: [Variable]
        var title: [Variable]
        var subtitle: [Variable]
        var button: [Variable]

        /// Every view's frame and the content size, for checking and for keeping the work observable.
        var frames: [Double] {
            var values: [Double] = []
            values.reserveCapacity(18)
            for view in [image, title, subtitle, button] {
                for variable in view { values.append(solver.value(of: variable)) }
            }
            values.append(solver.value(of: width))
            values.append(solver.value(of: height))
            return values
        }

        /// The sum of every frame value and the content size: reads what `frames` reads, without allocating.
        var checksum: Double {
            var sum = solver.value(of: width) + solver.value(of: height)
            for index in 0..<4 {
                sum += solver.value(of: image[index]) + solver.value(of: title[index])
                sum += solver.value(of: subtitle[index]) + solver.value(of: button[index])
            }
            return sum
        }
    }

    /// Runs each part `iterations` times, in batches of up to 1000 runs, and reports the median of the batch
    /// means: short batches and the median keep a preempted batch (another process on the machine) from skewing the
    /// figure, without reporting a best case.
    ///
    /// - Complexity: O(iterations) solves of a fixed-size cell.
    static func run(iterations: Int) throws(ConstraintError) -> Result {
        let perBatch = max(1, min(1000, iterations / 5))
        let batches = max(1, iterations / perBatch)
        let clock = ContinuousClock()
        var checksum = 0.0
        var fresh: [Double] = []
        for _ in 0..<batches {
            let start = clock.now
            for _ in 0..<perBatch { checksum += try makeCell(width: 375).checksum }
            fresh.append(BenchTiming.microseconds(start.duration(to: clock.now)) / Double(perBatch))
        }
        var cell = try makeCell(width: 375)
        var edit: [Double] = []
        for _ in 0..<batches {
            let start = clock.now
            for run in 0..<perBatch {
                try cell.solver.suggestValue(run % 2 == 0 ? 320 : 375, for: cell.width)
                checksum += cell.checksum
            }
            edit.append(BenchTiming.microseconds(start.duration(to: clock.now)) / Double(perBatch))
        }
        // Keeps the solves observable to the optimiser; every frame value is finite.
        guard checksum.isFinite else { throw .internalInconsistency("non-finite frame in the benchmark cell") }
        return Result(freshCellMicroseconds: BenchTiming.median(fresh), editMicroseconds: BenchTiming.median(edit))
    }

    /// Builds and solves the benchmark cell at a content width.
    ///
    /// - Complexity: O(1) (a fixed system).
    static func makeCell(width contentWidth: Double) throws(ConstraintError) -> Cell {
        var solver = Solver()
        let width = solver.makeVariable("content.width"), height = solver.makeVariable("content.height")
        let image = frame(&solver, 0), title = frame(&solver, 1), subtitle = frame(&solver, 2)
        let button = frame(&solver, 3)
        let (x, y, w, h) = (0, 1, 2, 3)
        let layout: [Constraint] = [
            image[x] == 16, image[w] == 60, image[h] == 60, image[y] == 12,
            title[x] == image[x] + image[w] + 12, title[y] == 12,
            subtitle[x] == title[x], subtitle[y] == title[y] + title[h] + 4,
            subtitle[x] + subtitle[w] <= button[x] - 8,
            button[x] == title[x] + title[w] + 8, button[x] + button[w] == width - 16,
            button[y] + 0.5 * button[h] == image[y] + 0.5 * image[h],
            height >= image[y] + image[h] + 12, height >= subtitle[y] + subtitle[h] + 12,
            (height == 0).withPriority(.fittingSizeLevel),
        ]
        for constraint in layout { try solver.addConstraint(constraint) }
        try intrinsic(&solver, title, width: 150, height: 20.5, hugging: 251)
        try intrinsic(&solver, subtitle, width: 220, height: 18, hugging: 251)
        try intrinsic(&solver, button, width: 64, height: 30, hugging: .defaultLow)
        try solver.addEditVariable(width, priority: 999)
        try solver.suggestValue(contentWidth, for: width)
        return Cell(solver: solver, width: width, height: height, image: image, title: title, subtitle: subtitle,
                    button: button)
    }

    /// The variable names of each view's frame, made once rather than per cell.
    private static let names = ["image", "title", "subtitle", "button"].map { view in
        ["x", "y", "w", "h"].map { "\(view).\($0)" }
    }

    private static func frame(_ solver: inout Solver, _ view: Int) -> [Variable] {
        let names = names[view]
        return [solver.makeVariable(names[0]), solver.makeVariable(names[1]), solver.makeVariable(names[2]),
                solver.makeVariable(names[3])]
    }

    /// UIKit's intrinsic-size constraints: `size >= intrinsic` at compression resistance, `size <= intrinsic` at
    /// hugging, per axis.
    private static func intrinsic(_ solver: inout Solver, _ view: [Variable], width: Double, height: Double,
                                  hugging: Priority) throws(ConstraintError) {
        try solver.addConstraint((view[2] >= width).withPriority(.defaultHigh))
        try solver.addConstraint((view[2] <= width).withPriority(hugging))
        try solver.addConstraint((view[3] >= height).withPriority(.defaultHigh))
        try solver.addConstraint((view[3] <= height).withPriority(hugging))
    }
}
