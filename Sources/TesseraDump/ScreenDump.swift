// A screen as dumps show it: the device's bars, the root view's guides, every view's frames, and collection views.

import TesseraLayout

/// A laid-out screen for the dump writers: the window, its bars and guides, the view tree depth first with each
/// view's frame in its superview and in the window, and each collection view's elements.
public struct ScreenDump: Hashable, Sendable {
    /// A bar or the keyboard: `statusBar`, `navigationBar`, `toolbar`, `tabBar`, `keyboard`, `homeIndicator`.
    public struct Bar: Hashable, Sendable {
        public var name: String
        public var frame: Rect
        /// What it shows: the navigation bar's title, the tab bar's titles (the selected one marked).
        public var title: String?
        /// A navigation bar showing a large title.
        public var isLarge: Bool

        public init(name: String, frame: Rect, title: String? = nil, isLarge: Bool = false) {
            self.name = name
            self.frame = frame
            self.title = title
            self.isLarge = isLarge
        }
    }

    /// A layout guide's frame in the window: the root view's `safeAreaLayoutGuide` … or a guide a script added.
    public struct Guide: Hashable, Sendable {
        public var name: String
        public var frame: Rect

        public init(name: String, frame: Rect) {
            self.name = name
            self.frame = frame
        }
    }

    /// A scroll view's content: `contentSize`, `adjustedContentInset`, `contentOffset`.
    public struct Scroll: Hashable, Sendable {
        public var contentSize: Size
        public var adjustedContentInset: DirectionalEdgeInsets
        public var contentOffset: Point

        public init(contentSize: Size, adjustedContentInset: DirectionalEdgeInsets, contentOffset: Point) {
            self.contentSize = contentSize
            self.adjustedContentInset = adjustedContentInset
            self.contentOffset = contentOffset
        }
    }

    /// One view of the tree.
    public struct View: Hashable, Sendable {
        /// How deep below the root view (0: the root).
        public var depth: Int
        /// The UIKit class (`UILabel`).
        public var className: String
        /// `accessibilityIdentifier`, if any.
        public var name: String?
        /// `frame`: in the superview's coordinates (a scroll view's content coordinates for its subviews).
        public var frame: Rect
        /// Where it shows in the window, scroll offsets applied.
        public var windowFrame: Rect
        /// Whether it shows (not hidden, inside the screen and every scroll view around it).
        public var isVisible: Bool
        public var isHidden: Bool
        /// A label's text, a button's title, a text field's text (or placeholder).
        public var text: String?
        public var pointSize: Double?
        /// A label's lines as shown at its width.
        public var lines: [String]?
        /// A scroll view's content and offset.
        public var scroll: Scroll?
        /// A collection view's elements, in its content coordinates.
        public var collection: FrameDump?

        public init(depth: Int, className: String, name: String? = nil, frame: Rect, windowFrame: Rect,
                    isVisible: Bool = true, isHidden: Bool = false) {
            self.depth = depth
            self.className = className
            self.name = name
            self.frame = frame
            self.windowFrame = windowFrame
            self.isVisible = isVisible
            self.isHidden = isHidden
        }

        /// `UILabel "name"`, or the class alone.
        public var title: String { name.map { "\(className) \"\($0)\"" } ?? className }
    }

    /// The screen's size in points and its scale.
    public var size: Size
    public var scale: Double
    public var bars: [Bar]
    public var guides: [Guide]
    public var views: [View]

    public init(size: Size, scale: Double, bars: [Bar] = [], guides: [Guide] = [], views: [View] = []) {
        self.size = size
        self.scale = scale
        self.bars = bars
        self.guides = guides
        self.views = views
    }
}
