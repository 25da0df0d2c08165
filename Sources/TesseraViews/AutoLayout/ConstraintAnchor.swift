// An anchor: an attribute of a view or of one of its layout guides, as `view.leadingAnchor` names it (NSLayoutAnchor).

/// The layout guides a view has.
public enum LayoutGuideKind: String, Hashable, Sendable, CaseIterable {
    /// `layoutMarginsGuide`: the bounds inset by the layout margins (`UIViewLayoutMarginsGuide`).
    case layoutMargins = "layoutMarginsGuide"
    /// `safeAreaLayoutGuide`: the bounds inset by the safe area (`UIViewSafeAreaLayoutGuide`); the whole bounds in
    /// a cell, whose safe area insets are zero.
    case safeArea = "safeAreaLayoutGuide"

    /// The guide's identifier, as logs print it.
    public var identifier: String {
        switch self {
        case .layoutMargins: "UIViewLayoutMarginsGuide"
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        }
    }
}

/// What an anchor belongs to: a view, or a guide of a view (by the view's index in its tree).
public enum AnchorItem: Hashable, Sendable {
    case view(Int)
    case guide(Int, LayoutGuideKind)
    /// A stack view's private `_UILayoutSpacer 'UISV-alignment-spanner'`, which spans its arranged views across
    /// its axis (only its cross-axis edges and size are used).
    case stackSpanner(Int)

    /// The view itself, or the view owning the guide.
    public var owningView: Int {
        switch self {
        case .view(let index), .guide(let index, _), .stackSpanner(let index): index
        }
    }
}

/// An anchor: `item.attribute`.
public struct ConstraintAnchor: Hashable, Sendable {
    public var item: AnchorItem
    public var attribute: LayoutAttribute

    public init(_ item: AnchorItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    public init(view: Int, _ attribute: LayoutAttribute) {
        self.init(.view(view), attribute)
    }
}
