// Fitting one reused cell again and again: the solver of the last fit kept, only what changed swapped in it.
import TesseraConstraints
import TesseraLayout
import TesseraText

/// `systemLayoutSizeFitting` for a tree that is fitted many times with only its values changing (a reused cell
/// configured for one item after another): the solved system of the last fit is kept, and the next fit removes and
/// adds only the constraints whose values changed (labels' intrinsic sizes, constraint constants, the root's target)
/// instead of building a new tableau.
///
/// The result is always `ViewHierarchy.systemLayoutSizeFitting`'s: a fit is done incrementally only when the tree has
/// the last one's structure (views, their places and properties other than content, constraints other than their
/// constants, hidden flags), no intrinsic size feeds a constraint other than its own (baselines, proportional stack
/// distributions), no constraint is broken, and what the fit reads comes out determined (the root's size and the
/// widths labels wrap at have one optimal value, so the order constraints went in cannot matter); otherwise the tree
/// is fitted from scratch.
public final class ViewRefitting {
    /// The last fit's system before settling free sizes (none are free when it is kept), and its target.
    private var last: AutoLayoutSystem?
    private var target: (width: Double, widthPriority: Priority, height: Double, heightPriority: Priority)?
    /// How many fits were done by changing the kept system, and how many from scratch.
    public private(set) var incrementalFits = 0
    public private(set) var freshFits = 0
    /// The system the last fit solved.
    private var fitted: AutoLayoutSystem?
    /// Every view's metrics before wrapping, as the last refit measured them for the views of `last`'s tree: a view
    /// that did not change is not measured again.
    private var unwrapped: [ViewMetrics]?

    /// Every view's frame as the last fit solved it (before rounding), nil before the first fit. The root's size and
    /// wrapping labels' widths are a fresh fit's; a view the constraints leave free may sit elsewhere in its range.
    public var solvedFrames: [Rect]? { fitted.map { system in system.frames.indices.map { system.frame(of: $0) } } }

    public init() {}

    /// `tree.systemLayoutSizeFitting(target, …)`, from the last fit's solver when it can be.
    public func systemLayoutSizeFitting(_ tree: ViewHierarchy, _ size: Size, horizontalFittingPriority: Priority,
                                        verticalFittingPriority: Priority, context: ViewLayoutContext) throws -> ViewFitting {
        let target = (size.width, horizontalFittingPriority, size.height, verticalFittingPriority)
        let system: AutoLayoutSystem
        // Whatever goes wrong in the kept solver (a constraint that can no longer hold …), a fresh fit says it.
        if let last, let refitted = (try? refit(last, to: tree, target: target, context: context)) ?? nil {
            system = refitted
            incrementalFits += 1
        } else {
            let solved = try tree.solve(width: size.width, widthPriority: horizontalFittingPriority, height: size.height,
                                        heightPriority: verticalFittingPriority, context: context)
            system = solved.settled
            // Kept only when nothing was broken and settling changed nothing (no free size): then the system holds
            // exactly the tree's constraints.
            last = solved.settled.conflicts.isEmpty && Self.eligible(tree) && Self.isDetermined(solved.unsettled)
                ? solved.unsettled : nil
            unwrapped = nil
            freshFits += 1
        }
        self.target = target
        fitted = system
        let frame = system.frame(of: tree.root)
        let width = horizontalFittingPriority.isRequired ? size.width : TextLayout.ceilToPixel(frame.width, scale: context.scale)
        let height = verticalFittingPriority.isRequired ? size.height : TextLayout.ceilToPixel(frame.height, scale: context.scale)
        return ViewFitting(size: Size(width: width, height: height), conflicts: system.conflicts)
    }

    /// The system of `tree` at `target`, made from `last` by swapping what changed, pass by pass as `solve` does
    /// (labels wrapped at their solved widths until those settle); nil when it cannot be done exactly.
    private func refit(_ last: AutoLayoutSystem, to tree: ViewHierarchy,
                       target: (Double, Priority, Double, Priority), context: ViewLayoutContext) throws -> AutoLayoutSystem? {
        guard Self.sameStructure(last.hierarchy, tree) else { return nil }
        let measure = IntrinsicContentSize(measurer: context.measurer, scale: context.scale)
        var system = last
        system.hierarchy = tree
        guard let old = self.target, system.rootIDs.count == 2 else { return nil }
        if old.1 != target.1 || old.3 != target.3 {
            for id in system.rootIDs { try system.uninstall(id) }
            system.rootIDs = [try system.install(system.rootSize(.width, target.0, target.1)),
                              try system.install(system.rootSize(.height, target.2, target.3))]
        } else {
            guard try system.changeConstant(system.rootIDs[0], to: system.rootSize(.width, target.0, target.1)),
                  try system.changeConstant(system.rootIDs[1], to: system.rootSize(.height, target.2, target.3)) else {
                return nil
            }
        }
        for (index, constraint) in tree.constraints.enumerated()
        where constraint.constant != last.hierarchy.constraints[index].constant {
            guard try system.changeConstant(system.constraintIDs[index], to: constraint) else { return nil }
        }
        let previous = unwrapped
        var metrics = try tree.views.indices.map { index in
            if let previous, tree.views[index] == last.hierarchy.views[index] { return previous[index] }
            return try measure.metrics(of: tree.views[index], wrappedTo: nil)
        }
        unwrapped = metrics
        var wraps: [Int: Double] = [:]
        var pass = 0
        repeat {
            for index in tree.views.indices where metrics[index] != system.metrics[index] {
                let before = system.contentSizeConstraints(of: index)
                system.metrics[index] = metrics[index]
                let after = system.contentSizeConstraints(of: index)
                let ids = system.contentSizeIDs[index] ?? []
                if before.count == after.count, ids.count == after.count {
                    for (id, constraint) in zip(ids, after) where try !system.changeConstant(id, to: constraint) { return nil }
                } else {
                    for id in ids { try system.uninstall(id) }
                    try system.installContentSize(of: index)
                }
            }
            guard system.conflicts.isEmpty, Self.isDetermined(system) else { return nil }
            pass += 1
            guard pass < 4, try tree.rewrapLabels(solvedIn: system, metrics: &metrics, wraps: &wraps, measure: measure) else {
                break
            }
        } while true
        self.last = system
        return system
    }

    /// Whether what a fit reads has one optimal value: the root's size, and the width of every label wrapped at its
    /// solved width. Then any order of installing the same constraints gives the same values, and settling free sizes
    /// (a preference below every priority, E24) cannot move them.
    private static func isDetermined(_ system: AutoLayoutSystem) -> Bool {
        var read = [system.frames[system.hierarchy.root].width, system.frames[system.hierarchy.root].height]
        for (index, view) in system.hierarchy.views.enumerated() where view.content.wrapsAtLayoutWidth {
            read.append(system.frames[index].width)
        }
        return system.solver.areDetermined(read)
    }

    /// Whether no view's metrics reach a constraint other than its intrinsic size: no baseline anchor, no baseline
    /// arrangement, no proportional distribution.
    static func eligible(_ tree: ViewHierarchy) -> Bool {
        let baselines: Set<LayoutAttribute> = [.firstBaseline, .lastBaseline]
        if tree.constraints.contains(where: { baselines.contains($0.first.attribute)
            || $0.second.map { baselines.contains($0.attribute) } == true }) { return false }
        return tree.views.allSatisfy { view in
            guard case .stack(let stack) = view.content else { return true }
            return stack.distribution != .fillProportionally && !stack.isBaselineRelativeArrangement
                && stack.alignment != .firstBaseline && stack.alignment != .lastBaseline
        }
    }

    /// Whether `new` is `old` with only values a refit swaps changed: views' content other than stack views' (their
    /// metrics), constraints' constants.
    static func sameStructure(_ old: ViewHierarchy, _ new: ViewHierarchy) -> Bool {
        guard old.views.count == new.views.count, old.constraints.count == new.constraints.count, eligible(new) else {
            return false
        }
        for (a, b) in zip(old.views, new.views) {
            guard a.kind == b.kind, a.superview == b.superview, a.subviews == b.subviews, a.isHidden == b.isHidden,
                  a.translatesAutoresizingMaskIntoConstraints == b.translatesAutoresizingMaskIntoConstraints,
                  a.frame == b.frame, a.layoutMargins == b.layoutMargins, a.contentHugging == b.contentHugging,
                  a.compressionResistance == b.compressionResistance else { return false }
            if case .stack = a.content, a.content != b.content { return false }
        }
        for (a, b) in zip(old.constraints, new.constraints) {
            guard a.first == b.first, a.second == b.second, a.relation == b.relation, a.multiplier == b.multiplier,
                  a.priority == b.priority else { return false }
        }
        return true
    }
}
