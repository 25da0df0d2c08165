// The explorer's `dump [--format text|json|svg] [--output FILE]`: its arguments, and where the dump goes.

import Foundation
import TesseraGolden

enum DumpArguments {
    static let usage = "usage: dump [--format text|json|svg] [--output FILE]"

    /// The format (text by default) and the file asked for; `--format=json` reads as `--format json`.
    static func parse(_ arguments: [String]) throws -> (format: RunCommand.Format, output: String?) {
        var format = RunCommand.Format.text, output: String?
        var rest = arguments.flatMap { argument -> [String] in
            guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return [argument] }
            return [String(argument[..<equals]), String(argument[argument.index(after: equals)...])]
        }[...]
        while let option = rest.popFirst() {
            guard let value = rest.popFirst() else { throw ExplorerError(usage) }
            switch option {
            case "--format" where RunCommand.Format(rawValue: value) != nil: format = RunCommand.Format(rawValue: value)!
            case "--output": output = value
            default: throw ExplorerError(usage)
            }
        }
        return (format, output)
    }

    /// The dump itself when no file is asked for, else `wrote FILE` once it is written.
    static func deliver(_ text: String, to output: String?, allowsFileOutput: Bool) throws -> String {
        guard let output else { return text }
        guard allowsFileOutput else {
            throw ExplorerError("dump --output is not allowed in a sample's exploration (it would write outside the sample)")
        }
        try OutputFile.write(text, to: output)
        return "wrote \(output)"
    }
}
