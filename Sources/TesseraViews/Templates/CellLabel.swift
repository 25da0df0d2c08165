// A label of a cell template: its text and the UILabel properties that decide its size.
import TesseraText

/// A `UILabel`: its size is the measured size of its text (`TextLayout.size`, rounded up to a pixel).
public struct CellLabel: Hashable, Sendable {
    public var text: String
    public var font: Font
    /// The most lines shown; 0 means no limit. UILabel's default is 1.
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode
    public var lineBreakStrategy: LineBreakStrategy
    /// Extra space between lines, in points; must be ≥ 0.
    public var lineSpacing: Double
    /// Multiplies each line's natural height; 0 means natural; must be ≥ 0.
    public var lineHeightMultiple: Double
    public var adjustsFontSizeToFitWidth: Bool
    /// The smallest scale autoshrink may use; must be ≥ 0.
    public var minimumScaleFactor: Double
    /// An attributed text's runs of different fonts (`attributedText`); empty: all of `text` in `font`.
    public var fontRuns: [TextLayoutRequest.FontRun] = []

    /// UILabel's defaults: the 17-pt system font, one line, truncating the tail, no autoshrink.
    public init(text: String, font: Font = .systemFont(ofSize: 17), numberOfLines: Int = 1,
                lineBreakMode: LineBreakMode = .byTruncatingTail, lineBreakStrategy: LineBreakStrategy = .standard,
                lineSpacing: Double = 0, lineHeightMultiple: Double = 0, adjustsFontSizeToFitWidth: Bool = false,
                minimumScaleFactor: Double = 0) {
        self.text = text
        self.font = font
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.lineBreakStrategy = lineBreakStrategy
        self.lineSpacing = lineSpacing
        self.lineHeightMultiple = lineHeightMultiple
        self.adjustsFontSizeToFitWidth = adjustsFontSizeToFitWidth
        self.minimumScaleFactor = minimumScaleFactor
    }

    /// The measuring request for this label's text wrapped to `width` (0: unconstrained) at `scale`.
    func request(width: Double, scale: Double) -> TextLayoutRequest {
        var request = TextLayoutRequest(text: text, font: font, width: width, numberOfLines: numberOfLines,
                                        lineBreakMode: lineBreakMode, lineBreakStrategy: lineBreakStrategy,
                                        lineSpacing: lineSpacing, lineHeightMultiple: lineHeightMultiple, scale: scale,
                                        adjustsFontSizeToFitWidth: adjustsFontSizeToFitWidth,
                                        minimumScaleFactor: minimumScaleFactor)
        request.fontRuns = fontRuns
        return request
    }
}
