// Measuring every element: a section's items measured first and laid out once give the frames of one at a time.

import Testing
import TesseraLayout
import TesseraProperties

/// Answers with the size the random layout gives an element (its estimated sides; the fixed ones as proposed), or
/// the proposal for an element it gives none.
final class SpecMeasurer: ElementMeasuring {
    let sizes: PreferredSizes
    init(_ sizes: PreferredSizes) { self.sizes = sizes }

    func measure(_ request: MeasureRequest) throws -> Size {
        let given = request.category == .cell ? sizes[request.indexPath]
            : sizes[supplementary: SupplementaryKey(elementKind: request.elementKind ?? "", indexPath: request.indexPath)]
        guard let given else { return request.proposedSize }
        return Size(width: request.widthIsEstimated ? given.width : request.proposedSize.width,
                    height: request.heightIsEstimated ? given.height : request.proposedSize.height)
    }
}

@Suite("Measuring every element at once, section by section")
struct MeasureAtOnceTests {
    /// Every element of a simulation measured everywhere, `atOnce` or one at a time: its frames, or the error.
    private enum Outcome {
        case frames([ElementKey: Rect])
        case failed(String)
    }

    private static func measuredFrames(_ spec: LayoutSpec, atOnce: Bool) -> Outcome {
        do {
            let simulation = try CollectionViewSimulation(layout: spec.layout, itemCounts: spec.itemCounts,
                                                          geometry: spec.geometry, measurer: SpecMeasurer(spec.preferredSizes))
            try simulation.measureEverything(atOnce: atOnce)
            let solved = simulation.solved
            let all = Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)
            var frames: [ElementKey: Rect] = [:]
            for attributes in solved.layoutAttributesForElements(in: all) { frames[attributes.key] = attributes.frame }
            return .frames(frames)
        } catch {
            return .failed("\(error)")
        }
    }

    private static func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) <= 1e-6 && abs(a.minY - b.minY) <= 1e-6 && abs(a.width - b.width) <= 1e-6
            && abs(a.height - b.height) <= 1e-6
    }

    @Test("Random layouts measured at once and one at a time have the same frames (to 1e-6 pt) or the same error")
    func randomLayouts() throws {
        var sectionsAtOnce = 0
        for index in 0..<1_500 {
            var generator = LayoutGenerator(seed: SeededRandom.seed(20_261_127, layout: index))
            let spec = generator.layout()
            if let simulation = try? CollectionViewSimulation(layout: spec.layout, itemCounts: spec.itemCounts,
                                                              geometry: spec.geometry, measurer: EchoMeasurer()) {
                sectionsAtOnce += (0..<simulation.solved.numberOfSections)
                    .filter { simulation.solved.measuresItemsAtOnce(inSection: $0) }.count
            }
            switch (Self.measuredFrames(spec, atOnce: true), Self.measuredFrames(spec, atOnce: false)) {
            case let (.frames(once), .frames(inTurn)):
                #expect(once.keys.sorted() == inTurn.keys.sorted(), "layout \(index)")
                let moved = once.filter { key, frame in inTurn[key].map { !Self.close($0, frame) } ?? true }
                #expect(moved.isEmpty, "layout \(index): \(moved.count) frames differ, e.g. \(moved.first.map { "\($0)" } ?? "")")
            case let (.failed(once), .failed(inTurn)):
                #expect(once == inTurn, "layout \(index)")
            case let (once, inTurn):
                Issue.record("layout \(index): at once \(String(describing: once)), one at a time \(String(describing: inTurn))")
            }
        }
        // The generator makes sections of one item per group often enough for the check to mean something.
        #expect(sectionsAtOnce > 300, "\(sectionsAtOnce) sections measured at once")
    }

    @Test("A list of one item per group is measured at once; a grid row of two items is not")
    func eligibility() throws {
        func layout(itemFraction: Double) -> CompositionalLayout {
            let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(itemFraction),
                                                         heightDimension: .estimated(44)))
            let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1),
                                                                      heightDimension: .estimated(44)), subitems: [.item(item)])
            return CompositionalLayout(section: LayoutSection(group: group))
        }
        let geometry = CollectionViewGeometry(size: Size(width: 390, height: 844))
        let list = try layout(itemFraction: 1).solve(itemCounts: [10], in: geometry)
        let grid = try layout(itemFraction: 0.5).solve(itemCounts: [10], in: geometry)
        #expect(list.measuresItemsAtOnce(inSection: 0))
        #expect(!grid.measuresItemsAtOnce(inSection: 0))
        #expect(!list.measuresItemsAtOnce(inSection: 1))
    }
}
