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
    private let chain: FontChain
    private let pointSize: Double
    private let runCount: Int

    /// Analyses the text loaded in `context` (see `ShapingContext.load`).
    /// - Complexity: O(n) for n code units, plus shaping what the cache lacks.
    /// - Throws: `lineBreakingUnavailable` when ICU fails.
    init(context: ShapingContext, chain: FontChain, pointSize: Double, breakOptions: UInt32) throws {
        self.context = context
        self.chain = chain
        self.pointSize = pointSize
        naturalLineHeight = chain.lineHeight(ofFace: 0, atSize: pointSize)
        let length = context.units.count
        var missing: Int32 = 0
        runCount = context.units.withUnsafeBufferPointer { units in
            context.runEnds.withUnsafeMutableBufferPointer { ends in
                context.runFaces.withUnsafeMutableBufferPointer { faces in
                    chain.handles.withUnsafeBufferPointer { handles in
                        Int(cts_itemize(handles.baseAddress, Int32(handles.count), units.baseAddress, Int32(length),
                                        ends.baseAddress, faces.baseAddress, &missing))
                    }
                }
            }
        }
        missingGlyphs = Int(missing)
        let breakCount = context.units.withUnsafeBufferPointer {
            context.breaker.breaks($0, options: breakOptions, offsets: &context.breakOffsets,
                                   mandatory: &context.breakMandatory)
        }
        guard breakCount >= 0 else { throw TextMeasurementError.lineBreakingUnavailable }
        pieces = ShapedParagraph.pieces(context: context, chain: chain, pointSize: pointSize, breakCount: breakCount,
                                        runCount: runCount)
    }

    /// Measures each piece: the sum of its sub-runs' cached advances, and of their hanging whitespace.
    private static func pieces(context: ShapingContext, chain: FontChain, pointSize: Double, breakCount: Int,
                               runCount: Int) -> [TextPiece] {
        var pieces: [TextPiece] = []
        pieces.reserveCapacity(breakCount)
        let scales = chain.faces.map { pointSize / Double($0.unitsPerEm) }
        let heights = chain.faces.indices.map { chain.lineHeight(ofFace: $0, atSize: pointSize) }
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
                    let value = context.advance(of: UnsafeBufferPointer(start: base + x, count: y - x),
                                                face: chain.faces[f])
                    advance += Double(value.advance) * scales[f]
                    if y > hang { hanging += Double(x >= hang ? value.advance : value.hanging) * scales[f] }
                    height = max(height, heights[f])
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
                let face = chain.faces[Int(context.runFaces[run])]
                let scale = pointSize / Double(face.unitsPerEm)
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

    func ellipsis() -> (advance: Double, lineHeight: Double) {
        let index = chain.faces.firstIndex { $0.hasGlyph(for: "\u{2026}") } ?? 0
        let face = chain.faces[index]
        let units: [UInt16] = [0x2026]
        let value = units.withUnsafeBufferPointer { context.advance(of: $0, face: face) }
        return (Double(value.advance) * pointSize / Double(face.unitsPerEm),
                chain.lineHeight(ofFace: index, atSize: pointSize))
    }
}
