// NSLayoutConstraint.Attribute: the edges, sizes, centres and baselines a constraint relates, and their axes.
import TesseraLayout

/// An attribute of a view or a layout guide, as `NSLayoutConstraint.Attribute` names it.
public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, firstBaseline, lastBaseline

    /// What an anchor of this attribute is: `NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor` or `NSLayoutDimension`.
    public enum Family: String, Hashable, Sendable {
        case xAxis = "NSLayoutXAxisAnchor"
        case yAxis = "NSLayoutYAxisAnchor"
        case dimension = "NSLayoutDimension"
    }

    public var family: Family {
        switch self {
        case .left, .right, .leading, .trailing, .centerX: .xAxis
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: .yAxis
        case .width, .height: .dimension
        }
    }

    /// The axis the attribute measures along.
    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .width: .horizontal
        default: .vertical
        }
    }

    /// Whether it is a position (an edge, a centre or a baseline), not a size.
    public var isLocation: Bool { family != .dimension }

    /// Whether it depends on the layout direction (`leading`, `trailing`).
    public var isDirectional: Bool { self == .leading || self == .trailing }

    /// Whether it is an absolute horizontal edge (`left`, `right`), which UIKit will not mix with a directional one.
    public var isAbsoluteHorizontal: Bool { self == .left || self == .right }

    /// The anchor property's name (`leadingAnchor`).
    public var anchorName: String { rawValue + "Anchor" }
}
