// Laying a view tree out: systemLayoutSizeFitting for self-sizing cells, and every view's frame at a size.
#if canImport(Glibc)
import Glibc
#endif
import TesseraConstraints
import TesseraLayout
import TesseraText

/// What laying out a tree needs besides the tree: text measurement, the display scale and the layout direction.
public struct ViewLayoutContext: Sendable {
    public var measurer: any TextMeasuring
    public var scale: Double
    public var layoutDirection: LayoutDirection
    /// The solver's bound on pivots per constraint added (`Solver.pivotLimit`).
    public var pivotLimit = 10_000
    /// Where the tree's system guides lie (a screen's safe area, margins, keyboard); none for a cell.
    public var guides = GuideInsets.none

    public init(measurer: any TextMeasuring, scale: Double, layoutDirection: LayoutDirection = .leftToRight) {
        self.measurer = measurer
        self.scale = scale
        self.layoutDirection = layoutDirection
    }
}

/// The result of `systemLayoutSizeFitting`: the size and what Auto Layout had to say.
public struct ViewFitting: Hashable, Sendable {
    public var size: Size
    public var conflicts: [UnsatisfiableConstraints]
}

/// Every view's frame with the root at a size, and what Auto Layout had to say.
public struct ViewLayout: Hashable, Sendable {
    /// Each view's frame in the root's coordinates, edges rounded to the pixel grid.
    public var frames: [Rect]
    /// Each view's content metrics (a label's text layout …), as laid out.
    public var metrics: [ViewMetrics]
    public var conflicts: [UnsatisfiableConstraints]
    /// Views whose frame the constraints leave free to move (`hasAmbiguousLayout`).
    public var ambiguities: [AmbiguousLayout]
    /// Each scroll view's content size (its `contentLayoutGuide`'s), by view index, rounded to the pixel grid.
    public var contentSizes: [Int: Size] = [:]
    /// Each added guide's frame in the root's coordinates (`ViewHierarchy.layoutGuides`), rounded to the pixel grid.
    public var layoutGuideFrames: [Rect] = []
}

/// A view the constraints do not place or size uniquely on an axis, and the range of values it could take.
public struct AmbiguousLayout: Hashable, Sendable {
    public var view: Int
    public var axis: Axis
    /// Which of the view's values along the axis is free: its position (`minX`/`minY`) or its length.
    public var isSize: Bool
    public var range: ClosedRange<Double>
}

extension ViewHierarchy {
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` of the root view: the root
    /// is held at `target` on each axis at the axis's priority (`.required` fixes it; `fittingSizeLevel` lets the
    /// content decide), the system solved, and the root's size read, rounded up to a pixel on each axis that is not
    /// required (uikit-autolayout.md §4). A self-sizing cell estimated in height fits with its width required and its
    /// height at `fittingSizeLevel`.
    ///
    /// Labels of several lines whose `preferredMaxLayoutWidth` is 0 wrap at the width layout gives them: the tree
    /// is solved with their natural widths, then again with each wrapped at its solved width, until those widths
    /// stop changing (at most four times).
    public func systemLayoutSizeFitting(_ target: Size, horizontalFittingPriority: Priority = .fittingSizeLevel,
                                        verticalFittingPriority: Priority = .fittingSizeLevel,
                                        context: ViewLayoutContext) throws -> ViewFitting {
        let system = try solve(width: target.width, widthPriority: horizontalFittingPriority,
                               height: target.height, heightPriority: verticalFittingPriority, context: context).settled
        let frame = system.frame(of: root)
        let width = horizontalFittingPriority.isRequired ? target.width : TextLayout.ceilToPixel(frame.width, scale: context.scale)
        let height = verticalFittingPriority.isRequired ? target.height : TextLayout.ceilToPixel(frame.height, scale: context.scale)
        return ViewFitting(size: Size(width: width, height: height), conflicts: system.conflicts)
    }

    /// Every view's frame with the root at `size` (required), edges rounded to the nearest pixel; with
    /// `checksAmbiguity`, the views whose frames the constraints leave free (read before free sizes settle, so a
    /// free size is reported with the whole range it could take).
    ///
    /// A width or height the constraints leave free never comes out negative: it settles at 0, as UIKit lays
    /// such a view out (`AutoLayoutSystem.settleNegativeFreeSizes`, E24).
    public func layout(in size: Size, context: ViewLayoutContext, checksAmbiguity: Bool = true) throws -> ViewLayout {
        let solved = try solve(width: size.width, widthPriority: .required, height: size.height, heightPriority: .required,
                               context: context)
        return viewLayout(of: solved.settled, scale: context.scale,
                          ambiguities: checksAmbiguity ? ambiguities(in: solved.unsettled) : [])
    }

    /// The layout a solved system of this tree gives: its frames rounded to pixels, its metrics and conflicts.
    func viewLayout(of system: AutoLayoutSystem, scale: Double, ambiguities: [AmbiguousLayout]) -> ViewLayout {
        let grid = PixelGrid(scale: scale)
        func rounded(_ frame: Rect) -> Rect {
            let minX = grid.round(frame.minX), minY = grid.round(frame.minY)
            return Rect(x: minX, y: minY, width: grid.round(frame.maxX) - minX, height: grid.round(frame.maxY) - minY)
        }
        let frames = views.indices.map { rounded(system.frame(of: $0)) }
        var layout = ViewLayout(frames: frames, metrics: system.metrics, conflicts: system.conflicts,
                                ambiguities: ambiguities)
        for index in system.contentSizes.keys {
            guard let size = system.contentSize(of: index) else { continue }
            layout.contentSizes[index] = Size(width: grid.round(size.width), height: grid.round(size.height))
        }
        layout.layoutGuideFrames = layoutGuides.indices.map { rounded(system.layoutGuideFrame($0)) }
        return layout
    }

    /// Solves the tree with the root held at the given size and priorities, wrapping multi-line labels at their
    /// solved widths until those settle. Each pass settles negative free sizes at 0 before labels are wrapped
    /// (`settleNegativeFreeSizes`, E24), so a label hanging on such a view wraps at the width it is laid out at;
    /// `unsettled` is the last pass before settling, where ambiguity is read.
    /// With `recording`, the systems keep every constraint given (`AutoLayoutSystem.given`) for a `LayoutReport`.
    /// `naturals`: the views' natural metrics (`naturalMetrics(context:)`) when worked out already.
    func solve(width: Double, widthPriority: Priority, height: Double, heightPriority: Priority,
               context: ViewLayoutContext, recording: Bool = false,
               naturals: [ViewMetrics]? = nil) throws -> (settled: AutoLayoutSystem, unsettled: AutoLayoutSystem) {
        let measure = IntrinsicContentSize(measurer: context.measurer, scale: context.scale)
        var wraps: [Double?] = []
        var metrics = try naturals.flatMap { $0.count == views.count ? $0 : nil } ?? naturalMetrics(context: context)
        var system: AutoLayoutSystem
        var unsettled: AutoLayoutSystem
        var pass = 0
        repeat {
            system = AutoLayoutSystem(hierarchy: self, metrics: metrics, layoutDirection: context.layoutDirection,
                                      guides: context.guides)
            system.solver.pivotLimit = context.pivotLimit
            if recording { system.given = [] }
            try system.installRoot(width: width, widthPriority: widthPriority, height: height, heightPriority: heightPriority)
            try system.installAutoresizingMasks()
            try system.installContentSizes()
            try system.installStackViews()
            for constraint in constraints { system.constraintIDs.append(try system.install(constraint)) }
            unsettled = system
            try system.settleNegativeFreeSizes()
            pass += 1
            guard pass < 4, try rewrapLabels(solvedIn: system, metrics: &metrics, wraps: &wraps, measure: measure) else { break }
        } while true
        return (system, unsettled)
    }

    /// Every view's natural metrics: its intrinsic size and baselines before any label is wrapped at its solved width
    /// (one line per paragraph, or its `preferredMaxLayoutWidth`), what a fit starts from. Working them out with
    /// another measurer (over the same fonts) gives the same metrics: a fit on another thread can be given them.
    /// - Complexity: one text measurement per view showing text.
    public func naturalMetrics(context: ViewLayoutContext) throws -> [ViewMetrics] {
        let measure = IntrinsicContentSize(measurer: context.measurer, scale: context.scale)
        return try views.map { view in
            try measure.metrics(of: view.content, override: view.intrinsicSizeOverride, wrappedTo: nil)
        }
    }

    /// The natural metrics from `old`, those of a tree of the same views (`previous`, as configured then, with the
    /// same context): a view that certainly measures as its `previous` one did keeps its metrics, the others are
    /// worked out again. Every view's when the counts differ.
    ///
    /// - Complexity: one comparison per view, one text measurement per changed view showing text.
    public func naturalMetrics(updating old: consuming [ViewMetrics], of previous: [View],
                               context: ViewLayoutContext) throws -> [ViewMetrics] {
        guard old.count == views.count, previous.count == views.count else { return try naturalMetrics(context: context) }
        let measure = IntrinsicContentSize(measurer: context.measurer, scale: context.scale)
        // Taken, not copied: a caller that gives up its array has its changed views measured again in place.
        var metrics = consume old
        // Through pointers, so that no view is copied to be compared or measured (the optimizer copied both views of
        // each comparison when given array elements).
        try views.withUnsafeBufferPointer { views in
            try previous.withUnsafeBufferPointer { previous in
                for index in views.indices where !View.haveSameNaturalMetrics(views.baseAddress! + index,
                                                                              previous.baseAddress! + index) {
                    metrics[index] = try measure.metrics(of: views[index].content,
                                                         override: views[index].intrinsicSizeOverride, wrappedTo: nil)
                }
            }
        }
        return metrics
    }

    /// Wraps each multi-line label whose `preferredMaxLayoutWidth` is automatic (and each text view that does not
    /// scroll) at the width `system` solved for it, when that differs from the width it was measured at (`wraps`, by
    /// view, empty until one is; else its natural width); whether any label's metrics changed (another pass is then
    /// needed).
    func rewrapLabels(solvedIn system: AutoLayoutSystem, metrics: inout [ViewMetrics], wraps: inout [Double?],
                      measure: IntrinsicContentSize) throws -> Bool {
        var changed = false
        // Through a buffer, so that no view is copied to be asked or measured.
        try views.withUnsafeBufferPointer { views in
            for index in views.indices where views[index].content.wrapsAtLayoutWidth {
                let solved = system.frame(of: index).width
                let wrapped = wraps.isEmpty ? nil : wraps[index]
                guard abs(solved - (wrapped ?? metrics[index].intrinsicWidth ?? 0)) > 1e-6 else { continue }
                let rewrapped = try measure.metrics(of: views[index].content,
                                                    override: views[index].intrinsicSizeOverride, wrappedTo: solved)
                if wraps.isEmpty { wraps = Array(repeating: nil, count: views.count) }
                wraps[index] = solved
                if rewrapped != metrics[index] {
                    metrics[index] = rewrapped
                    changed = true
                }
            }
        }
        return changed
    }

    /// The narrowest range of values reported as ambiguous, in points.
    static let visibleAmbiguity = 0.01

    /// The views whose position or size the solved system leaves free (by more than `visibleAmbiguity`), per axis.
    func ambiguities(in system: AutoLayoutSystem) -> [AmbiguousLayout] {
        var found: [AmbiguousLayout] = []
        for index in views.indices {
            let frame = system.frames[index]
            let values: [(Axis, Bool, Variable)] = [(.horizontal, false, frame.x), (.horizontal, true, frame.width),
                                                    (.vertical, false, frame.y), (.vertical, true, frame.height)]
            for (axis, isSize, variable) in values where system.solver.isAmbiguous(variable) {
                // A range narrower than a hundredth of a point moves nothing a screen shows (a size given to a
                // thousandth of a point leaves such slack between tied optional constraints).
                let range = system.solver.valueRange(of: variable)
                guard range.upperBound - range.lowerBound > Self.visibleAmbiguity else { continue }
                found.append(AmbiguousLayout(view: index, axis: axis, isSize: isSize, range: range))
            }
        }
        return found
    }
}

extension View {
    /// Whether the contents of views `a` and `b` are the same bits: then they are the same content (the same case,
    /// the same box for a boxed payload, the same values), read in place. false says nothing: equal contents may
    /// differ in bytes no case uses, or be two boxes of equal values.
    static func haveSameContentBits(_ a: UnsafePointer<View>, _ b: UnsafePointer<View>) -> Bool {
        guard let offset = MemoryLayout<View>.offset(of: \View.content) else { return false }
        return memcmp(UnsafeRawPointer(a) + offset, UnsafeRawPointer(b) + offset, MemoryLayout<ViewContent>.size) == 0
    }

    /// Whether view `a` certainly has view `b`'s natural metrics: the same size override and content (the same bits,
    /// or equal), a label's text the same bytes (`==` on strings takes canonically equivalent texts, which measure
    /// differently, as equal), and so a button's title; a text field's and a text view's metrics are worked out again
    /// unless their content is the same bits, and a segmented control's. The views are read where they are.
    static func haveSameNaturalMetrics(_ a: UnsafePointer<View>, _ b: UnsafePointer<View>) -> Bool {
        guard a.pointee.intrinsicSizeOverride == b.pointee.intrinsicSizeOverride else { return false }
        // A view the configure left alone holds the same content: the same bits, its payload's box among them.
        if View.haveSameContentBits(a, b) { return true }
        // A configured label's new text, told before either label is copied out of its box to be compared whole.
        if let x = a.pointee.content.labelText, let y = b.pointee.content.labelText, !x.hasSameUTF8(as: y) {
            return false
        }
        // One switch, a button's title's bytes first: each comparison of whole contents copies both.
        switch a.pointee.content {
        case .label(let x, let width):
            // Their texts are the same bytes (told above): `==` then compares the rest.
            guard case .label(let y, width) = b.pointee.content else { return false }
            return x == y
        case .button(let x):
            guard case .button(let y) = b.pointee.content else { return false }
            return x.title.hasSameUTF8(as: y.title) && x == y
        case .textField, .textView, .segmentedControl: return false
        default: return a.pointee.content == b.pointee.content
        }
    }
}
