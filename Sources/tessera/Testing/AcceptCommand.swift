// `tessera accept`: replaces goldens with their pending `.new` outputs, all at once.

import ArgumentParser
import Foundation
import TesseraGolden

struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Accepts pending .new outputs: each replaces its golden (an atomic rename).",
        discussion: "A PATH is a sample folder, a folder of samples, a golden, or a .new file (default: Samples).")

    @Argument(help: "Sample folders, goldens or .new files (default: Samples).")
    var paths: [String] = []

    func run() throws {
        try PendingGolden.settleAll(under: paths, verb: "accept", counting: "golden") { file in
            try file.accept()
            return "accepted \(file.golden)"
        }
    }
}
