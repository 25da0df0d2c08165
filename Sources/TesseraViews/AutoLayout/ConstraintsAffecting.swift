// UIView.constraintsAffectingLayout(for:): the constraints whose equations involve a view's frame on an axis.
import TesseraLayout

extension LayoutReport {
    /// `constraintsAffectingLayout(for:)`: every constraint given (the script's and UIKit's own, broken ones
    /// included) whose equation involves one of `view`'s frame values on `axis` (both axes when nil), in the order
    /// they were installed.
    public func constraintsAffecting(view: Int, axis: Axis? = nil) -> [Entry] {
        entries.filter { entry in
            entry.involves.contains { $0.view == view && (axis == nil || $0.part.axis == axis) }
        }
    }

    /// The constraints whose equations involve `view`'s `part`, in the order installed.
    public func constraints(involving view: Int, _ part: FramePart) -> [Entry] {
        entries.filter { $0.involves.contains(FrameValue(view: view, part: part)) }
    }

    /// `satisfied`, `BROKEN (left out by conflict recovery)` or `not met by 12.5`.
    public static func text(of state: State) -> String {
        switch state {
        case .satisfied: "satisfied"
        case .broken: "BROKEN (left out by conflict recovery)"
        case .unmet(let miss): "not met by \(ConstraintDescriber.number(miss))"
        }
    }

    /// One line per constraint: `c12 @1000 satisfied  <NSLayoutConstraint:0x… …>`.
    public static func lines(of entries: [Entry]) -> [String] {
        entries.map { "c\($0.number) @\($0.priority) \(text(of: $0.state))  \($0.description)" }
    }
}
