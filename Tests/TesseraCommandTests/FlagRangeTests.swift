// Every range docs/cli.md gives a flag is enforced as written: a value outside it is refused (exit 2, the flag named),
// never clamped silently; a value at the edge is taken.

import Foundation
import Testing

/// A flag's documented range: the words docs/cli.md says it with, values just outside, and (where running at the
/// edge is quick) the edge values the tool must take.
struct DocumentedRange: CustomStringConvertible, Sendable {
    var flag: String
    /// The text docs/cli.md gives the range in.
    var documented: String
    /// The command the flag is tried on, before the flag.
    var command: [String]
    var outside: [String]
    var edges: [String] = []

    var description: String { "\(command.prefix(1).joined()) \(flag)" }

    static let script = ["run", "Scripts/grid.lua", "--device", "iphone-se-3"]
    static let explore = ["explore", "Scripts/grid.lua", "--device", "iphone-se-3", "--commands", "/dev/null"]

    static let all: [DocumentedRange] = [
        DocumentedRange(flag: "--width", documented: "at most 100,000 points", command: script,
                        outside: ["100001", "0", "-5"], edges: ["100000"]),
        DocumentedRange(flag: "--height", documented: "at most 100,000 points", command: script,
                        outside: ["100001", "0"], edges: ["100000"]),
        DocumentedRange(flag: "--scale", documented: "(at most 10)", command: script, outside: ["11", "0"], edges: ["10"]),
        DocumentedRange(flag: "--timeout", documented: "0: no limit; at most 86,400", command: script,
                        outside: ["86401", "-1"], edges: ["0", "86400"]),
        DocumentedRange(flag: "--prefetch", documented: "`--prefetch POINTS` (0 to 1,000,000)", command: explore,
                        outside: ["1000001", "-1"], edges: ["0", "1000000"]),
        DocumentedRange(flag: "--columns", documented: "16 to 400; anything else is refused", command: explore,
                        outside: ["15", "401"], edges: ["16", "400"]),
        DocumentedRange(flag: "--seconds", documented: "more than 0, at most 86,400", command: ["fuzz"],
                        outside: ["0", "86401"]),
        DocumentedRange(flag: "--layouts", documented: "(1 to 100,000,000)", command: ["fuzz", "--seed", "1"],
                        outside: ["0", "100000001"], edges: ["1"]),
        DocumentedRange(flag: "--items", documented: "1 to 10,000,000", command: ["bench", "layout"],
                        outside: ["0", "10000001"]),
        DocumentedRange(flag: "--runs", documented: "1 to 100", command: ["bench", "layout"], outside: ["0", "101"]),
    ]
}

@Suite("Flag ranges as docs/cli.md gives them")
struct FlagRangeTests {
    @Test("docs/cli.md states each range the tool enforces", arguments: DocumentedRange.all)
    func documented(_ range: DocumentedRange) throws {
        let cli = try String(contentsOfFile: TesseraExecutable.root + "/docs/cli.md", encoding: .utf8)
        // The range follows a mention of the flag closely (in its table row or its sentence).
        let mentions = cli.ranges(of: "`\(range.flag)")
        let stated = mentions.contains { mention in
            cli[mention.lowerBound...].prefix(300).contains(range.documented)
        }
        #expect(stated, "docs/cli.md gives \(range.flag) no range '\(range.documented)'")
    }

    @Test("A value outside the documented range is refused with exit 2, naming the flag", arguments: DocumentedRange.all)
    func outsideIsRefused(_ range: DocumentedRange) throws {
        let workspace = try Workspace()
        for value in range.outside {
            let run = try workspace.tessera(range.command + [range.flag, value], in: TesseraExecutable.root)
            #expect(run.status == 2, "\(range) \(value) exited \(run.status)")
            #expect(run.stderr.contains(range.flag) && run.stderr.contains("(got \(value))"), "\(range) \(value): \(run.stderr)")
            #expect(run.stdout.isEmpty, "\(range) \(value) printed \(run.stdout.prefix(200))")
        }
    }

    @Test("A value at the edge of the documented range is taken", arguments: DocumentedRange.all.filter { !$0.edges.isEmpty })
    func edgeIsTaken(_ range: DocumentedRange) throws {
        let workspace = try Workspace()
        for value in range.edges {
            let run = try workspace.tessera(range.command + [range.flag, value], in: TesseraExecutable.root)
            #expect(run.status == 0, "\(range) \(value) exited \(run.status): \(run.stderr.prefix(500))")
        }
    }
}
