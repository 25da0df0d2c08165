// Laying a screen out on a device: the root view's tree solved with its guides, scroll views scrolled, and where
// each view shows in the window.
import TesseraLayout

/// A scroll view (or collection view) of a laid-out screen: its content and where it is scrolled to.
public struct ScrollViewState: Hashable, Sendable {
    /// `contentSize`: its `contentLayoutGuide`'s size (a collection view's is its layout's, set by the run).
    public var contentSize: Size
    /// `adjustedContentInset`: `contentInset` plus the parts of its safe area its adjustment behaviour selects (§9).
    public var adjustedContentInset: DirectionalEdgeInsets
    /// `contentOffset`: the top-left of the visible content; at rest, minus the adjusted inset's top and leading.
    public var contentOffset: Point
}

/// A `Screen` laid out on a device (`Screen.layout(metrics:context:contentOffsets:)`).
public struct ScreenLayout: Hashable, Sendable {
    /// The device's screen, bars and the root view's guides.
    public var metrics: ScreenMetrics
    /// The tree solved: each view's frame in the root's coordinates with every scroll view at offset zero.
    public var views: ViewLayout
    /// The guides each view had in the last solve (settled: another solve would not move them).
    public var guides: GuideInsets
    /// Each scroll view's content and offset, by view index.
    public var scrollViews: [Int: ScrollViewState]
    /// Each view's frame in the window (the screen), scroll offsets applied.
    public var windowFrames: [Rect]
    /// Whether each view shows: it and its ancestors are not hidden, and it is inside every scroll view around it.
    public var isVisible: [Bool]

    /// `view`'s frame in its superview's coordinates (a scroll view's content coordinates for its subviews), as
    /// `UIView.frame` reads it.
    public func frameInSuperview(of view: Int, in hierarchy: ViewHierarchy) -> Rect {
        guard let superview = hierarchy.views[view].superview else { return views.frames[view] }
        let origin = views.frames[superview].origin
        return views.frames[view].offsetBy(Point(x: -origin.x, y: -origin.y))
    }
}

extension Screen {
    /// The most times the tree is solved while views' safe areas, margins and scroll offsets follow their frames.
    static let maximumGuidePasses = 6

    /// Lays the screen out: the tree is solved at the screen's size with the root's guides from `metrics`, then
    /// each view's safe area, margins and readable guide are derived from the frames (`derivedGuides`) and the tree
    /// solved again until they settle (as UIKit lays out again when `safeAreaInsetsDidChange`), at most six times.
    /// Scroll views get their adjusted content insets and are scrolled to `contentOffsets` (by view index; the
    /// others rest, at minus their adjusted inset); when a constraint relates an item inside a scroll view to one
    /// outside (its `frameLayoutGuide`, the visible frame, §9; the keyboard guide; a view beside it), the offsets
    /// settle with the guides, and the constraint holds where the items show (`GuideInsets.contentOffsets`).
    ///
    /// - Throws: `ScreenLayoutError.readableWidthUnknown` when a constraint uses a readable content guide whose
    ///   width at this text size is unknown; what `ViewHierarchy.layout` throws.
    public func layout(metrics: ScreenMetrics, context: ViewLayoutContext,
                       contentOffsets: [Int: Point] = [:]) throws -> ScreenLayout {
        try checkReadableWidth(metrics)
        var context = context
        let root = rootGuides(metrics, isRightToLeft: context.layoutDirection == .rightToLeft)
        let crosses = crossesScrollViews
        context.guides = root
        var views = try hierarchy.layout(in: metrics.size, context: context)
        for _ in 1..<Self.maximumGuidePasses {
            // Derived afresh from the root's each time: a view that left the unsafe edges keeps nothing of them.
            // Where views show (scrolled as the last solve's insets rest them) decides what they overlap.
            let shown = windowFrames(views.frames, scrollViews: scrollStates(views: views, guides: context.guides,
                                                                             offsets: contentOffsets))
            var derived = derivedGuides(from: views.frames, windowFrames: shown, metrics: metrics, root: root,
                                        isRightToLeft: context.layoutDirection == .rightToLeft)
            if crosses {
                let states = scrollStates(views: views, guides: derived, offsets: contentOffsets)
                derived.contentOffsets = states.mapValues(\.contentOffset).filter { $0.value != Point(x: 0, y: 0) }
            }
            guard derived != context.guides else { break }
            context.guides = derived
            views = try hierarchy.layout(in: metrics.size, context: context)
        }
        let scrollViews = scrollStates(views: views, guides: context.guides, offsets: contentOffsets)
        let windowFrames = windowFrames(views.frames, scrollViews: scrollViews)
        return ScreenLayout(metrics: metrics, views: views, guides: context.guides, scrollViews: scrollViews,
                            windowFrames: windowFrames, isVisible: visibility(windowFrames, metrics: metrics))
    }

    /// Whether a constraint relates items in different scroll views' content (one inside a scroll view, the other
    /// outside it), which moves with the offsets.
    private var crossesScrollViews: Bool {
        hierarchy.constraints.contains { constraint in
            guard let second = constraint.second, constraint.first.attribute.isLocation else { return false }
            return hierarchy.scrollContainers(of: constraint.first.item) != hierarchy.scrollContainers(of: second.item)
        }
    }

    /// The readable guide needs a width §8.3 may not know at this text size.
    private func checkReadableWidth(_ metrics: ScreenMetrics) throws {
        guard metrics.readableContentFrame == nil else { return }
        for constraint in hierarchy.constraints {
            for anchor in [constraint.first, constraint.second].compactMap({ $0 }) {
                if case .guide(_, .readableContent) = anchor.item {
                    throw ScreenLayoutError.readableWidthUnknown(location: constraint.origin.location)
                }
            }
        }
    }

    /// The root view's guides from the screen's metrics: its safe area, margins and readable guide, and the
    /// keyboard layout guide's frame.
    func rootGuides(_ metrics: ScreenMetrics, isRightToLeft: Bool) -> GuideInsets {
        var guides = GuideInsets(keyboardFrame: metrics.keyboardLayoutGuideFrame)
        let root = hierarchy.root
        guides.safeArea[root] = metrics.safeAreaInsets
        guides.margins[root] = metrics.layoutMargins
        if let readable = metrics.readableContentFrame {
            guides.readable[root] = Self.insets(of: readable, in: metrics.bounds, isRightToLeft: isRightToLeft)
        }
        return guides
    }

    /// `inner`'s insets from `outer`'s edges, leading and trailing by the layout direction.
    static func insets(of inner: Rect, in outer: Rect, isRightToLeft: Bool) -> DirectionalEdgeInsets {
        let left = inner.minX - outer.minX, right = outer.maxX - inner.maxX
        return DirectionalEdgeInsets(top: inner.minY - outer.minY, leading: isRightToLeft ? right : left,
                                     bottom: outer.maxY - inner.maxY, trailing: isRightToLeft ? left : right)
    }
}

/// Why a screen cannot be laid out.
public enum ScreenLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A constraint uses `readableContentGuide` where §8.3 does not know the readable width.
    case readableWidthUnknown(location: String)

    public var description: String {
        switch self {
        case .readableWidthUnknown(let location):
            (location.isEmpty ? "" : "\(location): ")
                + "the readable content guide's width at this text size is unknown (uikit-autolayout.md §8.3): "
                + "give it with --readable-width"
        }
    }
}

extension ConstraintOrigin {
    /// Where the script made the constraint; empty for one UIKit made.
    public var location: String {
        if case .user(let location) = self { return location }
        return ""
    }
}
