// `String(format:)`'s format strings: read once into text and specifiers, then filled with each call's values.

import Foundation

/// A format string read into its pieces: `%d`, `%i`, `%f` with an optional precision (`%.2f`, `%2f`), `%@`, `%s`
/// and `%%`, and the text between them.
struct StringFormat {
    enum Piece {
        case text(String)
        /// `%d` or `%i`: an integer.
        case integer
        /// `%f`: a number with `precision` decimals (6 unless given, at most 20).
        case number(precision: Int)
        /// `%@` or `%s`: any value, as `print` shows it.
        case object
        /// A specifier Tessera does not format (`%x`), as written: refused when the format is used.
        case unsupported(String)
    }

    let pieces: [Piece]

    /// Reads `format` character by character (a `%` followed by a combining mark is one character, not a
    /// specifier). A `%` at the end with no conversion ends the text.
    init(_ format: String) {
        var pieces: [Piece] = [], text = "", position = format.startIndex
        while position < format.endIndex {
            let character = format[position]
            position = format.index(after: position)
            guard character == "%" else { text.append(character); continue }
            var spec = ""
            while position < format.endIndex, Self.isSpecifier(format[position]) {
                spec.append(format[position])
                position = format.index(after: position)
            }
            guard position < format.endIndex else { break }
            let conversion = format[position]
            position = format.index(after: position)
            let piece: Piece
            switch conversion {
            case "%":
                text += "%"
                continue
            case "d", "i": piece = .integer
            case "f":
                let precision = spec.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first.flatMap { Int($0) } ?? 6
                piece = .number(precision: min(precision, 20))
            case "@", "s": piece = .object
            default: piece = .unsupported("%\(spec)\(conversion)")
            }
            if !text.isEmpty { pieces.append(.text(text)) }
            text = ""
            pieces.append(piece)
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        self.pieces = pieces
    }

    /// A flag, width or precision character of a specifier.
    private static func isSpecifier(_ character: Character) -> Bool {
        guard let byte = character.asciiValue else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: " ")
    }

    /// The text with each specifier given the next of `values`, in order (values left over are ignored).
    func text(_ values: [SwiftValue], format: String, interpreter: Interpreter, at: SourcePosition) throws -> String {
        var text = "", index = 0
        func next() throws -> SwiftValue {
            guard index < values.count else {
                throw InterpreterError(position: at, message: "String(format:): more specifiers than arguments in \"\(format)\"")
            }
            index += 1
            return values[index - 1]
        }
        for piece in pieces {
            switch piece {
            case .text(let piece): text += piece
            case .integer:
                guard let number = try next().number else {
                    throw InterpreterError(position: at, message: "String(format:): %d needs an integer")
                }
                text += String(Int(number))
            case .number(let precision):
                guard let number = try next().number else {
                    throw InterpreterError(position: at, message: "String(format:): %f needs a number")
                }
                text += String(format: "%.\(precision)f", number)
            case .object: text += interpreter.describe(try next())
            case .unsupported(let specifier):
                throw InterpreterError.unsupported("the format specifier \(specifier)", at: at)
            }
        }
        return text
    }
}
