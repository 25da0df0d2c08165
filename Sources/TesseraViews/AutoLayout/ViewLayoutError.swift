// Why a view tree could not be laid out at all (conflicts are not errors: UIKit recovers from them).

/// A failure of the solver itself while laying out a view tree, with the constraints it concerns in UIKit's form.
public enum ViewLayoutError: Error, Sendable, CustomStringConvertible {
    /// The solver needed more pivots than its bound while adding `adding`; `workingOn` are the installed
    /// constraints whose rows the last pivots touched.
    case iterationLimitExceeded(limit: Int, adding: LayoutConstraint, workingOn: [LayoutConstraint], hierarchy: ViewHierarchy)

    public var description: String {
        switch self {
        case .iterationLimitExceeded(let limit, let adding, let working, let hierarchy):
            let describer = ConstraintDescriber(hierarchy: hierarchy)
            var lines = ["the constraint solver gave up after \(limit) pivots while adding "
                         + describer.describe(adding, number: 0) + origin(adding)]
            if !working.isEmpty { lines.append("it was working on:") }
            for (index, constraint) in working.enumerated() {
                lines.append("\t" + describer.describe(constraint, number: index + 1) + origin(constraint))
            }
            return lines.joined(separator: "\n")
        }
    }

    private func origin(_ constraint: LayoutConstraint) -> String {
        if case .user(let location) = constraint.origin, !location.isEmpty { return " (\(location))" }
        return ""
    }
}
