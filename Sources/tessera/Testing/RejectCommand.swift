// `tessera reject`: deletes pending `.new` outputs, keeping the goldens as they are.

import ArgumentParser
import Foundation

struct RejectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reject",
        abstract: "Rejects pending .new outputs: each is deleted and its golden kept.",
        discussion: "A PATH is a sample folder, a folder of samples, a golden, or a .new file (default: Samples).")

    @Argument(help: "Sample folders, goldens or .new files (default: Samples).")
    var paths: [String] = []

    func run() throws {
        let roots = paths.isEmpty ? ["Samples"] : paths
        let pending = try PendingGolden.all(under: roots)
        guard !pending.isEmpty else {
            print("nothing to reject: no pending .new files under \(roots.joined(separator: ", "))")
            return
        }
        for file in pending {
            try file.reject()
            print("rejected \(file.path)")
        }
        print("\(pending.count) pending file\(pending.count == 1 ? "" : "s") rejected")
    }
}
