// Greedy line filling over measured pieces: word or character wrapping, long words broken by character.

/// A line as fitted, at the measured point size (before autoshrink scaling and the line height multiple).
struct FittedLine {
    var range: Range<Int>
    var visibleRanges: [Range<Int>]
    var width: Double
    var lineHeight: Double
    var hasEllipsis: Bool
}

/// The lines of a text and what was lost fitting them.
struct FitResult {
    var lines: [FittedLine]
    /// Whether some text is not shown.
    var isTruncated: Bool
    /// Whether a word was broken between characters because it was wider than a line.
    var brokeWord: Bool

    /// Whether everything is shown without breaking a word (what autoshrink looks for).
    var fitsWhole: Bool { !isTruncated && !brokeWord }
}

/// Fills lines greedily: each line takes pieces while their width (trailing whitespace hanging) fits.
/// A piece wider than a whole line is broken between clusters. On the last line `limit` allows, truncating
/// and clipping modes take the rest of the paragraph and shorten it (see `LineFitter+Truncation`).
struct LineFitter<Source: PieceSource> {
    let source: Source
    /// The width lines fill, `.infinity` when unconstrained.
    let maxWidth: Double
    /// The most lines, 0 for no limit.
    let limit: Int
    let mode: LineBreakMode
    /// Widths may exceed `maxWidth` by this much and still fit (floating-point sums).
    static var tolerance: Double { 1e-6 }

    /// Where fitting stands: a piece index, and the rest of that piece when a line ended inside it.
    struct Cursor {
        var index = 0
        var remainder: TextPiece?
    }

    private var memo: (index: Int, clusters: [TextCluster])?

    init(source: Source, maxWidth: Double, limit: Int, mode: LineBreakMode) {
        self.source = source
        self.maxWidth = maxWidth
        self.limit = limit
        self.mode = mode
    }

    /// Fits every line.
    /// - Complexity: O(p) for p pieces, plus shaping the clusters of broken or truncated pieces.
    mutating func fit() -> FitResult {
        var lines: [FittedLine] = []
        var cursor = Cursor()
        var brokeWord = false
        let count = source.pieces.count
        let cutsLastLine = mode.truncates || mode == .byClipping
        while cursor.index < count {
            if limit > 0, lines.count == limit - 1, cutsLastLine {
                let (line, hidden) = lastLine(from: cursor)
                lines.append(line)
                return FitResult(lines: lines, isTruncated: hidden, brokeWord: brokeWord)
            }
            lines.append(wrapLine(from: &cursor, brokeWord: &brokeWord))
            if limit > 0, lines.count == limit, cursor.index < count {
                return FitResult(lines: lines, isTruncated: true, brokeWord: brokeWord)
            }
        }
        return FitResult(lines: lines, isTruncated: false, brokeWord: brokeWord)
    }

    func piece(at cursor: Cursor) -> TextPiece { cursor.remainder ?? source.pieces[cursor.index] }

    /// The clusters of piece `index` from `start` on (memoized for the last piece asked).
    /// - Complexity: O(log k) for k clusters once the piece is shaped.
    mutating func clusters(ofPiece index: Int, from start: Int) -> ArraySlice<TextCluster> {
        if memo?.index != index { memo = (index, source.clusters(ofPiece: index)) }
        let all = memo!.clusters
        return all[all.partitionPoint { $0.start < start }...]
    }

    /// One wrapped line from `cursor`, which moves past it.
    private mutating func wrapLine(from cursor: inout Cursor, brokeWord: inout Bool) -> FittedLine {
        let start = piece(at: cursor).start
        var advance = 0.0, width = 0.0, height = 0.0, end = start, hasVisible = false
        while cursor.index < source.pieces.count {
            let p = piece(at: cursor)
            if advance + p.visible <= maxWidth + Self.tolerance || (!hasVisible && p.visible == 0) {
                width = advance + p.visible
                advance += p.advance
                height = max(height, p.lineHeight)
                end = p.end
                hasVisible = hasVisible || p.visible > 0
                cursor = Cursor(index: cursor.index + 1)
                if p.endsParagraph { break }
                continue
            }
            if hasVisible { break }
            // Nothing visible on the line yet and the piece is wider than what is left: break it.
            let split = splitPiece(p, index: cursor.index, available: maxWidth - advance)
            height = max(height, p.lineHeight)
            if split.end <= p.start || split.end >= p.end {  // one cluster (or none found): it overflows whole
                width = advance + p.visible
                advance += p.advance
                end = p.end
                hasVisible = true
                cursor = Cursor(index: cursor.index + 1)
                if p.endsParagraph { break }
                continue
            }
            width = advance + split.width
            end = split.end
            var rest = p
            rest.start = split.end
            rest.advance = p.advance - split.advance
            cursor.remainder = rest
            brokeWord = true
            break
        }
        let range = start..<end
        return FittedLine(range: range, visibleRanges: [range], width: width,
                          lineHeight: height > 0 ? height : source.naturalLineHeight, hasEllipsis: false)
    }

    /// Where to cut `p` so its head fits `available`: at least one visible cluster, hanging clusters always.
    private mutating func splitPiece(_ p: TextPiece, index: Int, available: Double)
        -> (end: Int, advance: Double, width: Double) {
        var advance = 0.0, width = 0.0, end = p.start, anyVisible = false
        for c in clusters(ofPiece: index, from: p.start) where c.end <= p.end {
            if c.isSpace {
                advance += c.advance
                end = c.end
                continue
            }
            if anyVisible, advance + c.advance > available + Self.tolerance { break }
            advance += c.advance
            width = advance
            end = c.end
            anyVisible = true
        }
        return (end, advance, width)
    }
}
