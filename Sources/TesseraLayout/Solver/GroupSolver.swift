// Lays out groups: dispatch by arrangement, item capacities, and the caches one section shares.

/// Lays out the groups of one section.
///
/// A class because it owns caches (item capacities by group and slot size) that every group of
/// the section shares; it is made per section and not shared across threads.
final class GroupSolver {
    let grid: PixelGrid
    /// The axis along which a partly filled group is trimmed: the axis the section's groups stack along.
    let trimAxis: Axis
    /// Measured sizes of this section's items, by item index.
    let preferred: MeasuredSizes
    /// The size estimated items without a measured size take instead of their dimension's estimate
    /// (an estimate model's guess for the section), if any.
    let estimate: Size?
    /// The section's index, for error messages (`path`).
    let section: Int

    /// The path of the section, for error messages: made only for one (a measured size makes a solver per edit).
    var path: String { "section \(section)" }

    private struct CapacityKey: Hashable {
        let node: Int
        let width: Double
        let height: Double
    }
    private var capacities: [CapacityKey: Int] = [:]

    init(grid: PixelGrid, trimAxis: Axis, preferred: MeasuredSizes, estimate: Size? = nil, section: Int) {
        self.grid = grid
        self.trimAxis = trimAxis
        self.preferred = preferred
        self.estimate = estimate
        self.section = section
    }

    /// Lays out `node` in a slot of `slot` size with the items from `first` on (at most `available`).
    ///
    /// - Parameters:
    ///   - box: the box the group was sized in (its parent's, or the section's): its own supplementaries'
    ///     fractional sizes are of it.
    ///   - usePreferred: whether measured sizes apply; templates reused for many groups are solved without them.
    func solve(_ node: GroupNode, slot: Size, box: Size, first: Int, available: Int,
               usePreferred: Bool = true) throws -> SolvedGroup {
        guard available > 0 else { return .empty }
        switch node.group.arrangement {
        case .horizontal, .vertical:
            return try solveLinear(node, axis: node.axis!, slot: slot, box: box, first: first, available: available,
                                   usePreferred: usePreferred)
        case .custom:
            return solveCustom(node, slot: slot, box: box, available: available)
        }
    }

    /// How many items a full `node` holds in a slot of `slot` size, measured sizes aside.
    ///
    /// - Complexity: amortised O(1) after the first call for a node and slot size.
    func capacity(of node: GroupNode, slot: Size) throws -> Int {
        let key = CapacityKey(node: node.id, width: slot.width, height: slot.height)
        if let known = capacities[key] { return known }
        let count: Int
        switch node.group.arrangement {
        case .custom:
            count = node.customItems.count
        case .horizontal, .vertical:
            let axis = node.axis!
            let run = try planRun(node, axis: axis, inner: innerSize(of: node, slot: slot), first: 0,
                                  available: Int.max, usePreferred: false)
            count = run.consumption.reduce(0, +)
        }
        capacities[key] = count
        return count
    }

    /// The box a group's subitems are laid out in: its slot minus its content insets.
    func innerSize(of node: GroupNode, slot: Size) -> Size {
        let insets = node.insets
        return Size(width: max(0, slot.width - insets.sum(.horizontal)),
                    height: max(0, slot.height - insets.sum(.vertical)))
    }

    /// A custom group: the provider's frames, as many as there are items, trimmed when partial.
    private func solveCustom(_ node: GroupNode, slot: Size, box: Size, available: Int) -> SolvedGroup {
        let all = node.customItems
        let count = min(all.count, available)
        var solved = SolvedGroup(size: slot, itemFrames: all.prefix(count).map(\.frame),
                                 itemZIndices: all.prefix(count).map(\.zIndex), supplementaries: [],
                                 isPartial: count < all.count, leafAxes: Array(repeating: 0, count: count))
        if solved.isPartial, count > 0, !node.group.layoutSize[trimAxis].isEstimated {
            let reachFull = all.map { $0.frame.max(trimAxis) }.max()!
            let reachPartial = solved.itemFrames.map { $0.max(trimAxis) }.max()!
            solved.size[trimAxis] = max(0, reachPartial + (slot[trimAxis] - reachFull))
        }
        if solved.itemZIndices?.allSatisfy({ $0 == 0 }) == true { solved.itemZIndices = nil }
        appendGroupSupplementaries(of: node, box: box, to: &solved)
        return solved
    }

    /// Places a group's own supplementaries around its frame (its slot minus its content insets, E5), sized in
    /// `box`, the box the group was laid out in (R23).
    func appendGroupSupplementaries(of node: GroupNode, box: Size, to solved: inout SolvedGroup) {
        guard !node.group.supplementaryItems.isEmpty, solved.itemCount > 0 else { return }
        let frame = Rect(origin: .zero, size: solved.size).inset(by: node.insets)
        solved.supplementaries += node.group.supplementaryItems.place(in: frame, sizedIn: box, ordinal: 0, grid: grid)
    }
}
