// Estimate models and what-if estimates change where unmeasured items lie, not only what is traced.

import Testing
import TesseraLayout

@Suite("Estimate models")
struct EstimateModelTests {
    /// Every cell measures `height` points tall.
    final class FixedHeightMeasurer: ElementMeasuring {
        let height: Double
        init(height: Double) { self.height = height }
        func measure(_ request: MeasureRequest) throws -> Size {
            Size(width: request.proposedSize.width, height: height)
        }
    }

    /// 50 full-width rows estimated at 44 pt in a 320 × 480 view at 2x.
    static func simulation(measurer: any ElementMeasuring, model: EstimateModel = .script) throws -> CollectionViewSimulation {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = LayoutSection(group: .horizontal(layoutSize: size, subitems: [.item(LayoutItem(layoutSize: size))]))
        let geometry = CollectionViewGeometry(size: Size(width: 320, height: 480), traitCollection: TraitCollection(displayScale: 2))
        return try CollectionViewSimulation(layout: CompositionalLayout(section: section), itemCounts: [50],
                                            geometry: geometry, measurer: measurer, estimateModel: model)
    }

    static func cell(_ simulation: CollectionViewSimulation, _ item: Int) -> Rect? {
        simulation.solved.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    @Test("a what-if estimate lays the section's unmeasured rows out at it")
    func whatIfEstimate() throws {
        let simulation = try Self.simulation(measurer: EchoMeasurer())
        #expect(simulation.solved.contentSize.height == 50 * 44)
        try simulation.setEstimate(80, forSection: 0)
        // The echo measurer answers with the estimate, so every row is 80 whether measured or not.
        #expect(simulation.solved.contentSize.height == 50 * 80)
        #expect(Self.cell(simulation, 30) == Rect(x: 0, y: 30 * 80, width: 320, height: 80))
        // Back to the dimension's estimate: the rows measured (in view, at 80) keep their size, the rest are 44.
        try simulation.setEstimate(nil, forSection: 0)
        let measured = simulation.measured.count
        #expect(measured == 6)
        #expect(simulation.solved.contentSize.height == Double(measured) * 80 + Double(50 - measured) * 44)
    }

    @Test("the running average moves unmeasured rows to the mean of the measured ones")
    func runningAverage() throws {
        let averaged = try Self.simulation(measurer: FixedHeightMeasurer(height: 100), model: .runningAverage)
        try averaged.layoutIfNeeded()
        #expect(Self.cell(averaged, 40)?.height == 100)
        #expect(averaged.solved.contentSize.height == 50 * 100)
        // The script's constant leaves them at 44.
        let constant = try Self.simulation(measurer: FixedHeightMeasurer(height: 100))
        try constant.layoutIfNeeded()
        #expect(Self.cell(constant, 40)?.height == 44)
        let measured = constant.measured.count
        #expect(constant.solved.contentSize.height == Double(measured) * 100 + Double(50 - measured) * 44)
    }

    @Test("the dump's at-estimate test agrees with isAtEstimate: the measured rows in view are not, the rest are")
    func atEstimateTest() throws {
        let simulation = try Self.simulation(measurer: FixedHeightMeasurer(height: 100))
        try simulation.layoutIfNeeded()
        let test = simulation.atEstimateTest()
        let keys = (0..<50).map { ElementKey(category: .cell, elementKind: nil, indexPath: IndexPath(item: $0, section: 0)) }
        #expect(keys.map(test) == keys.map(simulation.isAtEstimate))
        // 480 pt of 100-pt rows: the first 5 are measured (the fifth starts at 400, in view).
        #expect(keys.map(test).firstIndex(of: true) == 5)
        #expect(test(ElementKey(category: .cell, elementKind: nil, indexPath: IndexPath(item: 50, section: 0))) == false)
    }
}
