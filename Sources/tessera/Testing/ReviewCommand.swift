// `tessera review`: walks the pending `.new` outputs one by one, showing each diff and asking what to do.

import ArgumentParser
import Foundation
import TesseraGolden

struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Reviews pending .new outputs one by one: accept, reject, skip or quit.",
        discussion: """
            For each pending file it prints the diff against the golden and reads an answer line from standard \
            input: y (accept: the .new replaces the golden), n (reject: the .new is deleted), s (skip), q (quit). \
            Answers can be piped: printf 'y\\nn\\n' | tessera review. The end of input quits.
            """)

    @Argument(help: "Sample folders, goldens or .new files (default: Samples).")
    var paths: [String] = []

    @Option(parsing: .unconditional, help: "Frame differences up to this many points are not shown (default: half a device pixel).")
    var tolerance: Double?

    @Option(help: ArgumentHelp("Write a static review page to this folder (index.html) instead of asking: pictures before and after, an overlay of the changes, the diffs, the pass trace.",
                               valueName: "folder"))
    var html: String?

    func validate() throws {
        try TestCommand.check(tolerance: tolerance)
    }

    enum Answer {
        case accept, reject, skip, quit
    }

    func run() throws {
        guard let pending = try PendingGolden.pending(under: paths, verb: "review") else { return }
        if let html {
            let page = try ReviewPage(pending: pending, tolerance: tolerance, explorer: ExplorerRenderer(),
                                      timeout: ScriptOptionGroup.defaultTimeout).write(to: html)
            print("wrote \(page): \(pending.count) pending .new file\(pending.count == 1 ? "" : "s")")
            return
        }
        var accepted = 0, rejected = 0, skipped = 0, refused = 0
        for (index, file) in pending.enumerated() {
            print("[\(index + 1)/\(pending.count)] \(file.golden)")
            for line in file.describe(tolerance: tolerance).split(separator: "\n", omittingEmptySubsequences: false) {
                print("    \(line)")
            }
            switch ask() {
            case .accept:
                do {
                    try file.accept()
                    accepted += 1
                    print("accepted \(file.golden)")
                } catch {
                    refused += 1
                    skipped += 1
                    print("! \(error)")
                }
            case .reject:
                try file.reject()
                rejected += 1
                print("rejected \(file.path)")
            case .skip:
                skipped += 1
            case .quit:
                skipped += pending.count - index
                print(summary(accepted, rejected, skipped, refused))
                if refused > 0 { throw ExitCode(2) }
                return
            }
        }
        print(summary(accepted, rejected, skipped, refused))
        if refused > 0 { throw ExitCode(2) }
    }

    /// Asks until the answer is understood; the end of input means quit. Piped answers are echoed.
    private func ask() -> Answer {
        let echo = !LineEditor.isInteractive
        while true {
            print("accept? [y]es / [n]o (reject) / [s]kip / [q]uit ", terminator: "")
            fflush(nil)
            guard let line = readLine() else {
                print("")
                return .quit
            }
            if echo { print(line) }
            switch line.trimmingCharacters(in: .whitespaces).lowercased() {
            case "y", "yes": return .accept
            case "n", "no": return .reject
            case "s", "skip": return .skip
            case "q", "quit": return .quit
            default: print("please answer y, n, s or q")
            }
        }
    }

    private func summary(_ accepted: Int, _ rejected: Int, _ skipped: Int, _ refused: Int) -> String {
        "\(accepted) accepted, \(rejected) rejected, \(skipped) skipped" + (refused > 0 ? " (\(refused) refused)" : "")
    }
}
