// Rectangle queries against the brute-force filter of every element, by R32's rule.

import TesseraLayout

/// Checks `layoutAttributesForElements(in:)` against R32 applied to `allElements()`: the rectangle clipped to the
/// content rectangle; when the clip leaves no area, only the decorations of sections whose frame touches it;
/// else boundary items (where the offset puts pinned ones) that meet it, decorations of sections whose frame meets
/// it, cells and their anchored views that meet it and whose group meets it too. "Meet" is `Rect.intersects`
/// (CGRectIntersectsRect: touching edges do not meet).
enum LayoutQueries {
    static func check(_ solved: SolvedLayout, random: inout SeededRandom) throws {
        let offset = solved.restingContentOffset
        let all = solved.allElements(contentOffset: offset)
        // The group of every item, by section.
        var groupOfItem: [Int: [Int: Rect]] = [:]
        for section in 0..<solved.numberOfSections {
            for group in solved.groups(ofSection: section) {
                for item in group.items { groupOfItem[section, default: [:]][item] = group.frame }
            }
        }
        // The item each anchored view belongs to: `allElements` lists them right after their cell.
        var owners: [ElementKey: Int] = [:]
        var lastCell = -1
        for element in all {
            if element.category == .cell { lastCell = element.indexPath.item }
            if element.category == .supplementaryView, !isBoundary(element, solved) { owners[element.key] = lastCell }
        }
        let content = Rect(origin: .zero, size: solved.contentSize)
        for query in rectangles(solved, all, random: &random) {
            let clipped = query.intersection(content)
            let expected = all.filter { element in
                guard let rect = clipped else { return false }
                guard rect.hasArea else {
                    return element.category == .decorationView
                        && solved.frame(ofSection: element.indexPath.section).touches(rect)
                }
                switch element.category {
                case .decorationView:
                    return solved.frame(ofSection: element.indexPath.section).intersects(rect)
                case .cell:
                    return meets(element, rect, group: groupOfItem[element.indexPath.section]?[element.indexPath.item])
                case .supplementaryView:
                    // A boundary item has no group; an anchored view belongs to its item's group. Anchored views are
                    // numbered per kind (R23), not by item: their item is the cell listed before them.
                    guard !isBoundary(element, solved) else { return element.frame.intersects(rect) }
                    let item = owners[element.key] ?? -1
                    return meets(element, rect, group: groupOfItem[element.indexPath.section]?[item])
                }
            }
            let actual = solved.layoutAttributesForElements(in: query, contentOffset: offset)
            let want = Set(expected.map(Entry.init)), got = Set(actual.map(Entry.init))
            guard want == got, actual.count == got.count else {
                let missing = want.subtracting(got).map(\.text).sorted().prefix(3)
                let extra = got.subtracting(want).map(\.text).sorted().prefix(3)
                throw Violation(property: .queries, detail: "rect \(query): missing \(Array(missing)), extra \(Array(extra))"
                                + (actual.count == got.count ? "" : ", duplicates"))
            }
        }
    }

    private static func meets(_ element: LayoutAttributes, _ rect: Rect, group: Rect?) -> Bool {
        guard let group else { return false }
        return element.frame.intersects(rect) && group.intersects(rect)
    }

    /// Whether a supplementary view is a boundary item (of a section or the layout), not one anchored to an item:
    /// the generator gives boundary items these kinds, anchored views `badge` and `groupBadge…`.
    private static func isBoundary(_ element: LayoutAttributes, _ solved: SolvedLayout) -> Bool {
        boundaryKinds.contains(element.elementKind ?? "")
    }

    static let boundaryKinds: Set<String> = ["header", "footer", "side", "layoutHeader"]

    /// Rectangles to query: random ones over the content (some a line, some empty), and ones that touch an
    /// element's edges from outside.
    private static func rectangles(_ solved: SolvedLayout, _ all: [LayoutAttributes],
                                   random: inout SeededRandom) -> [Rect] {
        let content = solved.contentSize
        var rects: [Rect] = []
        for _ in 0..<5 {
            let x = Double.random(in: -50...(content.width + 50), using: &random)
            let y = Double.random(in: -50...(content.height + 50), using: &random)
            let width = random.chance(0.15) ? 0 : Double.random(in: 0...(content.width + 100), using: &random)
            let height = random.chance(0.15) ? 0 : Double.random(in: 0...(content.height / 2 + 100), using: &random)
            rects.append(Rect(x: x, y: y, width: width, height: height))
        }
        if let element = all.randomElement(using: &random) {
            let frame = element.frame
            rects.append(Rect(x: frame.minX - 10, y: frame.maxY, width: frame.size.width + 20, height: 30))
            rects.append(Rect(x: frame.maxX, y: frame.minY, width: 40, height: frame.size.height))
        }
        return rects
    }

    /// An element as a set member: its key and frame.
    private struct Entry: Hashable {
        var key: ElementKey
        var frame: Rect
        init(_ attributes: LayoutAttributes) {
            key = attributes.key
            frame = attributes.frame
        }
        var text: String { "\(key) \(frame)" }
    }
}
