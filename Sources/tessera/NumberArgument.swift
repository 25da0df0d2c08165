// A number given on the command line, kept with the text it was given as, so that messages repeat it as written.

import ArgumentParser
import TesseraJSON

/// A number option's value: `--width 1e999` is infinite, and its message says `got 1e999`, not `got inf`.
struct NumberArgument: ExpressibleByArgument, Hashable, Sendable {
    var value: Double
    /// The text it was given as.
    var text: String

    init?(argument: String) {
        guard let value = Double(argument) else { return nil }
        self.value = value
        text = argument
    }

    init(_ value: Double) {
        self.value = value
        text = JSONWriting.number(value)
    }

    var defaultValueDescription: String { text }
}
