// UIStackView sizing for cell templates: vertical columns and horizontal rows, with margins and spacing.
import TesseraLayout

extension CellSizer {
    /// A `UIStackView`'s size (margins-relative arrangement).
    ///
    /// - No arranged subviews: 0 × 0 on fitting sides (an empty stack view has no constraints, margins
    ///   included).
    /// - Width: a fixed width is kept; a fitting width is the natural width (`naturalWidth`), capped at the limit.
    /// - Height: a fixed height is kept (it only changes the layout, not the sizes); a fitting height is, for
    ///   a vertical stack, the subviews' heights at their widths (`columnSizes`) plus the gaps, or n times the
    ///   tallest for `fillEqually`; for a horizontal stack the tallest subview at its width (`rowSizes`); plus
    ///   the top and bottom margins.
    /// - Hidden arranged subviews take no length along the axis and no spacing, and share none of it; across the
    ///   axis they keep their alignment, so they count as shown ones do there: a hidden view's width in a vertical
    ///   stack, its height at a width of 0 in a horizontal one (UIKit keeps their alignment constraints, §7).
    func stackSize(_ stack: CellStack, width: SideProposal, height: SideProposal) throws -> Size {
        if stack.arrangedSubviews.isEmpty {
            return Size(width: width.fixedLength ?? 0, height: height.fixedLength ?? 0)
        }
        let margins = stack.layoutMargins
        let shown = stack.shown
        // A fitting horizontal stack's natural widths give both its width and its subviews' shares: measured once.
        let slots = stack.axis == .horizontal && width.fixedLength == nil ? try rowSlots(of: shown) : nil
        let outerWidth = try width.fixedLength
            ?? min(naturalWidth(of: stack, limit: width.limit, slots: slots), width.limit)
        if let fixedHeight = height.fixedLength { return Size(width: outerWidth, height: fixedHeight) }
        let innerWidth = max(0, outerWidth - margins.sum(.horizontal))
        let innerHeight: Double
        switch stack.axis {
        case .vertical:
            let heights = try columnSizes(of: shown, innerWidth: innerWidth).map(\.height)
            innerHeight = StackDistribution.naturalLength(of: heights, spacing: stack.spacing,
                                                          distribution: stack.distribution)
        case .horizontal:
            let heights = try rowSizes(of: shown, innerWidth: innerWidth, slots: slots).sizes.map(\.height)
            innerHeight = max(heights.max() ?? 0, try hiddenHeights(of: stack).max() ?? 0)
        }
        return Size(width: outerWidth, height: innerHeight + margins.sum(.vertical))
    }

    /// The heights of a horizontal stack's hidden arranged subviews (`hiddenHeight`).
    func hiddenHeights(of stack: CellStack) throws -> [Double] {
        try stack.arrangedSubviews.filter(\.isHidden).map(hiddenHeight)
    }

    /// A hidden arranged view's height in a horizontal stack: at a width of 0 (`UISV-hiding`), as tall as that
    /// makes it (a wrapping label one character a line).
    func hiddenHeight(of view: CellTemplate) throws -> Double {
        try size(of: view, width: .fixed(0), height: .free, along: .horizontal).height
    }

    /// The width a stack wants, margins included: for a vertical stack the widest subview's fitting width
    /// (within the limit less the margins); for a horizontal one the subviews' natural widths plus the gaps
    /// (n times the widest for `fillEqually`). When that is wider than the limit, the subviews are shared at the
    /// limit and those compressed are measured again at their share (`refit`: a wrapping label narrows to its
    /// widest line), so a row of wrapping text in a `leading` / `center` / `trailing` stack is as wide as its
    /// lines, as UIKit's second layout pass makes it. The caller caps it at the limit; a horizontal stack then
    /// compresses its labels to fit (`StackDistribution`). `slots` are the horizontal stack's `rowSlots`, if known.
    func naturalWidth(of stack: CellStack, limit: Double, slots: [StackSlot]? = nil) throws -> Double {
        let margins = stack.layoutMargins.sum(.horizontal)
        // Hidden subviews are as wide as shown ones across a vertical stack, and take no width along a horizontal one.
        let stack = stack.axis == .vertical ? stack : stack.shown
        switch stack.axis {
        case .vertical:
            let innerLimit = max(0, limit - margins)
            let widths = try stack.arrangedSubviews.map {
                try size(of: $0, width: .fitting(limit: innerLimit), height: .free, along: .vertical).width
            }
            return (widths.max() ?? 0) + margins
        case .horizontal:
            let slots = try slots ?? rowSlots(of: stack)
            let natural = StackDistribution.naturalLength(of: slots.map(\.natural), spacing: stack.spacing,
                                                          distribution: stack.distribution) + margins
            guard natural > limit, limit.isFinite else { return natural }
            // Too wide: the subviews are compressed to the limit, and those that wrap narrow to their lines.
            let shares = shares(of: stack, slots: slots, innerWidth: max(0, limit - margins))
            let refitted = try refit(stack, slots: slots, lengths: shares.lengths)
            return min(natural, StackDistribution.naturalLength(of: refitted.map(\.natural), spacing: stack.spacing,
                                                                distribution: stack.distribution) + margins)
        }
    }

    /// The size of every subview of a vertical stack whose inner width is `innerWidth`, before the height is
    /// shared: the width is the inner width for `fill` alignment, otherwise the subview's fitting width
    /// capped at the inner width; the height is the subview's fitting height at that width (a label wraps to
    /// it, an aspect image is width ÷ ratio tall, a spacer `minLength`).
    func columnSizes(of stack: CellStack, innerWidth: Double) throws -> [Size] {
        try stack.arrangedSubviews.map { view in
            let width = try columnWidth(of: view, alignment: stack.alignment, innerWidth: innerWidth)
            return Size(width: width, height: try size(of: view, width: .fixed(width), height: .free,
                                                       along: .vertical).height)
        }
    }

    /// A vertical stack's subview's width: the inner width for `fill` alignment, otherwise the subview's fitting width
    /// capped at the inner width.
    func columnWidth(of view: CellTemplate, alignment: CellStack.Alignment, innerWidth: Double) throws -> Double {
        alignment == .fill ? innerWidth
            : min(innerWidth, try size(of: view, width: .fitting(limit: innerWidth), height: .free, along: .vertical).width)
    }

    /// The widths of a horizontal stack's subviews (shared by `StackDistribution` from their natural widths,
    /// or equally for `fillEqually`) and each subview's fitting height at its width. `known` are the stack's
    /// `rowSlots`, if already measured.
    ///
    /// A label or stack compressed below its natural width is measured again at the width it gets (`refit`): a
    /// wrapping label then narrows to its widest line, as UILabel's second layout pass gives it that intrinsic
    /// width, and the row is shared again with that natural width (the room it leaves goes to the spacers, the
    /// gaps of `equalSpacing`, or back to it).
    func rowSizes(of stack: CellStack, innerWidth: Double,
                  slots known: [StackSlot]? = nil) throws -> (shares: StackDistribution, sizes: [Size]) {
        // fillEqually shares without natural widths: none are measured.
        var slots = stack.distribution == .fillEqually ? [] : try known ?? rowSlots(of: stack)
        var shares = shares(of: stack, slots: slots, innerWidth: innerWidth)
        if stack.distribution != .fillEqually {
            let refitted = try refit(stack, slots: slots, lengths: shares.lengths)
            if refitted.map(\.natural) != slots.map(\.natural) {
                slots = refitted
                shares = self.shares(of: stack, slots: slots, innerWidth: innerWidth)
            }
        }
        let sizes = try zip(stack.arrangedSubviews, shares.lengths).map { view, width in
            Size(width: width, height: try size(of: view, width: .fixed(width), height: .free,
                                                along: .horizontal).height)
        }
        return (shares, sizes)
    }

    /// A horizontal stack's subviews' widths when its inner width is `innerWidth` (equal for `fillEqually`,
    /// which does not read `slots`).
    private func shares(of stack: CellStack, slots: [StackSlot], innerWidth: Double) -> StackDistribution {
        let count = Double(stack.arrangedSubviews.count)
        let shared = stack.distribution == .fillEqually
            ? stack.arrangedSubviews.map { _ in StackSlot(natural: 0, role: .content) } : slots
        return StackDistribution(slots: shared, available: innerWidth - stack.spacing * max(0, count - 1),
                                 spacing: stack.spacing, distribution: stack.distribution)
    }

    /// `slots` with the natural width of each label or stack that `lengths` compress replaced by its fitting
    /// width within its length, when that is narrower (a wrapping label's widest line at that width).
    private func refit(_ stack: CellStack, slots: [StackSlot], lengths: [Double]) throws -> [StackSlot] {
        var refitted = slots
        for (index, view) in stack.arrangedSubviews.enumerated()
        where slots[index].role == .content && lengths[index] < slots[index].natural {
            let width = try size(of: view, width: .fitting(limit: max(0, lengths[index])), height: .free,
                                 along: .horizontal).width
            refitted[index].natural = min(slots[index].natural, width)
        }
        return refitted
    }

    /// A horizontal stack's subviews with their natural widths: a label's unconstrained width (one line per
    /// paragraph: `size(withAttributes:)` rounded up to a pixel), a stack's natural width, a box's or image's
    /// width (0 without one), a spacer's `minLength`.
    func rowSlots(of stack: CellStack) throws -> [StackSlot] {
        try stack.arrangedSubviews.map { view in
            StackSlot(natural: try size(of: view, width: .free, height: .free, along: .horizontal).width,
                      role: view.role(along: .horizontal))
        }
    }
}

extension CellTemplate {
    /// How this view shares its stack's length along `axis` (see `StackSlot.Role`).
    func role(along axis: Axis) -> StackSlot.Role {
        switch self {
        case .label, .stack: return .content
        case .spacer: return .spacer
        case .box(let box): return (axis == .horizontal ? box.width : box.height) == nil ? .flexible : .rigid
        case .image(let image):
            if case .aspectRatio(_, nil) = image.sizing, axis == .horizontal { return .flexible }
            return .rigid
        case .hidden(let view): return view.role(along: axis)
        }
    }
}
