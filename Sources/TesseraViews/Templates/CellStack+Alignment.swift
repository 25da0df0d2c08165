// How a cell stack places its arranged subviews across its axis (UIStackView.Alignment).

extension CellStack {
    /// `UIStackView.Alignment`, without the baseline alignments.
    ///
    /// `fill` stretches every subview across the stack (fixed-size views included: the stack's alignment
    /// constraints are required). The others keep each subview's own size across the axis, capped at the
    /// stack's inner size, and put it at the start, the middle or the end. For horizontal stacks `top` is
    /// `leading` and `bottom` is `trailing`.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        case fill, leading, center, trailing

        /// The top edge, for horizontal stacks (the same as `leading`).
        public static let top = Alignment.leading
        /// The bottom edge, for horizontal stacks (the same as `trailing`).
        public static let bottom = Alignment.trailing

        /// Every name `init(name:)` accepts.
        public static let names = ["fill", "leading", "top", "center", "trailing", "bottom"]

        /// Reads a UIKit name (`"center"`; `"top"` and `"bottom"` too), throwing the list of names otherwise.
        public init(name: String) throws {
            switch name {
            case "top": self = .leading
            case "bottom": self = .trailing
            default:
                guard let alignment = Alignment(rawValue: name) else {
                    throw CellTemplateError(view: "stack", problem: "unknown alignment '\(name)'; expected one of: "
                                                + Self.names.joined(separator: ", "))
                }
                self = alignment
            }
        }

        /// Where a subview `length` long across the stack starts in `room`: at the start, the middle or the end.
        func offset(of length: Double, in room: Double) -> Double {
            switch self {
            case .fill, .leading: 0
            case .center: (room - length) / 2
            case .trailing: room - length
            }
        }
    }
}
