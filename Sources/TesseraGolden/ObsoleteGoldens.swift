// Goldens no case refers to any more: files in a sample's expected/ folder that no case writes.

import Foundation

/// Finds obsolete goldens: a file in `expected/` is obsolete when it is neither a case's golden nor the `.new`
/// of one (a device, text size or exploration was removed or renamed). Hidden files (`.gitkeep`, `.pending`) and
/// folders are ignored.
enum ObsoleteGoldens {
    /// The obsolete files of a sample, sorted, as paths under its folder.
    static func find(folder: String, cases: [SampleCase]) -> [String] {
        // An expected/ that is a link out of the sample is not looked into (its cases report it): --prune deletes
        // files of the sample only.
        guard let expected = try? SampleFiles.expectedFolder(of: folder), let entries = try? FileManager.default.contentsOfDirectory(atPath: expected) else { return [] }
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
