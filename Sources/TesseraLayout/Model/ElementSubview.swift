// A view inside a cell or boundary view as dumps show it: its class, name, frame in the element, and a label's text.

/// A subview of an element's content, laid out at the element's size: what text, JSON and SVG dumps list under a
/// cell (depth first; `depth` 1 is a subview of the cell's content view). Front ends make it when they lay a cell's
/// views out; dumps write it and read it back.
public struct ElementSubview: Hashable, Sendable {
    /// How deep below the content view (1: one of its subviews).
    public var depth: Int
    /// The UIKit class (`UILabel`).
    public var className: String
    /// `accessibilityIdentifier`, if any.
    public var name: String?
    /// The frame in the element's coordinates (dumps write it in the superview's: `framesInSuperview`).
    public var frame: Rect
    /// A label's text or a button's title.
    public var text: String?
    /// The text's point size (after autoshrink).
    public var pointSize: Double?
    /// A label's lines as shown at its frame's width (an ellipsis where it is cut).
    public var lines: [String]?
    /// The view's own `isHidden` (a view inside a hidden one does not show either: dumps say so).
    public var isHidden: Bool

    public init(depth: Int, className: String, name: String? = nil, frame: Rect, text: String? = nil,
                pointSize: Double? = nil, lines: [String]? = nil, isHidden: Bool = false) {
        self.depth = depth
        self.className = className
        self.name = name
        self.frame = frame
        self.text = text
        self.pointSize = pointSize
        self.lines = lines
        self.isHidden = isHidden
    }

    /// Whether it shows an image (pictures hatch it).
    public var isImage: Bool { className == "UIImageView" }
}

extension ElementSubview {
    /// Each subview's frame in its superview's coordinates, as UIKit's `frame` reads it (what dumps write): its frame
    /// in the element's coordinates less its superview's origin there — the nearest subview before it one level up,
    /// or the element for the first level.
    public static func framesInSuperview(_ subviews: [ElementSubview]) -> [Rect] {
        var origins: [Int: Point] = [:]   // the origin, in the element's coordinates, of the last subview at each depth
        return subviews.map { subview in
            let superview = subview.depth <= 1 ? Point(x: 0, y: 0) : origins[subview.depth - 1] ?? Point(x: 0, y: 0)
            origins[subview.depth] = subview.frame.origin
            return subview.frame.offsetBy(Point(x: -superview.x, y: -superview.y))
        }
    }

    /// The inverse of `framesInSuperview`: subviews whose frames are in their superviews' coordinates (a dump read
    /// back) with their frames in the element's.
    public static func inElementCoordinates(_ subviews: [ElementSubview]) -> [ElementSubview] {
        var origins: [Int: Point] = [:]
        return subviews.map { subview in
            var subview = subview
            let superview = subview.depth <= 1 ? Point(x: 0, y: 0) : origins[subview.depth - 1] ?? Point(x: 0, y: 0)
            subview.frame = subview.frame.offsetBy(superview)
            origins[subview.depth] = subview.frame.origin
            return subview
        }
    }
}
