// What must hold for every layout the engine accepts: checked on each random layout.

import TesseraLayout

/// A property a solved layout broke, and how.
public struct Violation: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Property: String, Hashable, Sendable, CaseIterable {
        /// Solving threw something other than a `LayoutError` (a description it refuses).
        case solves
        /// Every frame and the content size are finite.
        case finite
        /// Tidy sections: cells inside their section along the scroll axis, and inside the content across it.
        case contained
        /// Tidy sections: no two cells of one group overlap.
        case noOverlap
        /// A rectangle query returns exactly the brute-force filter of every element by R32's rule.
        case queries
        /// Applying measured sizes one at a time gives the frames of solving with all of them.
        case incremental
        /// Solving twice gives bit-identical frames.
        case deterministic
    }

    public var property: Property
    public var detail: String

    public var description: String { "\(property.rawValue): \(detail)" }
}

/// The invariants checked on every random layout.
public enum LayoutInvariants {
    /// What checking one layout found: nothing, a refusal (a `LayoutError`: not a failure), or a violation.
    public enum Outcome: Sendable {
        case held
        case refused(LayoutError)
        case violated(Violation)
    }

    /// Checks `spec`; `random` picks the rectangles queried and the order measured sizes are applied in.
    public static func check(_ spec: LayoutSpec, random: inout SeededRandom) -> Outcome {
        let solved: SolvedLayout
        do {
            solved = try solve(spec, preferred: spec.preferredSizes)
        } catch let error as LayoutError {
            return .refused(error)
        } catch {
            return .violated(Violation(property: .solves, detail: "\(error)"))
        }
        do {
            try checkFinite(solved)
            try checkContainment(spec, solved)
            try checkOverlap(spec, solved)
            try LayoutQueries.check(solved, random: &random)
            // The incremental check solves the same input again when every measured size applies; otherwise
            // the layout is solved a second time here.
            if try !checkIncremental(spec, solved, random: &random) { try checkDeterministic(spec, solved) }
        } catch let violation as Violation {
            return .violated(violation)
        } catch {
            return .violated(Violation(property: .solves, detail: "\(error)"))
        }
        return .held
    }

    static func solve(_ spec: LayoutSpec, preferred: PreferredSizes) throws -> SolvedLayout {
        try spec.layout.solve(itemCounts: spec.itemCounts, in: spec.geometry, preferredSizes: preferred)
    }

    private static func isFinite(_ rect: Rect) -> Bool {
        [rect.minX, rect.minY, rect.size.width, rect.size.height].allSatisfy(\.isFinite)
    }

    private static func checkFinite(_ solved: SolvedLayout) throws {
        guard solved.contentSize.width.isFinite, solved.contentSize.height.isFinite else {
            throw Violation(property: .finite, detail: "content size \(solved.contentSize)")
        }
        for element in solved.allElements() where !isFinite(element.frame) {
            throw Violation(property: .finite, detail: "\(element.key) frame \(element.frame)")
        }
    }

    private static func checkDeterministic(_ spec: LayoutSpec, _ solved: SolvedLayout) throws {
        try checkSame(solved, try solve(spec, preferred: spec.preferredSizes))
    }

    /// Two solves of the same input: bit-identical frames and content size.
    private static func checkSame(_ solved: SolvedLayout, _ again: SolvedLayout) throws {
        guard again.contentSize == solved.contentSize, again.allElements() == solved.allElements() else {
            throw Violation(property: .deterministic, detail: "a second solve of the same input gave other frames")
        }
    }

    /// Tidy sections: along the scroll axis each cell lies in its section and each section in the content;
    /// across it (unless orthogonal) each cell lies in the content. Tolerance: a pixel, since positions are rounded
    /// and lengths are not (R1): a section that starts between two pixels (a spacing or an inset of 0.5 at @3x), or a
    /// group that ends between two (a size measured 44.25), has cells rounded to a pixel either side; and for cells
    /// half a pixel more for each level of nested groups, as `checkOverlap` allows (a nested group's items are rounded
    /// relative to its rounded origin, R1). Sections that overlap (a negative spacing, R17) are not checked.
    private static func checkContainment(_ spec: LayoutSpec, _ solved: SolvedLayout) throws {
        guard spec.interSectionSpacing >= 0 else { return }
        let scroll = spec.scrollDirection, tolerance = 1 / spec.view.scale + 1e-9
        for (index, section) in spec.sections.enumerated() where OverhangRules.isTidy(section, scroll: scroll) {
            let frame = solved.frame(ofSection: index)
            let cellTolerance = tolerance + 0.5 * Double(nesting(of: section.group)) / spec.view.scale
            guard frame.min(scroll) >= -tolerance, frame.max(scroll) <= solved.contentSize[scroll] + tolerance else {
                throw Violation(property: .contained, detail: "section \(index) \(frame) outside the content size "
                                + "\(solved.contentSize)")
            }
            for item in 0..<solved.numberOfItems(inSection: index) {
                guard let cell = solved.layoutAttributesForItem(at: IndexPath(item: item, section: index))?.frame else {
                    continue
                }
                if cell.min(scroll) < frame.min(scroll) - cellTolerance
                    || cell.max(scroll) > frame.max(scroll) + cellTolerance {
                    throw Violation(property: .contained, detail: "cell [\(index), \(item)] \(cell) outside its section "
                                    + "\(frame) along the scroll axis")
                }
                if section.orthogonal == .none, cell.min(scroll.cross) < -cellTolerance
                    || cell.max(scroll.cross) > solved.contentSize[scroll.cross] + cellTolerance {
                    throw Violation(property: .contained, detail: "cell [\(index), \(item)] \(cell) outside the content "
                                    + "size \(solved.contentSize) across the scroll axis")
                }
            }
        }
    }

    /// Tidy sections: no two cells of one group overlap by more than a pixel either way (positions are rounded
    /// to the pixel grid, absolute and estimated lengths are not), and half a pixel more for each level of nested
    /// groups: a child's origin is rounded where it lies and its items relative to it (R1), so with lengths off the
    /// grid (a size measured 120.75) each level may round its items half a pixel further from the next child's.
    private static func checkOverlap(_ spec: LayoutSpec, _ solved: SolvedLayout) throws {
        for (index, section) in spec.sections.enumerated() where OverhangRules.isTidy(section, scroll: spec.scrollDirection) {
            let pixel = (1 + 0.5 * Double(nesting(of: section.group))) / spec.view.scale + 1e-9
            for group in solved.groups(ofSection: index) {
                let cells = group.items.compactMap { item in
                    solved.layoutAttributesForItem(at: IndexPath(item: item, section: index)).map { (item, $0.frame) }
                }
                for (offset, (first, a)) in cells.enumerated() {
                    for (second, b) in cells[(offset + 1)...] {
                        let width = min(a.maxX, b.maxX) - max(a.minX, b.minX)
                        let height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                        if width > pixel && height > pixel {
                            throw Violation(property: .noOverlap, detail: "cells [\(index), \(first)] \(a) and "
                                            + "[\(index), \(second)] \(b) of one group overlap")
                        }
                    }
                }
            }
        }
    }

    /// How many levels of groups `group` holds below itself.
    static func nesting(of group: GroupSpec) -> Int {
        group.children.map { child -> Int in
            if case .group(let nested) = child { return 1 + nesting(of: nested) }
            return 0
        }.max() ?? 0
    }

    /// Measured sizes applied one at a time, in a random order, to the layout solved without them give the frames
    /// of solving with all of them at once (to a millionth of a point). Sizes of elements not laid out when their
    /// turn comes are left out of both, and so are sizes that applying and a fresh solve with them both refuse.
    /// Returns whether it solved `spec` itself again (and checked `solved` against that second solve).
    private static func checkIncremental(_ spec: LayoutSpec, _ solved: SolvedLayout, random: inout SeededRandom) throws -> Bool {
        guard !spec.measured.isEmpty else { return false }
        var incremental = try solve(spec, preferred: PreferredSizes())
        var applied = LayoutSpec()
        for measure in spec.measured.shuffled(using: &random) {
            do {
                if let kind = measure.elementKind {
                    guard incremental.layoutAttributesForSupplementaryView(ofKind: kind, at: measure.indexPath) != nil else { continue }
                    try incremental.applyPreferredSize(measure.size, ofSupplementary: kind, at: measure.indexPath)
                } else {
                    guard incremental.layoutAttributesForItem(at: measure.indexPath) != nil else { continue }
                    try incremental.applyPreferredSize(measure.size, at: measure.indexPath)
                }
                applied.measured.append(measure)
            } catch let error as LayoutError {
                // A size that makes the description one the engine refuses (E10: a repeating subitem of zero length
                // that only a group planned with it reaches) is refused by a fresh solve with it too: both paths
                // agree, and the size is left out of both. A size only the incremental path refuses is a violation.
                var withIt = applied
                withIt.measured.append(measure)
                if refuses(spec, withIt.preferredSizes) { continue }
                throw Violation(property: .incremental, detail: "applying \(measure.size) to \(measure.indexPath): \(error)")
            }
        }
        let fresh = try solve(spec, preferred: applied.preferredSizes)
        let sameInput = applied.measured.count == spec.measured.count
        if sameInput { try checkSame(solved, fresh) }
        let expected = fresh.allElements(), actual = incremental.allElements()
        guard close(fresh.contentSize, incremental.contentSize) else {
            throw Violation(property: .incremental, detail: "content size \(incremental.contentSize) applied one by one, "
                            + "\(fresh.contentSize) solved at once")
        }
        guard expected.count == actual.count else {
            throw Violation(property: .incremental, detail: "\(actual.count) elements applied one by one, \(expected.count) "
                            + "solved at once")
        }
        for (a, b) in zip(expected, actual) where a.key != b.key || !close(a.frame, b.frame) {
            throw Violation(property: .incremental, detail: "\(b.key) \(b.frame) applied one by one, \(a.key) \(a.frame) "
                            + "solved at once")
        }
        return sameInput
    }

    /// Whether solving `spec` with `preferred` throws a `LayoutError` (a refusal, not a failure).
    private static func refuses(_ spec: LayoutSpec, _ preferred: PreferredSizes) -> Bool {
        do {
            _ = try solve(spec, preferred: preferred)
            return false
        } catch is LayoutError {
            return true
        } catch {
            return false
        }
    }

    private static func close(_ a: Size, _ b: Size) -> Bool {
        abs(a.width - b.width) <= 1e-6 && abs(a.height - b.height) <= 1e-6
    }

    private static func close(_ a: Rect, _ b: Rect) -> Bool { close(a.size, b.size) && close(Size(width: a.minX, height: a.minY), Size(width: b.minX, height: b.minY)) }
}
