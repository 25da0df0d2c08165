// Applying measured sizes to a solved layout: re-solve one group, move the rest in O(log n).

/// What applying a measured size changed.
public struct LayoutChange: Hashable, Sendable {
    /// The section whose element was measured.
    public var section: Int
    /// How much the section grew along the scroll axis (negative: it shrank); everything after it
    /// moved by as much.
    public var delta: Double
    /// Whether the whole section was laid out again (its groups hold other items now, it scrolls
    /// orthogonally, or its top-level group is uniform across the section) rather than one group.
    public var relaidSection: Bool
}

extension SolvedLayout {
    /// Applies the size measured for the item at `indexPath` (its estimated sides only).
    ///
    /// Only the item's group (and the group before, when its run is planned with the item) is solved
    /// again; the groups and sections after it move by the change in length through prefix sums. A
    /// group that holds other items with the new size, an orthogonal section, a section-wide uniform
    /// group and a section whose nested groups plan past the next item lay their section out again.
    ///
    /// - Complexity: O(log n + k) for n groups and k items in the group, in the common case; O(n) for
    ///   a section laid out again (so measuring every item of such a section is O(n²)).
    @discardableResult
    public mutating func applyPreferredSize(_ size: Size, at indexPath: IndexPath) throws -> LayoutChange {
        let index = indexPath.section
        guard sections.indices.contains(index), var context = sections[index].context,
              sections[index].itemFrames.indices.contains(indexPath.item) else {
            throw LayoutError(element: "item \(indexPath)", reason: "cannot apply a measured size: the item is not laid out")
        }
        try Self.checkMeasured(size, of: "item \(indexPath)")
        let previous = context.preferred[indexPath.item]
        placeWhereItLies(index, context: &context)
        // Take the context out so that its measured sizes are not copied when changed.
        sections[index].context = nil
        context.preferred[indexPath.item] = size
        let before = sections[index].frame.size[scrollDirection]
        var relaid = context.needsWholeSection
        // Whether solving groups gave up for the whole section, possibly after putting some in place.
        var mayHavePlaced = false
        do {
            if !relaid {
                relaid = try !resolveGroup(containing: indexPath.item, in: index, context: &context)
                mayHavePlaced = relaid
            }
            if relaid { try relaySection(index, context: context) }
        } catch {
            // A size the layout refuses (a description the engine cannot lay out with it) is not kept: the layout
            // stays as it was, as a fresh solve with the sizes kept gives it.
            context.preferred[indexPath.item] = previous
            sections[index].context = context
            if mayHavePlaced { try? relaySection(index, context: context) }
            throw LayoutError.placing(error, at: .section(index))
        }
        return finishChange(in: index, lengthBefore: before, relaid: relaid)
    }

    /// Throws unless `size` is a size the layout can hold: each side from 0 to 10,000,000 points (R34). The element's
    /// name is only worked out for the error.
    static func checkMeasured(_ size: Size, of element: @autoclosure () -> String) throws {
        guard LayoutLimits.isMeasurable(size) else {
            throw LayoutError(element: element(), reason: "Invalid measured size \(formatted(size.width)) × \(formatted(size.height)) "
                                + "(each side 0 to \(LayoutLimits.lengthText) points)")
        }
    }

    /// Applies the size measured for a section's boundary view (a self-sizing header or footer).
    /// A header that grows moves the section's content by as much; the layout's own boundary views
    /// lay the layout out again.
    @discardableResult
    public mutating func applyPreferredSize(_ size: Size, ofSupplementary kind: String,
                                            at indexPath: IndexPath) throws -> LayoutChange {
        try Self.checkMeasured(size, of: "supplementary '\(kind)' \(indexPath)")
        boundaryAndEstimates[supplementary: SupplementaryKey(elementKind: kind, indexPath: indexPath)] = size
        let index = indexPath.section
        guard indexPath.item != IndexPath.layoutBoundaryItem else {
            throw LayoutError(element: "supplementary '\(kind)' \(indexPath)",
                              reason: "the layout's own boundary views are measured by solving the layout again")
        }
        guard sections.indices.contains(index), var context = sections[index].context,
              let position = context.section.boundarySupplementaryItems.firstIndex(where: { $0.elementKind == kind }) else {
            throw LayoutError(element: "supplementary '\(kind)' \(indexPath)", reason: "no such boundary item")
        }
        placeWhereItLies(index, context: &context)
        let before = sections[index].frame.size[scrollDirection]
        if sections[index].stackAxis != scrollDirection {
            // An orthogonal section's groups run across the scroll axis, so its content cannot be moved along the
            // groups' shift: it is laid out again, as for its cells.
            do { try relaySection(index, context: context) } catch { throw LayoutError.placing(error, at: .section(index)) }
            return finishChange(in: index, lengthBefore: before, relaid: true)
        }
        let item = context.section.boundarySupplementaryItems[position]
        let resolved = context.layout.boundaryBox.sizes(of: [item], grid: context.grid, measured: [kind: size])[0]
        context.boundarySizes[position] = resolved
        let start = context.frameStart + context.layout.boundaryBox.leadingExtension(
            of: context.section.boundarySupplementaryItems, sizes: context.boundarySizes)
        let moved = start - context.coreStart
        if moved != 0, mayMoveInexactly(from: lowestGroupStart(ofSection: index, from: 0), by: moved) {
            do { try relaySection(index, context: context) } catch { throw LayoutError.placing(error, at: .section(index)) }
            return finishChange(in: index, lengthBefore: before, relaid: true)
        }
        context.coreStart += moved
        context.coreEnd += moved
        sections[index].contentShift += moved
        context.finish(&sections[index])
        sections[index].context = context
        return finishChange(in: index, lengthBefore: before, relaid: false)
    }

    /// Solves again the group holding `item` with the section's measured sizes; false when a group
    /// would hold other items (the caller lays the whole section out again).
    ///
    /// A group planned with measured sizes sizes its next candidate too (R7, R13: planned as if full), whether or
    /// not it has a measured item of its own: when `item` starts its group and the section's groups can plan with
    /// the item after their own (`GroupNode.plansWithItemsAfterItsOwn`), the group before is solved again as well.
    /// Groups that can plan with items further on (`plansBeyondTheNextItem`) have no bound on how far back one
    /// reads `item`: their section is laid out again. Both groups are solved before either is put in place, so an
    /// error leaves the section as it was.
    private mutating func resolveGroup(containing item: Int, in index: Int, context: inout SectionContext) throws -> Bool {
        // A group estimated across the stacking axis can change its width there, and the section's extent across
        // it (which widens the content, R16) is the union of all its groups: the section is laid out again.
        if context.root.group.layoutSize[sections[index].stackAxis.cross].isEstimated { return false }
        if context.root.plansBeyondTheNextItem { return false }
        let group = sections[index].group(ofItem: item)
        let solver = context.makeSolver()
        let first = group > 0 && sections[index].items(ofGroup: group).lowerBound == item
            && context.root.plansWithItemsAfterItsOwn ? group - 1 : group
        var previous: SolvedGroup?
        if first < group {
            guard let again = try solveAgain(first, in: index, context: context, solver: solver) else { return false }
            previous = again
        }
        guard let again = try solveAgain(group, in: index, context: context, solver: solver) else { return false }
        if let previous, !place(previous, group: first, in: index, context: &context, solver: solver) { return false }
        guard place(again, group: group, in: index, context: &context, solver: solver) else { return false }
        context.finish(&sections[index])
        sections[index].context = context
        return true
    }

    /// Group `group` of section `index` solved again with the measured sizes, or nil when it would now hold another
    /// number of items.
    private func solveAgain(_ group: Int, in index: Int, context: SectionContext, solver: GroupSolver) throws -> SolvedGroup? {
        let items = sections[index].items(ofGroup: group)
        let again = try solver.solve(context.root, slot: context.slot, box: context.layout.groupContainer,
                                     first: items.lowerBound, available: sections[index].itemCount - items.lowerBound)
        return again.itemCount == items.count ? again : nil
    }

    /// Puts group `group` of section `index`, solved again, in place, moving the groups after it by as much as the
    /// next one's rounded origin moves; false (and nothing changed) when it would hold other views than before.
    private mutating func place(_ solved: SolvedGroup, group: Int, in index: Int, context: inout SectionContext,
                                solver: GroupSolver) -> Bool {
        let items = sections[index].items(ofGroup: group)
        let stack = sections[index].stackAxis
        let across = context.layout.groupPositionAcross(solved.size, edges: context.root.group.edgeSpacing, solver: solver)
        let start = sections[index].groups.start(group)
        let origin = Point(main: start, cross: across, axis: stack)
        let length = sections[index].groups.end(group) - start
        // The last group moves only the section's end, by its change in length.
        let move = group == sections[index].groupCount - 1 ? solved.size[stack] - length
            : movedNextGroup(after: group, in: index, from: length, to: solved.size[stack], stacking: context.stacking)
        if move != 0, Self.mayCarryAcrossZero(from: lowestGroupStart(ofSection: index, from: group + 1), by: move) {
            return false
        }
        guard sections[index].replace(group: group, items: items, with: solved, at: origin) else { return false }
        if move != 0 {
            sections[index].groups.move(from: group + 1, by: move)
            context.coreEnd += move
        }
        return true
    }

    /// How far the group after `group` of section `index` moves when `group` goes from `length` to `newLength`:
    /// each group's origin is rounded where the one before it ends (R1), so a change by whole pixels moves it by as
    /// much, and one by part of a pixel by the difference of the two roundings (whole pixels again, which move every
    /// later group exactly).
    private func movedNextGroup(after group: Int, in index: Int, from length: Double, to newLength: Double,
                                stacking: GroupStacking) -> Double {
        let delta = newLength - length
        guard delta != 0, !context.grid.isWholePixels(delta) else { return delta }
        // Where the group lies: its shifts included, so that halves round on the side of zero a fresh solve sees.
        let at = withSection(index) { section in
            Point(main: section.pointee.groups.start(group) + section.pointee.groups.shift(group) + section.pointee.contentShift,
                  cross: 0, axis: stacking.axis)
        }
        return stacking.origin(after: stacking.cursor(after: at, length: newLength), across: 0)[stacking.axis]
            - stacking.origin(after: stacking.cursor(after: at, length: length), across: 0)[stacking.axis]
    }

    /// Lays section `index` out again with its measured sizes, where it now lies: the sections' shift is taken into
    /// it, so that it rounds as a fresh solve does (R1 across zero, `SolvedLayout+ZeroCrossing.swift`).
    mutating func relaySection(_ index: Int, context: SectionContext) throws {
        let shift = offset(ofSection: index)
        let solver = SectionSolver(context: context, measuredBoundary: boundaryAndEstimates.boundarySizes(section: index, item: 0))
        sections[index] = try solver.solve(at: context.frameStart + shift)
        clearShift(ofSection: index, shift)
    }

    /// Moves the sections after `index` by how much it grew, and places the layout's own boundary items.
    mutating func finishChange(in index: Int, lengthBefore: Double, relaid: Bool) -> LayoutChange {
        let delta = sections[index].frame.size[scrollDirection] - lengthBefore
        // The last section's change moves nothing after it (the tree is not made for a layout of one section).
        if delta != 0, index < sections.count - 1 {
            if sectionShifts == nil { sectionShifts = FenwickTree(count: sections.count) }
            sectionShifts!.add(delta, at: index)
        }
        noteChange(ofSection: index)
        if delta != 0 { relaySectionsMovedInexactly(after: index, by: delta) }
        finishLayout()
        return LayoutChange(section: index, delta: delta, relaidSection: relaid)
    }
}

extension SolvedSection {
    /// Puts a solved group's items and supplementaries in place of group `group`'s, at `origin` (in the section's
    /// coordinates as solved); false, changing nothing, when the group would hold other views than before.
    mutating func replace(group: Int, items: Range<Int>, with solved: SolvedGroup, at origin: Point) -> Bool {
        let first = supplementaries.partitioningIndex { $0.group >= group }
        var end = first
        while end < supplementaries.count, supplementaries[end].group == group { end += 1 }
        guard end - first == solved.supplementaries.count else { return false }
        for (offset, frame) in solved.itemFrames.enumerated() {
            itemFrames[items.lowerBound + offset] = frame.offsetBy(origin)
        }
        replaceItemZIndices(items, with: solved.itemZIndices)
        groups.setEnd(groups.start(group) + solved.size[stackAxis], of: group)
        widestGroup = max(widestGroup, solved.size[stackAxis.cross])
        if tracksEstimatedAxes {
            for (offset, axes) in solved.leafAxes.enumerated() { itemEstimatedAxes[items.lowerBound + offset] = axes }
        }
        // The group holds the same items as before, so the same views: each keeps its number within its kind.
        var numbers: [String: [Int]] = [:]
        for position in (first..<end).reversed() {
            numbers[supplementaries[position].elementKind, default: []].append(supplementaries[position].item)
        }
        for (offset, placed) in solved.supplementaries.enumerated() {
            supplementaries[first + offset] = StoredSupplementary(
                elementKind: placed.elementKind, item: numbers[placed.elementKind]?.popLast() ?? 0,
                owner: items.lowerBound + placed.itemOrdinal, group: group, frame: placed.frame.offsetBy(origin),
                zIndex: placed.zIndex)
        }
        return true
    }
}
