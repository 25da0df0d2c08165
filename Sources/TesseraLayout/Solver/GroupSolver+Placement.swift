// Placing a linear group's children: filling them with items, main-axis and cross-axis positions, trimming.

/// The children of a run that get items, laid out.
struct FilledRun {
    /// Slot sizes: measured or self-sized for present children, planned for the rest.
    var sizes: [Size]
    /// The sizes a full run would have (for trimming).
    var fullSizes: [Size]
    var solvedChildren: [SolvedGroup?]
    /// How many children get items.
    var present: Int
    var isPartial: Bool

    /// The sizes siblings are placed by: a partly filled nested group counts along the trim axis with the slot
    /// it was planned in, as if it were full (R13), not with its trimmed length (one estimated along the trim
    /// axis, which ends with its items, and every other side keep their own sizes).
    func plannedSizes(of node: GroupNode, trimAxis: Axis) -> [Size] {
        var planned = sizes
        for index in 0..<present where solvedChildren[index]?.isPartial == true
            && !node.children[index % node.children.count].layoutSize[trimAxis].isEstimated {
            planned[index][trimAxis] = fullSizes[index][trimAxis]
        }
        return planned
    }
}

/// Main-axis positions of a run's children.
struct MainPlacement {
    var positions: [Double]
    /// Where the last child that has items ends.
    var presentEnd: Double
}

extension GroupSolver {
    /// Gives the run's children their items, solving nested groups, and equalises sizes that are
    /// uniform across siblings. A nested group takes the items it holds, which measured sizes can make
    /// fewer than its capacity: the next child starts after them, and an item child is sized with the
    /// measured size of the item it gets.
    func fill(_ node: GroupNode, plan: RunPlan, first: Int, available: Int,
              usePreferred: Bool) throws -> FilledRun {
        var run = FilledRun(sizes: plan.sizes, fullSizes: plan.sizes,
                            solvedChildren: Array(repeating: nil, count: plan.sizes.count),
                            present: 0, isPartial: false)
        var remaining = available
        var leaf = first
        for index in plan.sizes.indices where remaining > 0 {
            let take = min(plan.consumption[index], remaining)
            if take < plan.consumption[index] { run.isPartial = true }
            var used = take
            if case .group(let nested) = node.children[index % node.children.count] {
                let child = try solve(nested, slot: plan.sizes[index], box: plan.container, first: leaf,
                                      available: take, usePreferred: usePreferred)
                if child.isPartial { run.isPartial = true } else { run.fullSizes[index] = child.size }
                run.sizes[index] = child.size
                run.solvedChildren[index] = child
                used = child.itemCount
            } else if leaf != plan.leaves[index] {
                run.sizes[index] = childSize(node, index: index, axis: node.axis!, container: plan.container, leaf: leaf,
                                             usePreferred: usePreferred)
                run.fullSizes[index] = run.sizes[index]
            }
            run.present += 1
            remaining -= used
            leaf += used
        }
        if run.present < plan.sizes.count { run.isPartial = true }
        equaliseUniformSiblings(node, sizes: &run.sizes, present: run.present)
        return run
    }

    /// Siblings sized `uniformAcrossSiblings` grow to the largest of them, per axis.
    private func equaliseUniformSiblings(_ node: GroupNode, sizes: inout [Size], present: Int) {
        for axis in Axis.allCases {
            let uniform = (0..<present).filter {
                node.children[$0 % node.children.count].layoutSize[axis].isUniformAcrossSiblings
            }
            guard uniform.count > 1 else { continue }
            let largest = uniform.map { sizes[$0][axis] }.max()!
            for index in uniform { sizes[index][axis] = largest }
        }
    }

    /// The cross extent of a group estimated across its axis: its tallest child with its edges.
    func tallestChild(_ node: GroupNode, run: FilledRun, cross: Axis) -> Double {
        (0..<run.present).map {
            run.sizes[$0][cross] + edgeMinimum(node.children[$0 % node.children.count], cross)
        }.max() ?? 0
    }

    /// Positions along the group's axis: spacings and edge spacings at their minimum, the leftover
    /// room shared equally among the flexible ones (it may be negative), positions rounded to a pixel.
    /// Children are placed by their `planned` sizes; `present` children have items, and where the last
    /// of them ends with its own size (`sizes`) is `presentEnd`.
    func placeAlongMain(_ node: GroupNode, sizes: [Size], planned: [Size], present: Int, axis: Axis, length: Double,
                        spacing: LayoutSpacing, start: Double, distributesLeftover: Bool) -> MainPlacement {
        let count = planned.count
        var used = Double(count - 1) * spacing.minimum
        var springs = spacing.isFlexible ? count - 1 : 0
        for index in 0..<count {
            let edges = node.children[index % node.children.count].edgeSpacing
            used += planned[index][axis] + edges.minimum(along: axis)
            springs += (edges.start(axis).isFlexible ? 1 : 0) + (edges.end(axis).isFlexible ? 1 : 0)
        }
        let share = distributesLeftover && springs > 0 ? (length - used) / Double(springs) : 0
        var placement = MainPlacement(positions: [], presentEnd: start)
        placement.positions.reserveCapacity(count)
        var cursor = start
        for index in 0..<count {
            let edges = node.children[index % node.children.count].edgeSpacing
            cursor += edges.start(axis).minimum + (edges.start(axis).isFlexible ? share : 0)
            placement.positions.append(grid.round(cursor))
            let end = edges.end(axis).minimum + (edges.end(axis).isFlexible ? share : 0)
            if index < present { placement.presentEnd = cursor + sizes[index][axis] + end }
            cursor += planned[index][axis] + end
            if index < count - 1 { cursor += spacing.minimum + (spacing.isFlexible ? share : 0) }
        }
        return placement
    }

    /// The position across the group's axis: at the start edge plus its spacing, unless a flexible
    /// edge takes (a share of) the room left in `box`.
    func placeAcross(_ edges: EdgeSpacing, size: Double, cross: Axis, box: Double, start: Double) -> Double {
        let leading = edges.start(cross), trailing = edges.end(cross)
        let springs = (leading.isFlexible ? 1 : 0) + (trailing.isFlexible ? 1 : 0)
        let leftover = box - size - leading.minimum - trailing.minimum
        let share = springs > 0 ? leftover / Double(springs) : 0
        return grid.round(start + leading.minimum + (leading.isFlexible ? share : 0))
    }

    /// Adds a placed child's item frames (or a nested group's) and its supplementaries.
    func emit(_ child: LayoutNode, slot: Rect, solvedChild: SolvedGroup?, into solved: inout SolvedGroup) {
        switch child {
        case .item(let item):
            let frame = slot.inset(by: item.layoutSize.effectiveInsets(item.contentInsets))
            solved.itemZIndices?.append(0)
            solved.itemFrames.append(frame)
            solved.leafAxes.append(item.layoutSize.estimatedAxes)
            if !item.supplementaryItems.isEmpty {
                solved.supplementaries += item.supplementaryItems.place(
                    in: frame, sizedIn: frame.size, ordinal: solved.itemCount - 1, grid: grid)
            }
        case .group:
            solved.append(solvedChild!, at: slot.origin)
        }
    }

    /// Trims a partly filled group along the trim axis: how far its items reach, plus what a full
    /// group leaves over after its last item (which is negative when the full group's items overflow
    /// it, R9, R12); never less than nothing.
    func trim(_ solved: inout SolvedGroup, slots: [Rect], fullSizes: [Size], present: Int) {
        let axis = trimAxis
        let reachFull = slots.indices.map { slots[$0].min(axis) + fullSizes[$0][axis] }.max() ?? 0
        let reachPartial = slots.prefix(present).map { $0.max(axis) }.max() ?? 0
        solved.size[axis] = max(0, reachPartial + (solved.size[axis] - reachFull))
    }
}
