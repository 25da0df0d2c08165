// UIKit's layout queries: elements in a rectangle, an item, a supplementary or decoration view.

extension SolvedLayout {
    /// `layoutAttributesForElements(in:)`: every element whose frame meets `rect` clipped to the content.
    ///
    /// As in UIKit, the rectangle is first clipped to the content rectangle (origin to content size); a
    /// rectangle the clip leaves without area returns only the decorations of the sections whose frame meets or
    /// touches it. Otherwise a cell (and a view anchored to it) is returned when it and its group meet the
    /// clipped rectangle, a decoration when its section's frame does, and pinned boundary items are where
    /// `contentOffset` puts them (R32).
    ///
    /// This works in leading space (`SolvedLayout+Direction.swift`); cells and anchored views of orthogonal
    /// sections are left out unless `orthogonalContent` (`visibleElements` places those itself, scrolled).
    ///
    /// - Complexity: O(s log s + log² n + k) for s sections, n items and k results (log² once measured
    ///   sizes have moved groups).
    func leadingElements(in rect: Rect, contentOffset: Point, orthogonalContent: Bool) -> [LayoutAttributes] {
        guard let rect = rect.intersection(Rect(origin: .zero, size: contentSize)) else { return [] }
        guard rect.hasArea else {
            return sections.indices.filter { leadingFrame(ofSection: $0).touches(rect) }.flatMap { decorationAttributes(of: $0) }
        }
        var result: [LayoutAttributes] = []
        for item in layoutBoundaryItems {
            let attributes = self.attributes(of: item, contentOffset: contentOffset, moved: .zero)
            if attributes.frame.intersects(rect) { result.append(attributes) }
        }
        for index in sections.indices {
            let moved = translation(ofSection: index)
            for item in sections[index].boundaryItems {
                let attributes = self.attributes(of: item, contentOffset: contentOffset, moved: moved)
                if attributes.frame.intersects(rect) { result.append(attributes) }
            }
            if sections[index].frame.offsetBy(moved).intersects(rect) {
                result += decorationAttributes(of: index)
            }
        }
        // A section's groups can reach past its frame (negative insets end it before its content does), so
        // sections are picked by their groups' extent, not by their frames.
        for index in sections.indices where orthogonalContent || sections[index].orthogonal == nil {
            guard let extent = groupExtent(of: index), extent.upperBound >= rect.min(scrollDirection),
                  extent.lowerBound <= rect.max(scrollDirection) else { continue }
            appendGroupedElements(of: index, in: rect, to: &result)
        }
        return result
    }

    /// The extent along the scroll axis of section `index`'s groups (nil when it has none), in layout coordinates.
    ///
    /// - Complexity: O(1); O(n) for the n groups of a section whose groups may start before the one before them.
    func groupExtent(of index: Int) -> ClosedRange<Double>? {
        let section = sections[index]
        guard section.groupCount > 0 else { return nil }
        let first = section.groupFrame(0), last = section.groupFrame(section.groupCount - 1)
        var start = Swift.min(first.min(scrollDirection), last.min(scrollDirection))
        var end = Swift.max(first.max(scrollDirection), last.max(scrollDirection))
        if section.groupsMayStepBack {
            for group in 0..<section.groupCount {
                let frame = section.groupFrame(group)
                start = Swift.min(start, frame.min(scrollDirection))
                end = Swift.max(end, frame.max(scrollDirection))
            }
        }
        end = Swift.max(end, start)
        let moved = offset(ofSection: index)
        return (start + moved)...(end + moved)
    }

    /// Cells and their anchored views of the groups of section `index` that meet `rect`.
    func appendGroupedElements(of index: Int, in rect: Rect, to result: inout [LayoutAttributes]) {
        let section = sections[index]
        let moved = translation(ofSection: index)
        let local = rect.offsetBy(Point(x: -moved.x, y: -moved.y))
        let stack = section.stackAxis
        let groups = groupRange(of: section, from: local.min(stack), to: local.max(stack))
        guard !groups.isEmpty else { return }
        var supplementary = section.supplementaries.partitioningIndex { $0.group >= groups.lowerBound }
        for group in groups {
            let shift = section.translation(ofGroup: group)
            let frame = section.groupFrame(group, shift: shift[stack])
            let meets = frame.intersects(local)
            for item in section.items(ofGroup: group) where meets && section.itemFrames[item].offsetBy(shift).intersects(local) {
                result.append(cellAttributes(section, item, moved: shift.adding(moved)))
            }
            while supplementary < section.supplementaries.count, section.supplementaries[supplementary].group <= group {
                let stored = section.supplementaries[supplementary]
                if meets, stored.group == group, stored.frame.offsetBy(shift).intersects(local) {
                    result.append(attributes(of: stored, in: section, moved: shift.adding(moved)))
                }
                supplementary += 1
            }
        }
    }

    /// The groups of `section` whose extent along its stacking axis may meet `[start, end)`: every group whose
    /// frame meets it, and maybe a neighbour (the caller checks each group's frame). A group's stored extent and
    /// its frame's edges may differ in the last bit (an end kept as a sum, a frame as origin plus size), so the
    /// range reaches `extentSlack` past both ends. Groups that may start before the one before them (a negative
    /// spacing) are not in order: every group is in the range.
    ///
    /// - Complexity: O(log n + k) for k groups in the range; O(n) when the groups may step back.
    func groupRange(of section: SolvedSection, from start: Double, to end: Double) -> Range<Int> {
        if section.groupsMayStepBack { return 0..<section.groupCount }
        let (start, end) = (start - Self.extentSlack, end + Self.extentSlack)
        let lower = section.groups.partition { section.groups.end($0) + section.shift(ofGroup: $0) > start }
        var upper = lower
        while upper < section.groupCount, section.groups.start(upper) + section.shift(ofGroup: upper) < end { upper += 1 }
        return lower..<upper
    }

    /// How far past a query's ends `groupRange` looks for groups: far more than a rounding error, far less than a
    /// pixel.
    static var extentSlack: Double { 1e-6 }

    /// `layoutAttributesForItem(at:)` in leading space; `nil` for an item that does not exist or was not laid out.
    func leadingItemAttributes(at indexPath: IndexPath) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        // Read through the buffer: one copy of the section (the array's subscript made more).
        let moved = translation(ofSection: indexPath.section)
        return sections.withUnsafeBufferPointer { buffer in
            Self.itemAttributes(in: buffer[indexPath.section], indexPath.item, sectionMoved: moved)
        }
    }

    /// Calls `body` with a pointer to section `index`, for reading its stored fields in place: the array's
    /// subscript, an unsafe buffer's, a `borrowing` argument and a method called on `pointee` each copy the whole
    /// section (a dozen arrays retained and released, more than most look-ups cost); `pointee.field` reads only
    /// that field.
    @inline(__always)
    func withSection<Result>(_ index: Int, _ body: (UnsafePointer<SolvedSection>) -> Result) -> Result {
        sections.withUnsafeBufferPointer { body($0.baseAddress! + index) }
    }

    /// The attributes of item `item` of `section`, the section moved by `sectionMoved`; nil when it was not laid out.
    private static func itemAttributes(in section: borrowing SolvedSection, _ item: Int, sectionMoved: Point) -> LayoutAttributes? {
        guard section.itemFrames.indices.contains(item) else { return nil }
        let shift = section.translation(ofGroup: section.group(ofItem: item))
        return section.cellAttributes(item, moved: shift.adding(sectionMoved))
    }

    /// `layoutAttributesForSupplementaryView(ofKind:at:)` in leading space, boundary and anchored views alike.
    func leadingSupplementaryAttributes(ofKind kind: String, at indexPath: IndexPath,
                                        contentOffset: Point) -> LayoutAttributes? {
        if let item = layoutBoundaryItems.first(where: { $0.elementKind == kind && $0.indexPath == indexPath }) {
            return attributes(of: item, contentOffset: contentOffset, moved: .zero)
        }
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        let moved = translation(ofSection: indexPath.section)
        if let item = section.boundaryItems.first(where: { $0.elementKind == kind && $0.indexPath == indexPath }) {
            return attributes(of: item, contentOffset: contentOffset, moved: moved)
        }
        return section.supplementaries.first { $0.elementKind == kind && $0.item == indexPath.item }.map {
            let shift = section.translation(ofGroup: $0.group)
            return attributes(of: $0, in: section, moved: shift.adding(moved))
        }
    }

    /// `layoutAttributesForDecorationView(ofKind:at:)` in leading space.
    func leadingDecorationAttributes(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section), indexPath.item == 0 else { return nil }
        return decorationAttributes(of: indexPath.section).first { $0.elementKind == kind }
    }

    func decorationAttributes(of index: Int) -> [LayoutAttributes] {
        let moved = translation(ofSection: index)
        return sections[index].decorations.map {
            LayoutAttributes(category: .decorationView, elementKind: $0.elementKind,
                             indexPath: IndexPath(item: 0, section: index), frame: $0.frame.offsetBy(moved),
                             zIndex: $0.zIndex)
        }
    }

    func cellAttributes(_ section: SolvedSection, _ item: Int, moved: Point) -> LayoutAttributes {
        section.cellAttributes(item, moved: moved)
    }

    func attributes(of stored: StoredSupplementary, in section: SolvedSection, moved: Point) -> LayoutAttributes {
        section.attributes(of: stored, moved: moved)
    }
}

extension Point {
    /// The sum of two translations.
    @inlinable func adding(_ other: Point) -> Point { Point(x: x + other.x, y: y + other.y) }
}

extension RandomAccessCollection where Index == Int {
    /// The first index whose element satisfies `predicate`, for a predicate that is false and then
    /// true along the collection (binary search).
    ///
    /// - Complexity: O(log n) calls of `predicate`.
    func partitioningIndex(where predicate: (Element) -> Bool) -> Int {
        var low = startIndex, high = endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if predicate(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
