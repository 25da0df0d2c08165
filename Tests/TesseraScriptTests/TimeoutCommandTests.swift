// `--timeout` end to end: the soft stop with the script's line, and the hard stop that writes nothing.

import Foundation
import Testing
import TesseraTestSupport

@Suite("--timeout")
struct TimeoutCommandTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    @Test("run stops an endless script at --timeout with its line, exit 2, and writes no --output")
    func softStop() throws {
        let script = try scratch.write("loop.lua", "local L = require \"tessera\"\nwhile true do end\n")
        let output = scratch.path + "/out.txt"
        // 2 s: time enough to load the module before the loop on a loaded machine.
        let result = try TesseraExecutable.run(["run", script, "--timeout", "2", "--max-instructions", "1000000000000000",
                                                "--output", output])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("\(script):2: timed out after 2 s: the script runs too long or never stops; "
                                        + "raise the limit with --timeout\n"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test("A run stuck where the hook cannot stop it is stopped by the watchdog: exit 2, no output, no temporary file")
    func hardStop() throws {
        // Each concatenation copies 200 MB in one VM instruction: the count hook, every 1,000 instructions, would
        // come round only after seconds.
        let script = try scratch.write("stuck.lua", """
            local L = require "tessera"
            local s = string.rep("x", 1e8)
            while true do local t = s .. s end
            """)
        let output = scratch.path + "/out.txt"
        let result = try TesseraExecutable.run(["run", script, "--timeout", "0.3", "--max-instructions", "1000000000000000",
                                                "--output", output])
        #expect(result.status == 2)
        #expect(result.stderr == "\(script): timed out after 0.3 s and did not stop within 0.5 s more (stuck in a long "
                + "operation of the script or in the layout); stopped, nothing was written; raise the limit with --timeout\n")
        #expect(!FileManager.default.fileExists(atPath: output))
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.hasSuffix(".tmp") }
        #expect(left.isEmpty)
    }

    @Test("explore gives each command its own --timeout: one that runs for ever fails, the next one runs")
    func explorePerCommand() throws {
        // Cells below item 30 measure for ever; the first screenful does not reach them.
        let script = try scratch.write("slow.lua", estimatedRowsPrelude + """

            local function measure(record, fitting)
              if fitting.indexPath.item >= 30 then while true do end end
              return { height = 44 }
            end
            return L.layout { sections = { { section = L.section { group = group, measure = measure }, count = 60 } } }
            """)
        let commands = try scratch.write("commands.txt", "scroll 2000\nwhere\n")
        // 2 s per command: the session's start and `where` finish well within it on a loaded machine.
        let result = try TesseraExecutable.run(["explore", script, "--commands", commands, "--timeout", "2",
                                                "--max-instructions", "1000000000000000", "--device", "iphone-se-3"])
        #expect(result.status == 2)
        #expect(result.stdout.contains("> scroll 2000\nerror: "))
        #expect(result.stdout.contains("\(script):5: timed out after 2 s: the script runs too long or never stops"))
        // The next command has a deadline of its own and runs.
        #expect(result.stdout.contains("> where\n"))
        #expect(!result.stdout.contains("> where\nerror"))
    }

    @Test("--timeout must be a number of seconds up to a day", arguments: ["-1", "86401", "nan"])
    func badTimeout(_ value: String) throws {
        let result = try TesseraExecutable.run(["run", "Scripts/grid.lua", "--timeout", value])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--timeout must be a number of seconds from 0 (no limit) to 86400"))
    }
}
