// Lays out one section: its groups stacked (or in an orthogonal row), boundary items, decorations.

/// Lays out one section at a position along the scroll axis.
struct SectionSolver {
    let index: Int
    let section: LayoutSection
    var root: GroupNode
    let itemCount: Int
    let configuration: LayoutConfiguration
    let geometry: CollectionViewGeometry
    let grid: PixelGrid
    /// Measured sizes of this section's items.
    let preferred: [Int: Size]
    /// Measured sizes of this section's boundary views, by kind.
    var measuredBoundary: [String: Size] = [:]
    /// The estimate unmeasured items take instead of their dimension's, if any.
    var estimate: Size? = nil

    /// The section laid out from `start` along the scroll axis.
    ///
    /// An empty section without boundary items takes no room (not even its insets); otherwise the
    /// section is its content between its insets, grown by extending boundary items.
    func solve(at start: Double) throws -> SolvedSection {
        let layout = SectionGeometry(section: section, configuration: configuration, geometry: geometry)
        var solver = self
        solver.root = try uniformRoot(layout: layout)
        return try solver.solve(at: start, layout: layout, described: root)
    }

    /// Lays the section out with `root`; the context keeps the group as `described`, so that a measured size
    /// lays the section out again and works a uniform side out anew.
    private func solve(at start: Double, layout: SectionGeometry, described: GroupNode) throws -> SolvedSection {
        let scroll = layout.scrollAxis
        var solved = SolvedSection(index: index, frame: .zero, itemCount: itemCount,
                                   cellZIndex: section.decorationItems.isEmpty ? 0 : 1, stackAxis: layout.stackAxis)
        let items = section.boundarySupplementaryItems
        let sizes = layout.boundaryBox.sizes(of: items, grid: grid, measured: measuredBoundary)
        let slot = root.group.layoutSize.resolve(in: layout.groupContainer, grid: grid)
        var context = SectionContext(index: index, section: section, root: described, itemCount: itemCount,
                                     configuration: configuration, geometry: geometry, grid: grid, layout: layout,
                                     slot: slot, boundarySizes: sizes, preferred: preferred, estimate: estimate,
                                     frameStart: start, coreStart: start, coreEnd: start)
        if root.hasEstimatedItems { solved.itemEstimatedAxes = [] }
        if itemCount > 0 || !items.isEmpty {
            context.coreStart = start + layout.boundaryBox.leadingExtension(of: items, sizes: sizes)
            let contentStart = context.coreStart + section.contentInsets.start(scroll)
            let contentEnd = try layOutGroups(into: &solved, context: context, contentStart: contentStart)
            context.coreEnd = contentEnd + section.contentInsets.end(scroll)
        }
        context.finish(&solved)
        solved.context = context
        return solved
    }

    /// The top-level group, with a side that is uniform across siblings fixed at the largest that
    /// side is among the section's groups ("on the outermost group, the size is shared across the
    /// whole section"); the group itself when it has no such side.
    ///
    /// - Complexity: one extra pass over the section when a side is uniform.
    private func uniformRoot(layout: SectionGeometry) throws -> GroupNode {
        let size = root.group.layoutSize
        guard size.widthDimension.isUniformAcrossSiblings || size.heightDimension.isUniformAcrossSiblings,
              itemCount > 0 else { return root }
        var scratch = SolvedSection(index: index, frame: .zero, itemCount: itemCount, cellZIndex: 0,
                                    stackAxis: layout.stackAxis)
        let context = SectionContext(index: index, section: section, root: root, itemCount: itemCount,
                                     configuration: configuration, geometry: geometry, grid: grid, layout: layout,
                                     slot: size.resolve(in: layout.groupContainer, grid: grid), boundarySizes: [],
                                     preferred: preferred, estimate: estimate, frameStart: 0, coreStart: 0, coreEnd: 0)
        _ = try layOutGroups(into: &scratch, context: context, contentStart: 0)
        var shared = root.group
        let stack = layout.stackAxis
        let alongStack = (0..<scratch.groupCount).map { scratch.groupEnd[$0] - scratch.groupStart[$0] }.max() ?? 0
        let acrossStack = max(0, scratch.groupCrossEnd - scratch.groupCrossStart)
        for axis in Axis.allCases where size[axis].isUniformAcrossSiblings {
            let largest = axis == stack ? alongStack : acrossStack
            if axis == .horizontal { shared.layoutSize.widthDimension = .absolute(largest) }
            else { shared.layoutSize.heightDimension = .absolute(largest) }
        }
        return GroupNode(id: root.id, group: shared, children: root.children, customItems: root.customItems)
    }

    /// Lays out the groups and returns where the content ends along the scroll axis.
    private func layOutGroups(into solved: inout SolvedSection, context: SectionContext,
                              contentStart: Double) throws -> Double {
        let solver = context.makeSolver()
        let slot = context.slot
        let layout = context.layout
        solved.itemFrames.reserveCapacity(itemCount)
        if section.orthogonalScrollingBehavior == .none {
            return try stackGroups(into: &solved, solver: solver, slot: slot, layout: layout, contentStart: contentStart)
        }
        return try rowGroups(into: &solved, solver: solver, slot: slot, layout: layout, contentStart: contentStart)
    }

    /// Stacks groups along the scroll axis, `interGroupSpacing` apart; group edge spacing adds to
    /// the gaps, and places each group across the section's group box.
    private func stackGroups(into solved: inout SolvedSection, solver: GroupSolver, slot: Size,
                             layout: SectionGeometry, contentStart: Double) throws -> Double {
        let scroll = layout.scrollAxis
        let edges = root.group.edgeSpacing
        var cursor = contentStart
        func place(_ group: SolvedGroup, first: Int, across: Double, into solved: inout SolvedSection) {
            cursor += edges.start(scroll).minimum
            let origin = Point(main: grid.round(cursor), cross: across, axis: scroll)
            store(group, first: first, at: origin, into: &solved)
            cursor = origin[scroll] + group.size[scroll] + edges.end(scroll).minimum + section.interGroupSpacing
        }
        try forEachRun(solver: solver, slot: slot, box: layout.groupContainer, reserving: &solved) { run, solved in
            switch run {
            case .single(let group, let first):
                let across = layout.groupPositionAcross(group.size, edges: edges, solver: solver)
                place(group, first: first, across: across, into: &solved)
            case .repeated(let template, let first, let count):
                let across = layout.groupPositionAcross(template.size, edges: edges, solver: solver)
                if template.supplementaries.isEmpty && template.itemZIndices == nil && solved.itemZIndices == nil {
                    stamp(template, first: first, count: count, across: across, cursor: &cursor, into: &solved)
                } else {
                    for index in 0..<count {
                        place(template, first: first + index * template.itemCount, across: across, into: &solved)
                    }
                }
            }
        }
        return solved.groupCount > 0 ? cursor - section.interGroupSpacing : contentStart
    }

    /// Lines groups up in a row across the scroll axis (an orthogonal section); the row is as tall
    /// as its tallest group.
    private func rowGroups(into solved: inout SolvedSection, solver: GroupSolver, slot: Size,
                           layout: SectionGeometry, contentStart: Double) throws -> Double {
        let scroll = layout.scrollAxis
        let row = layout.stackAxis
        let edges = root.group.edgeSpacing
        var groups: [(SolvedGroup, Int)] = []
        try forEachRun(solver: solver, slot: slot, box: layout.groupContainer, reserving: &solved) { run, _ in
            switch run {
            case .single(let group, let first):
                groups.append((group, first))
            case .repeated(let template, let first, let count):
                for index in 0..<count { groups.append((template, first + index * template.itemCount)) }
            }
        }
        let height = groups.map { $0.0.size[scroll] + edges.minimum(along: scroll) }
            .max() ?? 0
        var cursor = layout.orthogonalLeading
        for (group, first) in groups {
            cursor += edges.start(row).minimum
            let across = solver.placeAcross(edges, size: group.size[scroll], cross: scroll, box: height,
                                            start: contentStart)
            let origin = Point(main: grid.round(cursor), cross: across, axis: row)
            store(group, first: first, at: origin, into: &solved)
            cursor = origin[row] + group.size[row] + edges.end(row).minimum + section.interGroupSpacing
        }
        let rowEnd = groups.isEmpty ? layout.orthogonalLeading : cursor - section.interGroupSpacing
        solved.orthogonal = OrthogonalScrolling(
            behavior: section.orthogonalScrollingBehavior, axis: row, leadingInset: layout.orthogonalLeading,
            trailingInset: layout.orthogonalTrailing, contentEnd: rowEnd + layout.orthogonalTrailing,
            viewport: geometry.size[row], handler: section.visibleItemsInvalidationHandler)
        return contentStart + height
    }

    /// Stacks `count` copies of a template group without supplementaries along the scroll axis:
    /// `place` for the common case, in a tight loop.
    ///
    /// - Complexity: O(count × items per group), without allocation beyond the arrays' growth.
    private func stamp(_ template: SolvedGroup, first: Int, count: Int, across: Double, cursor: inout Double,
                       into solved: inout SolvedSection) {
        let scroll = solved.stackAxis
        let edges = root.group.edgeSpacing
        let before = edges.start(scroll).minimum
        let after = template.size[scroll] + edges.end(scroll).minimum + section.interGroupSpacing
        let length = template.size[scroll]
        let perGroup = template.itemCount
        solved.groupCrossStart = min(solved.groupCrossStart, across)
        solved.groupCrossEnd = max(solved.groupCrossEnd, across + template.size[scroll.cross])
        solved.widestGroup = max(solved.widestGroup, template.size[scroll.cross])
        template.itemFrames.withUnsafeBufferPointer { frames in
            for index in 0..<count {
                let start = grid.round(cursor + before)
                let origin = Point(main: start, cross: across, axis: scroll)
                solved.groupFirstItem.append(Int32(truncatingIfNeeded: first + index * perGroup))
                solved.groupStart.append(start)
                solved.groupEnd.append(start + length)
                for frame in frames { solved.itemFrames.append(frame.offsetBy(origin)) }
                solved.itemEstimatedAxes? += template.leafAxes
                cursor = start + after
            }
        }
    }

    /// A stretch of the section's groups: one solved on its own, or several copies of the template.
    private enum GroupRun {
        case single(SolvedGroup, first: Int)
        case repeated(SolvedGroup, first: Int, count: Int)
    }

    /// Walks the section's items group by group.
    ///
    /// One group solved without measured sizes serves as a template for every full group whose
    /// items have no measured size; consecutive such groups come as one run. The others (the last,
    /// partly filled group and groups with measured items) are solved on their own.
    private func forEachRun(solver: GroupSolver, slot: Size, box: Size, reserving solved: inout SolvedSection,
                            _ body: (GroupRun, inout SolvedSection) throws -> Void) throws {
        let template = try solver.solve(root, slot: slot, box: box, first: 0, available: itemCount,
                                        usePreferred: false)
        let reusable = !template.isPartial && template.itemCount > 0
        let expectedGroups = itemCount / max(1, template.itemCount) + 1
        solved.groupFirstItem.reserveCapacity(expectedGroups)
        solved.groupStart.reserveCapacity(expectedGroups)
        solved.groupEnd.reserveCapacity(expectedGroups)
        var first = 0
        while first < itemCount {
            var copies = 0
            while reusable, itemCount - (first + copies * template.itemCount) >= template.itemCount,
                  !hasMeasuredItem(in: first + copies * template.itemCount..<first + (copies + 1) * template.itemCount) {
                copies += 1
                if preferred.isEmpty { copies = (itemCount - first) / template.itemCount; break }
            }
            if copies > 0 {
                try body(.repeated(template, first: first, count: copies), &solved)
                first += copies * template.itemCount
                continue
            }
            let group = try solver.solve(root, slot: slot, box: box, first: first, available: itemCount - first)
            guard group.itemCount > 0 else { return }  // the first item does not fit: nothing is laid out
            try body(.single(group, first: first), &solved)
            first += group.itemCount
        }
    }

    /// Whether an item in `items` has a measured size (then its group is solved on its own).
    private func hasMeasuredItem(in items: Range<Int>) -> Bool {
        guard !preferred.isEmpty else { return false }
        return items.contains { preferred[$0] != nil }
    }

    /// Appends a group's items, supplementaries and extent, moved to `origin`.
    private func store(_ group: SolvedGroup, first: Int, at origin: Point, into solved: inout SolvedSection) {
        let stack = solved.stackAxis
        let groupIndex = solved.groupCount
        solved.groupFirstItem.append(Int32(truncatingIfNeeded: first))
        solved.groupStart.append(origin[stack])
        solved.groupEnd.append(origin[stack] + group.size[stack])
        solved.groupCrossStart = min(solved.groupCrossStart, origin[stack.cross])
        solved.groupCrossEnd = max(solved.groupCrossEnd, origin[stack.cross] + group.size[stack.cross])
        solved.widestGroup = max(solved.widestGroup, group.size[stack.cross])
        solved.itemEstimatedAxes? += group.leafAxes
        solved.itemZIndices.appendItems(group.itemZIndices, count: group.itemCount, existing: solved.itemFrames.count)
        group.itemFrames.withUnsafeBufferPointer { frames in
            for frame in frames { solved.itemFrames.append(frame.offsetBy(origin)) }
        }
        for supplementary in group.supplementaries {
            let number = solved.supplementaryCounts[supplementary.elementKind, default: 0]
            solved.supplementaryCounts[supplementary.elementKind] = number + 1
            solved.supplementaries.append(StoredSupplementary(
                elementKind: supplementary.elementKind, item: number, owner: first + supplementary.itemOrdinal,
                group: groupIndex, frame: supplementary.frame.offsetBy(origin), zIndex: supplementary.zIndex))
        }
    }
}

extension SectionSolver {
    /// A solver for the section a context was solved from, with its measured sizes as they are now.
    init(context: SectionContext, measuredBoundary: [String: Size]) {
        self.init(index: context.index, section: context.section, root: context.root, itemCount: context.itemCount,
                  configuration: context.configuration, geometry: context.geometry, grid: context.grid,
                  preferred: context.preferred, measuredBoundary: measuredBoundary, estimate: context.estimate)
    }
}
