// The `tessera` command: run layout scripts, explore self-sizing, test samples, benchmark.

import ArgumentParser

@main
struct Tessera: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tessera",
        abstract: "Lays out UICollectionViewCompositionalLayout scripts without a device.",
        subcommands: [BenchCommand.self])
}
