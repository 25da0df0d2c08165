// What the line fitter reads from a measurer: unbreakable pieces of text with their advances, and clusters.

/// A run of text between two break opportunities, measured at the request's point size.
struct TextPiece {
    var start: Int
    var end: Int
    /// Where the hanging whitespace at its end begins (`end` when none).
    var hangStart: Int
    /// The advance of the whole piece, hanging whitespace included.
    var advance: Double
    /// The advance of `hangStart..<end`.
    var hanging: Double
    /// The tallest line height of the faces in the piece.
    var lineHeight: Double
    /// Whether a mandatory break follows the piece (it ends a paragraph).
    var endsParagraph: Bool

    /// The advance that counts toward a line's width when the piece ends the line.
    var visible: Double { advance - hanging }
}

/// The smallest unit a line or a truncation can cut at: a shaped cluster (a grapheme, or a ligature).
struct TextCluster {
    var start: Int
    var end: Int
    var advance: Double
    /// Whether it is hanging whitespace (a space at a piece's end).
    var isSpace: Bool
}

/// A text analysed for line fitting by one measurer: its pieces, and on demand the clusters of a piece.
protocol PieceSource {
    var pieces: [TextPiece] { get }
    /// The clusters of piece `index`, in text order, measured like the piece (they add up to its advance).
    func clusters(ofPiece index: Int) -> [TextCluster]
    /// The advance of the ellipsis (U+2026) and the line height of the face drawing it.
    func ellipsis() -> (advance: Double, lineHeight: Double)
    /// The primary face's line height, for lines without pieces.
    var naturalLineHeight: Double { get }
}
