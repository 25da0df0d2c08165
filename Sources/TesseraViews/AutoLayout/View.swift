// One view of a tree laid out by Auto Layout: its class, content, name and the properties constraints read.
import TesseraConstraints
import TesseraLayout

/// A view in a `ViewHierarchy`: a value; the tree links views by index.
public struct View: Hashable, Sendable {
    public var kind: ViewKind
    public var content: ViewContent
    /// `accessibilityIdentifier`: how dumps and logs name the view.
    public var identifier: String?
    /// `translatesAutoresizingMaskIntoConstraints`: true for views made in code (as in UIKit), when the view's
    /// `frame` becomes required constraints (an empty autoresizing mask: `h=--& v=--&`). Arranged subviews of a
    /// stack view get false.
    public var translatesAutoresizingMaskIntoConstraints: Bool
    /// The frame set in code, in the superview's coordinates; what the autoresizing constraints hold.
    public var frame: Rect
    public var isHidden: Bool
    /// Content hugging and compression resistance priorities, by axis.
    public var contentHugging: AxisPriorities
    public var compressionResistance: AxisPriorities
    /// `directionalLayoutMargins`: 8 on each side for views other than a view controller's root view.
    public var layoutMargins: DirectionalEdgeInsets
    /// `preservesSuperviewLayoutMargins` (default false): where the view comes nearer the superview's edge than
    /// the superview's margin, its own margin grows to keep content inside the superview's (uikit-autolayout.md §8.2).
    public var preservesSuperviewLayoutMargins = false
    /// `insetsLayoutMarginsFromSafeArea` (default true): the margins are measured from the safe area's edges.
    public var insetsLayoutMarginsFromSafeArea = true
    /// The subviews, back to front, as indices into the tree's views.
    public var subviews: [Int]
    /// The superview's index; nil for the root.
    public var superview: Int?
    /// Where the script made the view (`file:line`), for messages.
    public var location: String
    /// The size a view class's `override var intrinsicContentSize` gives (nil on an axis where it gives
    /// `UIView.noIntrinsicMetric`), in place of what its content gives; nil when the class does not override it.
    public var intrinsicSizeOverride: IntrinsicSizeOverride?

    public init(kind: ViewKind, content: ViewContent = .none, identifier: String? = nil,
                translatesAutoresizingMaskIntoConstraints: Bool = true, frame: Rect = .zero, isHidden: Bool = false,
                contentHugging: AxisPriorities? = nil, compressionResistance: AxisPriorities? = nil,
                layoutMargins: DirectionalEdgeInsets = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8),
                location: String = "") {
        self.kind = kind
        self.content = content
        self.identifier = identifier
        self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
        self.frame = frame
        self.isHidden = isHidden
        self.contentHugging = contentHugging ?? AxisPriorities(kind.defaultContentHugging)
        self.compressionResistance = compressionResistance ?? AxisPriorities(kind.defaultCompressionResistance)
        self.layoutMargins = layoutMargins
        self.subviews = []
        self.superview = nil
        self.location = location
    }
}

/// A priority per axis (`setContentHuggingPriority(_:for:)`).
public struct AxisPriorities: Hashable, Sendable {
    public var horizontal: Priority
    public var vertical: Priority

    public init(horizontal: Priority, vertical: Priority) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public init(_ both: Priority) { self.init(horizontal: both, vertical: both) }

    public subscript(axis: Axis) -> Priority {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

/// What an `intrinsicContentSize` override gives: a length per axis, nil for `UIView.noIntrinsicMetric`.
public struct IntrinsicSizeOverride: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}
