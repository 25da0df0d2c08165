// A `.new` file waiting beside its golden: what accepting it would change, and accepting or rejecting it.

import Foundation
import TesseraScript

/// The output of a failed case (`<golden>.new`), left for review.
struct PendingGolden {
    /// The `.new` file.
    var path: String
    /// The golden it would replace (which may not exist yet).
    var golden: String { String(path.dropLast(".new".count)) }

    /// Every pending file at or below `paths` (folders, goldens or `.new` files).
    static func all(under paths: [String]) throws -> [PendingGolden] {
        try SampleDiscovery.pendingFiles(under: paths).map { PendingGolden(path: $0) }
    }

    /// What accepting would change: the semantic diff for dumps (at `tolerance`, default half a device pixel),
    /// a text diff for exploration transcripts.
    func describe(tolerance: Double?) -> String {
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

    /// Renames the `.new` file over the golden, in one step.
    func accept() throws {
        try GoldenStore.move(path, over: golden)
    }

    /// Deletes the `.new` file.
    func reject() throws {
        guard GoldenStore.remove(path) else {
            throw ScriptError(.input, "\(path): cannot delete (\(String(cString: strerror(errno))))")
        }
    }
}

extension PendingGolden {
    /// The pending outputs under `paths` (default `Samples`); nil, after saying there is nothing to `verb`,
    /// when there are none.
    static func pending(under paths: [String], verb: String) throws -> [PendingGolden]? {
        let roots = SampleDiscovery.roots(paths)
        let pending = try all(under: roots)
        guard !pending.isEmpty else {
            print("nothing to \(verb): no pending .new files under \(roots.joined(separator: ", "))")
            return nil
        }
        return pending
    }

    /// Settles every pending output under `paths` (default `Samples`) with `action`, printing each file and a
    /// count: what `tessera accept` and `tessera reject` do.
    static func settleAll(under paths: [String], verb: String, counting noun: String,
                          action: (PendingGolden) throws -> String) throws {
        guard let pending = try pending(under: paths, verb: verb) else { return }
        for file in pending { print(try action(file)) }
        print("\(pending.count) \(noun)\(pending.count == 1 ? "" : "s") \(verb)ed")
    }
}
