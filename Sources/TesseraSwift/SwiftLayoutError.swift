// Errors from reading or interpreting Swift layout code: file, line, column and what went wrong.

/// Swift layout code could not be read or run: `File.swift:42:17: unsupported in layout code: …`.
public struct SwiftLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as it was given.
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        line > 0 ? "\(file):\(line):\(column): \(message)" : "\(file): \(message)"
    }
}

/// An error the interpreter raises at a position; the file is added where it is caught.
struct InterpreterError: Error {
    var position: SourcePosition
    var message: String
    /// Whether `viewDidLoad` may pass over it (code layout code cannot run); false for a mistake in the data source
    /// code whose counts the layout uses.
    var passable = true

    /// `unsupported in layout code: <what>` with an optional hint in parentheses.
    static func unsupported(_ what: String, hint: String? = nil, at position: SourcePosition) -> InterpreterError {
        InterpreterError(position: position,
                         message: "unsupported in layout code: \(what)" + (hint.map { " (\($0))" } ?? ""))
    }
}
