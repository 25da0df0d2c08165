// bin/lint on throwaway Swift files: a mis-indented or untidy file fails naming it, a file in the house's layout passes.

import Foundation
import Testing

@Suite("bin/lint")
struct LintCommandTests {
    private let workspace: Workspace
    init() throws { workspace = try Workspace() }

    /// Runs `bin/lint` of this checkout on `paths` (relative to the workspace), from the workspace.
    private func lint(_ paths: String...) throws -> CommandRun {
        try RunningProcess.run(TesseraExecutable.root + "/bin/lint", paths, directory: workspace.path)
    }

    @Test("a block whose first line is indented two spaces fails, naming the file, the lines and the fix")
    func misindented() throws {
        try workspace.write("bad/Misindented.swift", """
            // A function whose body is indented two spaces instead of four.

            func absolute(_ x: Int) -> Int {
              if x < 0 {
                    return -x
                }
                return x
            }

            """)
        let run = try lint("bad")
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines.first == "bad/Misindented.swift:4:3: error: [BlockIndentation] expected 4 spaces of indentation: "
                    + "four more than the statement that opens the block")
        #expect(lines.contains("bin/lint: style findings in: bad/Misindented.swift"))
        #expect(lines.last?.hasPrefix("bin/lint: fix them by hand, or run `swift-format format -i") == true)
    }

    @Test("swift-format's rules are enforced: parentheses around a condition and trailing whitespace fail, once each")
    func untidy() throws {
        try workspace.write("Untidy.swift", "// Parentheses around a condition, and trailing whitespace.\n\n"
                                + "func sign(_ x: Int) -> Int {\n    if (x < 0) {\n        return -1\n    }  \n    return 1\n}\n")
        let run = try lint("Untidy.swift")
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(3)) == [
            "Untidy.swift:4:8: error: [NoParensAroundConditions] remove the parentheses around this expression",
            "Untidy.swift:6:6: error: [TrailingWhitespace] remove trailing whitespace",
            "bin/lint: style findings in: Untidy.swift",
        ])
    }

    @Test("a file in the house's layout passes: aligned continuation lines, several variables per let")
    func tidy() throws {
        try workspace.write("good/Tidy.swift", """
            // The house's layout: arguments aligned under the opening parenthesis, an operator under the expression.

            struct Point {
                var x: Double
                var y: Double
            }

            func distance(from start: Point, to end: Point,
                          squared: Bool = false) -> Double {
                let dx = end.x - start.x, dy = end.y - start.y  // several variables per let
                let sum = dx * dx
                          + dy * dy
                return squared ? sum : sum.squareRoot()
            }

            """)
        let run = try lint("good")
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.isEmpty)
    }

    @Test("a folder without Swift files is an error (exit 2), not a pass")
    func noSwiftFiles() throws {
        try workspace.write("empty/README.md", "No Swift here.\n")
        let run = try lint("empty")
        #expect(run.status == 2)
        #expect(run.stderr == "bin/lint: no Swift files in: empty\n")
    }
}
