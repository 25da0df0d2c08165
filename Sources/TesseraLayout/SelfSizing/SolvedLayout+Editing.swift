// Inserting and deleting items of a solved layout, as a data source's snapshot does, without solving it again.

extension SolvedLayout {
    /// Inserts an item at `indexPath` (`insertItems(at:)`), with its measured size if one is known; the items
    /// from `indexPath` on move up by one, their measured sizes with them.
    ///
    /// In a section whose groups hold one item each (a list) the new group is solved and the groups after it move
    /// by its length, in O(chunk size + n / chunk size). Any other section is laid out again: every item after
    /// the new one may change its slot (in a grid each takes its neighbour's place).
    @discardableResult
    public mutating func insertItem(at indexPath: IndexPath, measuredSize: Size? = nil) throws -> LayoutChange {
        let index = indexPath.section
        guard sections.indices.contains(index), var context = sections[index].context,
              (0...sections[index].itemCount).contains(indexPath.item) else {
            throw LayoutError(element: "item \(indexPath)", reason: "cannot insert an item there")
        }
        if let measuredSize { try Self.checkMeasured(measuredSize, of: "item \(indexPath)") }
        let item = indexPath.item
        placeWhereItLies(index, context: &context)
        sections[index].context = nil
        context.preferred.insertItem(at: item)
        context.preferred[item] = measuredSize
        context.itemCount += 1
        sections[index].itemCount += 1
        let before = sections[index].frame.size[scrollDirection]
        let inPlace = try insertGroup(forItem: item, in: index, context: &context)
        if !inPlace { try relaySection(index, context: context) }
        return finishChange(in: index, lengthBefore: before, relaid: !inPlace)
    }

    /// Deletes the item at `indexPath` (`deleteItems(at:)`); the items after it move down by one, their measured
    /// sizes with them. Costs as `insertItem`.
    @discardableResult
    public mutating func deleteItem(at indexPath: IndexPath) throws -> LayoutChange {
        let index = indexPath.section
        guard sections.indices.contains(index), var context = sections[index].context,
              (0..<sections[index].itemCount).contains(indexPath.item) else {
            throw LayoutError(element: "item \(indexPath)", reason: "cannot delete it: there is no such item")
        }
        let item = indexPath.item
        placeWhereItLies(index, context: &context)
        sections[index].context = nil
        context.preferred.removeItem(at: item)
        context.itemCount -= 1
        sections[index].itemCount -= 1
        let before = sections[index].frame.size[scrollDirection]
        let inPlace = removeGroup(ofItem: item, in: index, context: &context)
        if !inPlace { try relaySection(index, context: context) }
        return finishChange(in: index, lengthBefore: before, relaid: !inPlace)
    }

    /// Whether section `index` can take an insertion or deletion in place: its groups hold one item each, always
    /// (a stable template of one item), in one stacked run, without anchored views or zIndices of their own.
    private func editsInPlace(_ index: Int, context: SectionContext) throws -> Bool {
        let section = sections[index]
        guard !context.needsWholeSection, section.groupCount == section.itemFrames.count,
              section.supplementaries.isEmpty, !section.hasItemZIndices else { return false }
        let program = try GroupProgram.compile(context.root, slot: context.slot, solver: context.makeSolver())
        return program?.leafCount == 1
    }

    /// Solves the group of an inserted item and moves the groups after it; false when the section must be laid
    /// out again instead.
    private mutating func insertGroup(forItem item: Int, in index: Int, context: inout SectionContext) throws -> Bool {
        guard item < sections[index].groupCount, try editsInPlace(index, context: context) else { return false }
        let solver = context.makeSolver()
        let solved = try solver.solve(context.root, slot: context.slot, box: context.layout.groupContainer, first: item,
                                      available: 1)
        guard solved.itemCount == 1 else { return false }
        let stack = sections[index].stackAxis
        let stacking = context.stacking
        let edges = context.root.group.edgeSpacing
        // The new group takes the place of the group now at `item` (where it is, less the content's own shift).
        let start = sections[index].groups.start(item) + sections[index].groups.shift(item)
        let origin = Point(main: start, cross: context.layout.groupPositionAcross(solved.size, edges: edges, solver: solver),
                           axis: stack)
        let next = stacking.origin(after: stacking.cursor(after: origin, length: solved.size[stack]), across: 0)[stack]
        let delta = next - start
        if Self.mayCarryAcrossZero(from: lowestGroupStart(ofSection: index, from: item), by: delta) { return false }
        sections[index].groups.move(from: item, by: delta)
        sections[index].groups.insert(start: start, end: start + solved.size[stack], firstItem: item, at: item,
                                      movingItemsAfterBy: 1)
        sections[index].itemFrames.insert(solved.itemFrames[0].offsetBy(origin), at: item)
        if sections[index].tracksEstimatedAxes { sections[index].itemEstimatedAxes.insert(solved.leafAxes[0], at: item) }
        context.coreEnd += delta
        context.finish(&sections[index])
        sections[index].context = context
        return true
    }

    /// Removes the group of a deleted item and moves the groups after it back; false when the section must be laid
    /// out again instead.
    private mutating func removeGroup(ofItem item: Int, in index: Int, context: inout SectionContext) -> Bool {
        let groups = sections[index].groups
        guard item + 1 < groups.count, (try? editsInPlace(index, context: context)) == true else { return false }
        let delta = (groups.start(item + 1) + groups.shift(item + 1)) - (groups.start(item) + groups.shift(item))
        if Self.mayCarryAcrossZero(from: lowestGroupStart(ofSection: index, from: item + 1), by: -delta) { return false }
        sections[index].groups.remove(at: item, movingItemsBackBy: 1)
        sections[index].groups.move(from: item, by: -delta)
        sections[index].itemFrames.remove(at: item)
        if sections[index].tracksEstimatedAxes { sections[index].itemEstimatedAxes.remove(at: item) }
        context.coreEnd -= delta
        context.finish(&sections[index])
        sections[index].context = context
        return true
    }
}
