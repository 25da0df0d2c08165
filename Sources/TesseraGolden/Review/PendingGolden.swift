// A `.new` file waiting beside its golden: what accepting it would change, and accepting or rejecting it.

import Foundation
import TesseraDump

/// The output of a failed case (`<golden>.new`), left for review.
public struct PendingGolden: Sendable {
    /// The `.new` file.
    public var path: String
    /// The golden it would replace (which may not exist yet).
    public var golden: String { String(path.dropLast(".new".count)) }

    /// The pending output at `path` (a `<golden>.new`).
    public init(path: String) {
        self.path = path
    }

    /// Every pending file at or below `paths` (folders, goldens or `.new` files).
    public static func all(under paths: [String]) throws -> [PendingGolden] {
        try SampleDiscovery.pendingFiles(under: paths).map { PendingGolden(path: $0) }
    }

    /// What accepting would change: the semantic diff for dumps (at `tolerance`, default half a device pixel),
    /// a text diff for exploration transcripts.
    public func describe(tolerance: Double?) -> String {
        let new = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        guard let data = FileManager.default.contents(atPath: golden) else {
            let lines = new.split(separator: "\n").count
            return "a new golden (there is none yet): \(lines) line\(lines == 1 ? "" : "s")"
        }
        let old = String(decoding: data, as: UTF8.self)
        let isDump = !(golden as NSString).lastPathComponent.hasPrefix("explore-")
        switch GoldenComparison.compare(golden: old, actual: new, goldenPath: golden, isDump: isDump, tolerance: tolerance) {
        case .same:
            return old == new ? "identical to the golden" : "no difference beyond the tolerance (comments or sub-tolerance changes)"
        case let .differs(diff):
            return diff
        case let .invalid(error):
            return "the golden is not a valid dump (\(error)); as text:\n" + TextDiff.text(expected: old, actual: new)
        }
    }

    /// The sample this `.new` belongs to, with its `expected/` folder checked; throws when there is none.
    private func sample() throws -> (folder: String, expected: String) {
        guard let folder = SampleFiles.sampleFolder(ofPending: path) else {
            throw ToolError(.input, "\(path): not a pending output of a sample (an expected/<golden>.new beside a "
                                + "sample.json)")
        }
        let expected = try SampleFiles.expectedFolder(of: folder)
        try SampleFiles.checkEntry(golden, sampleFolder: folder)
        return (folder, expected)
    }

    /// Renames the `.new` file over the golden, in one step, if it may: it is a file the last `tessera test`
    /// wrote for a case of its sample, unchanged since, and a valid dump (or transcript) of its kind.
    public func accept() throws {
        let (folder, expected) = try sample()
        let refuse = { (reason: String) in ToolError(.input, "\(path): not accepted: \(reason)") }
        guard !SampleFiles.isLink(path) else { throw refuse("it is a symbolic link, not a file tessera test wrote") }
        let manifest: SampleManifest
        do { manifest = try SampleManifest.load(folder: folder) } catch {
            throw refuse("its sample's manifest cannot be read (\(error))")
        }
        let name = (golden as NSString).lastPathComponent
        guard let sampleCase = SampleCase.cases(of: manifest).first(where: { ($0.goldenPath as NSString).lastPathComponent == name })
        else { throw refuse("no case of \(manifest.name) writes \(name)") }
        guard let data = FileManager.default.contents(atPath: path) else { throw refuse("it cannot be read") }
        guard !data.isEmpty else { throw refuse("it is empty") }
        let text = String(decoding: data, as: UTF8.self)
        switch sampleCase.kind {
        case .layout where text.hasPrefix(ScreenTextFormat.header + "\n"):
            // A screen's dump (a script returning a view controller): compared as text, so its header is its check.
            break
        case .layout:
            do { _ = try TextDumpFormat.parse(text, file: path) } catch { throw refuse("it is not a frame dump (\(error))") }
        case let .exploration(exploration):
            guard text.hasPrefix("# exploration \(exploration) of \(manifest.name) ") else {
                throw refuse("it is not the transcript of exploration \(exploration) (its first line should be "
                             + "'# exploration \(exploration) of \(manifest.name) …')")
            }
        }
        let file = (path as NSString).lastPathComponent
        guard let recorded = PendingRecord.load(expectedFolder: expected).entries[file] else {
            throw refuse("the last tessera test did not write it (\(PendingRecord.fileName) does not list it)")
        }
        guard PendingRecord.entry(of: path) == recorded else { throw refuse("it changed since tessera test wrote it") }
        try GoldenStore.move(path, over: golden)
        try PendingRecord.forget(file, expectedFolder: expected)
    }

    /// Deletes the `.new` file (a file of a sample's `expected/` folder only).
    public func reject() throws {
        let (_, expected) = try sample()
        guard GoldenStore.remove(path) else {
            throw ToolError(.input, "\(path): cannot delete (\(String(cString: strerror(errno))))")
        }
        try PendingRecord.forget((path as NSString).lastPathComponent, expectedFolder: expected)
    }
}
