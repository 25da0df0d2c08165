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
///
/// One thread at a time uses a refitting (the one its cell is fitted on): its properties skip the runtime's checks of
/// exclusive access (`@exclusivity(unchecked)`), which a fit made some eight times; the compiler still checks them.
public final class ViewRefitting {
    typealias Target = (width: Double, widthPriority: Priority, height: Double, heightPriority: Priority)
    /// The last fits' systems before settling free sizes (none are free when one is kept), with their targets, the
    /// most recent first: one per structure (a cell whose configure hides a label for some items and shows it for
    /// others alternates between two), at most `keptLimit`.
    /// With each, its views' natural metrics (before any label is wrapped at its solved width) when a refit worked
    /// them out: a view whose content is the same next time has the same ones.
    @exclusivity(unchecked) private var kept: [KeptSystem] = []
    static let keptLimit = 4
    /// How many fits were done by changing the kept system, and how many from scratch.
    @exclusivity(unchecked) public private(set) var incrementalFits = 0
    @exclusivity(unchecked) public private(set) var freshFits = 0
    /// The system the last fit solved, and after a fresh one its last pass before settling free sizes (settling pins
    /// a free size, which then looks determined: whether a frame is, is read before it).
    @exclusivity(unchecked) private var last: LastFit?
    /// The room a refit lists its constant changes in, and the variables it asks to be determined, kept from one
    /// refit to the next.
    @exclusivity(unchecked) private var changeRoom: [(id: ConstraintID?, constant: Double)] = []
    @exclusivity(unchecked) private var readsRoom: [Variable] = []

    /// A kept system, its target and its views' natural metrics: a class, so that the system is changed in place,
    /// moved among the kept ones and named as the last fit without being copied (a copy retains each of its tables).
    private final class KeptSystem {
        @exclusivity(unchecked) var system: AutoLayoutSystem
        @exclusivity(unchecked) var target: Target
        @exclusivity(unchecked) var naturals: [ViewMetrics]?

        init(_ system: AutoLayoutSystem, target: Target, naturals: [ViewMetrics]?) {
            (self.system, self.target, self.naturals) = (system, target, naturals)
        }
    }

    /// The last fit's system: a kept one refitted (changed in place by the next refit, which forgets this first), or a
    /// fresh solve's result and its last pass before settling. Both are references: the enum is a word, read without
    /// copying two systems' worth of bytes.
    private enum LastFit {
        case refitted(KeptSystem)
        case fresh(FreshFit)

        /// `body` given the system, borrowed (not copied out of its kept entry).
        func read<Value>(_ body: (borrowing AutoLayoutSystem) throws -> Value) rethrows -> Value {
            switch self {
            case .refitted(let kept): try body(kept.system)
            case .fresh(let fit): try body(fit.settled)
            }
        }

        /// A fresh solve's last pass before settling, nil after a refit.
        var unsettled: AutoLayoutSystem? {
            if case .fresh(let fit) = self { fit.unsettled } else { nil }
        }
    }

    /// A fresh solve's result and its last pass before settling.
    private final class FreshFit {
        let settled: AutoLayoutSystem
        let unsettled: AutoLayoutSystem

        init(settled: AutoLayoutSystem, unsettled: AutoLayoutSystem) {
            (self.settled, self.unsettled) = (settled, unsettled)
        }
    }

    /// Every view's frame as the last fit solved it (before rounding), nil before the first fit. The root's size and
    /// wrapping labels' widths are a fresh fit's; a view the constraints leave free may sit elsewhere in its range.
    public var solvedFrames: [Rect]? { last?.read { system in system.frames.indices.map { system.frame(of: $0) } } }

    public init() {}

    /// `tree.systemLayoutSizeFitting(target, …)`, from the last fit's solver when it can be. `naturals`: the tree's
    /// natural metrics (`ViewHierarchy.naturalMetrics(context:)`) when worked out already (on another thread, while
    /// the last fit ran): the fit then measures only labels wrapped at their solved widths.
    public func systemLayoutSizeFitting(_ tree: ViewHierarchy, _ size: Size, horizontalFittingPriority: Priority,
                                        verticalFittingPriority: Priority, context: ViewLayoutContext,
                                        naturals: [ViewMetrics]? = nil) throws -> ViewFitting {
        let target = (size.width, horizontalFittingPriority, size.height, verticalFittingPriority)
        try solve(tree, target: target, context: context, framesDetermined: false, given: naturals)
        let (frame, conflicts) = last!.read { ($0.frame(of: tree.root), $0.conflicts) }
        let width = horizontalFittingPriority.isRequired ? size.width : TextLayout.ceilToPixel(frame.width, scale: context.scale)
        let height = verticalFittingPriority.isRequired ? size.height : TextLayout.ceilToPixel(frame.height, scale: context.scale)
        return ViewFitting(size: Size(width: width, height: height), conflicts: conflicts)
    }

    /// `tree.layout(in: size, context:, checksAmbiguity:)` (a cell's views laid out for a dump), from a kept solver
    /// when it can be: a refit's result is used only when every frame of the tree comes out determined (one optimal
    /// value, so the order constraints went in cannot move any, and nothing is ambiguous), else the tree is laid out
    /// from scratch. Keep one refitting for layouts and another for fits: their targets' priorities differ.
    public func layout(_ tree: ViewHierarchy, in size: Size, context: ViewLayoutContext,
                       checksAmbiguity: Bool = false) throws -> ViewLayout {
        try solve(tree, target: (size.width, .required, size.height, .required), context: context,
                  framesDetermined: true)
        // Ambiguity is read where a fresh solve left it before settling; a refit leaves none.
        let ambiguities = checksAmbiguity ? last?.unsettled.map { tree.ambiguities(in: $0) } ?? [] : []
        return last!.read { tree.viewLayout(of: $0, scale: context.scale, ambiguities: ambiguities) }
    }

    /// The layout `tree.layout(in: size, …, checksAmbiguity: false)` gives, read from the last fit of `tree` when it
    /// is that layout: the fit came out at `size` exactly (no pixel rounding moved it) with every frame determined, so
    /// holding the root at that size (required) has the same single optimum. nil otherwise.
    public func layoutOfLastFit(_ tree: ViewHierarchy, in size: Size, scale: Double) -> ViewLayout? {
        guard let last else { return nil }
        return last.read { fitted in
            guard fitted.hierarchy == tree, fitted.conflicts.isEmpty else { return nil }
            let root = fitted.frame(of: tree.root)
            guard root.width == size.width, root.height == size.height else { return nil }
            if let unsettled = last.unsettled {
                guard Self.framesAreDetermined(unsettled) else { return nil }
            } else {
                guard Self.framesAreDetermined(fitted) else { return nil }
            }
            return tree.viewLayout(of: fitted, scale: scale, ambiguities: [])
        }
    }

    /// Solves `tree` at `target` into `last`: a kept system of the same structure refitted when it can be and what
    /// is read of it is determined (what a fit reads, `isDetermined`, which a refit checks as it goes; with
    /// `framesDetermined`, every frame), else a fresh solve (kept for next time when nothing was broken and that holds),
    /// with its last pass before settling free sizes (where ambiguity is read). `given`: the tree's natural metrics,
    /// when worked out already.
    private func solve(_ tree: ViewHierarchy, target: Target, context: ViewLayoutContext, framesDetermined: Bool,
                       given: [ViewMetrics]? = nil) throws {
        let determined = framesDetermined ? Self.framesAreDetermined : Self.isDetermined
        // Every kept system's tree was eligible, and eligibility goes with the structure: a tree of a kept system's
        // structure is eligible, an ineligible one has none of their structures.
        if let index = kept.firstIndex(where: { Self.sameStructure($0.system.hierarchy, tree) }) {
            let entry = kept[index]
            // The kept system is changed in place: nothing else may share its storage (a copy of a tableau costs
            // more than the refit).
            last = nil
            // Whatever goes wrong in the kept solver (a constraint that can no longer hold …), a fresh fit says it.
            if (try? refit(&entry.system, from: entry.target, naturals: &entry.naturals, to: tree, target: target,
                           context: context, given: given)) == true,
               !framesDetermined || determined(entry.system) {
                entry.target = target
                // The most recent first (moved only when it is not there already: an array's shuffle).
                if index != 0 { kept.insert(kept.remove(at: index), at: 0) }
                incrementalFits += 1
                last = .refitted(entry)
                return
            }
            // A failed refit left the system of no use.
            kept.remove(at: index)
        }
        let solved = try tree.solve(width: target.width, widthPriority: target.widthPriority, height: target.height,
                                    heightPriority: target.heightPriority, context: context, naturals: given)
        // Kept only when nothing was broken and settling changed nothing (no free size): then the system holds
        // exactly the tree's constraints.
        if solved.settled.conflicts.isEmpty && Self.eligible(tree) && determined(solved.unsettled) {
            kept.insert(KeptSystem(solved.unsettled, target: target, naturals: nil), at: 0)
            if kept.count > Self.keptLimit { kept.removeLast() }
        }
        freshFits += 1
        last = .fresh(FreshFit(settled: solved.settled, unsettled: solved.unsettled))
    }

    /// Whether every view's and guide's frame has one optimal value (the root's size and labels' widths among them:
    /// what `isDetermined` asks).
    private static func framesAreDetermined(_ system: AutoLayoutSystem) -> Bool {
        let frames = system.frames + system.layoutGuideFrames
        return system.solver.areDetermined(frames.flatMap { [$0.x, $0.y, $0.width, $0.height] })
    }

    /// Makes `system` (solved at `old` for a tree of `tree`'s structure) the system of `tree` at `target` by swapping
    /// what changed, pass by pass as `solve` does (labels wrapped at their solved widths until those settle); false
    /// when it cannot be done exactly (`system` is then of no use). `naturals`: the views' natural metrics at the
    /// last refit, kept for views whose content did not change, replaced by this tree's (`given` when worked out
    /// already).
    private func refit(_ system: inout AutoLayoutSystem, from old: Target, naturals: inout [ViewMetrics]?,
                       to tree: ViewHierarchy, target: Target, context: ViewLayoutContext,
                       given: [ViewMetrics]?) throws -> Bool {
        let measure = IntrinsicContentSize(measurer: context.measurer, scale: context.scale)
        let previous = system.hierarchy
        system.hierarchy = tree
        guard system.rootIDs.count == 2 else { return false }
        // Constants that change are given to the solver all at once, pass by pass: one re-solve per pass instead of
        // one per constant.
        // In the last refit's room: the root's two and a few views' intrinsic sizes (grown one append at a time, it
        // was made four times a fit).
        var changes = changeRoom.takeRoom()
        changes.reserveCapacity(16)
        defer { changeRoom = changes }
        if old.1 != target.1 || old.3 != target.3 {
            for id in system.rootIDs { try system.uninstall(id) }
            system.rootIDs = [try system.install(system.rootSize(.width, target.0, target.1)),
                              try system.install(system.rootSize(.height, target.2, target.3))]
        } else {
            changes.append((system.rootIDs[0], target.0))
            changes.append((system.rootIDs[1], target.2))
        }
        // By index, reading constants in place (no constraint is copied); none changed when the storage is the same.
        if !ViewHierarchy.sharesStorage(tree.constraints, previous.constraints) {
            for index in tree.constraints.indices
            where tree.constraints[index].constant != previous.constraints[index].constant {
                changes.append((system.constraintIDs[index], tree.constraints[index].constant))
            }
        }
        var metrics: [ViewMetrics]
        if let given, given.count == tree.views.count {
            metrics = given
        } else {
            // With none kept (or kept for another tree), every view is measured: `naturalMetrics(updating:of:)` does so.
            // Taken out of `naturals` (set again below), so that the views measured again are changed in place.
            metrics = try tree.naturalMetrics(updating: naturals.take() ?? [], of: previous.views, context: context)
        }
        naturals = metrics
        var wraps: [Double?] = []
        var pass = 0
        repeat {
            for index in tree.views.indices where metrics[index] != system.metrics[index] {
                // The same axes with an intrinsic size: the same constraints, their constants changed.
                let sameAxes = AutoLayoutSystem.haveSameContentSizeAxes(system.metrics[index], metrics[index])
                system.metrics[index] = metrics[index]
                let ids = system.contentSizeIDs[index]
                if sameAxes, ids.count == AutoLayoutSystem.contentSizeConstraintCount(metrics[index]) {
                    for position in ids.indices {
                        changes.append((ids[position], system.contentSizeConstant(position, of: index)))
                    }
                } else {
                    for id in ids { try system.uninstall(id) }
                    try system.installContentSize(of: index)
                }
            }
            guard try system.changeConstants(changes) else { return false }
            changes.removeAll(keepingCapacity: true)
            // Only constants changed since the kept system was last asked: its answers for the same state are kept.
            // The variables are listed in the last pass's room.
            var reads = readsRoom.takeRoom()
            Self.listFitReads(system, into: &reads)
            guard system.conflicts.isEmpty, system.solver.areDetermined(remembering: reads) else { return false }
            readsRoom = reads
            pass += 1
            guard pass < 4, try tree.rewrapLabels(solvedIn: system, metrics: &metrics, wraps: &wraps, measure: measure) else {
                break
            }
        } while true
        return true
    }

    /// Whether what a fit reads has one optimal value: the root's size, and the width of every label wrapped at its
    /// solved width. Then any order of installing the same constraints gives the same values, and settling free sizes
    /// (a preference below every priority, E24) cannot move them.
    private static func isDetermined(_ system: AutoLayoutSystem) -> Bool {
        system.solver.areDetermined(fitReads(system))
    }

    /// What a fit reads: the root's size, and the width of every label wrapped at its solved width.
    private static func fitReads(_ system: AutoLayoutSystem) -> [Variable] {
        var read: [Variable] = []
        listFitReads(system, into: &read)
        return read
    }

    /// `fitReads(system)`, appended to `read` (empty, in the room it has).
    private static func listFitReads(_ system: AutoLayoutSystem, into read: inout [Variable]) {
        // One allocation at most: room for every view's (a literal of two grew at the first label).
        read.reserveCapacity(2 + system.hierarchy.views.count)
        read.append(system.frames[system.hierarchy.root].width)
        read.append(system.frames[system.hierarchy.root].height)
        // By index, so that no view is copied to be asked.
        for index in system.hierarchy.views.indices where system.hierarchy.views[index].content.wrapsAtLayoutWidth {
            read.append(system.frames[index].width)
        }
    }

    /// Whether no view's metrics reach a constraint other than its intrinsic size: no baseline anchor, no baseline
    /// arrangement, no proportional distribution.
    static func eligible(_ tree: ViewHierarchy) -> Bool {
        func isBaseline(_ attribute: LayoutAttribute) -> Bool { attribute == .firstBaseline || attribute == .lastBaseline }
        // By index, so that no view or constraint is copied to be asked.
        for index in tree.constraints.indices {
            if isBaseline(tree.constraints[index].first.attribute) { return false }
            if let second = tree.constraints[index].second, isBaseline(second.attribute) { return false }
        }
        for index in tree.views.indices {
            guard case .stack(let stack) = tree.views[index].content else { continue }
            if stack.distribution == .fillProportionally || stack.isBaselineRelativeArrangement
                || stack.alignment == .firstBaseline || stack.alignment == .lastBaseline { return false }
        }
        return true
    }

    /// Whether `new` is `old` with only values a refit swaps changed: views' content other than stack views' (their
    /// metrics), constraints' constants.
    static func sameStructure(_ old: ViewHierarchy, _ new: ViewHierarchy) -> Bool {
        guard old.views.count == new.views.count, old.constraints.count == new.constraints.count else { return false }
        // By index, so that no view or constraint is copied to be compared.
        for index in old.views.indices {
            guard old.views[index].kind == new.views[index].kind, old.views[index].superview == new.views[index].superview,
                  old.views[index].subviews == new.views[index].subviews,
                  old.views[index].isHidden == new.views[index].isHidden,
                  old.views[index].translatesAutoresizingMaskIntoConstraints
                      == new.views[index].translatesAutoresizingMaskIntoConstraints,
                  old.views[index].frame == new.views[index].frame,
                  old.views[index].layoutMargins == new.views[index].layoutMargins,
                  old.views[index].contentHugging == new.views[index].contentHugging,
                  old.views[index].compressionResistance == new.views[index].compressionResistance,
                  old.views[index].preservesSuperviewLayoutMargins == new.views[index].preservesSuperviewLayoutMargins,
                  old.views[index].insetsLayoutMarginsFromSafeArea == new.views[index].insetsLayoutMarginsFromSafeArea
            else { return false }
            if case .stack = old.views[index].content, old.views[index].content != new.views[index].content { return false }
        }
        // The same storage holds the same constraints.
        if ViewHierarchy.sharesStorage(old.constraints, new.constraints) { return true }
        for index in old.constraints.indices {
            guard old.constraints[index].first == new.constraints[index].first,
                  old.constraints[index].second == new.constraints[index].second,
                  old.constraints[index].relation == new.constraints[index].relation,
                  old.constraints[index].multiplier == new.constraints[index].multiplier,
                  old.constraints[index].priority == new.constraints[index].priority else { return false }
        }
        return true
    }
}
