// One Cassowary system for a view tree: four variables per view, anchors as expressions, constraints installed
// with UIKit's conflict recovery.
import TesseraConstraints
import TesseraLayout

/// The constraint system of one solve of a `ViewHierarchy`.
///
/// Each view has four variables, its frame in the root's coordinates: `x`, `y`, `width`, `height`. An anchor is a
/// linear expression of them (`trailing` is `x + width` left to right, `−x` right to left, where leading and
/// trailing positions grow leftwards; a baseline is
/// `y + height/2 +` the text's offset, since a label centres its text); a layout guide's anchors are its view's
/// inset by the guide's insets. Constraints go in with `install`: one that contradicts the required constraints
/// already in is broken (left out) and the conflict recorded, as UIKit recovers ("Will attempt to recover by
/// breaking constraint").
struct AutoLayoutSystem {
    /// A view's frame variables.
    struct Frame {
        var x, y, width, height: Variable
    }

    /// The tree and its views' metrics (a refit replaces them with a tree of the same structure: `Refitting`).
    var hierarchy: ViewHierarchy
    var metrics: [ViewMetrics]
    let isRightToLeft: Bool
    var solver = Solver()
    var frames: [Frame] = []
    /// Each stack view's alignment spanner: its start and end across the stack's axis.
    var spanners: [Int: (start: Variable, end: Variable)] = [:]
    /// Where the system guides lie (a screen's; none for a cell).
    let guides: GuideInsets
    /// Each guide the script added: its frame variables, in the root's coordinates.
    var layoutGuideFrames: [Frame] = []
    /// Each scroll view's content size variables (its `contentLayoutGuide`'s width and height), by view index.
    var contentSizes: [Int: (width: Variable, height: Variable)] = [:]
    /// The constraints installed, by the id the solver gave them (to name them in conflicts).
    /// With each, the constant its anchors' expression has (before the constraint's own constant is taken off), when
    /// it was installed from its anchors: a refit changing only the constant needs no new expression.
    var installed = InstalledConstraints()
    /// The ids of what is installed for the root's width and height, each view's intrinsic size and the tree's
    /// constraints (nil for one broken), so that a refit can swap them (`ViewHierarchy+Refitting.swift`).
    var rootIDs: [ConstraintID?] = []
    var contentSizeIDs: [[ConstraintID?]]
    var constraintIDs: [ConstraintID?] = []
    /// How many constraints `install` was given: each one's number makes its address in logs.
    private var count = 0
    /// Each conflict met, with the constraint broken.
    private(set) var conflicts: [UnsatisfiableConstraints] = []
    /// The solver constants `changeConstants` last gave, kept for their room: a refit gives some each pass.
    private var constantsGiven: [(id: ConstraintID, constant: Double)] = []
    /// Every constraint `install` was given, with its number, equation and id (nil: broken), when a report asks
    /// for them (`LayoutReport`); nil otherwise, so that laying cells out keeps nothing more.
    var given: [GivenConstraint]?

    init(hierarchy: ViewHierarchy, metrics: [ViewMetrics], layoutDirection: LayoutDirection, guides: GuideInsets = .none) {
        self.hierarchy = hierarchy
        self.metrics = metrics
        self.contentSizeIDs = Array(repeating: [], count: hierarchy.views.count)
        self.isRightToLeft = layoutDirection == .rightToLeft
        self.guides = guides
        frames.reserveCapacity(hierarchy.views.count)
        for index in hierarchy.views.indices {
            frames.append(makeFrame("v\(index)"))
            if hierarchy.views[index].kind.isScrollView {
                contentSizes[index] = (solver.makeVariable("v\(index).contentWidth"), solver.makeVariable("v\(index).contentHeight"))
            }
        }
        for index in hierarchy.layoutGuides.indices { layoutGuideFrames.append(makeFrame("g\(index)")) }
    }

    /// Four new variables for a frame named `name`.
    private mutating func makeFrame(_ name: String) -> Frame {
        Frame(x: solver.makeVariable(name + ".x"), y: solver.makeVariable(name + ".y"),
              width: solver.makeVariable(name + ".width"), height: solver.makeVariable(name + ".height"))
    }

    /// A new variable for a private guide (a stack view's spanner).
    mutating func makeVariable(_ name: String) -> Variable { solver.makeVariable(name) }

    /// Installs `constraint`; when it contradicts installed required constraints, it is broken (not installed)
    /// and the conflict is recorded.
    ///
    /// - Throws: `ConstraintError` for what is not a conflict (the solver's iteration limit).
    @discardableResult
    mutating func install(_ constraint: LayoutConstraint) throws -> ConstraintID? {
        let anchors = anchorExpression(of: constraint)
        return try install(constraint, as: Constraint(anchors - constraint.constant, constraint.relation, priority: constraint.priority),
                           anchorConstant: anchors.constant)
    }

    /// Installs a constraint given as a solver constraint, recorded as `constraint` for conflicts; returns its id
    /// (nil when it was broken).
    @discardableResult
    mutating func install(_ constraint: LayoutConstraint, as equation: Constraint,
                          anchorConstant: Double? = nil) throws -> ConstraintID? {
        count += 1
        let recovery: ConflictRecovery
        do {
            recovery = try solver.addConstraintBreakingConflicts(equation)
        } catch {
            guard case .iterationLimitExceeded(let limit, let working) = error else { throw error }
            let involved = working.compactMap { $0.id.flatMap { installed[$0]?.constraint } }
            throw ViewLayoutError.iterationLimitExceeded(limit: limit, adding: constraint, workingOn: involved,
                                                         hierarchy: hierarchy)
        }
        if let id = recovery.installed?.id { installed[id] = (constraint, count, anchorConstant) }
        if given != nil {
            given!.append(GivenConstraint(constraint: constraint, number: count, equation: equation, id: recovery.installed?.id))
        }
        for found in recovery.breaks {
            let conflicting = found.conflict.conflicting.compactMap { $0.id.flatMap { installed[$0] } }
            conflicts.append(UnsatisfiableConstraints(constraints: conflicting.map(\.constraint) + [constraint],
                                                      numbers: conflicting.map(\.number) + [count], broken: constraint))
        }
        return recovery.installed?.id
    }

    /// Gives installed constraints new constants (each keeps its anchors, relation, multiplier and priority as
    /// installed), re-solving once from the current solution after all of them (`Solver.changeConstants`); false when
    /// one is not installed (nothing is changed then: a refit swaps it). Constants are those of `LayoutConstraint`.
    mutating func changeConstants(_ changes: [(id: ConstraintID?, constant: Double)]) throws -> Bool {
        guard !changes.isEmpty else { return true }
        var constants = constantsGiven.takeRoom()
        constants.reserveCapacity(changes.count)
        for change in changes {
            guard let id = change.id, installed.contains(id) else { return false }
            // The same anchors give the same expression: only the constant taken off it changes (bit for bit as
            // `expression(of:)` would make it).
            let constant = installed.anchorConstant(of: id).map { $0 - change.constant }
                ?? expression(of: installed.constraint(of: id, constant: change.constant)).expression.constant
            constants.append((id, constant))
        }
        try solver.changeConstants(constants)
        for change in changes { installed.changeConstant(of: change.id!, to: change.constant) }
        constantsGiven = constants
        return true
    }

    /// Removes what `install` put in (for a refit).
    mutating func uninstall(_ id: ConstraintID?) throws {
        guard let id else { return }
        try solver.removeConstraint(id: id)
        installed[id] = nil
    }

    /// `first - (multiplier × second + constant) ⋈ 0`, in the coordinates of the two items' nearest common
    /// ancestor G for a location attribute (uikit-autolayout.md §1a: UIKit installs the constraint on G, converts
    /// both attributes into G's coordinates, then multiplies). Anchors are expressions in the root's coordinates, so
    /// with `o` G's origin there (along the first attribute's axis), `(first − o) − m × (second − o) − c` is
    /// `first − m × second − (1 − m) × o − c`: nothing changes when m = 1 or G is the root. On a screen whose scroll
    /// views are scrolled (`GuideInsets.contentOffsets`), each location is taken where it shows — less the offsets
    /// of the scroll views around it (`scrollShift`) — so an item inside a scroll view related to one outside (its
    /// frame guide, the keyboard guide, a view beside the scroll view) stays put on screen as UIKit keeps it.
    func expression(of constraint: LayoutConstraint) -> Constraint {
        Constraint(anchorExpression(of: constraint) - constraint.constant, constraint.relation, priority: constraint.priority)
    }

    /// `first − multiplier × second` of `constraint` as solver terms (its anchors' expression, without its constant).
    func anchorExpression(of constraint: LayoutConstraint) -> Expression {
        let (first, second) = contentAnchors(of: constraint)
        var left = expression(of: first) - scrollShift(of: hierarchy.scrollContainers(of: first.item), along: first.attribute)
        if let second {
            let shift = scrollShift(of: hierarchy.scrollContainers(of: second.item), along: second.attribute)
            left = left - (expression(of: second) - shift) * constraint.multiplier
            if constraint.first.attribute.isLocation, constraint.multiplier != 1,
               let ancestor = hierarchy.commonAncestor(constraint.first.item.owningView, second.item.owningView) {
                let shift = scrollShift(of: hierarchy.scrollViews(around: ancestor, includingItself: true),
                                        along: constraint.first.attribute)
                if ancestor != hierarchy.root || shift != 0 {
                    left = left - (origin(of: ancestor, for: constraint.first.attribute) - shift) * (1 - constraint.multiplier)
                }
            }
        }
        return left
    }

    /// The constraint's anchors, a scroll view's edge read as its content's where the other item is inside it:
    /// "constraints between the edges or margins [of the scroll view and its content] attach to the scroll view's
    /// content area", while widths, heights and centres attach to its frame (uikit-autolayout.md §9).
    private func contentAnchors(of constraint: LayoutConstraint) -> (ConstraintAnchor, ConstraintAnchor?) {
        guard let second = constraint.second else { return (constraint.first, nil) }
        func content(_ anchor: ConstraintAnchor, other: ConstraintAnchor) -> ConstraintAnchor {
            guard case .view(let view) = anchor.item, hierarchy.views[view].kind.isScrollView,
                  anchor.attribute.isLocation, anchor.attribute != .centerX, anchor.attribute != .centerY,
                  other.item.owningView != view, hierarchy.ancestors(of: other.item.owningView).contains(view) else { return anchor }
            return ConstraintAnchor(.guide(view, .contentLayout), anchor.attribute)
        }
        return (content(constraint.first, other: second), content(second, other: constraint.first))
    }

    /// The origin of `view`'s coordinate system as `attribute` measures it in the root's coordinates: its left edge
    /// or its top. Right to left, leading and trailing are the negated right and left edges (`expression(of:)`), so
    /// their origin is the negated left edge: UIKit flips the constant's direction, not the coordinates [Inf].
    private func origin(of view: Int, for attribute: LayoutAttribute) -> Expression {
        let frame = frames[view]
        guard attribute.axis == .horizontal else { return Expression(frame.y) }
        return attribute.isDirectional && isRightToLeft ? -Expression(frame.x) : Expression(frame.x)
    }

    /// The anchor as a linear expression of frame variables.
    func expression(of anchor: ConstraintAnchor) -> Expression {
        let view = anchor.item.owningView
        if case .stackSpanner = anchor.item, let spanner = spanners[view] {
            switch anchor.attribute {
            case .top, .leading, .left: return Expression(spanner.start)
            case .bottom, .trailing, .right: return Expression(spanner.end)
            default: return Expression(spanner.end) - Expression(spanner.start)
            }
        }
        let (x, y, width, height) = rectangle(of: anchor.item)
        switch anchor.attribute {
        case .left: return x
        case .right: return x + width
        // Right to left, leading and trailing are measured leftwards (from the right), as UIKit flips them: a
        // constant added to a leading edge moves it towards the trailing side.
        case .leading: return isRightToLeft ? -(x + width) : x
        case .trailing: return isRightToLeft ? -x : x + width
        case .centerX: return x + width * 0.5
        case .width: return width
        case .top: return y
        case .bottom: return y + height
        case .centerY: return y + height * 0.5
        case .height: return height
        case .firstBaseline, .lastBaseline:
            guard case .view = anchor.item else { return anchor.attribute == .firstBaseline ? y : y + height }
            return baseline(of: view, first: anchor.attribute == .firstBaseline)
        }
    }

    /// The rectangle an anchor item spans, as expressions of frame variables in the root's coordinates: a view's
    /// frame; a guide of a view its frame inset by the guide's insets (`GuideInsets`), the keyboard's frame, a
    /// scroll view's content rectangle (its origin, the content size's variables) or its frame; an added guide's
    /// own variables.
    func rectangle(of item: AnchorItem) -> (x: Expression, y: Expression, width: Expression, height: Expression) {
        let view = item.owningView
        let frame = frames[view]
        var insets = DirectionalEdgeInsets.zero
        switch item {
        case .view, .stackSpanner: break
        case .layoutGuide(_, let index):
            let guide = layoutGuideFrames[index]
            return (Expression(guide.x), Expression(guide.y), Expression(guide.width), Expression(guide.height))
        case .guide(_, .keyboard):
            let root = frames[hierarchy.root]
            guard let keyboard = guides.keyboardFrame else {
                return (Expression(root.x), Expression(root.y) + Expression(root.height), Expression(root.width), Expression(0))
            }
            return (Expression(root.x, constant: keyboard.minX), Expression(root.y, constant: keyboard.minY),
                    Expression(keyboard.width), Expression(keyboard.height))
        case .guide(_, .contentLayout):
            if let size = contentSizes[view] {
                return (Expression(frame.x), Expression(frame.y), Expression(size.width), Expression(size.height))
            }
        case .guide(_, let kind):
            insets = guides.insets(of: kind, view: view, own: hierarchy.views[view].layoutMargins) ?? .zero
        }
        // Absolute insets: leading is the right edge right to left.
        let (left, right) = isRightToLeft ? (insets.trailing, insets.leading) : (insets.leading, insets.trailing)
        return (Expression(frame.x, constant: left), Expression(frame.y, constant: insets.top),
                Expression(frame.width, constant: -(left + right)), Expression(frame.height, constant: -(insets.top + insets.bottom)))
    }

    /// A scroll view's content size as solved (nil for a view that does not scroll).
    func contentSize(of view: Int) -> Size? {
        contentSizes[view].map { Size(width: solver.value(of: $0.width), height: solver.value(of: $0.height)) }
    }

    /// An added guide's frame in the root's coordinates, as solved.
    func layoutGuideFrame(_ index: Int) -> Rect {
        let frame = layoutGuideFrames[index]
        return Rect(x: solver.value(of: frame.x), y: solver.value(of: frame.y),
                    width: solver.value(of: frame.width), height: solver.value(of: frame.height))
    }

    /// A view's first or last baseline: a label's is `y + height/2 + (baseline − text height/2)` (the text is
    /// centred), a text view's `y + baseline` (its text stays at the top); a stack view's is its first or last arranged view's (vertical) or its tallest one's (horizontal);
    /// any other view's is its top (first) or bottom (last) edge (uikit-autolayout.md §10).
    func baseline(of view: Int, first: Bool) -> Expression {
        let frame = frames[view]
        if let text = metrics[view].text {
            guard text.isCentred else { return Expression(frame.y) + (first ? text.firstBaseline : text.lastBaseline) }
            let offset = (first ? text.firstBaseline : text.lastBaseline) - text.height / 2
            return Expression(frame.y) + Expression(frame.height, coefficient: 0.5, constant: offset)
        }
        if case .stack(let stack) = hierarchy.views[view].content,
           let chosen = baselineView(of: stack, first: first) {
            return baseline(of: chosen, first: first)
        }
        return first ? Expression(frame.y) : Expression(frame.y) + Expression(frame.height)
    }

    /// The arranged view a stack view takes a baseline from (`forFirstBaselineLayout`/`forLastBaselineLayout`).
    private func baselineView(of stack: StackViewProperties, first: Bool) -> Int? {
        let visible = stack.arrangedSubviews.filter { !hierarchy.views[$0].isHidden }
        if stack.axis == .vertical { return first ? visible.first : visible.last }
        return visible.max { (metrics[$0].intrinsicHeight ?? 0) < (metrics[$1].intrinsicHeight ?? 0) } ?? visible.first
    }

    /// A view's frame in the root's coordinates, as solved.
    func frame(of view: Int) -> Rect {
        let frame = frames[view]
        return Rect(x: solver.value(of: frame.x), y: solver.value(of: frame.y),
                    width: solver.value(of: frame.width), height: solver.value(of: frame.height))
    }
}

/// A constraint given to `AutoLayoutSystem.install`: as written, its number, the equation it went in as, and its id
/// in the solver (nil when it was broken).
struct GivenConstraint {
    var constraint: LayoutConstraint
    var number: Int
    var equation: Constraint
    var id: ConstraintID?
}

/// One conflict UIKit logs: the constraints that cannot hold together (the one being added last) and the one it
/// broke to go on.
public struct UnsatisfiableConstraints: Hashable, Sendable {
    public var constraints: [LayoutConstraint]
    /// Each constraint's number in the system (its address in logs), in the same order.
    public var numbers: [Int]
    public var broken: LayoutConstraint
}
