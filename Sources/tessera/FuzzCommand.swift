// `tessera fuzz`: the property tests of the engine for as long as asked, on random layouts from a seed.

import ArgumentParser
import Foundation
import TesseraProperties

struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Checks the layout engine's invariants on random layouts for a while (the property tests, longer).",
        discussion: """
            Each layout is made from the seed and its index, so a failure is reproduced with the same --seed and \
            --layout. The invariants: every frame finite; in tidy sections every cell inside its section and no \
            two cells of a group overlapping; rectangle queries equal to the brute-force filter of every element \
            (docs/semantics.md R32); measured sizes applied one at a time equal to solving with all of them; the \
            same input giving bit-identical frames. A failure prints the layout shrunk to a small Lua script and \
            exits with 1.
            """)

    @Option(parsing: .unconditional, help: ArgumentHelp("How long to run (default 10).", valueName: "seconds"))
    var seconds: NumberArgument?

    @Option(help: ArgumentHelp("Check layouts 0 to n-1 of the seed's run, however long it takes (instead of --seconds): "
                               + "the same layouts on every machine, as bin/test does.", valueName: "n"))
    var layouts: Int?

    @Option(help: ArgumentHelp("The run's seed (default: a random one, printed).", valueName: "n"))
    var seed: UInt64?

    @Option(help: ArgumentHelp("Check only this layout of the seed's run (to reproduce a failure).", valueName: "index"))
    var layout: Int?

    func validate() throws {
        if let seconds, !(seconds.value > 0 && seconds.value <= 86_400) {
            throw ValidationError("--seconds must be a number of seconds more than 0 and at most 86400 (got \(seconds.text))")
        }
        if let layout, layout < 0 { throw ValidationError("--layout must be 0 or more (got \(layout))") }
        if layout != nil && seed == nil { throw ValidationError("--layout needs the --seed of the run it comes from") }
        if let layouts, !(1...100_000_000).contains(layouts) {
            throw ValidationError("--layouts must be a number of layouts from 1 to 100000000 (got \(layouts))")
        }
        if layouts != nil && (seconds != nil || layout != nil) {
            throw ValidationError("--layouts checks a fixed number of layouts: give it without --seconds and --layout")
        }
    }

    func run() throws {
        let seed = self.seed ?? UInt64.random(in: 0...UInt64(Int64.max))
        print("seed \(seed)")
        var statistics = PropertyStatistics()
        let started = Date()
        var index = layout ?? 0
        let limit = seconds?.value ?? 10
        while true {
            if let failure = PropertyRun.check(seed: seed, index: index, statistics: &statistics) {
                print(failure.description)
                print(statistics.summary)
                throw ExitCode(1)
            }
            index += 1
            if layout != nil { break }
            if let layouts { if index >= layouts { break } } else if Date().timeIntervalSince(started) >= limit { break }
        }
        print(statistics.summary + String(format: "; no failure in %.1f s", Date().timeIntervalSince(started)))
    }
}
