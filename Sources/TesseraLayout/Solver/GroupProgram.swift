// A section's group template compiled once, so that groups of measured items are laid out without a tree walk.

/// The top-level group of a section compiled into flat arrays, for groups whose arrangement does not depend on
/// measured sizes (a *stable* template): which item goes in which slot is the template's, and a measured size only
/// changes the sizes along estimated sides and the positions that follow from them.
///
/// A template is stable when every linear group in it either is estimated along its own axis (it holds one run of
/// its subitems), repeats a fixed count, or fills its length with children whose lengths along its axis are not
/// estimated. Custom groups, views anchored to items or groups, and `uniformAcrossSiblings` are left to the
/// general solver.
///
/// Laying out a full group (`evaluate`) runs the same rules as `GroupSolver.solveLinear` over the compiled arrays
/// into reused buffers: no allocation, no look-up of capacities.
struct GroupProgram {
    /// A linear group of the template.
    struct Node {
        var axis: Axis
        var estimatedMain: Bool
        var estimatedCross: Bool
        /// Content insets as they apply (none along estimated sides).
        var insets: DirectionalEdgeInsets
        var spacing: LayoutSpacing
        /// The node's slot in its parent's run (the root's: the section's group slot).
        var slot: Size
        /// The slot less the insets: where children are placed across, and the length they share along.
        var inner: Size
        /// Its children in `children`.
        var children: Range<Int>
        /// Whether a child's length along the node's axis can change with measured sizes (positions are then
        /// worked out again; else the template's stand).
        var mainVaries: Bool
        /// The items of the node and its nested nodes, in item order.
        var leaves: Range<Int>
    }

    /// One side of a child's edge spacing along an axis: its minimum and whether it is flexible.
    struct Edge {
        var minimum: Double
        var isFlexible: Bool

        init(_ spacing: LayoutSpacing?) {
            minimum = spacing.minimum
            isFlexible = spacing.isFlexible
        }
    }

    /// An item or a nested group in a node's run.
    struct Child {
        /// The nested node, or -1 for an item.
        var node: Int
        /// For an item, its position among the group's items.
        var leaf: Int
        /// The size the template's run gives it (estimates applied).
        var templateSize: Size
        /// Its edge spacing before and after it along the parent's axis, and across it.
        var mainStart: Edge, mainEnd: Edge, crossStart: Edge, crossEnd: Edge
        /// For an item: its estimated sides (bits: 1 width, 2 height) and its insets as they apply.
        var estimatedAxes: UInt8
        var insets: DirectionalEdgeInsets
        /// For an item of a `count` group: its length along the group's axis is the template's whatever is measured.
        var lengthFixed: Bool
        /// Its position along the parent's axis in the template.
        var templatePosition: Double
    }

    var nodes: [Node] = []
    var children: [Child] = []
    /// Items a full group holds.
    var leafCount = 0
    /// Each item's estimated sides, in item order.
    var leafAxes: [UInt8] = []
    let grid: PixelGrid
}

extension GroupProgram {
    /// Compiles `root` laid out in `slot`, or nil when the template is not stable.
    static func compile(_ root: GroupNode, slot: Size, solver: GroupSolver) throws -> GroupProgram? {
        var program = GroupProgram(grid: solver.grid)
        guard try program.append(root, slot: slot, solver: solver) != nil else { return nil }
        return program.leafCount > 0 ? program : nil
    }

    /// Appends `node` (and its nested groups after it) and returns its index; nil when it is not stable.
    private mutating func append(_ node: GroupNode, slot: Size, solver: GroupSolver) throws -> Int? {
        guard let axis = node.axis, node.group.supplementaryItems.isEmpty,
              !node.group.layoutSize.widthDimension.isUniformAcrossSiblings,
              !node.group.layoutSize.heightDimension.isUniformAcrossSiblings else { return nil }
        let estimatedMain = node.group.layoutSize[axis].isEstimated
        let inner = solver.innerSize(of: node, slot: slot)
        let plan = try solver.planRun(node, axis: axis, inner: inner, first: 0, available: Int.max, usePreferred: false)
        guard !plan.sizes.isEmpty else { return nil }
        let fixedCount = estimatedMain || node.group.repetition != .fill
        // A fill group's count depends on its children's lengths: any that measured sizes can change (also one the
        // template's run left out, which a smaller measured size could let in) makes the template unstable.
        guard fixedCount || !node.children.contains(where: { $0.layoutSize[axis].isEstimated }) else { return nil }
        let isCount: Bool = if case .count = node.group.repetition { true } else { false }
        let spacing = node.group.interItemSpacing ?? .fixed(0)
        let template = solver.placeAlongMain(node, sizes: plan.sizes, planned: plan.sizes, present: plan.sizes.count, axis: axis,
                                             length: inner[axis], spacing: spacing, start: node.insets.start(axis),
                                             distributesLeftover: !estimatedMain)
        let index = nodes.count
        nodes.append(Node(axis: axis, estimatedMain: estimatedMain, estimatedCross: node.group.layoutSize[axis.cross].isEstimated,
                          insets: node.insets, spacing: spacing, slot: slot, inner: inner, children: 0..<0,
                          mainVaries: false, leaves: leafCount..<leafCount))
        let first = children.count
        var mainVaries = false
        for (position, size) in plan.sizes.enumerated() {
            let child = node.children[position % node.children.count]
            // An item of a count group keeps the count's length; a nested group's own estimated length stands.
            let isItem: Bool = if case .item = child { true } else { false }
            let varies = child.layoutSize[axis].isEstimated && !(isItem && isCount)
            guard !varies || fixedCount else { return nil }
            mainVaries = mainVaries || varies
            let edges = child.edgeSpacing
            children.append(Child(node: -1, leaf: -1, templateSize: size, mainStart: Edge(edges.start(axis)),
                                  mainEnd: Edge(edges.end(axis)), crossStart: Edge(edges.start(axis.cross)),
                                  crossEnd: Edge(edges.end(axis.cross)), estimatedAxes: 0, insets: .zero,
                                  lengthFixed: isItem && isCount, templatePosition: template.positions[position]))
        }
        nodes[index].children = first..<children.count
        nodes[index].mainVaries = mainVaries
        for position in plan.sizes.indices {
            switch node.children[position % node.children.count] {
            case .item(let item):
                guard item.supplementaryItems.isEmpty, !item.layoutSize.widthDimension.isUniformAcrossSiblings,
                      !item.layoutSize.heightDimension.isUniformAcrossSiblings else { return nil }
                children[first + position].leaf = leafCount
                children[first + position].estimatedAxes = item.layoutSize.estimatedAxes
                children[first + position].insets = item.layoutSize.effectiveInsets(item.contentInsets)
                leafAxes.append(item.layoutSize.estimatedAxes)
                leafCount += 1
            case .group(let nested):
                guard let nestedIndex = try append(nested, slot: plan.sizes[position], solver: solver) else { return nil }
                children[first + position].node = nestedIndex
            }
        }
        nodes[index].leaves = nodes[index].leaves.lowerBound..<leafCount
        return index
    }
}
