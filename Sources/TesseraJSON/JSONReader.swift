// The byte-level JSON reader behind JSONParser.

/// Reads JSON values from UTF-8 bytes.
struct JSONReader {
    struct Failure: Error {
        let offset: Int
        let message: String
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    static let maximumDepth = 512
    /// Where each value starts (byte offsets by path: `devices[1]`, `explorations[0].name`), when asked for.
    var offsets: [String: Int]?
    /// The path of the value being read, when offsets are recorded.
    private var path = ""

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    func failure(_ message: String) -> Failure { Failure(offset: position, message: message) }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    mutating func readValue(depth: Int) throws -> JSONValue {
        guard depth < Self.maximumDepth else { throw failure("nesting deeper than \(Self.maximumDepth) levels") }
        guard position < bytes.count else { throw failure("unexpected end of the document: expected a value") }
        if offsets != nil { offsets![path] = position }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try readObject(depth: depth)
        case UInt8(ascii: "["): return try readArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): try readLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try readLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try readLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try readNumber())
        default: throw failure("unexpected character \(describe(bytes[position])): expected a value")
        }
    }

    private func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "0x\(String(byte, radix: 16))"
    }

    private mutating func readLiteral(_ literal: StaticString) throws {
        let start = position
        for byte in UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount) {
            guard position < bytes.count, bytes[position] == byte else {
                position = start
                throw failure("unexpected character: expected '\(literal)'")
            }
            position += 1
        }
    }

    private mutating func readObject(depth: Int) throws -> JSONValue {
        position += 1
        var pairs: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") { position += 1; return .object(pairs) }
        while true {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw failure("expected a string key in double quotes")
            }
            let key = try readString()
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw failure("expected ':' after the key") }
            position += 1
            skipWhitespace()
            let outer = path
            if offsets != nil { path = outer.isEmpty ? key : outer + "." + key }
            pairs.append((key, try readValue(depth: depth + 1)))
            path = outer
            skipWhitespace()
            guard position < bytes.count else { throw failure("unexpected end of the document: expected ',' or '}'") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "}") { position += 1; return .object(pairs) }
            throw failure("expected ',' or '}' in the object")
        }
    }

    private mutating func readArray(depth: Int) throws -> JSONValue {
        position += 1
        var values: [JSONValue] = []
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") { position += 1; return .array(values) }
        while true {
            skipWhitespace()
            let outer = path
            if offsets != nil { path = outer + "[\(values.count)]" }
            values.append(try readValue(depth: depth + 1))
            path = outer
            skipWhitespace()
            guard position < bytes.count else { throw failure("unexpected end of the document: expected ',' or ']'") }
            if bytes[position] == UInt8(ascii: ",") { position += 1; continue }
            if bytes[position] == UInt8(ascii: "]") { position += 1; return .array(values) }
            throw failure("expected ',' or ']' in the array")
        }
    }

    private mutating func readNumber() throws -> Double {
        let start = position
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        var integer: Int64 = 0
        var digits = 0
        var simple = true
        guard position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 else {
            throw failure("expected a digit in the number")
        }
        if bytes[position] == UInt8(ascii: "0"), position + 1 < bytes.count,
           bytes[position + 1] >= 0x30, bytes[position + 1] <= 0x39 {
            throw failure("numbers may not have leading zeros")
        }
        while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 {
            if digits < 18 { integer = integer * 10 + Int64(bytes[position] - 0x30) } else { simple = false }
            digits += 1
            position += 1
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            simple = false
            position += 1
            try readDigits()
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            simple = false
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            try readDigits()
        }
        if simple { return bytes[start] == UInt8(ascii: "-") ? -Double(integer) : Double(integer) }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            position = start
            throw failure("number out of range")
        }
        return value
    }

    private mutating func readDigits() throws {
        let start = position
        while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 { position += 1 }
        if position == start { throw failure("expected a digit in the number") }
    }
}
