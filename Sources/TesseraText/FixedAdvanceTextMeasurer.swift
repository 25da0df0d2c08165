// A deterministic measurer for engine tests: every character advances the same, lines have a fixed height.
import CTextShaping

/// Measures text with UILabel semantics (ICU line breaks, wrapping, truncation, line limits, autoshrink) but
/// no font files: every grapheme cluster (Swift `Character`) advances `pointSize × advanceFactor`, the ellipsis
/// too, and every line is `pointSize × lineHeightFactor` high. Expectations are easy to compute by hand: at
/// 10 pt with the defaults, "Hello world" is 11 × 5 = 55 pt wide and 12 pt high; wrapped at 40 pt it is two
/// lines, "Hello " (25 pt: the space hangs) and "world" (25 pt), 24 pt high.
///
/// Safe for concurrent use (its ICU iterator is used under a lock).
public struct FixedAdvanceTextMeasurer: TextMeasuring {
    /// The advance of every character, as a multiple of the point size.
    public let advanceFactor: Double
    /// The height of every line, as a multiple of the point size.
    public let lineHeightFactor: Double
    private let breaker: LineBreaker?

    /// - Parameters:
    ///   - advanceFactor: each character's advance per point of font size (0.5: 10 pt characters are 5 pt wide).
    ///   - lineHeightFactor: each line's height per point of font size (1.2: 10 pt lines are 12 pt high).
    public init(advanceFactor: Double = 0.5, lineHeightFactor: Double = 1.2) {
        self.advanceFactor = advanceFactor
        self.lineHeightFactor = lineHeightFactor
        breaker = try? LineBreaker()
    }

    public func measure(_ request: TextLayoutRequest) throws -> TextLayout {
        try request.validate()
        guard let breaker else { throw TextMeasurementError.lineBreakingUnavailable }
        let source = try FixedAdvanceSource(text: request.text, pointSize: request.font.pointSize,
                                        advance: advanceFactor, lineHeight: lineHeightFactor, breaker: breaker,
                                        options: LineBreaker.options(strategy: request.lineBreakStrategy,
                                                                     characterWrapping: request.lineBreakMode == .byCharWrapping))
        return TextLayoutEngine.layout(source, request: request, missingGlyphs: 0, ascender: try ascender(of: request.font))
    }

    public func lineHeight(of font: Font) throws -> Double {
        try font.validate()
        return font.pointSize * lineHeightFactor
    }

    /// Four fifths of the line height: a 17-pt line 20.4 pt high has its baseline 16.32 pt below its top.
    public func ascender(of font: Font) throws -> Double {
        try lineHeight(of: font) * 0.8
    }
}

/// The pieces of a text under the fixed-advance model.
struct FixedAdvanceSource: PieceSource {
    let pieces: [TextPiece]
    /// The UTF-16 offset where each character starts, then the text's length.
    private let characterStarts: [Int]
    private let characterAdvance: Double
    let naturalLineHeight: Double

    init(text: String, pointSize: Double, advance: Double, lineHeight: Double, breaker: LineBreaker,
         options: UInt32) throws {
        let characterAdvance = pointSize * advance, height = pointSize * lineHeight
        self.characterAdvance = characterAdvance
        naturalLineHeight = height
        var starts: [Int] = []
        var offset = 0
        for character in text {
            starts.append(offset)
            offset += character.utf16.count
        }
        starts.append(offset)
        characterStarts = starts
        let units = Array(text.utf16)
        var offsets = [Int32](repeating: 0, count: units.count)
        var mandatory = [UInt8](repeating: 0, count: units.count)
        let count = units.withUnsafeBufferPointer {
            breaker.breaks($0, options: options, offsets: &offsets, mandatory: &mandatory)
        }
        guard count >= 0 else { throw TextMeasurementError.lineBreakingUnavailable }
        var list: [TextPiece] = []
        var start = 0, character = 0
        units.withUnsafeBufferPointer { buffer in
            for k in 0..<count {
                let end = Int(offsets[k])
                let hang = start + Int(cts_hanging_start(buffer.baseAddress! + start, Int32(end - start)))
                var total = 0, hanging = 0
                while starts[character] < end {
                    total += 1
                    if starts[character] >= hang { hanging += 1 }
                    character += 1
                }
                list.append(TextPiece(start: start, end: end, hangStart: hang,
                                      advance: Double(total) * characterAdvance,
                                      hanging: Double(hanging) * characterAdvance,
                                      lineHeight: height, endsParagraph: mandatory[k] != 0))
                start = end
            }
        }
        pieces = list
    }

    func clusters(ofPiece index: Int) -> [TextCluster] {
        let piece = pieces[index]
        var clusters: [TextCluster] = []
        var i = characterStarts.partitionPoint { $0 < piece.start }
        while characterStarts[i] < piece.end {
            let start = characterStarts[i], end = characterStarts[i + 1]
            clusters.append(TextCluster(start: start, end: end, advance: characterAdvance,
                                        isSpace: start >= piece.hangStart))
            i += 1
        }
        return clusters
    }

    func ellipsis() -> (advance: Double, lineHeight: Double) { (characterAdvance, naturalLineHeight) }
}
