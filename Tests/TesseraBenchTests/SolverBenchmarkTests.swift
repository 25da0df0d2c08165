// The solver benchmark's cell lays out as worked by hand, and the benchmark runs and reports both figures.

import Testing
import TesseraConstraints
@testable import tessera

@Suite("SolverBenchmark")
struct SolverBenchmarkTests {
    @Test func benchmarkCellLaysOutAsWorkedByHand() throws {
        // At 375 pt: title.x = 16 + 60 + 12 = 88; title.w + button.w = 375 - 16 - 8 - 88 = 263. At level 750 the
        // subtitle (<= title.w) wants 220 and the button 64: 284 > 263, a cost of 21 whatever the split with
        // title.w in 199...220. At 251 the title hugs 150, so title.w = 199, button.w = 64, subtitle.w = 199.
        // Heights: title 20.5 at y 12; subtitle at 12 + 20.5 + 4 = 36.5, 18 high; the image (12 + 60 + 12 = 84)
        // sets the fitted height; the button is centred on the image: 12 + 30 - 15 = 27.
        let wide = try SolverBenchmark.makeCell(width: 375)
        #expect(wide.frames == [16, 12, 60, 60, 88, 12, 199, 20.5, 88, 36.5, 199, 18, 295, 27, 64, 30, 375, 84])
        // At 320 pt: title.w + button.w = 208; level 750 costs 76 for title.w in 150...208, and hugging at 251
        // takes 150: button.w = 58, subtitle.w = 150.
        let narrow = try SolverBenchmark.makeCell(width: 320)
        #expect(narrow.frames == [16, 12, 60, 60, 88, 12, 150, 20.5, 88, 36.5, 150, 18, 246, 27, 58, 30, 320, 84])
        var edited = wide
        try edited.solver.suggestValue(320, for: edited.width)
        #expect(edited.frames == narrow.frames)
        for variable in edited.image + edited.title + edited.subtitle + edited.button {
            #expect(!edited.solver.isAmbiguous(variable), "\(edited.solver.name(of: variable))")
        }
    }

    @Test func benchmarkRunsAndReportsBothFigures() throws {
        let result = try SolverBenchmark.run(iterations: 10)
        #expect(result.freshCellMicroseconds > 0 && result.freshCellMicroseconds.isFinite)
        #expect(result.editMicroseconds > 0 && result.editMicroseconds.isFinite)
        #expect(result.description.hasPrefix("fresh cell "))
    }
}
