// An anchor: an attribute of a view or of one of its layout guides, as `view.leadingAnchor` names it (NSLayoutAnchor).

/// The layout guides a view has.
public enum LayoutGuideKind: String, Hashable, Sendable, CaseIterable {
    /// `layoutMarginsGuide`: the bounds inset by the layout margins (`UIViewLayoutMarginsGuide`).
    case layoutMargins = "layoutMarginsGuide"
    /// `safeAreaLayoutGuide`: the bounds inset by the safe area (`UIViewSafeAreaLayoutGuide`); the whole bounds in
    /// a cell, whose safe area insets are zero.
    case safeArea = "safeAreaLayoutGuide"
    /// `readableContentGuide`: the margins guide narrowed to the readable width, centred (uikit-autolayout.md §8.3).
    case readableContent = "readableContentGuide"
    /// `keyboardLayoutGuide`: the keyboard's frame, or the strip below the safe area while it is hidden (§8.4).
    case keyboard = "keyboardLayoutGuide"
    /// A scroll view's `contentLayoutGuide`: the content rectangle, whose size is the content size (§9).
    case contentLayout = "contentLayoutGuide"
    /// A scroll view's `frameLayoutGuide`: its frame, unscrolled (§9).
    case frameLayout = "frameLayoutGuide"

    /// The guide's identifier, as logs print it.
    public var identifier: String {
        switch self {
        case .layoutMargins: "UIViewLayoutMarginsGuide"
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .readableContent: "UIViewReadableContentGuide"
        case .keyboard: "UIKeyboardLayoutGuide"
        case .contentLayout: "UIScrollView-contentLayoutGuide"
        case .frameLayout: "UIScrollView-frameLayoutGuide"
        }
    }

    /// Where logs put the guide's address after its view's guides' base (the safe area's is 0xe0 past the margins').
    var addressOffset: Int {
        switch self {
        case .layoutMargins: 0
        case .safeArea: 0xe0
        case .readableContent: 0x70
        case .keyboard: 0x150
        case .contentLayout: 0x38
        case .frameLayout: 0x118
        }
    }

    /// Whether only a scroll view has the guide.
    public var isScrollViewGuide: Bool { self == .contentLayout || self == .frameLayout }
}

/// A `UILayoutGuide` a script added to a view (`view.addLayoutGuide(guide)`): a rectangle with anchors and no view,
/// placed by constraints alone (a spacer between views, a group to centre).
public struct CustomLayoutGuide: Hashable, Sendable {
    /// The view that owns it (its constraints live in that view's tree).
    public var owningView: Int
    /// `identifier`, as logs print it.
    public var identifier: String

    public init(owningView: Int, identifier: String = "") {
        self.owningView = owningView
        self.identifier = identifier
    }
}

/// What an anchor belongs to: a view, or a guide of a view (by the view's index in its tree).
public enum AnchorItem: Hashable, Sendable {
    case view(Int)
    case guide(Int, LayoutGuideKind)
    /// A stack view's private `_UILayoutSpacer 'UISV-alignment-spanner'`, which spans its arranged views across
    /// its axis (only its cross-axis edges and size are used).
    case stackSpanner(Int)
    /// A guide the script added (`ViewHierarchy.layoutGuides[index]`), owned by view `owner`.
    case layoutGuide(owner: Int, index: Int)

    /// The view itself, or the view owning the guide.
    public var owningView: Int {
        switch self {
        case .view(let index), .guide(let index, _), .stackSpanner(let index), .layoutGuide(let index, _): index
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
