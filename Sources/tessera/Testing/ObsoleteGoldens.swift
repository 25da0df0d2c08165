// Goldens no case refers to any more: files in a sample's expected/ folder that no case writes.

import Foundation

/// Finds obsolete goldens: a file in `expected/` is obsolete when it is neither a case's golden nor the `.new`
/// of one (a device, text size or exploration was removed or renamed). Hidden files (`.gitkeep`) and folders
/// are ignored.
enum ObsoleteGoldens {
    /// The obsolete files of a sample, sorted, as paths under its folder.
    static func find(folder: String, cases: [SampleCase]) -> [String] {
        let expected = (folder as NSString).appendingPathComponent("expected")
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: expected) else { return [] }
        var referenced = Set<String>()
        for sampleCase in cases {
            let file = (sampleCase.goldenPath as NSString).lastPathComponent
            referenced.insert(file)
            referenced.insert(file + ".new")
        }
        return entries.filter { !$0.hasPrefix(".") && !referenced.contains($0) }
            .map { (expected as NSString).appendingPathComponent($0) }
            .filter { !SampleDiscovery.isDirectory($0) }
            .sorted()
    }
}
