// TextDiff (transcripts compare as text), RecordMode (which goldens a run writes), Shard and ToolError, as documented.

import Testing
import TesseraGolden

@Suite("TextDiff, RecordMode, Shard and ToolError")
struct TextDiffTests {
    @Test("\\r\\n and \\n are the same line ending; a final newline does not count; anything else differs")
    func differ() {
        #expect(!TextDiff.differ("a\nb\n", "a\r\nb\r\n"))
        #expect(!TextDiff.differ("a\nb", "a\nb\n"))
        #expect(TextDiff.differ("a\nb\n", "a\nc\n"))
        #expect(TextDiff.differ("a\n", "a\n\n"))
        #expect(TextDiff.text(expected: "same\n", actual: "same\r\n") == "no differences")
    }

    @Test("hunks: '@@ line N @@', two lines of context, - removed and + added, then a count")
    func hunks() {
        let expected = (1...9).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let actual = expected.replacingOccurrences(of: "line 5\n", with: "line five\nline 5½\n")
        #expect(TextDiff.text(expected: expected, actual: actual) == """
            @@ line 3 @@
              line 3
              line 4
            - line 5
            + line five
            + line 5½
              line 6
              line 7
            1 line removed, 2 added
            """)
        #expect(TextDiff.text(expected: expected, actual: actual, context: 0) == """
            @@ line 5 @@
            - line 5
            + line five
            + line 5½
            1 line removed, 2 added
            """)
    }

    @Test("at most `limit` lines are shown, then how many more there were")
    func limit() {
        let expected = (1...10).map { "old \($0)" }.joined(separator: "\n")
        let actual = (1...10).map { "new \($0)" }.joined(separator: "\n")
        let lines = TextDiff.text(expected: expected, actual: actual, limit: 5).split(separator: "\n").map(String.init)
        #expect(lines == ["@@ line 1 @@", "- old 1", "- old 2", "- old 3", "- old 4",
                          "… and 16 more lines", "10 lines removed, 10 added"])
    }

    @Test("record mode: the flag wins, then TESSERA_RECORD, then CI (never), then missing; each with its reason")
    func recordMode() throws {
        #expect(try RecordMode.resolve(flag: .all, environment: ["TESSERA_RECORD": "never", "CI": "1"]) == (.all, "--record all"))
        #expect(try RecordMode.resolve(flag: nil, environment: ["TESSERA_RECORD": "failed", "CI": "1"])
                == (.failed, "TESSERA_RECORD=failed"))
        #expect(try RecordMode.resolve(flag: nil, environment: ["TESSERA_RECORD": "", "CI": "true"]) == (.never, "CI is set"))
        for ci in ["", "0", "false", "FALSE", "no"] {
            #expect(try RecordMode.resolve(flag: nil, environment: ["CI": ci]) == (.missing, "the default"), "CI=\(ci)")
        }
        #expect(try RecordMode.resolve(flag: nil, environment: [:]) == (.missing, "the default"))
        let error = try #require(throws: ToolError.self) {
            try RecordMode.resolve(flag: nil, environment: ["TESSERA_RECORD": "sometimes"])
        }
        #expect(error.description == "TESSERA_RECORD must be missing, all, failed or never (got 'sometimes')")
        #expect(error.kind == .input && error.exitCode == 2)
    }

    @Test("--shard i/n: 1 ≤ i ≤ n; the shards split any suite into slices one apart in size, each case once")
    func shard() {
        #expect(Shard(argument: "2/3") == Shard(index: 2, count: 3))
        for wrong in ["0/3", "4/3", "1/0", "1", "a/b", "1/2/3", ""] { #expect(Shard(argument: wrong) == nil, "\(wrong)") }
        let names = (0..<10).map { "case \($0)" }
        let assigned = Shard(index: 1, count: 3).assignments(names)
        #expect(assigned.count == 10)
        #expect([1, 2, 3].map { index in assigned.filter { $0 == index }.count } == [3, 3, 4])
        #expect(Shard(index: 3, count: 3).assignments(names) == assigned)
    }

    @Test("ToolError: internal exits with 1, input, usage and script with 2; the message is all it prints")
    func toolError() {
        #expect(ToolError(.internal, "x").exitCode == 1)
        #expect([ToolError.Kind.input, .usage, .script].map { ToolError($0, "x").exitCode } == [2, 2, 2])
        #expect("\(ToolError(.input, "Samples/x: no such folder"))" == "Samples/x: no such folder")
    }
}
