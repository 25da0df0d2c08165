// What a test run covers: every sample's cases in order, this shard's slice, and whose obsolete goldens it checks.

import Foundation

/// The work of one `tessera test` run, built from the sample folders it found.
struct TestPlan: Sendable {
    /// One unit of work: a case to render and compare, or a sample whose manifest could not be read.
    enum Item: Sendable {
        case run(SampleCase, SampleManifest)
        case unreadable(sample: String, folder: String, error: ToolError)

        /// The name sharding hashes and reports show.
        var name: String {
            switch self {
            case let .run(sampleCase, _): return sampleCase.name
            case let .unreadable(sample, _, _): return sample
            }
        }
    }

    /// A sample whose obsolete goldens this run looks for, with all its cases (not only this shard's).
    struct ObsoleteCheck: Sendable {
        var manifest: SampleManifest
        var cases: [SampleCase]
    }

    /// The items this run (or shard) runs, in sample order then case order.
    var items: [Item]
    /// How many items the whole suite has, across shards.
    var suiteCount: Int
    var obsoleteChecks: [ObsoleteCheck]

    /// Loads every manifest under `folders` and keeps the slice of `shard` (all of it without one). A sample's
    /// obsolete goldens are checked by the shard that runs its first case, so the shards together check each
    /// sample exactly once; a sample with no cases is checked by shard 1.
    init(folders: [String], shard: Shard?) {
        var all: [Item] = []
        var checks: [(first: Int, check: ObsoleteCheck)] = []
        for folder in folders {
            do {
                let manifest = try SampleManifest.load(folder: folder)
                let cases = SampleCase.cases(of: manifest)
                checks.append((all.count, ObsoleteCheck(manifest: manifest, cases: cases)))
                all += cases.map { .run($0, manifest) }
            } catch let error as ToolError {
                all.append(.unreadable(sample: Self.name(of: folder), folder: folder, error: error))
            } catch {
                all.append(.unreadable(sample: Self.name(of: folder), folder: folder, error: ToolError(.input, "\(error)")))
            }
        }
        suiteCount = all.count
        guard let shard else {
            items = all
            obsoleteChecks = checks.map(\.check)
            return
        }
        let assigned = shard.assignments(all.map(\.name))
        items = all.indices.filter { assigned[$0] == shard.index }.map { all[$0] }
        obsoleteChecks = checks.filter { entry in
            entry.first < all.count && entry.check.cases.count > 0 ? assigned[entry.first] == shard.index : shard.index == 1
        }.map(\.check)
    }

    /// The sample's name, as a manifest that could be read would give it (`SampleManifest.realName`).
    private static func name(of folder: String) -> String { SampleManifest.realName(of: folder) }
}
