// The constraints a UIStackView installs for its distribution and alignment (uikit-autolayout.md §7).
import TesseraConstraints
import TesseraLayout

/// The attributes of a stack's axis and of its cross axis.
private struct StackAxes {
    var start, end, size, center: LayoutAttribute
    var crossStart, crossEnd, crossSize, crossCenter: LayoutAttribute

    init(_ axis: Axis) {
        if axis == .horizontal {
            (start, end, size, center) = (.leading, .trailing, .width, .centerX)
            (crossStart, crossEnd, crossSize, crossCenter) = (.top, .bottom, .height, .centerY)
        } else {
            (start, end, size, center) = (.top, .bottom, .height, .centerY)
            (crossStart, crossEnd, crossSize, crossCenter) = (.leading, .trailing, .width, .centerX)
        }
    }
}

extension AutoLayoutSystem {
    /// Every stack view's constraints, stack by stack in tree order.
    mutating func installStackViews() throws {
        for (index, view) in hierarchy.views.enumerated() {
            guard case .stack(let stack) = view.content, !stack.arrangedSubviews.isEmpty else { continue }
            try installDistribution(of: stack, in: index)
            try installAlignment(of: stack, in: index)
        }
    }

    private mutating func add(_ first: ConstraintAnchor, _ relation: Relation = .equal, _ second: ConstraintAnchor? = nil,
                              multiplier: Double = 1, constant: Double = 0, priority: Priority = .required,
                              _ identifier: String) throws {
        try install(LayoutConstraint(first, relation, second, multiplier: multiplier, constant: constant,
                                     priority: priority, identifier: identifier, origin: .stackView))
    }

    /// The edges views attach to: the stack's own, or its margins guide's with `isLayoutMarginsRelativeArrangement`.
    private func canvas(_ index: Int, _ stack: StackViewProperties) -> AnchorItem {
        stack.isLayoutMarginsRelativeArrangement ? .guide(index, .layoutMargins) : .view(index)
    }

    /// Along the axis: the first and last views to the canvas (`UISV-canvas-connection`), neighbours `spacing`
    /// apart (`UISV-spacing`; at least that for the equal-spacing distributions; 0 after a hidden view, and before
    /// a hidden last one), hidden views 0 long (`UISV-hiding`), and each distribution's own constraints.
    private mutating func installDistribution(of stack: StackViewProperties, in index: Int) throws {
        let axes = StackAxes(stack.axis), views = stack.arrangedSubviews, canvas = canvas(index, stack)
        let hidden = views.map { hierarchy.views[$0].isHidden }
        try add(ConstraintAnchor(canvas, axes.start), .equal, ConstraintAnchor(view: views[0], axes.start), "UISV-canvas-connection")
        try add(ConstraintAnchor(canvas, axes.end), .equal, ConstraintAnchor(view: views.last!, axes.end), "UISV-canvas-connection")
        let isEqualSpacing = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        let lastVisible = hidden.lastIndex(of: false)
        for position in views.indices.dropLast() {
            let (view, next) = (views[position], views[position + 1])
            let zero = hidden[position] || (hidden[position + 1] && (lastVisible ?? -1) < position + 1)
            let spacing = zero ? 0 : (stack.customSpacing[view] ?? stack.spacing)
            if stack.isBaselineRelativeArrangement, stack.axis == .vertical {
                try add(ConstraintAnchor(view: next, .firstBaseline), isEqualSpacing ? .greaterThanOrEqual : .equal,
                        ConstraintAnchor(view: view, .lastBaseline), constant: spacing, "UISV-spacing")
            } else {
                try add(ConstraintAnchor(view: next, axes.start), isEqualSpacing ? .greaterThanOrEqual : .equal,
                        ConstraintAnchor(view: view, axes.end), constant: spacing, "UISV-spacing")
            }
        }
        for (position, view) in views.enumerated() where hidden[position] {
            try add(ConstraintAnchor(view: view, axes.size), constant: 0, "UISV-hiding")
        }
        let visible = views.enumerated().filter { !hidden[$0.offset] }.map(\.element)
        try installSharing(stack.distribution, visible: visible, stack: stack, in: index, axes: axes)
    }

    /// `fillEqually`: equal lengths; `fillProportionally`: lengths in proportion to the intrinsic ones (priorities
    /// 999, 998 …; views with no intrinsic length are left to the other constraints, inferred); `equalSpacing`:
    /// equal gaps; `equalCentering`: equal distances between centres at 149.
    private mutating func installSharing(_ distribution: StackViewProperties.Distribution, visible: [Int],
                                         stack: StackViewProperties, in index: Int, axes: StackAxes) throws {
        guard visible.count > 1 else { return }
        switch distribution {
        case .fill:
            return
        case .fillEqually:
            for view in visible.dropFirst() {
                try add(ConstraintAnchor(view: view, axes.size), .equal, ConstraintAnchor(view: visible[0], axes.size), "UISV-fill-equally")
            }
        case .fillProportionally:
            let lengths = visible.map { stack.axis == .horizontal ? metrics[$0].intrinsicWidth : metrics[$0].intrinsicHeight }
            let total = lengths.reduce(0) { $0 + ($1 ?? 0) }
                + visible.dropLast().reduce(0) { $0 + (stack.customSpacing[$1] ?? stack.spacing) }
            guard total > 0 else { return }
            for (position, view) in visible.enumerated() {
                guard let length = lengths[position], length > 0 else { continue }
                try add(ConstraintAnchor(view: view, axes.size), .equal, ConstraintAnchor(view: index, axes.size),
                        multiplier: length / total, priority: Priority(Float(999 - position)), "UISV-fill-proportionally")
            }
        case .equalSpacing, .equalCentering:
            let (leading, trailing) = distribution == .equalSpacing ? (axes.end, axes.start) : (axes.center, axes.center)
            let gaps = visible.indices.dropLast().map { position in
                expression(of: ConstraintAnchor(view: visible[position + 1], trailing))
                    - expression(of: ConstraintAnchor(view: visible[position], leading))
            }
            let priority: Priority = distribution == .equalSpacing ? .required : 149
            for position in gaps.indices.dropFirst() {
                let equal = LayoutConstraint(ConstraintAnchor(view: visible[position], leading), priority: priority,
                                             identifier: "UISV-fill-equally", origin: .stackView)
                try install(equal, as: (gaps[position] == gaps[0]).withPriority(priority))
            }
        }
    }

    /// Across the axis, by alignment (uikit-autolayout.md §7): `fill` pins every view to both canvas edges; the
    /// others align the views (`UISV-alignment`) and size the canvas to a spanner around them, with the
    /// spanner's fit at 51 and each view's length pulled to 0 at 25 (`UISV-ambiguity-suppression`).
    private mutating func installAlignment(of stack: StackViewProperties, in index: Int) throws {
        let axes = StackAxes(stack.axis), views = stack.arrangedSubviews, canvas = canvas(index, stack)
        let first = views[0]
        let alignment = Self.effectiveAlignment(stack)
        let aligned: LayoutAttribute = switch alignment {
        case .fill, .leading, .top: axes.crossStart
        case .center: axes.crossCenter
        case .trailing, .bottom: axes.crossEnd
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        }
        for view in views.dropFirst() {
            try add(ConstraintAnchor(view: first, aligned), .equal, ConstraintAnchor(view: view, aligned), "UISV-alignment")
            if alignment == .fill {
                try add(ConstraintAnchor(view: first, axes.crossEnd), .equal, ConstraintAnchor(view: view, axes.crossEnd), "UISV-alignment")
            }
        }
        if alignment == .fill {
            try add(ConstraintAnchor(canvas, axes.crossStart), .equal, ConstraintAnchor(view: first, axes.crossStart), "UISV-canvas-connection")
            try add(ConstraintAnchor(view: first, axes.crossEnd), .equal, ConstraintAnchor(canvas, axes.crossEnd), "UISV-canvas-connection")
            return
        }
        try installSpanner(alignment, stack: stack, in: index, axes: axes, canvas: canvas, aligned: aligned)
    }

    /// The spanner, the canvas around it and the ambiguity suppression of a non-`fill` alignment.
    private mutating func installSpanner(_ alignment: StackViewProperties.Alignment, stack: StackViewProperties,
                                         in index: Int, axes: StackAxes, canvas: AnchorItem,
                                         aligned: LayoutAttribute) throws {
        let views = stack.arrangedSubviews, first = views[0]
        spanners[index] = (makeVariable("spanner\(index).start"), makeVariable("spanner\(index).end"))
        let spanner = AnchorItem.stackSpanner(index)
        let startHugs = alignment == .leading || alignment == .top
        let endHugs = alignment == .trailing || alignment == .bottom
        for view in views {
            try add(ConstraintAnchor(spanner, axes.crossStart), startHugs ? .equal : .lessThanOrEqual,
                    ConstraintAnchor(view: view, axes.crossStart), priority: startHugs ? 999.5 : .required, "UISV-spanning-boundary")
            try add(ConstraintAnchor(spanner, axes.crossEnd), endHugs ? .equal : .greaterThanOrEqual,
                    ConstraintAnchor(view: view, axes.crossEnd), priority: endHugs ? 999.5 : .required, "UISV-spanning-boundary")
        }
        try add(ConstraintAnchor(spanner, axes.crossSize), constant: 0, priority: 51, "UISV-spanning-fit")
        switch alignment {
        case .leading, .top:
            try add(ConstraintAnchor(canvas, axes.crossStart), .equal, ConstraintAnchor(view: first, axes.crossStart), "UISV-canvas-connection")
            try add(ConstraintAnchor(spanner, axes.crossEnd), .equal, ConstraintAnchor(canvas, axes.crossEnd), "UISV-canvas-connection")
        case .trailing, .bottom:
            try add(ConstraintAnchor(canvas, axes.crossStart), .equal, ConstraintAnchor(spanner, axes.crossStart), "UISV-canvas-connection")
            try add(ConstraintAnchor(view: first, axes.crossEnd), .equal, ConstraintAnchor(canvas, axes.crossEnd), "UISV-canvas-connection")
        default:
            try add(ConstraintAnchor(canvas, axes.crossStart), .equal, ConstraintAnchor(spanner, axes.crossStart), "UISV-canvas-connection")
            try add(ConstraintAnchor(spanner, axes.crossEnd), .equal, ConstraintAnchor(canvas, axes.crossEnd), "UISV-canvas-connection")
            if alignment == .center {
                try add(ConstraintAnchor(canvas, axes.crossCenter), .equal, ConstraintAnchor(view: first, axes.crossCenter), "UISV-canvas-connection")
            } else {
                try add(ConstraintAnchor(view: index, axes.crossSize), constant: 0, priority: 49, "UISV-canvas-fit")
            }
        }
        for view in views {
            try add(ConstraintAnchor(view: view, axes.crossSize), constant: 0, priority: 25, "UISV-ambiguity-suppression")
        }
    }

    /// The alignment as it applies: baseline alignments are for horizontal stacks; a vertical one takes them as
    /// leading (first) and trailing (last), as FDStackView does (UIKit's behaviour is unknown; inferred).
    static func effectiveAlignment(_ stack: StackViewProperties) -> StackViewProperties.Alignment {
        guard stack.axis == .vertical else { return stack.alignment }
        switch stack.alignment {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return stack.alignment
        }
    }
}
