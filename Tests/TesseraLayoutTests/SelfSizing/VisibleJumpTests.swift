// Visible jumps against reflow, and the four anchoring policies telling apart, with the numbers worked by hand.

import Testing
import TesseraLayout

@Suite("Visible jumps and reflow")
struct VisibleJumpTests {
    /// Rows measure 44 (their estimate) except the ones listed.
    final class RowMeasurer: ElementMeasuring {
        let heights: [Int: Double]
        init(_ heights: [Int: Double]) { self.heights = heights }
        func measure(_ request: MeasureRequest) throws -> Size {
            Size(width: request.proposedSize.width, height: heights[request.indexPath.item] ?? 44)
        }
    }

    /// 50 rows estimated at 44 (content 2200) in a 320 × 480 view without insets.
    static func simulation(_ heights: [Int: Double], policy: AnchoringPolicy) throws -> CollectionViewSimulation {
        let simulation = try EstimateModelTests.simulation(measurer: RowMeasurer(heights))
        simulation.policy = policy
        return simulation
    }

    /// The visible jump of a run: its passes' largest, by size.
    static func visibleJump(_ run: LayoutRun) -> Double {
        run.passes.map(\.visibleJump).max { abs($0) < abs($1) } ?? 0
    }

    @Test("First load: nothing was drawn at its estimate, so the moves are reflow, not a visible jump")
    func firstLoadIsReflow() throws {
        let simulation = try EstimateModelTests.simulation(measurer: EstimateModelTests.FixedHeightMeasurer(height: 100))
        let run = try simulation.layoutIfNeeded()
        // Rows 0–4 grow from 44 to 100 one after the other; row 5 (at 220) and row 10 (at 440) were on screen and end
        // at 500 + 0 and 500 + 5 × 44 = 720: a reflow of +280, and no visible jump.
        #expect(run.passes.map(\.visibleJump) == [0])
        #expect(run.passes.first?.reflow == 280)
        #expect(simulation.summary().maximumVisibleJump == 0 && simulation.summary().maximumReflow == 280)
    }

    @Test("First load moves a row that does not size itself: reflow, since nothing was on screen yet; later runs count it")
    func firstLoadMovesAFixedRow() throws {
        let estimated = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let fixed = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let sections = [estimated, fixed].map { size in
            LayoutSection(group: .horizontal(layoutSize: size, subitems: [.item(LayoutItem(layoutSize: size))]))
        }
        let geometry = CollectionViewGeometry(size: Size(width: 320, height: 480), traitCollection: TraitCollection(displayScale: 2))
        let simulation = try CollectionViewSimulation(layout: CompositionalLayout { index, _ in sections[index] },
                                                      itemCounts: [3, 5], geometry: geometry,
                                                      measurer: EstimateModelTests.FixedHeightMeasurer(height: 100))
        // Rows 0–2 grow from 44 to 100: section 1's first row, fixed at 44 (never at an estimate), moves from 132 to
        // 300, on screen before and after. Before anything was drawn that is reflow.
        let first = try simulation.layoutIfNeeded()
        #expect(first.passes.map(\.visibleJump) == [0])
        #expect(first.passes.map(\.reflow) == [168])
        // A narrower view drops the measured sizes: the rows are at 44 again and grow again, and now the fixed row
        // was on screen (drawn at 132) when it moves to 300.
        var narrower = geometry
        narrower.size.width = 300
        let second = try simulation.setGeometry(narrower)
        #expect(second.passes.map(\.visibleJump) == [168])
        #expect(simulation.summary().maximumVisibleJump == 168)
    }

    @Test("Mid list, row 19 above grows +20 and row 31 below +50, both in the prefetch margin",
          arguments: [(AnchoringPolicy.uikit, 20.0, 882.0), (.none, 20, 882), (.firstVisibleItem, 0, 902), (.bottom, -50, 952)])
    func middle(_ policy: AnchoringPolicy, _ jump: Double, _ offset: Double) throws {
        let simulation = try Self.simulation([19: 64, 31: 94], policy: policy)
        // Rows 20 (880–924) to 30 (1320–1364) are measured at 44 and drawn at 882; nothing moves.
        let first = try simulation.scroll(to: 882)
        #expect(Self.visibleJump(first) == 0 && first.passes.map(\.reflow) == [0])
        simulation.prefetchDistance = 30
        // Measuring [852, 1392]: row 19 (836–880) grows +20, then row 31 (moved to 1384) +50.
        // uikit, none: the offset stays, rows 20–30 move down 20 on screen. firstVisibleItem: row 20 keeps its
        // place (−2 on screen), offset 902. bottom: the distance to the end (838) stays: offset 2270 − 480 − 838 =
        // 952, so rows 22–30, still on screen, move up 50.
        let run = try simulation.layoutIfNeeded()
        #expect(simulation.contentOffset.y == offset)
        #expect(Self.visibleJump(run) == jump)
        #expect(simulation.solved.contentSize.height == 2270)
    }

    @Test("At the end, row 38 just above the screen shrinks by 20: uikit and none differ by the clamp",
          arguments: [(AnchoringPolicy.uikit, -2.0, 1700.0), (.none, -20, 1718), (.firstVisibleItem, 0, 1698), (.bottom, 0, 1698)])
    func end(_ policy: AnchoringPolicy, _ jump: Double, _ offset: Double) throws {
        let simulation = try Self.simulation([38: 24], policy: policy)
        // The last screen (1720–2200, rows 39–49) measured at 44; then 2 pt up with a 30-point prefetch margin,
        // which reaches row 38 (1672–1716), off screen above.
        try simulation.scroll(to: 1720)
        simulation.prefetchDistance = 30
        let run = try simulation.scroll(to: 1718)
        // Content 2180, its end at 1700. uikit clamps 1718 to 1700: rows 39–49 move up 20 − 18 = 2 on screen. none
        // keeps 1718: up 20, blank below. firstVisibleItem keeps row 39 at −2 (offset 1696 + 2); bottom keeps the
        // 2 points to the end (2180 − 480 − 2): both 1698, nothing moves.
        #expect(simulation.contentOffset.y == offset)
        #expect(Self.visibleJump(run) == jump)
    }
}
