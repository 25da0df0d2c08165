// A usage error found while a subcommand runs (after parsing), reported with that subcommand's usage.

import ArgumentParser

/// A usage error that only running shows (an argument naming a section the layout lacks): `Tessera.main` prints it
/// as ArgumentParser prints a subcommand's validation error, with the subcommand's usage, and exits with 2.
struct SubcommandUsageError: Error, CustomStringConvertible {
    var command: ParsableCommand.Type
    var message: String

    var description: String { message }

    /// `Error: …`, the subcommand's usage and where its help is, as ArgumentParser writes them.
    var fullMessage: String {
        let name = command.configuration.commandName ?? "\(command)"
        return "Error: \(message)\nUsage: \(Tessera.usageString(for: command))\n  See 'tessera \(name) --help' for more information."
    }
}
