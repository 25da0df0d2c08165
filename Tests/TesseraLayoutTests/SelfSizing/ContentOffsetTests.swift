// Setting the content offset as code does, against scrolling as a user does: clamped when set, or only later.

import Testing
import TesseraLayout

@Suite("Setting the content offset")
struct ContentOffsetTests {
    static func simulation(rowHeight: Double) throws -> CollectionViewSimulation {
        let simulation = try EstimateModelTests.simulation(measurer: EstimateModelTests.FixedHeightMeasurer(height: rowHeight))
        try simulation.layoutIfNeeded()
        return simulation
    }

    @Test("Set in code, an offset past the estimated end is kept when the measured rows make room for it")
    func keptWhenTheContentGrows() throws {
        let simulation = try Self.simulation(rowHeight: 100)
        // The first screenful measured at 100: 5 rows of 100 and 45 of 44 → 2480, so the end is at 2000.
        #expect(simulation.solved.contentSize.height == 2480)
        try simulation.setContentOffset(2050)
        #expect(simulation.contentOffset.y == 2050)
        // The rows met there grew to 100 each, so the content now reaches past 2050 + 480.
        #expect(simulation.solved.contentSize.height >= 2530)
        #expect(EstimateModelTests.cell(simulation, 49)?.maxY == simulation.solved.contentSize.height)
    }

    @Test("A user's scroll to the same place stops at the end the estimates give")
    func clampedWhenScrolled() throws {
        let simulation = try Self.simulation(rowHeight: 100)
        try simulation.scroll(to: 2050)
        #expect(simulation.contentOffset.y == 2000)
    }

    @Test("Set in code where the measured rows then end the content sooner, the offset comes back to the new end")
    func clampedWhenTheContentShrinks() throws {
        let simulation = try Self.simulation(rowHeight: 20)
        // 24 rows of 20 fill the first screen; 26 of 44 follow: 1624, the end at 1144.
        #expect(simulation.solved.contentSize.height == 1624)
        try simulation.setContentOffset(1100)
        let height = simulation.solved.contentSize.height
        #expect(height < 1624)
        #expect(simulation.contentOffset.y == height - 480)
    }

    @Test("Set in code past the content altogether, nothing is in view to measure and the offset stays, as in UIKit")
    func keptPastTheEnd() throws {
        let simulation = try Self.simulation(rowHeight: 20)
        try simulation.setContentOffset(5000)
        #expect(simulation.contentOffset.y == 5000)
        #expect(simulation.solved.contentSize.height == 1624)
    }
}
