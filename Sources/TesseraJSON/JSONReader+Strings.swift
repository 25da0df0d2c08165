// Reading JSON strings: escapes, surrogate pairs, and UTF-8 validation.

extension JSONReader {
    mutating func readString() throws -> String {
        position += 1
        let start = position
        // Fast path: no escapes.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let slice = UnsafeBufferPointer(rebasing: bytes[start..<position])
                position += 1
                return try decodeUTF8(slice, at: start)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw failure("control character in a string (escape it)") }
            position += 1
        }
        var scalars = String.UnicodeScalarView()
        let prefix = try decodeUTF8(UnsafeBufferPointer(rebasing: bytes[start..<position]), at: start)
        scalars.append(contentsOf: prefix.unicodeScalars)
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") { position += 1; return String(scalars) }
            if byte < 0x20 { throw failure("control character in a string (escape it)") }
            if byte == UInt8(ascii: "\\") {
                scalars.append(try readEscape())
                continue
            }
            let runStart = position
            while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\"),
                  bytes[position] >= 0x20 {
                position += 1
            }
            scalars.append(contentsOf: try decodeUTF8(UnsafeBufferPointer(rebasing: bytes[runStart..<position]),
                                                      at: runStart).unicodeScalars)
        }
        throw failure("unterminated string")
    }

    private func decodeUTF8(_ slice: UnsafeBufferPointer<UInt8>, at offset: Int) throws -> String {
        guard let string = String(validating: slice, as: UTF8.self) else {
            throw Failure(offset: offset, message: "invalid UTF-8 in a string")
        }
        return string
    }

    private mutating func readEscape() throws -> Unicode.Scalar {
        position += 1
        guard position < bytes.count else { throw failure("unterminated escape") }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try readHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                      bytes[position + 1] == UInt8(ascii: "u") else { throw failure("unpaired surrogate in \\u escape") }
                position += 2
                let low = try readHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw failure("unpaired surrogate in \\u escape") }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else { throw failure("unpaired surrogate in \\u escape") }
            return scalar
        default:
            position -= 2
            throw failure("invalid escape '\\\(Character(Unicode.Scalar(byte)))'")
        }
    }

    private mutating func readHex4() throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count, let digit = hexValue(bytes[position]) else {
                throw failure("expected four hex digits in \\u escape")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: return UInt32(byte - 0x30)
        case 0x41...0x46: return UInt32(byte - 0x41 + 10)
        case 0x61...0x66: return UInt32(byte - 0x61 + 10)
        default: return nil
        }
    }
}
