// Walking a section's items group by group: template copies, compiled groups of measured items, the rest solved.

/// A stretch of a section's groups, as `GroupRuns` hands them out.
enum GroupRun {
    /// One group solved on its own (the last, partly filled one; a measured group of an unstable template).
    case single(SolvedGroup, first: Int)
    /// `count` copies of the template (no measured item in them).
    case repeated(first: Int, count: Int)
    /// A full group of measured items laid out by the compiled template: its size, its item frames relative to
    /// its origin and their estimated sides (valid until the next run is asked for).
    case compiled(Size, frames: UnsafeBufferPointer<Rect>, leafAxes: UnsafeBufferPointer<UInt8>, first: Int)
}

/// The groups of a section, one run at a time.
///
/// One group solved without measured sizes serves as a template for every full group whose items have no measured
/// size; consecutive such groups come as one run. A full group with measured items is laid out by the compiled
/// template when the template is stable (`GroupProgram`), else solved on its own, as is the last, partly filled
/// group.
struct GroupRuns {
    let root: GroupNode
    let solver: GroupSolver
    let slot: Size
    /// The box the top-level group is laid out in.
    let box: Size
    let itemCount: Int
    let preferred: MeasuredSizes
    let estimate: Size?
    /// The group solved without measured sizes.
    let template: SolvedGroup
    private let program: GroupProgram?
    /// Whether a group reads the measured size of the item after its own (`GroupNode.plansWithItemsAfterItsOwn`).
    private let plansWithNextItem: Bool
    private let buffers: GroupProgramBuffers?
    private var first = 0

    init(root: GroupNode, solver: GroupSolver, slot: Size, box: Size, itemCount: Int, preferred: MeasuredSizes,
         estimate: Size?) throws {
        self.root = root
        self.solver = solver
        self.slot = slot
        self.box = box
        self.itemCount = itemCount
        self.preferred = preferred
        self.estimate = estimate
        template = try solver.solve(root, slot: slot, box: box, first: 0, available: itemCount, usePreferred: false)
        let reusable = !template.isPartial && template.itemCount > 0
        // The program plans a full group as a nested one is planned, with no bound on the items; a group whose count
        // depends on the items left (children that take no room stop at them, E10) is not stable: it holds other
        // than the template's items, and such a group is solved on its own, as the incremental path solves it.
        program = reusable && !preferred.isEmpty
            ? try GroupProgram.compile(root, slot: slot, solver: solver).flatMap { [template] program in
                program.leafCount == template.itemCount ? program : nil
            }
            : nil
        buffers = program.map { GroupProgramBuffers(for: $0) }
        plansWithNextItem = root.plansWithItemsAfterItsOwn
    }

    /// How many groups the section will have, about (for reserving storage).
    var expectedGroups: Int { itemCount / max(1, template.itemCount) + 1 }

    /// The next run, or nil after the last group (or when the first item of a group does not fit it).
    mutating func next() throws -> GroupRun? {
        guard first < itemCount else { return nil }
        let start = first
        let perGroup = template.itemCount
        let full = !template.isPartial && perGroup > 0 && itemCount - start >= perGroup
        var copies = 0
        if full && preferred.isEmpty {
            copies = (itemCount - start) / perGroup
        } else {
            // A group planned with measured sizes can size its next candidate, the next group's first item (R7): a
            // measured size there can change its count or sizes, so that group is solved on its own.
            let reach = plansWithNextItem ? perGroup + 1 : perGroup
            while full, itemCount - (start + copies * perGroup) >= perGroup,
                  !preferred.containsAny(in: start + copies * perGroup..<start + copies * perGroup + reach) {
                copies += 1
            }
        }
        if copies > 0 {
            first += copies * perGroup
            return .repeated(first: start, count: copies)
        }
        if full, let program, let buffers {
            first += perGroup
            let size = program.evaluate(first: start, measured: preferred, estimate: estimate, into: buffers)
            return .compiled(size, frames: UnsafeBufferPointer(buffers.frames), leafAxes: UnsafeBufferPointer(buffers.leafAxes),
                             first: start)
        }
        let group = try solver.solve(root, slot: slot, box: box, first: start, available: itemCount - start)
        guard group.itemCount > 0 else {  // the first item does not fit: nothing is laid out
            first = itemCount
            return nil
        }
        first += group.itemCount
        return .single(group, first: start)
    }
}
