// A scratch sample folder for the golden library's tests, and the repository's samples they read.

import Foundation
import TesseraTestSupport

/// A temporary folder holding one sample (its `sample.json` given), removed afterwards.
final class GoldenScratch {
    let path: String

    /// A sample whose manifest is `manifest`; `$ROOT` in it becomes the repository's root.
    init(manifest: String) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("golden-" + UUID().uuidString.prefix(8)).path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let text = manifest.replacingOccurrences(of: "$ROOT", with: TesseraExecutable.root)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/sample.json"))
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The text of the file at `relative` in the sample, or nil when there is none.
    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + relative).map { String(decoding: $0, as: UTF8.self) }
    }
}

/// A folder of the repository's `Samples/`, as an absolute path.
func repositorySample(_ name: String) -> String {
    TesseraExecutable.root + "/Samples/" + name
}

/// The quotes carousel's script and feed on one device at one text size: one layout case, small and quick.
let quotesOnOneDevice = """
    { "script": "$ROOT/Scripts/samples/quotes-carousel.lua", "feed": "$ROOT/Samples/quotes-carousel/feed.json",
      "devices": ["iphone-se-3"], "contentSizeCategories": ["large"] }
    """
