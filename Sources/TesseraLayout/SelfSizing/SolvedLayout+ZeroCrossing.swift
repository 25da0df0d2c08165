// Keeping moved sections and groups exact: a move of rounded positions off the pixel grid or across zero, where a
// half pixel rounds the other way (R1), lays them out again instead.

/// Positions round halves away from zero (R1), so moving a rounded position by whole pixels gives what rounding it
/// where it lands gives, except when the move carries it across zero: a section solved at 55 holds a view at 49.5,
/// rounded to 49.667 at @3x, which a move of −55 puts at −5.333 where a fresh solve rounds −5.5 to −5.667. A move by
/// part of a pixel is never exact: a section that starts between two pixels (after an `interSectionSpacing` of 1.5 at
/// @3x) and empties moves the next one back by 91.167, a pixel and a half more than whole, where its groups round to
/// other pixels. Items and their anchored views are rounded relative to their group's origin, which is on the pixel
/// grid, so they move with it exactly; what a section rounds where it lies is its frame, its boundary views, its
/// decorations and its groups' origins. A move that is not whole pixels, or may carry one of those across zero, lays
/// the section out again where it now lies instead; a section laid out again ends where its own rounding puts it, so
/// the move it passes on is whole pixels again (unless it has nothing rounded to end on: an empty section).
extension SolvedLayout {
    /// Whether moving positions that are all at `lowest` or after by `move` may carry one across zero.
    @inline(__always) static func mayCarryAcrossZero(from lowest: Double, by move: Double) -> Bool {
        lowest < Swift.max(0, -move)
    }

    /// Whether moving rounded positions that are all at `lowest` or after by `move` may leave one where a fresh
    /// solve does not round it: the move is not whole pixels, or it may carry one across zero.
    @inline(__always) func mayMoveInexactly(from lowest: Double, by move: Double) -> Bool {
        !context.grid.isWholePixels(move) || Self.mayCarryAcrossZero(from: lowest, by: move)
    }

    /// The lowest position along the scroll axis that section `index` rounded where it lies, in the coordinates
    /// it was solved in (its own shifts included, the sections' shift not).
    ///
    /// - Complexity: O(b + d) for b boundary items and d decorations; O(g) more for g groups that may start before
    ///   the group before them (a negative spacing).
    func lowestRoundedPosition(ofSection index: Int) -> Double {
        withSection(index) { section in
            let axis = scrollDirection
            var lowest = section.pointee.frame.min(axis)
            for item in section.pointee.boundaryItems { lowest = Swift.min(lowest, item.frame.min(axis)) }
            for decoration in section.pointee.decorations { lowest = Swift.min(lowest, decoration.frame.min(axis)) }
            guard section.pointee.groups.count > 0 else { return lowest }
            if section.pointee.stackAxis != axis { return Swift.min(lowest, section.pointee.groupCrossStart) }
            return Swift.min(lowest, Self.lowestGroupStart(of: section, from: 0))
        }
    }

    /// The lowest start along the stacking axis of the groups of section `index` from `group` on, their shifts
    /// included.
    ///
    /// - Complexity: O(log n); O(n) when its groups may start before the group before them.
    func lowestGroupStart(ofSection index: Int, from group: Int) -> Double {
        withSection(index) { Self.lowestGroupStart(of: $0, from: group) }
    }

    /// `lowestGroupStart(ofSection:from:)`, reading the section in place.
    private static func lowestGroupStart(of section: UnsafePointer<SolvedSection>, from group: Int) -> Double {
        let count = section.pointee.groups.count
        guard group < count else { return .infinity }
        let shift = section.pointee.contentShift
        guard section.pointee.groupsMayStepBack else {
            return section.pointee.groups.start(group) + section.pointee.groups.shift(group) + shift
        }
        return (group..<count).reduce(Double.infinity) {
            Swift.min($0, section.pointee.groups.start($1) + section.pointee.groups.shift($1) + shift)
        }
    }

    /// How far before its frame what section `index` rounds where it lies reaches.
    func overhang(ofSection index: Int) -> Double {
        sections[index].frame.min(scrollDirection) - lowestRoundedPosition(ofSection: index)
    }

    /// The most any section's rounded positions reach before its frame (`deepestOverhang`), worked out anew.
    ///
    /// - Complexity: O(s) for s sections (as `lowestRoundedPosition`).
    func deepestOverhangOfAllSections() -> Double {
        sections.indices.reduce(0) { Swift.max($0, overhang(ofSection: $1)) }
    }

    /// Lays out again, where they now lie, the sections after `index` whose rounded positions moving them by
    /// `delta` may have left where a fresh solve does not round them (`mayMoveInexactly`), moving the sections after
    /// each by what it then grew.
    ///
    /// A move by part of a pixel lays out the next section again, and the next, until one ends on its own rounding
    /// (the move it passes on is then whole pixels). Sections follow each other (with no negative spacing between
    /// them), so from there the walk stops at the first section too far from zero for any section from there on to
    /// reach it (`deepestOverhang`).
    ///
    /// - Complexity: O(1) sections looked at for a whole-pixel move far from zero; each section laid out again is
    ///   O(its items).
    mutating func relaySectionsMovedInexactly(after index: Int, by delta: Double) {
        var move = delta
        var next = index + 1
        let sectionsFollow = context.configuration.interSectionSpacing >= 0
        while next < sections.count {
            let shift = offset(ofSection: next)
            if mayMoveInexactly(from: lowestRoundedPosition(ofSection: next) + shift - move, by: move) {
                move += relayWhereItLies(next)
            } else if sectionsFollow,
                      sections[next].frame.min(scrollDirection) + shift - move - deepestOverhang >= Swift.max(0, -move) {
                return
            }
            next += 1
        }
    }

    /// Lays section `index` out again where it now lies (its sections' shift taken into it), moving the sections
    /// after it by what it grew; returns that growth. A section that cannot be laid out again stays as it was.
    private mutating func relayWhereItLies(_ index: Int) -> Double {
        guard let context = sections[index].context else { return 0 }
        let before = sections[index].frame.size[scrollDirection]
        guard (try? relaySection(index, context: context)) != nil else { return 0 }
        let grown = sections[index].frame.size[scrollDirection] - before
        if grown != 0, index < sections.count - 1 { sectionShifts!.add(grown, at: index) }
        noteChange(ofSection: index)
        return grown
    }

    /// Keeps what the layout knows of all sections up to date with section `index` as it now is.
    mutating func noteChange(ofSection index: Int) {
        widestGroups.update(sections[index], at: index)
        deepestOverhang = Swift.max(deepestOverhang, overhang(ofSection: index))
    }

    /// Takes the sections' shift of section `index` into the section itself (its content, frame, boundary items,
    /// decorations and `context`), so that what a change places in it is rounded where it lies. An orthogonal
    /// section is left as it is: every change lays it out again (`relaySection`, which places it where it lies).
    ///
    /// - Complexity: O(log s + b + d).
    mutating func placeWhereItLies(_ index: Int, context: inout SectionContext) {
        let shift = offset(ofSection: index)
        guard shift != 0, sections[index].stackAxis == scrollDirection else { return }
        let moved = Point(main: shift, cross: 0, axis: scrollDirection)
        sections[index].contentShift += shift
        sections[index].frame = sections[index].frame.offsetBy(moved)
        for position in sections[index].boundaryItems.indices {
            sections[index].boundaryItems[position].frame = sections[index].boundaryItems[position].frame.offsetBy(moved)
            let range = sections[index].boundaryItems[position].pinningRange
            sections[index].boundaryItems[position].pinningRange = (range.lowerBound + shift)...(range.upperBound + shift)
        }
        for position in sections[index].decorations.indices {
            sections[index].decorations[position].frame = sections[index].decorations[position].frame.offsetBy(moved)
        }
        context.frameStart += shift
        context.coreStart += shift
        context.coreEnd += shift
        clearShift(ofSection: index, shift)
    }

    /// Makes the sections' shift of section `index` (now `shift`) zero, leaving the sections after it where they are.
    mutating func clearShift(ofSection index: Int, _ shift: Double) {
        guard shift != 0, index > 0 else { return }
        sectionShifts!.add(-shift, at: index - 1)
        if index < sections.count - 1 { sectionShifts!.add(shift, at: index) }
    }
}

extension GroupStacking {
    /// Whether a group may start before the group before it: the room between them is negative.
    var mayStepBack: Bool { before + after + interGroupSpacing < 0 }
}
