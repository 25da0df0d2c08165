// Every layout measured on real UIKit (and the hand-written cases of the same format), laid out and compared.

import Testing
import TesseraLayout

@Suite("UIKit-measured fixtures")
struct UIKitMeasuredTests {
    static let measured = (try? FixtureEntry.measured.get()) ?? []
    static let all = measured + FixtureEntry.handWritten
    static let laidOut = all.filter { !$0.isSelfSizing }
    static let selfSizing = all.filter(\.isSelfSizing)

    @Test("The measured fixtures are found and read")
    func fixturesAreRead() throws {
        let entries = try FixtureEntry.measured.get()
        #expect(entries.count >= 60, "only \(entries.count) measured cases")
        #expect(entries.contains { $0.isSelfSizing })
        #expect(!FixtureEntry.handWritten.isEmpty, "no hand-written cases were found")
    }

    @Test("Frames, content size and queries match UIKit", arguments: laidOut)
    func matchesUIKit(_ entry: FixtureEntry) throws {
        let fixture = try entry.fixture()
        let handlers = FixtureHandlers()
        let solved = try fixture.layout(handlers: handlers).solve(itemCounts: fixture.counts, in: fixture.geometry)
        let expected = fixture.expected
        let origin = expected.boundsOrigin.map { Point(x: $0.x, y: $0.y) } ?? .zero
        let bounds = Rect(origin: origin, size: Size(width: fixture.container.width, height: fixture.container.height))

        if let size = expected.contentSize {
            #expect(abs(solved.contentSize.width - size.width) < 0.01 && abs(solved.contentSize.height - size.height) < 0.01,
                    "content size \(solved.contentSize.width) × \(solved.contentSize.height), UIKit \(size.width) × \(size.height)")
        }
        let actual: [LayoutAttributes]
        switch expected.elementsScope {
        case "intersectingBounds":
            actual = solved.layoutAttributesForElements(in: bounds, contentOffset: origin)
        case "visibleCells":
            handlers.replay = Dictionary(expected.elements.map { ($0.key.indexPath, $0) }, uniquingKeysWith: { a, _ in a })
            let offsets = solved.orthogonalSections.reduce(into: [Int: Double]()) {
                $0[$1] = solved.restingOffset(ofSection: $1, requested: 0)
            }
            actual = try solved.visibleElements(in: bounds, orthogonalOffsets: offsets).filter { $0.category == .cell }
        default:
            actual = solved.allElements(contentOffset: origin)
        }
        compare(actual, expected.elements, "elements")
        for query in expected.rectQueries ?? [] {
            guard query.rect.count == 4 else {
                Issue.record("rect query '\(query.label)': the rect is not [x, y, width, height]")
                continue
            }
            let rect = Rect(x: query.rect[0], y: query.rect[1], width: query.rect[2], height: query.rect[3])
            let found = Set(solved.layoutAttributesForElements(in: rect, contentOffset: origin).map(\.key))
            let wanted = Set(query.elements.map(\.key))
            #expect(found == wanted, """
                rect query '\(query.label)': missing \(wanted.subtracting(found).sorted()), \
                extra \(found.subtracting(wanted).sorted())
                """)
        }
        for query in expected.itemQueries ?? [] {
            let attributes = solved.layoutAttributesForItem(at: IndexPath(item: query.item, section: query.section))
            let wanted = query.frame.flatMap { $0.count == 4 ? Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) : nil }
            #expect(close(attributes?.frame, wanted), "item query [\(query.section), \(query.item)]: \(String(describing: attributes?.frame)), UIKit \(String(describing: wanted))")
        }
        for step in expected.orthogonalSteps ?? [] {
            try checkOrthogonalStep(step, solved: solved, bounds: bounds, handlers: handlers)
        }
    }

    @Test("Self-sizing: the visible elements after the passes, scrolled or not, and the content size",
          arguments: selfSizing)
    func selfSizingMatchesUIKit(_ entry: FixtureEntry) throws {
        let fixture = try entry.fixture()
        let measurer = ObservedHeightsMeasurer(fixture.selfSizing ?? FixtureSelfSizing(mode: nil, cellType: nil, texts: nil,
                                                                                      observedCellHeightsByWidthAndTextIndex: nil),
                                               recorded: fixture.expected.elements)
        let simulation = try CollectionViewSimulation(layout: fixture.layout(handlers: FixtureHandlers()),
                                                      itemCounts: fixture.counts, geometry: fixture.geometry,
                                                      measurer: measurer)
        // The harness ran 6 layout passes after adding the view to a window, and 6 more after scrolling.
        simulation.maximumPasses = 6
        try simulation.layoutIfNeeded()
        let offset = fixture.contentOffset.map { simulation.axis == .vertical ? $0.y : $0.x } ?? 0
        if offset != 0 { try simulation.setContentOffset(offset) }
        let bounds = simulation.bounds
        // Only the categories UIKit recorded are compared (cells; supplementaries too when it recorded them).
        let recorded = Set(fixture.expected.elements.map(\.key.category))
        let visible = simulation.solved.layoutAttributesForElements(in: bounds, contentOffset: bounds.origin)
            .filter { recorded.contains($0.category) || $0.category == .cell }
        compare(visible, fixture.expected.elements, "visible elements")
        if let size = fixture.expected.contentSize {
            let solved = simulation.solved.contentSize
            #expect(abs(solved.height - size.height) < 0.01 && abs(solved.width - size.width) < 0.01,
                    "content size \(solved), UIKit \(size)")
        }
        #expect(measurer.failures.isEmpty, "no observed height for \(measurer.failures)")
    }

    private func checkOrthogonalStep(_ step: FixtureOrthogonalStep, solved: SolvedLayout, bounds: Rect,
                                     handlers: FixtureHandlers) throws {
        var offsets: [Int: Double] = [:]
        for section in step.appliedToSections {
            offsets[section] = solved.restingOffset(ofSection: section, requested: step.requestedOffset)
        }
        handlers.replay = Dictionary(step.cells.map { ($0.key.indexPath, $0) }, uniquingKeysWith: { first, _ in first })
        let cells = try solved.visibleElements(in: bounds, orthogonalOffsets: offsets).filter { $0.category == .cell }
        compare(cells, step.cells, "visible cells at requested offset \(step.requestedOffset)")
        for case let (name, call?) in step.handler ?? [:] {
            guard let section = Int(name.dropFirst("section".count)) else {
                Issue.record("offset \(step.requestedOffset): handler record '\(name)' does not name a section")
                continue
            }
            guard let recorded = handlers.lastCall[section] else {
                Issue.record("offset \(step.requestedOffset): section \(section)'s handler was never called")
                continue
            }
            #expect(abs(recorded.offset.x - call.offsetX) < 0.01,
                    "offset \(step.requestedOffset): section \(section)'s handler got x = \(recorded.offset.x), UIKit \(call.offsetX)")
            // The handler's items as it was given them (before it changed anything), compared by index path.
            let items = recorded.items.map {
                LayoutAttributes(category: $0.category, elementKind: nil, indexPath: $0.indexPath,
                                 frame: $0.frame, zIndex: $0.zIndex)
            }
            let given = call.items.map {
                FixtureElement(category: $0.category, kind: nil, section: $0.section, item: $0.item, frame: $0.frame,
                               zIndex: $0.zIndex, alpha: nil, hidden: nil, transform: nil)
            }
            compare(items, given, "handler items of section \(section) at requested offset \(step.requestedOffset)")
        }
    }

    /// Compares elements as sets keyed by (category, kind, index path): frames to 0.01 pt, zIndex and alpha where
    /// recorded.
    private func compare(_ actual: [LayoutAttributes], _ expected: [FixtureElement], _ what: String) {
        var byKey: [ElementKey: LayoutAttributes] = [:]
        for attributes in actual { byKey[attributes.key] = attributes }
        var seen = Set<ElementKey>()
        for element in expected {
            let key = element.key
            seen.insert(key)
            guard let found = byKey[key] else {
                Issue.record("\(what): UIKit has \(key) at \(String(describing: element.rect)), Tessera has none")
                continue
            }
            #expect(close(found.frame, element.rect), "\(what): \(key) at \(found.frame), UIKit \(String(describing: element.rect))")
            if let z = element.zIndex {
                #expect(found.zIndex == z, "\(what): \(key) zIndex \(found.zIndex), UIKit \(z)")
            }
            if let alpha = element.alpha {
                #expect(abs(found.alpha - alpha) < 0.001, "\(what): \(key) alpha \(found.alpha), UIKit \(alpha)")
            }
        }
        for key in Set(byKey.keys).subtracting(seen).sorted() {
            Issue.record("\(what): Tessera has \(key) at \(byKey[key]!.frame), UIKit has none")
        }
    }
}

/// Whether two frames agree to 0.01 pt.
func close(_ a: Rect?, _ b: Rect?) -> Bool {
    guard let a, let b else { return a == nil && b == nil }
    return abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01
        && abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
}
