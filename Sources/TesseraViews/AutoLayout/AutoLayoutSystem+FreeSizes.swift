// A size the constraints leave free settles at zero, never below: the value UIKit's engine gives a free size.
import TesseraConstraints
import TesseraLayout

extension AutoLayoutSystem {
    /// The priority of the preference that settles a free size: below every priority a constraint may have, so it
    /// moves only what every installed constraint leaves free (priorities are strict levels).
    static let freeSizeLevel = Priority(Float.leastNonzeroMagnitude)

    /// Settles each width and height that came out negative while the constraints allow 0 or more: a preference
    /// `size == 0` at `freeSizeLevel` puts it at 0 (which its range of optimal values contains) and lets
    /// what hangs on it follow. A size the constraints force below zero stays as solved (and any size at or
    /// above zero is untouched).
    ///
    /// UIKit's rule: a view whose size nothing determines lays out as 0 wide or high, the common "my view does not
    /// show" report; the reference is silent (uikit-autolayout.md §6 only says ambiguity is not detected by
    /// UIKit), so this is erratum E24 in docs/semantics.md. Call it after reading the ambiguities, which it hides.
    ///
    /// - Returns: the views and axes settled.
    @discardableResult
    mutating func settleNegativeFreeSizes() throws -> [(view: Int, axis: Axis)] {
        var settled: [(view: Int, axis: Axis)] = []
        for index in hierarchy.views.indices where index != hierarchy.root {
            for (axis, variable) in [(Axis.horizontal, frames[index].width), (.vertical, frames[index].height)] {
                guard solver.value(of: variable) < -AutoLayoutSystem.sizeTolerance,
                      solver.valueRange(of: variable).upperBound >= -AutoLayoutSystem.sizeTolerance else { continue }
                _ = try solver.addConstraintBreakingConflicts(
                    Constraint(Expression(variable), .equal, priority: Self.freeSizeLevel))
                settled.append((index, axis))
            }
        }
        return settled
    }

    /// How far below zero a solved size may be and still count as zero (rounding in the solver).
    static let sizeTolerance = 1e-9
}
