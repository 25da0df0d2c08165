// Paths, fixtures and shared measurers for the TesseraText tests.
import Foundation
import TesseraText

/// Where the package and the shared reference files are, from this source file's path.
enum TestPaths {
    /// The package root (three levels above this file: Support, TesseraTextTests, Tests).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let fixtures = packageRoot.appendingPathComponent("Tests/TesseraTextTests/Fixtures")
    /// `shared/` beside the package's working tree.
    static let shared = packageRoot.appendingPathComponent("../shared").standardizedFileURL
}

/// Measurers shared by tests (both are safe for concurrent use).
enum Measurers {
    static let real: TextMeasurer? = try? TextMeasurer()
    /// 10 pt characters advance 5 pt; lines are 12 pt.
    static let fixed = FixedAdvanceTextMeasurer(advanceFactor: 0.5, lineHeightFactor: 1.2)
}

extension TextLayout {
    /// Each line's displayed text.
    func displayed(_ text: String) -> [String] { lines.map { $0.displayedText(in: text) } }
}
