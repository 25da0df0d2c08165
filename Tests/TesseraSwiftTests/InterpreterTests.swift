// The interpreter on small layouts: arithmetic, control flow, closures, enums, the environment.

import Testing
import TesseraLayout
@testable import TesseraSwift

@Suite struct InterpreterTests {
    @Test func gridFromAppleSample() throws {
        let layout = try SwiftLayoutFile(path: SwiftTests.layoutPath("grid")).load()
        #expect(layout.defaultItemCounts() == [94])
        let solved = try SwiftTests.solve(layout)
        // iPhone 15 Pro: 393 pt wide; five columns of 78.6 pt, on the @3x pixel grid: 78⅓.
        #expect(solved.cell(0, 0) == rect(0, 0, 235.0 / 3, 235.0 / 3))
        #expect(solved.cell(0, 6) == rect(235.0 / 3, 235.0 / 3, 235.0 / 3, 235.0 / 3))
    }
}
