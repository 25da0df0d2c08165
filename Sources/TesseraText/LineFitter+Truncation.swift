// The last line a line limit allows: the rest of its paragraph, clipped or shortened with an ellipsis.

extension LineFitter {
    /// The last allowed line: the rest of the paragraph from `cursor`, unwrapped. `byClipping` cuts it at the
    /// width; the truncating modes replace text with an ellipsis at the end, start or middle when it is too
    /// wide, and `byTruncatingTail` also when later paragraphs are hidden.
    /// - Returns: the line, and whether any text is not shown.
    mutating func lastLine(from cursor: Cursor) -> (FittedLine, Bool) {
        let start = piece(at: cursor).start
        var advance = 0.0, width = 0.0, height = 0.0
        var last = cursor.index
        while true {
            let p = last == cursor.index ? piece(at: cursor) : source.pieces[last]
            width = advance + p.visible
            advance += p.advance
            height = max(height, p.lineHeight)
            if p.endsParagraph || last == source.pieces.count - 1 { break }
            last += 1
        }
        let end = source.pieces[last].end
        let moreAfter = last < source.pieces.count - 1
        let tooWide = width > maxWidth + Self.tolerance
        let whole = FittedLine(range: start..<end, visibleRanges: [start..<end], width: min(width, maxWidth),
                               lineHeight: height, hasEllipsis: false)
        if mode == .byClipping || (!tooWide && !(moreAfter && mode == .byTruncatingTail)) {
            return (whole, tooWide || moreAfter)
        }
        return (ellipsized(start: start, cursor: cursor, through: last, height: height), true)
    }

    /// The clusters of pieces `cursor.index...last`, from `start` on.
    private mutating func clusters(from start: Int, cursor: Cursor, through last: Int) -> [TextCluster] {
        var all: [TextCluster] = []
        for index in cursor.index...last { all += clusters(ofPiece: index, from: start) }
        return all
    }

    /// The line from `start` through piece `last` with an ellipsis where `mode` puts it. Text is cut between
    /// clusters; whitespace next to the ellipsis is dropped.
    private mutating func ellipsized(start: Int, cursor: Cursor, through last: Int, height: Double) -> FittedLine {
        var all = clusters(from: start, cursor: cursor, through: last)
        while let c = all.last, c.isSpace { all.removeLast() }  // trailing whitespace and the line break
        let contentEnd = all.last?.end ?? start
        let ellipsis = source.ellipsis()
        let available = maxWidth - ellipsis.advance
        var visible: [Range<Int>]
        var kept: Double
        switch mode {
        case .byTruncatingHead:
            let suffix = Self.suffix(all[...], available: available, end: contentEnd)
            visible = [suffix.start..<contentEnd]
            kept = suffix.width
        case .byTruncatingMiddle:
            let prefix = Self.prefix(all[...], available: available / 2, start: start)
            let rest = all[(all.firstIndex { $0.start >= prefix.end } ?? all.endIndex)...]
            let suffix = Self.suffix(rest, available: available - prefix.width, end: contentEnd)
            visible = [start..<prefix.end, suffix.start..<contentEnd]
            kept = prefix.width + suffix.width
        default:
            let prefix = Self.prefix(all[...], available: available, start: start)
            visible = [start..<prefix.end]
            kept = prefix.width
        }
        let end = source.pieces[last].end
        return FittedLine(range: start..<end, visibleRanges: visible, width: min(kept + ellipsis.advance, maxWidth),
                          lineHeight: max(height, ellipsis.lineHeight), hasEllipsis: true)
    }

    /// The longest run of clusters from `start` (the start of `clusters`) whose width (whitespace at its end dropped)
    /// fits `available`.
    static func prefix(_ clusters: ArraySlice<TextCluster>, available: Double, start: Int)
        -> (end: Int, width: Double) {
        var sum = 0.0, end = start, width = 0.0
        for c in clusters {
            sum += c.advance
            if c.isSpace { continue }
            if sum > available + tolerance { break }
            end = c.end
            width = sum
        }
        return (end, width)
    }

    /// The longest run of clusters ending at `end` (the end of `clusters`) whose width (whitespace at its start dropped) fits
    /// `available`.
    static func suffix(_ clusters: ArraySlice<TextCluster>, available: Double, end: Int)
        -> (start: Int, width: Double) {
        var sum = 0.0, start = end, width = 0.0
        for c in clusters.reversed() {
            sum += c.advance
            if c.isSpace { continue }
            if sum > available + tolerance { break }
            start = c.start
            width = sum
        }
        return (start, width)
    }
}
