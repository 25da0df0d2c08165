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
    let preferred: MeasuredSizes
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
        solved.tracksEstimatedAxes = root.hasEstimatedItems
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
        let alongStack = (0..<scratch.groupCount).map { scratch.groups.end($0) - scratch.groups.start($0) }.max() ?? 0
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
        let edges = root.group.edgeSpacing
        let scroll = layout.scrollAxis
        let stacking = GroupStacking(section, axis: scroll, grid: grid)
        solved.groupsMayStepBack = stacking.mayStepBack
        var runs = try groupRuns(solver: solver, slot: slot, layout: layout, reserving: &solved)
        let template = runs.template
        var cursor = contentStart
        var compiledWidth = Double.nan, compiledAcross = 0.0
        while let run = try runs.next() {
            switch run {
            case .single(let group, let first):
                let origin = stacking.origin(after: cursor, across: layout.groupPositionAcross(group.size, edges: edges,
                                                                                             solver: solver))
                solved.appendGroup(group, first: first, at: origin)
                cursor = stacking.cursor(after: origin, length: group.size[scroll])
            case .repeated(let first, let count):
                let across = layout.groupPositionAcross(template.size, edges: edges, solver: solver)
                if template.supplementaries.isEmpty && template.itemZIndices == nil && !solved.hasItemZIndices {
                    solved.appendCopies(of: template, first: first, count: count, across: across, stacking: stacking,
                                        cursor: &cursor)
                    continue
                }
                for index in 0..<count {
                    let origin = stacking.origin(after: cursor, across: across)
                    solved.appendGroup(template, first: first + index * template.itemCount, at: origin)
                    cursor = stacking.cursor(after: origin, length: template.size[scroll])
                }
            case .compiled(let size, let frames, let leafAxes, let first):
                // Compiled groups are mostly as wide as each other: their position across is worked out once per width.
                if size[scroll.cross] != compiledWidth {
                    compiledWidth = size[scroll.cross]
                    compiledAcross = layout.groupPositionAcross(size, edges: edges, solver: solver)
                }
                let origin = stacking.origin(after: cursor, across: compiledAcross)
                solved.appendGroup(size, frames: frames, leafAxes: leafAxes, zIndices: nil, first: first, at: origin)
                cursor = stacking.cursor(after: origin, length: size[scroll])
            }
        }
        return solved.groupCount > 0 ? cursor - section.interGroupSpacing : contentStart
    }

    /// The section's groups, run by run, with room reserved in `solved` for about as many groups as there will be.
    private func groupRuns(solver: GroupSolver, slot: Size, layout: SectionGeometry,
                           reserving solved: inout SolvedSection) throws -> GroupRuns {
        let runs = try GroupRuns(root: root, solver: solver, slot: slot, box: layout.groupContainer,
                                 itemCount: itemCount, preferred: preferred, estimate: estimate)
        solved.groups.reserveCapacity(runs.expectedGroups)
        return runs
    }

    /// Lines groups up in a row across the scroll axis (an orthogonal section); the row is as tall
    /// as its tallest group.
    private func rowGroups(into solved: inout SolvedSection, solver: GroupSolver, slot: Size,
                           layout: SectionGeometry, contentStart: Double) throws -> Double {
        let scroll = layout.scrollAxis
        let row = layout.stackAxis
        let edges = root.group.edgeSpacing
        var runs = try groupRuns(solver: solver, slot: slot, layout: layout, reserving: &solved)
        var groups: [(SolvedGroup, Int)] = []
        while let run = try runs.next() {
            switch run {
            case .single(let group, let first):
                groups.append((group, first))
            case .repeated(let first, let count):
                for index in 0..<count { groups.append((runs.template, first + index * runs.template.itemCount)) }
            case .compiled(let size, let frames, let leafAxes, let first):
                groups.append((SolvedGroup(size: size, itemFrames: Array(frames), itemZIndices: nil, supplementaries: [],
                                           isPartial: false, leafAxes: Array(leafAxes)), first))
            }
        }
        let height = groups.map { $0.0.size[scroll] + edges.minimum(along: scroll) }
            .max() ?? 0
        var cursor = layout.orthogonalLeading
        solved.groupsMayStepBack = GroupStacking(section, axis: row, grid: grid).mayStepBack
        for (group, first) in groups {
            cursor += edges.start(row).minimum
            let across = solver.placeAcross(edges, size: group.size[scroll], cross: scroll, box: height,
                                            start: contentStart)
            let origin = Point(main: grid.round(cursor), cross: across, axis: row)
            solved.appendGroup(group, first: first, at: origin)
            cursor = origin[row] + group.size[row] + edges.end(row).minimum + section.interGroupSpacing
        }
        let rowEnd = groups.isEmpty ? layout.orthogonalLeading : cursor - section.interGroupSpacing
        solved.orthogonal = OrthogonalScrolling(
            behavior: section.orthogonalScrollingBehavior, axis: row, leadingInset: layout.orthogonalLeading,
            trailingInset: layout.orthogonalTrailing, contentEnd: rowEnd + layout.orthogonalTrailing,
            viewport: geometry.size[row], handler: section.visibleItemsInvalidationHandler)
        return contentStart + height
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
