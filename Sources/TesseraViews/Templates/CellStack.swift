// A stack view of a cell template: axis, spacing, alignment, distribution, margins and arranged subviews.
import TesseraLayout

/// A `UIStackView` with `isLayoutMarginsRelativeArrangement = true`: its arranged subviews are laid out
/// along `axis`, `spacing` apart, inside `layoutMargins`.
public struct CellStack: Hashable, Sendable {
    /// `.vertical` stacks subviews top to bottom, `.horizontal` leading to trailing.
    public var axis: Axis
    /// The space between adjacent arranged subviews (the minimum for `equalSpacing`); must be ≥ 0.
    public var spacing: Double
    /// How subviews are placed across the axis.
    public var alignment: Alignment
    /// How subviews share the length along the axis.
    public var distribution: Distribution
    /// Insets between the stack's edges and its arranged subviews; each must be ≥ 0.
    public var layoutMargins: DirectionalEdgeInsets
    public var arrangedSubviews: [CellTemplate]

    /// UIStackView's defaults: no spacing, `fill` alignment and distribution, no margins.
    public init(axis: Axis, spacing: Double = 0, alignment: Alignment = .fill, distribution: Distribution = .fill,
                layoutMargins: DirectionalEdgeInsets = .zero, arrangedSubviews: [CellTemplate] = []) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.distribution = distribution
        self.layoutMargins = layoutMargins
        self.arrangedSubviews = arrangedSubviews
    }

    /// The stack with its hidden arranged subviews left out: what it is sized and arranged by (a hidden arranged
    /// view takes no room, `CellTemplate.hidden`).
    var shown: CellStack {
        guard arrangedSubviews.contains(where: \.isHidden) else { return self }
        var shown = self
        shown.arrangedSubviews.removeAll(where: \.isHidden)
        return shown
    }
}
