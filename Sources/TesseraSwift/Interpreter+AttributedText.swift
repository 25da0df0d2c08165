// NSAttributedString and NSMutableAttributedString: runs of text in different fonts, a label's attributedText.

import TesseraText
import TesseraViews

/// An attributed string: its text in runs, each with the font its `.font` attribute gives (nil: none, the label's).
/// A class, as `NSMutableAttributedString` is: `append` changes the string every variable holds. Attributes other
/// than the font (colours, kerning is refused) only draw.
final class AttributedTextBox {
    struct Run {
        var text: String
        var font: Font?
    }

    var runs: [Run]
    let isMutable: Bool

    init(runs: [Run], isMutable: Bool) {
        self.runs = runs.filter { !$0.text.isEmpty }
        self.isMutable = isMutable
    }

    var string: String { runs.map(\.text).joined() }
    /// UTF-16 code units, as `length` and `NSRange` count.
    var length: Int { string.utf16.count }

    /// Sets the font of the UTF-16 range `lower..<upper`, splitting runs at its ends.
    func setFont(_ font: Font, from lower: Int, to upper: Int) {
        var result: [Run] = []
        var offset = 0
        for run in runs {
            let units = Array(run.text.utf16)
            let start = offset, end = offset + units.count
            offset = end
            let cuts = [start, max(start, min(end, lower)), max(start, min(end, upper)), end]
            for piece in 0..<3 where cuts[piece + 1] > cuts[piece] {
                let slice = Array(units[(cuts[piece] - start)..<(cuts[piece + 1] - start)])
                let text = String(decoding: slice, as: UTF16.self)
                result.append(Run(text: text, font: piece == 1 ? font : run.font))
            }
        }
        runs = result
    }
}

extension Interpreter {
    /// The attributes the code may give: the font is laid out; the others only draw.
    static let drawnTextAttributes: Set<String> = ["foregroundColor", "backgroundColor", "paragraphStyle", "underlineStyle",
                                                   "strikethroughStyle", "strokeColor", "strokeWidth", "shadow",
                                                   "underlineColor", "strikethroughColor", "link"]

    /// `NSAttributedString(string:)`, `(string:attributes:)`, `(attributedString:)`; `NSMutableAttributedString()`.
    func makeAttributedText(_ typeName: String, _ arguments: [Argument], at: SourcePosition) throws -> SwiftValue {
        let isMutable = typeName == "NSMutableAttributedString"
        if arguments.isEmpty { return .attributedText(AttributedTextBox(runs: [], isMutable: isMutable)) }
        if arguments.count == 1, arguments[0].label == "attributedString", case .attributedText(let other) = arguments[0].value {
            return .attributedText(AttributedTextBox(runs: other.runs, isMutable: isMutable))
        }
        var reader = ArgumentReader(arguments, callee: typeName, at: at, interpreter: self)
        let text = try reader.string("string")
        let attributes = try reader.optional("attributes", .ignored)
        try reader.finish()
        let font = try attributes.map { try attributeFont($0, at: at) } ?? nil
        return .attributedText(AttributedTextBox(runs: [.init(text: text, font: font)], isMutable: isMutable))
    }

    /// The `.font` of an attributes dictionary (nil without one); an attribute that changes the text's size other
    /// than the font (`.kern`, `.baselineOffset`, …) is refused.
    private func attributeFont(_ attributes: SwiftValue, at: SourcePosition) throws -> Font? {
        guard case .dictionary(let keys, let values) = attributes else {
            throw InterpreterError(position: at, message: "attributes must be a dictionary ([.font: UIFont…]), got "
                                    + attributes.typeName)
        }
        var font: Font?
        for (key, value) in zip(keys, values) {
            let name: String
            switch key {
            case .string(let text), .member(let text): name = text
            default: throw InterpreterError(position: at, message: "an attribute's key must be an NSAttributedString.Key")
            }
            if name == "font" {
                guard case .font(let given) = value else {
                    throw InterpreterError(position: at, message: "the .font attribute must be a UIFont, got \(value.typeName)")
                }
                font = given
            } else if !Self.drawnTextAttributes.contains(name) {
                throw InterpreterError.unsupported("the text attribute '.\(name)'", hint: "only .font changes a label's "
                                                    + "size in Tessera; colours and other drawn attributes are ignored", at: at)
            }
        }
        return font
    }

    /// `append(_:)`, `addAttribute(_:value:range:)`, `addAttributes(_:range:)`, `setAttributes(_:range:)` on a
    /// mutable attributed string; nil for other names.
    func attributedTextMethod(_ name: String, on box: AttributedTextBox, _ arguments: [Argument],
                              at: SourcePosition) throws -> SwiftValue? {
        guard ["append", "addAttribute", "addAttributes", "setAttributes"].contains(name) else { return nil }
        guard box.isMutable else {
            throw InterpreterError(position: at, message: "'\(name)' changes an attributed string: make it an "
                                    + "NSMutableAttributedString")
        }
        var reader = ArgumentReader(arguments, callee: name, at: at, interpreter: self)
        if name == "append" {
            let value = try reader.required(nil, .ignored)
            try reader.finish()
            guard case .attributedText(let other) = value else {
                throw InterpreterError(position: at, message: "append(_:) takes an NSAttributedString, got \(value.typeName)")
            }
            box.runs += other.runs
            return .void
        }
        let font: Font?
        if name == "addAttribute" {
            let key = try reader.required(nil, .ignored)
            let value = try reader.required("value", .ignored)
            font = try attributeFont(.dictionary([key], [value]), at: at)
        } else {
            font = try attributeFont(try reader.required(nil, .ignored), at: at)
        }
        let range = try reader.required("range", .ignored)
        try reader.finish()
        guard case .range(let lower, let upper) = range, lower >= 0, upper <= box.length, lower <= upper else {
            throw InterpreterError(position: at, message: "\(name): the range \(describe(range)) is not within the "
                                    + "string's \(box.length) UTF-16 units")
        }
        if let font { box.setFont(font, from: lower, to: upper) }
        return .void
    }

    /// `NSRange(location:length:)`: the UTF-16 range `location..<location + length`.
    func makeRange(_ arguments: [Argument], at: SourcePosition) throws -> SwiftValue {
        var reader = ArgumentReader(arguments, callee: "NSRange", at: at, interpreter: self)
        let location = try reader.number("location"), length = try reader.number("length")
        try reader.finish()
        guard location >= 0, length >= 0, location + length < 1e9 else {
            throw InterpreterError(position: at, message: "NSRange(location: \(describe(.double(location))), length: "
                                    + "\(describe(.double(length)))) must be whole numbers of 0 or more")
        }
        return .range(Int(location), Int(location + length))
    }

    /// `string` and `length` of an attributed string; nil for other names.
    func attributedTextProperty(_ name: String, of box: AttributedTextBox) -> SwiftValue? {
        switch name {
        case "string": return .string(box.string)
        case "length": return .int(box.length)
        default: return nil
        }
    }

    /// `label.attributedText = …`: the label's text is the string's, in runs of their fonts (runs without a font,
    /// the label's own, as UILabel gives them); the label's font becomes the first run's. nil clears the text.
    func setAttributedText(_ value: SwiftValue, on view: ViewObject, at: SourcePosition) throws {
        guard case .label(var label, let width) = view.content else { return }
        switch value {
        case .null:
            label.text = ""
            label.fontRuns = []
        case .attributedText(let box):
            label.text = box.string
            let base = label.font
            label.fontRuns = box.runs.map { TextLayoutRequest.FontRun(length: $0.text.utf16.count, font: $0.font ?? base) }
            if let first = label.fontRuns.first { label.font = first.font }
            if label.fontRuns.allSatisfy({ $0.font == label.font }) { label.fontRuns = [] }
        default:
            throw InterpreterError(position: at, message: "attributedText must be an NSAttributedString, got \(value.typeName)")
        }
        view.content = .label(label, preferredMaxLayoutWidth: width)
    }
}
