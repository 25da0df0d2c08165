// A text analysed with real fonts: break opportunities, font runs, and pieces measured from shaped widths.
import CTextShaping

/// A text split at its break opportunities into pieces whose advances come from HarfBuzz (through the width
/// cache), one sub-run per font in the fallback chain. Lives for one measurement, under the measurer's lock.
struct ShapedParagraph: PieceSource {
    let pieces: [TextPiece]
    let naturalLineHeight: Double
    /// Characters no face in the chain has.
    let missingGlyphs: Int
    private let context: ShapingContext
    /// The text's font runs (one, or an attributed label's runs): where each ends, its faces and point size.
    private let styles: [Style]
    /// The style of each itemized run (empty with one style: all are style 0).
    private let runStyles: [Int]
    private let runCount: Int

    /// A run of the text in one font: it ends at `end` (a UTF-16 offset), drawn by `chain` at `pointSize`.
    struct Style {
        var end: Int
        var chain: FontChain
        var pointSize: Double
    }

    /// Analyses the text loaded in `context` (see `ShapingContext.load`) in one font.
    /// - Complexity: O(n) for n code units, plus shaping what the cache lacks.
    /// - Throws: `lineBreakingUnavailable` when ICU fails.
    init(context: ShapingContext, chain: FontChain, pointSize: Double, breakOptions: UInt32) throws {
        try self.init(context: context, styles: [Style(end: context.units.count, chain: chain, pointSize: pointSize)],
                      breakOptions: breakOptions)
    }

    /// Analyses the text loaded in `context` in runs of different fonts (`styles` in text order, the last ending at
    /// the text's end): each run itemized with its own fallback chain; a piece's line height is its tallest
    /// face's at that face's run's size (T4).
    init(context: ShapingContext, styles: [Style], breakOptions: UInt32) throws {
        self.context = context
        self.styles = styles
        naturalLineHeight = styles[0].chain.lineHeight(ofFace: 0, atSize: styles[0].pointSize)
        var missing: Int32 = 0
        var runs = 0, start = 0
        var runStyles: [Int] = []
        for (index, style) in styles.enumerated() where style.end > start {
            var missed: Int32 = 0
            let count = context.units.withUnsafeBufferPointer { units in
                context.runEnds.withUnsafeMutableBufferPointer { ends in
                    context.runFaces.withUnsafeMutableBufferPointer { faces in
                        style.chain.handles.withUnsafeBufferPointer { handles in
                            Int(cts_itemize(handles.baseAddress, Int32(handles.count), units.baseAddress! + start,
                                            Int32(style.end - start), ends.baseAddress! + runs,
                                            faces.baseAddress! + runs, &missed))
                        }
                    }
                }
            }
            for run in runs..<(runs + count) { context.runEnds[run] += Int32(start) }
            if styles.count > 1 { runStyles += Array(repeating: index, count: count) }
            missing += missed
            runs += count
            start = style.end
        }
        runCount = runs
        self.runStyles = runStyles
        missingGlyphs = Int(missing)
        let breakCount = context.units.withUnsafeBufferPointer {
            context.breaker.breaks($0, options: breakOptions, offsets: &context.breakOffsets,
                                   mandatory: &context.breakMandatory)
        }
        guard breakCount >= 0 else { throw TextMeasurementError.lineBreakingUnavailable }
        pieces = ShapedParagraph.pieces(context: context, styles: styles, runStyles: runStyles, breakCount: breakCount)
    }

    /// Measures each piece: the sum of its sub-runs' cached advances, and of their hanging whitespace.
    private static func pieces(context: ShapingContext, styles: [Style], runStyles: [Int], breakCount: Int) -> [TextPiece] {
        var pieces: [TextPiece] = []
        pieces.reserveCapacity(breakCount)
        let scales = styles.map { style in style.chain.faces.map { style.pointSize / Double($0.unitsPerEm) } }
        let heights = styles.map { style in
            style.chain.faces.indices.map { style.chain.lineHeight(ofFace: $0, atSize: style.pointSize) }
        }
        context.units.withUnsafeBufferPointer { units in
            let base = units.baseAddress!
            var start = 0, run = 0
            for k in 0..<breakCount {
                let end = Int(context.breakOffsets[k])
                let hang = start + Int(cts_hanging_start(base + start, Int32(end - start)))
                var advance = 0.0, hanging = 0.0, height = 0.0
                var x = start
                while x < end {
                    while Int(context.runEnds[run]) <= x { run += 1 }
                    let y = min(Int(context.runEnds[run]), end)
                    let f = Int(context.runFaces[run])
                    let s = runStyles.isEmpty ? 0 : runStyles[run]
                    let value = context.advance(of: UnsafeBufferPointer(start: base + x, count: y - x),
                                                face: styles[s].chain.faces[f])
                    advance += Double(value.advance) * scales[s][f]
                    if y > hang { hanging += Double(x >= hang ? value.advance : value.hanging) * scales[s][f] }
                    height = max(height, heights[s][f])
                    x = y
                }
                pieces.append(TextPiece(start: start, end: end, hangStart: hang, advance: advance, hanging: hanging,
                                        lineHeight: height, endsParagraph: context.breakMandatory[k] != 0))
                start = end
            }
        }
        return pieces
    }

    func clusters(ofPiece index: Int) -> [TextCluster] {
        let piece = pieces[index]
        var clusters: [TextCluster] = []
        var run = 0
        while Int(context.runEnds[run]) <= piece.start { run += 1 }
        context.units.withUnsafeBufferPointer { units in
            var x = piece.start
            while x < piece.end {
                while Int(context.runEnds[run]) <= x { run += 1 }
                let y = min(Int(context.runEnds[run]), piece.end)
                let style = styles[runStyles.isEmpty ? 0 : runStyles[run]]
                let face = style.chain.faces[Int(context.runFaces[run])]
                let scale = style.pointSize / Double(face.unitsPerEm)
                let shaped = context.clusters(of: UnsafeBufferPointer(rebasing: units[x..<y]), face: face)
                for (i, cluster) in shaped.enumerated() {
                    let start = x + cluster.start
                    let end = i + 1 < shaped.count ? x + shaped[i + 1].start : y
                    clusters.append(TextCluster(start: start, end: end, advance: Double(cluster.advance) * scale,
                                                isSpace: start >= piece.hangStart))
                }
                x = y
            }
        }
        return clusters
    }

    /// The ellipsis in the first run's font.
    func ellipsis() -> (advance: Double, lineHeight: Double) {
        let chain = styles[0].chain, pointSize = styles[0].pointSize
        let index = chain.faces.firstIndex { $0.hasGlyph(for: "\u{2026}") } ?? 0
        let face = chain.faces[index]
        let units: [UInt16] = [0x2026]
        let value = units.withUnsafeBufferPointer { context.advance(of: $0, face: face) }
        return (Double(value.advance) * pointSize / Double(face.unitsPerEm),
                chain.lineHeight(ofFace: index, atSize: pointSize))
    }
}
