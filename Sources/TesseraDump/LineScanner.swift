// A small scanner for the text dump format's lines, with errors that name the line.

import TesseraLayout

/// Reads the parts of one text dump line.
struct LineScanner {
    private let text: [Character]
    private var position = 0
    private let file: String?
    private let line: Int

    init(_ text: Substring, file: String?, line: Int) {
        self.text = Array(text)
        self.file = file
        self.line = line
    }

    /// `container = (w h); scale = s; contentSize = (w h)`
    mutating func readHeader() throws -> FrameDump {
        try expect("container = ")
        let container = try readPair()
        try expect("; scale = ")
        let scale = try readNumber()
        try expect("; contentSize = ")
        let contentSize = try readPair()
        try expectEnd()
        return FrameDump(container: Size(width: container.0, height: container.1), scale: scale,
                         contentSize: Size(width: contentSize.0, height: contentSize.1), elements: [])
    }

    /// `category ["kind"] [section, item] frame = (x y; w h); zIndex = z`
    mutating func readElement() throws -> DumpElement {
        let word = readWord()
        guard let category = ElementCategory(rawValue: word) else {
            throw error("expected 'cell', 'supplementaryView' or 'decorationView', found '\(word)'")
        }
        skipSpaces()
        var kind: String?
        if peek() == "\"" { kind = try readQuoted(); skipSpaces() }
        if category != .cell && kind == nil { throw error("expected the element kind in quotes after '\(word)'") }
        try expect("[")
        let section = try readInteger()
        try expect(", ")
        let item: Int
        if peek() == "N" { try expect("NSIntegerMax"); item = IndexPath.layoutBoundaryItem } else { item = try readInteger() }
        try expect("] frame = (")
        let x = try readNumber()
        try expect(" ")
        let y = try readNumber()
        try expect("; ")
        let width = try readNumber()
        try expect(" ")
        let height = try readNumber()
        try expect(")")
        let estimated = peek() == " "
        if estimated { try expect(" estimated") }
        try expect("; zIndex = ")
        let zIndex = try readInteger()
        var element = DumpElement(category: category, kind: kind, section: section, item: item,
                                  frame: Rect(x: x, y: y, width: width, height: height), zIndex: zIndex)
        element.isEstimated = estimated
        try readPresentation(into: &element)
        try expectEnd()
        return element
    }

    /// `; center = (x y); transform = [a, b, c, d, tx, ty]; alpha = a; hidden = YES; id = "…"`, each optional.
    private mutating func readPresentation(into element: inout DumpElement) throws {
        while peek() == ";" {
            try expect("; ")
            let start = position
            let name = readWord()
            guard ["center", "transform", "alpha", "hidden", "id"].contains(name) else {
                position = start
                throw error("expected 'center', 'transform', 'alpha', 'hidden' or 'id', found '\(name)'")
            }
            try expect(" = ")
            switch name {
            case "center": _ = try readPair()
            case "transform":
                try expect("[")
                var values: [Double] = []
                for index in 0..<6 {
                    if index > 0 { try expect(", ") }
                    values.append(try readNumber())
                }
                try expect("]")
                element.transform = AffineTransform(a: values[0], b: values[1], c: values[2], d: values[3],
                                                    tx: values[4], ty: values[5])
            case "alpha": element.alpha = try readNumber()
            case "hidden":
                guard readWord() == "YES" else { throw error("expected 'hidden = YES'") }
                element.isHidden = true
            case "id": element.identifier = try readQuoted()
            default: break
            }
        }
    }

    /// `  Class ["name"] frame = (x y; w h); in collection view = (x y; w h)[; text = "…"][; hidden | ; in a hidden
    /// view]`, indented two spaces per level.
    mutating func readSubview() throws -> ElementSubview {
        var spaces = 0
        while peek() == " " { position += 1; spaces += 1 }
        guard spaces >= 2, spaces % 2 == 0 else { throw error("expected a subview indented by two spaces per level") }
        let className = readWord()
        guard !className.isEmpty else { throw error("expected the subview's class") }
        skipSpaces()
        var name: String?
        if peek() == "\"" { name = try readQuoted(); skipSpaces() }
        try expect("frame = (")
        let frame = try readFrameBody()
        try expect("; in collection view = (")
        _ = try readFrameBody()
        var text: String?
        if isAhead("; text = ") {
            try expect("; text = ")
            text = try readQuoted()
        }
        var isHidden = false
        if isAhead("; hidden") {
            try expect("; hidden")
            isHidden = true
        } else if isAhead("; in a hidden view") {
            try expect("; in a hidden view")   // said of every view inside a hidden one: not the view's own
        }
        try expectEnd()
        return ElementSubview(depth: spaces / 2, className: className, name: name, frame: frame, text: text,
                              isHidden: isHidden)
    }

    /// `x y; w h)`.
    private mutating func readFrameBody() throws -> Rect {
        let x = try readNumber()
        try expect(" ")
        let y = try readNumber()
        try expect("; ")
        let width = try readNumber()
        try expect(" ")
        let height = try readNumber()
        try expect(")")
        return Rect(x: x, y: y, width: width, height: height)
    }

    private func error(_ message: String) -> DumpParseError {
        DumpParseError(file: file, line: line, message: "\(message) (column \(position + 1))")
    }

    private func peek() -> Character? { position < text.count ? text[position] : nil }

    private mutating func skipSpaces() { while peek() == " " { position += 1 } }

    private mutating func expect(_ literal: String) throws {
        for character in literal {
            guard peek() == character else { throw error("expected '\(literal)'") }
            position += 1
        }
    }

    /// Whether the line goes on with `literal` here.
    private func isAhead(_ literal: String) -> Bool {
        var index = position
        for character in literal {
            guard index < text.count, text[index] == character else { return false }
            index += 1
        }
        return true
    }

    private mutating func expectEnd() throws {
        guard position == text.count else { throw error("unexpected '\(String(text[position...]))' at the end of the line") }
    }

    private mutating func readWord() -> String {
        let start = position
        while let c = peek(), c.isLetter { position += 1 }
        return String(text[start..<position])
    }

    private mutating func readQuoted() throws -> String {
        try expect("\"")
        var out = ""
        while let c = peek(), c != "\"" {
            position += 1
            if c == "\\", let next = peek() { out.append(next == "n" ? "\n" : next); position += 1 } else { out.append(c) }
        }
        try expect("\"")
        return out
    }

    private mutating func readToken() -> String {
        let start = position
        while let c = peek(), c.isNumber || c == "-" || c == "." || c == "e" || c == "E" || c == "+" { position += 1 }
        return String(text[start..<position])
    }

    private mutating func readNumber() throws -> Double {
        let start = position
        let token = readToken()
        guard let value = Double(token), value.isFinite else {
            position = start
            throw error("expected a number, found \(found(token))")
        }
        return value
    }

    private mutating func readInteger() throws -> Int {
        let start = position
        let token = readToken()
        guard let value = Int(token) else {
            position = start
            throw error("expected an integer, found \(found(token))")
        }
        return value
    }

    /// What stands where a value was expected, for an error message.
    private func found(_ token: String) -> String {
        if !token.isEmpty { return "'\(token)'" }
        guard let next = peek() else { return "the end of the line" }
        return "'\(next)'"
    }

    private mutating func readPair() throws -> (Double, Double) {
        try expect("(")
        let first = try readNumber()
        try expect(" ")
        let second = try readNumber()
        try expect(")")
        return (first, second)
    }
}
