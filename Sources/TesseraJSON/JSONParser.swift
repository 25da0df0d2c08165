// A strict JSON reader (RFC 8259) whose errors name the file, line and column.

/// Why a JSON document could not be read.
public struct JSONError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String?
    public var line: Int
    public var column: Int
    public var message: String

    public var description: String { "\(file ?? "<json>"):\(line):\(column): \(message)" }
}

/// Reads JSON documents.
public enum JSONParser {
    /// Parses `text` as one JSON document.
    public static func parse(_ text: String, file: String? = nil) throws -> JSONValue {
        var copy = text
        return try copy.withUTF8 { try parse(bytes: $0, file: file) }
    }

    /// Parses a file's UTF-8 contents (a `Data`, an array of bytes) as one JSON document.
    public static func parse<Bytes: Collection>(contentsOf bytes: Bytes, file: String? = nil) throws -> JSONValue
    where Bytes.Element == UInt8 {
        if let value = try bytes.withContiguousStorageIfAvailable({ try parse(bytes: $0, file: file) }) { return value }
        return try Array(bytes).withUnsafeBufferPointer { try parse(bytes: $0, file: file) }
    }

    /// Parses UTF-8 `bytes` as one JSON document.
    ///
    /// - Complexity: O(n) in the document's size; the line and column are worked out only on error.
    public static func parse(bytes: UnsafeBufferPointer<UInt8>, file: String? = nil) throws -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        return try read(&reader, file: file)
    }

    /// Parses a file's UTF-8 contents as one JSON document, with the line each value starts on, by path
    /// (`""` for the document, `devices[1]`, `explorations[0].name`): for messages about what a value says.
    ///
    /// - Complexity: O(n + v log n) for n bytes and v values.
    public static func parseWithLines<Bytes: Collection>(contentsOf bytes: Bytes, file: String? = nil) throws
        -> (value: JSONValue, lines: [String: Int]) where Bytes.Element == UInt8 {
        try Array(bytes).withUnsafeBufferPointer { buffer in
            var reader = JSONReader(bytes: buffer)
            reader.offsets = [:]
            let value = try read(&reader, file: file)
            let newlines = buffer.indices.filter { buffer[$0] == UInt8(ascii: "\n") }
            var lines: [String: Int] = [:]
            for (path, offset) in reader.offsets! {
                // 1 + the newlines before the offset (a binary search of their sorted offsets).
                var low = 0, high = newlines.count
                while low < high {
                    let middle = (low + high) / 2
                    if newlines[middle] < offset { low = middle + 1 } else { high = middle }
                }
                lines[path] = low + 1
            }
            return (value, lines)
        }
    }

    private static func read(_ reader: inout JSONReader, file: String?) throws -> JSONValue {
        do {
            reader.skipWhitespace()
            let value = try reader.readValue(depth: 0)
            reader.skipWhitespace()
            guard reader.position == reader.bytes.count else { throw reader.failure("unexpected text after the JSON document") }
            return value
        } catch let failure as JSONReader.Failure {
            let (line, column) = location(of: failure.offset, in: reader.bytes)
            throw JSONError(file: file, line: line, column: column, message: failure.message)
        }
    }

    /// The 1-based line and column (in characters) of a byte offset.
    static func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
        var line = 1, column = 1
        for index in 0..<min(offset, bytes.count) {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if bytes[index] & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
