// Horizontal and vertical groups: how many subitems fit, their sizes, and where they go.

/// A full run of a linear group's children, before placement.
struct RunPlan {
    /// Each child's slot size (measured sizes applied to items that have one).
    var sizes: [Size]
    /// How many items each child holds (1 for an item, a nested group's capacity for a group).
    var consumption: [Int]
    /// The box the children were sized in: the inner box less the run's minimum spacings along the axis.
    var container: Size
    /// The item each child was planned to start at (its measured size, for an item).
    var leaves: [Int] = []

    static let empty = RunPlan(sizes: [], consumption: [], container: .zero)
}

extension GroupSolver {
    /// Lays out a horizontal or vertical group along `axis`.
    ///
    /// The run of children is planned as if the group were full (so a partly filled group keeps the
    /// sizes and positions of a full one), then the children that get items are placed, and a
    /// partly filled group is trimmed along the trim axis: its length is how far its items reach,
    /// plus what a full group leaves over after its last item. A group estimated along the trim axis
    /// is as long as the children that have items (a full group leaves nothing over).
    func solveLinear(_ node: GroupNode, axis: Axis, slot: Size, box: Size, first: Int, available: Int,
                     usePreferred: Bool) throws -> SolvedGroup {
        let group = node.group
        let cross = axis.cross
        let insets = node.insets
        let inner = innerSize(of: node, slot: slot)
        let plan = try planRun(node, axis: axis, inner: inner, first: first, available: available,
                               usePreferred: usePreferred)
        guard !plan.sizes.isEmpty else { return .empty }

        let run = try fill(node, plan: plan, first: first, available: available, usePreferred: usePreferred)
        let estimatedMain = group.layoutSize[axis].isEstimated
        let estimatedCross = group.layoutSize[cross].isEstimated
        let crossBox = estimatedCross ? tallestChild(node, run: run, cross: cross) : inner[cross]
        let spacing = group.interItemSpacing ?? .fixed(0)
        // Along the trim axis a partly filled group estimated there ends with its last item (R13); across it,
        // it keeps a whole run's length, as trimmed groups do.
        let present = axis == trimAxis ? run.present : run.sizes.count
        // Siblings are placed as if the group were full (R13): a trimmed nested group keeps its planned slot.
        let planned = run.plannedSizes(of: node, trimAxis: trimAxis)
        let main = placeAlongMain(node, sizes: run.sizes, planned: planned, present: present, axis: axis,
                                  length: inner[axis], spacing: spacing, start: insets.start(axis),
                                  distributesLeftover: !estimatedMain)

        var solved = SolvedGroup(size: slot, itemFrames: [], itemZIndices: nil, supplementaries: [],
                                 isPartial: run.isPartial, leafAxes: [])
        if estimatedMain { solved.size[axis] = main.presentEnd + insets.end(axis) }
        if estimatedCross { solved.size[cross] = crossBox + insets.sum(cross) }
        var slots: [Rect] = []
        slots.reserveCapacity(run.sizes.count)
        for index in run.sizes.indices {
            let crossPosition = placeAcross(node.children[index % node.children.count].edgeSpacing,
                                            size: planned[index][cross], cross: cross, box: crossBox,
                                            start: insets.start(cross))
            slots.append(Rect(origin: Point(main: main.positions[index], cross: crossPosition, axis: axis),
                              size: run.sizes[index]))
        }
        for index in 0..<run.present {
            emit(node.children[index % node.children.count], slot: slots[index],
                 solvedChild: run.solvedChildren[index], into: &solved)
        }
        if run.isPartial && !group.layoutSize[trimAxis].isEstimated {
            trim(&solved, slots: slots, fullSizes: run.fullSizes, present: run.present)
        }
        appendGroupSupplementaries(of: node, box: box, to: &solved)
        return solved
    }

    /// Plans a full run: how many children, the box they are sized in, their sizes and item counts.
    func planRun(_ node: GroupNode, axis: Axis, inner: Size, first: Int, available: Int,
                 usePreferred: Bool) throws -> RunPlan {
        let group = node.group
        let spacing = group.interItemSpacing.minimum
        let count: Int
        switch group.repetition {
        case .count(let n), .repeating(let n):
            count = n
        case .fill:
            count = group.layoutSize[axis].isEstimated
                ? node.children.count
                : try fitCount(node, axis: axis, inner: inner, first: first, available: available,
                               usePreferred: usePreferred)
        }
        guard count > 0 else { return .empty }
        let container = Size(main: max(0, inner[axis] - Double(count - 1) * spacing), cross: inner[axis.cross],
                             axis: axis)
        var plan = RunPlan(sizes: [], consumption: [], container: container)
        plan.sizes.reserveCapacity(count)
        plan.consumption.reserveCapacity(count)
        plan.leaves.reserveCapacity(count)
        var leaf = first
        for index in 0..<count {
            let size = childSize(node, index: index, axis: axis, container: container, leaf: leaf,
                                 usePreferred: usePreferred)
            let holds = try consumption(of: node.children[index % node.children.count], size: size)
            plan.sizes.append(size)
            plan.consumption.append(holds)
            plan.leaves.append(leaf)
            leaf = leaf &+ holds
        }
        if case .repeating = group.repetition, plan.sizes.allSatisfy({ $0[axis] <= 0 }) {
            throw LayoutError(element: "\(path) › group",
                              reason: "A repeating group's subitem has zero extent along the group's axis")
        }
        return plan
    }

    /// How many children of a `.fill` group fit: the most for which children sized in the inner
    /// box less the spacings between them, plus those spacings, still fit (at most `LayoutLimits.childrenPerRun`).
    ///
    /// - Complexity: O(n · k) for n children of k subitems without measured sizes, O(n²) with them.
    private func fitCount(_ node: GroupNode, axis: Axis, inner: Size, first: Int, available: Int,
                          usePreferred: Bool) throws -> Int {
        let spacing = node.group.interItemSpacing.minimum
        let measured = usePreferred && !preferred.isEmpty
        let subitems = node.children.count
        let limit = inner[axis] + 1e-6
        // A run stops at a cap, like `count`; with measured sizes each count sums its children anew, so lower.
        let cap = measured ? LayoutLimits.measuredChildrenPerRun : LayoutLimits.childrenPerRun
        var fitting = 0
        while true {
            let candidate = fitting + 1
            guard candidate <= cap else { return fitting }
            let container = Size(main: inner[axis] - Double(candidate - 1) * spacing, cross: inner[axis.cross],
                                 axis: axis)
            var total = Double(candidate - 1) * spacing
            if measured {
                var leaf = first
                // A nested group's capacity refused (E10) at this candidate's sizes: a refusal only if the candidate
                // fits (its plan refuses then, as without measured sizes); the children after it are sized without
                // their measured sizes, their items being unknown.
                var refusal: (any Error)?
                for index in 0..<candidate {
                    let size = childSize(node, index: index, axis: axis, container: container, leaf: leaf,
                                         usePreferred: refusal == nil)
                    total += size[axis] + edgeMinimum(node.children[index % subitems], axis)
                    // Only the children after it need a child's item count: the candidate's own (a nested group's
                    // capacity, which can be a refusal, E10) is not worked out, as without measured sizes.
                    if index < candidate - 1 && refusal == nil {
                        do {
                            leaf = leaf &+ (try consumption(of: node.children[index % subitems], size: size))
                        } catch {
                            refusal = error
                        }
                    }
                }
                if let refusal, total <= limit { throw refusal }
            } else {
                var extents: [Double] = []
                extents.reserveCapacity(subitems)
                for index in 0..<subitems {
                    let size = childSize(node, index: index, axis: axis, container: container, leaf: 0,
                                         usePreferred: false)
                    extents.append(size[axis] + edgeMinimum(node.children[index], axis))
                }
                let cycles = Double(candidate / subitems)
                total += cycles * extents.reduce(0, +) + extents.prefix(candidate % subitems).reduce(0, +)
            }
            // NaN (sizes that overflowed) fits nothing.
            if !(total <= limit) { return fitting }
            fitting = candidate
            // Nothing takes room: everything fits; stop at the items there are.
            if total <= 0 && candidate >= available { return fitting }
        }
    }

    /// The slot size of the `index`th child of a run, sized in `container`.
    func childSize(_ node: GroupNode, index: Int, axis: Axis, container: Size, leaf: Int,
                   usePreferred: Bool) -> Size {
        var size: Size
        switch node.children[index % node.children.count] {
        case .item(let item):
            size = item.layoutSize.resolve(in: container, grid: grid,
                                           preferred: usePreferred ? preferred[leaf] ?? estimate : estimate)
        case .group(let nested):
            size = nested.group.layoutSize.resolve(in: container, grid: grid)
        }
        if case .count(let count) = node.group.repetition {
            size[axis] = grid.floor(container[axis] / Double(count))
        }
        return size
    }

    /// How many items a child of `size` holds.
    func consumption(of child: LayoutNode, size: Size) throws -> Int {
        switch child {
        case .item: return 1
        case .group(let nested): return try capacity(of: nested, slot: size)
        }
    }

    /// The least room a child's edge spacing takes along `axis`.
    func edgeMinimum(_ child: LayoutNode, _ axis: Axis) -> Double { child.edgeSpacing.minimum(along: axis) }
}
