// `tessera accept`: replaces goldens with their pending `.new` outputs, all at once.

import ArgumentParser
import Foundation

struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Accepts pending .new outputs: each replaces its golden (an atomic rename).",
        discussion: "A PATH is a sample folder, a folder of samples, a golden, or a .new file (default: Samples).")

    @Argument(help: "Sample folders, goldens or .new files (default: Samples).")
    var paths: [String] = []

    func run() throws {
        let roots = paths.isEmpty ? ["Samples"] : paths
        let pending = try PendingGolden.all(under: roots)
        guard !pending.isEmpty else {
            print("nothing to accept: no pending .new files under \(roots.joined(separator: ", "))")
            return
        }
        for file in pending {
            try file.accept()
            print("accepted \(file.golden)")
        }
        print("\(pending.count) golden\(pending.count == 1 ? "" : "s") accepted")
    }
}
