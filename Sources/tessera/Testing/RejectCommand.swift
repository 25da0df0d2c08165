// `tessera reject`: deletes pending `.new` outputs, keeping the goldens as they are.

import ArgumentParser
import Foundation
import TesseraGolden

struct RejectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reject",
        abstract: "Rejects pending .new outputs: each is deleted and its golden kept.",
        discussion: "A PATH is a sample folder, a folder of samples, a golden, or a .new file (default: Samples).")

    @Argument(help: "Sample folders, goldens or .new files (default: Samples).")
    var paths: [String] = []

    func run() throws {
        try PendingGolden.settleAll(under: paths, verb: "reject", counting: "pending file") { file in
            try file.reject()
            return "rejected \(file.path)"
        }
    }
}
