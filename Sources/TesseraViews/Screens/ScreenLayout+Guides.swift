// A laid-out screen's derived values: each view's safe area and margins from its frame, scroll views' adjusted
// insets and offsets, window frames and visibility.
import TesseraLayout

extension Screen {
    /// Each view's guides from the frames of the last solve, parents before children: its safe area is how far the
    /// root's unsafe edges overlap it where it shows (`windowFrames`: inside a scroll view, where the content is
    /// scrolled to; a view inside a scroll view that adjusts its inset has none: the inset keeps its content clear,
    /// a choice, docs/semantics.md); its margins are its own plus its safe area
    /// (`insetsLayoutMarginsFromSafeArea`), at least the superview's margin less its distance from the superview's
    /// edge (`preservesSuperviewLayoutMargins`); its readable guide is its margins guide narrowed to the screen's
    /// readable width, centred (§8.2, §8.3).
    func derivedGuides(from frames: [Rect], windowFrames: [Rect], metrics: ScreenMetrics, root: GuideInsets,
                       isRightToLeft: Bool) -> GuideInsets {
        var guides = root
        let safe = metrics.safeAreaFrame
        let readableWidth = metrics.readableContentFrame.flatMap { $0.width < metrics.layoutMarginsFrame.width ? $0.width : nil }
        for (index, _) in hierarchy.depthFirst() where index != hierarchy.root {
            let view = hierarchy.views[index], frame = frames[index]
            let insets = isInsideAdjustingScrollView(index)
                ? .zero : Self.overlap(of: safe, on: windowFrames[index], isRightToLeft: isRightToLeft)
            if insets != .zero { guides.safeArea[index] = insets }
            var margins = view.insetsLayoutMarginsFromSafeArea ? view.layoutMargins + insets : view.layoutMargins
            if view.preservesSuperviewLayoutMargins, let superview = view.superview {
                let outer = guides.margins[superview] ?? hierarchy.views[superview].layoutMargins
                let distance = Self.insets(of: frame, in: frames[superview], isRightToLeft: isRightToLeft)
                margins = DirectionalEdgeInsets(top: max(margins.top, outer.top - distance.top),
                                                leading: max(margins.leading, outer.leading - distance.leading),
                                                bottom: max(margins.bottom, outer.bottom - distance.bottom),
                                                trailing: max(margins.trailing, outer.trailing - distance.trailing))
            }
            if margins != view.layoutMargins { guides.margins[index] = margins }
            if let readableWidth {
                let extra = max(0, (frame.width - margins.leading - margins.trailing - readableWidth) / 2)
                if extra > 0 {
                    guides.readable[index] = DirectionalEdgeInsets(top: margins.top, leading: margins.leading + extra,
                                                                   bottom: margins.bottom, trailing: margins.trailing + extra)
                }
            }
        }
        return guides
    }

    /// Whether a scroll view around `view` adjusts its content inset (any behaviour but `.never`).
    private func isInsideAdjustingScrollView(_ view: Int) -> Bool {
        hierarchy.ancestors(of: view).dropFirst().contains { ancestor in
            guard case .scroll(let properties) = hierarchy.views[ancestor].content else { return false }
            return properties.contentInsetAdjustmentBehavior != .never
        }
    }

    /// Each scroll view's content size, adjusted content inset (§9) and offset: `offsets[view]`, else at rest.
    func scrollStates(views: ViewLayout, guides: GuideInsets, offsets: [Int: Point]) -> [Int: ScrollViewState] {
        var states: [Int: ScrollViewState] = [:]
        for (index, view) in hierarchy.views.enumerated() where view.kind.isScrollView {
            guard case .scroll(let properties) = view.content else { continue }
            let content = views.contentSizes[index] ?? Size(width: 0, height: 0)
            let inset = adjustedContentInset(of: index, properties, content: content, frame: views.frames[index],
                                             safeArea: guides.safeArea[index] ?? .zero)
            states[index] = ScrollViewState(contentSize: content, adjustedContentInset: inset,
                                            contentOffset: offsets[index] ?? Point(x: -inset.leading, y: -inset.top))
        }
        return states
    }

    /// `adjustedContentInset`: `contentInset` plus the safe area's edges along the axes the behaviour selects —
    /// `.always` all, `.never` none, `.scrollableAxes` the axes the content overflows (or bounces along, or a
    /// collection view's layout scrolls along), `.automatic` those and the vertical ones always when the scroll
    /// view is the content view of a view controller in a navigation or tab bar controller (§9).
    func adjustedContentInset(of index: Int, _ properties: ScrollViewProperties, content: Size, frame: Rect,
                              safeArea: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        var vertical = content.height > frame.height || properties.alwaysBounceVertical || properties.layoutScrollAxis == .vertical
        var horizontal = content.width > frame.width || properties.alwaysBounceHorizontal
            || properties.layoutScrollAxis == .horizontal
        switch properties.contentInsetAdjustmentBehavior {
        case .never: (vertical, horizontal) = (false, false)
        case .always: (vertical, horizontal) = (true, true)
        case .scrollableAxes: break
        case .automatic:
            let isContentView = index == hierarchy.root || hierarchy.views[index].superview == hierarchy.root
            if isInContainer && isContentView { vertical = true }
        }
        var inset = properties.contentInset
        if vertical {
            inset.top += safeArea.top
            inset.bottom += safeArea.bottom
        }
        if horizontal {
            inset.leading += safeArea.leading
            inset.trailing += safeArea.trailing
        }
        return inset
    }

    /// Each view's frame in the window: its solved frame moved by minus the content offset of every scroll view
    /// around it (the solve places content at offset zero).
    func windowFrames(_ frames: [Rect], scrollViews: [Int: ScrollViewState]) -> [Rect] {
        frames.indices.map { index in
            var frame = frames[index]
            for ancestor in hierarchy.ancestors(of: index).dropFirst() {
                if let offset = scrollViews[ancestor]?.contentOffset { frame = frame.offsetBy(Point(x: -offset.x, y: -offset.y)) }
            }
            return frame
        }
    }

    /// Whether each view shows: neither it nor an ancestor is hidden, and it overlaps the screen and every scroll
    /// view around it (a scroll view clips its content).
    func visibility(_ windowFrames: [Rect], metrics: ScreenMetrics) -> [Bool] {
        hierarchy.views.indices.map { index in
            let chain = hierarchy.ancestors(of: index)
            guard !chain.contains(where: { hierarchy.views[$0].isHidden }) else { return false }
            let frame = windowFrames[index]
            guard Self.overlaps(frame, metrics.bounds) else { return false }
            return chain.dropFirst().allSatisfy { !hierarchy.views[$0].kind.isScrollView || Self.overlaps(frame, windowFrames[$0]) }
        }
    }

    /// Whether `frame` shows inside `clip`: they overlap, or a zero-size frame lies within it.
    static func overlaps(_ frame: Rect, _ clip: Rect) -> Bool {
        let x = frame.width == 0 ? frame.minX >= clip.minX && frame.minX <= clip.maxX : frame.minX < clip.maxX && frame.maxX > clip.minX
        let y = frame.height == 0 ? frame.minY >= clip.minY && frame.minY <= clip.maxY : frame.minY < clip.maxY && frame.maxY > clip.minY
        return x && y
    }
}

extension DirectionalEdgeInsets {
    /// Edge by edge sum.
    static func + (a: DirectionalEdgeInsets, b: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: a.top + b.top, leading: a.leading + b.leading, bottom: a.bottom + b.bottom,
                              trailing: a.trailing + b.trailing)
    }
}

extension Screen {
    /// A view's safe area insets: how far the area outside `safe` reaches into `frame` from each edge, at most the
    /// frame's size.
    static func overlap(of safe: Rect, on frame: Rect, isRightToLeft: Bool) -> DirectionalEdgeInsets {
        func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), limit) }
        let left = clamp(safe.minX - frame.minX, frame.width), right = clamp(frame.maxX - safe.maxX, frame.width)
        return DirectionalEdgeInsets(top: clamp(safe.minY - frame.minY, frame.height),
                                     leading: isRightToLeft ? right : left,
                                     bottom: clamp(frame.maxY - safe.maxY, frame.height),
                                     trailing: isRightToLeft ? left : right)
    }
}
