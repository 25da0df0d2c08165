// UIKit's console messages about constraints: the unsatisfiable-constraints log and hasAmbiguousLayout reports.
import TesseraLayout

/// Writes what UIKit logs about a tree's constraints, in its words (reference: uikit-autolayout.md §6), and
/// after each conflict where the script made each constraint in it.
public struct ConstraintLog: Sendable {
    public let hierarchy: ViewHierarchy

    public init(hierarchy: ViewHierarchy) {
        self.hierarchy = hierarchy
    }

    /// The log of one conflict, as UIKit prints it (tabs and trailing spaces included), then Tessera's list of
    /// where each constraint of it was made.
    public func text(of conflict: UnsatisfiableConstraints) -> String {
        let describer = ConstraintDescriber(hierarchy: hierarchy)
        let numbers = conflict.numbers
        let brokenNumber = conflict.constraints.lastIndex(of: conflict.broken).map { numbers[$0] } ?? 0
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if conflict.constraints.contains(where: { $0.origin == .autoresizingMask }) {
            lines.append("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to "
                         + "the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        for (position, constraint) in conflict.constraints.enumerated() {
            let comma = position == conflict.constraints.count - 1 ? "" : ","
            lines.append("    \"\(describer.describe(constraint, number: numbers[position]))\"\(comma)")
        }
        lines += [
            ")", "", "Will attempt to recover by breaking constraint ",
            describer.describe(conflict.broken, number: brokenNumber), "",
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may "
                + "also be helpful.",
            "Where the constraints above were made:",
        ]
        for (position, constraint) in conflict.constraints.enumerated() {
            lines.append("\t(\(position + 1)) " + origin(of: constraint, describer: describer))
        }
        return lines.joined(separator: "\n")
    }

    /// `Scripts/x.lua:12`, or which part of UIKit made a system constraint.
    private func origin(of constraint: LayoutConstraint, describer: ConstraintDescriber) -> String {
        let view = describer.item(constraint.first.item.owningView)
        switch constraint.origin {
        case .user(let location): return location.isEmpty ? "by the caller" : location
        case .autoresizingMask:
            return "UIKit: the frame of \(view), whose translatesAutoresizingMaskIntoConstraints is true "
                + "(set it to false to place the view with constraints)"
        case .contentSize: return "UIKit: the intrinsic content size of \(view), at a required hugging or compression resistance"
        case .encapsulatedLayout: return "UIKit: the size the cell gives its content view"
        case .stackView: return "UIKit: the arrangement of the stack view \(view)"
        }
    }

    /// `hasAmbiguousLayout`: one line per view and axis, e.g.
    /// `UILabel:0x…'Jane' has an ambiguous layout: its horizontal position can be anything from 16 to 120`.
    public func text(of ambiguity: AmbiguousLayout) -> String {
        let describer = ConstraintDescriber(hierarchy: hierarchy)
        let axis = ambiguity.axis == .horizontal ? "horizontal" : "vertical"
        let what = ambiguity.isSize ? (ambiguity.axis == .horizontal ? "width" : "height") : "\(axis) position"
        let range = ambiguity.range
        let bounds = range.lowerBound.isFinite || range.upperBound.isFinite
            ? "anything from \(Self.bound(range.lowerBound)) to \(Self.bound(range.upperBound))" : "anything"
        return "\(describer.item(ambiguity.view)) has an ambiguous layout: its \(what) can be \(bounds)"
    }

    /// What makes two conflicts the same for a report that counts cells: the constraints without the views' texts
    /// (a cell type logs one conflict in every cell, whatever its data).
    public func signature(of conflict: UnsatisfiableConstraints) -> String {
        var describer = ConstraintDescriber(hierarchy: hierarchy)
        describer.showsText = false
        return zip(conflict.constraints, conflict.numbers).map { describer.describe($0, number: $1) }.joined(separator: "\n")
    }

    /// What makes two ambiguity reports the same: the view (without its text), the axis and what is free.
    public func signature(of ambiguity: AmbiguousLayout) -> String {
        var describer = ConstraintDescriber(hierarchy: hierarchy)
        describer.showsText = false
        return "\(describer.item(ambiguity.view)) \(ambiguity.axis) \(ambiguity.isSize ? "size" : "position")"
    }

    private static func bound(_ value: Double) -> String {
        value == -.infinity ? "-infinity" : value == .infinity ? "infinity" : ConstraintDescriber.number(value)
    }
}
