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
    /// The workplace's `shared/` folder: `TESSERA_SHARED` if set, else the first `shared/` beside the package or
    /// beside one of its ancestors (a clone may sit deeper than `main/`), else `/work/shared`.
    static let shared: URL = {
        if let path = ProcessInfo.processInfo.environment["TESSERA_SHARED"] { return URL(fileURLWithPath: path) }
        var folder = packageRoot
        while folder.path != "/" {
            let candidate = folder.deletingLastPathComponent().appendingPathComponent("shared")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("reference").path) {
                return candidate
            }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: "/work/shared")
    }()
}

/// Measurers shared by tests (both are safe for concurrent use).
enum Measurers {
    static let real: TextMeasurer? = try? TextMeasurer()
    /// 10 pt characters advance 5 pt; lines are 12 pt.
    static let fixed = FixedAdvanceTextMeasurer(advanceFactor: 0.5, lineHeightFactor: 1.2)
}

extension TextLayout {
    /// Each line's displayed text.
    func displayed(_ text: String) -> [String] { displayedLines(of: text) }
}
