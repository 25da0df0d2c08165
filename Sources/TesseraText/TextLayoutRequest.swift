// What to measure: a label's text, font and line settings, the width it wraps to and the display scale.

/// A text to measure with a label's settings (`UILabel` and `NSParagraphStyle` properties), at a width.
///
/// Defaults are UILabel's: one line, truncating the tail, the standard line break strategy, no autoshrink.
public struct TextLayoutRequest: Hashable, Sendable {
    public var text: String
    public var font: Font
    /// The width lines wrap to. `0` and `.infinity` mean unconstrained (lines end only at line breaks), as a
    /// label's `preferredMaxLayoutWidth` of 0 does; negative and NaN widths are rejected.
    public var width: Double
    /// The most lines shown; 0 means no limit. Negative values are rejected.
    public var numberOfLines: Int
    public var lineBreakMode: LineBreakMode
    public var lineBreakStrategy: LineBreakStrategy
    /// Extra space between lines, in points, not after the last; negative values count as 0, NaN is rejected.
    public var lineSpacing: Double
    /// Multiplies each line's natural height; 0 or less means 1 (natural), as in `NSParagraphStyle`.
    public var lineHeightMultiple: Double
    /// Points to pixels, for rounding the reported size up to whole pixels; must be finite and positive.
    public var scale: Double
    /// `adjustsFontSizeToFitWidth`: shrink the font (down to `minimumScaleFactor`) until the text fits.
    public var adjustsFontSizeToFitWidth: Bool
    /// The smallest scale autoshrink may use; 0 or less (the default) means no shrinking, as in UIKit.
    public var minimumScaleFactor: Double
    /// An attributed text's runs of different fonts, in order (`NSAttributedString`'s `.font` runs); empty: the whole
    /// text is in `font`. Runs past the text's end are cut; text past the last run is in the last run's font.
    public var fontRuns: [FontRun] = []

    public init(text: String, font: Font, width: Double = 0, numberOfLines: Int = 1,
                lineBreakMode: LineBreakMode = .byTruncatingTail, lineBreakStrategy: LineBreakStrategy = .standard,
                lineSpacing: Double = 0, lineHeightMultiple: Double = 0, scale: Double = 2,
                adjustsFontSizeToFitWidth: Bool = false, minimumScaleFactor: Double = 0) {
        self.text = text
        self.font = font
        self.width = width
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.lineBreakStrategy = lineBreakStrategy
        self.lineSpacing = lineSpacing
        self.lineHeightMultiple = lineHeightMultiple
        self.scale = scale
        self.adjustsFontSizeToFitWidth = adjustsFontSizeToFitWidth
        self.minimumScaleFactor = minimumScaleFactor
    }

    /// Text in one font: `length` UTF-16 code units of an attributed text.
    public struct FontRun: Hashable, Sendable {
        public var length: Int
        public var font: Font

        public init(length: Int, font: Font) {
            self.length = length
            self.font = font
        }
    }

    /// Throws `invalidArgument` for a NaN or negative width, a negative line count, a NaN spacing, multiple or
    /// minimum scale factor, a scale that is not finite and positive, or an invalid font size.
    func validate() throws {
        func reject(_ name: String, _ value: Double, _ reason: String) -> TextMeasurementError {
            .invalidArgument(name: name, value: value, reason: reason)
        }
        try font.validate()
        for run in fontRuns {
            try run.font.validate()
            if run.length < 0 { throw reject("font run length", Double(run.length), "must be 0 or more") }
        }
        if width.isNaN || width < 0 { throw reject("width", width, "must be 0 (unconstrained) or more") }
        if numberOfLines < 0 { throw reject("numberOfLines", Double(numberOfLines), "must be 0 (no limit) or more") }
        if lineSpacing.isNaN { throw reject("lineSpacing", lineSpacing, "must be a number") }
        if lineHeightMultiple.isNaN || lineHeightMultiple.isInfinite {
            throw reject("lineHeightMultiple", lineHeightMultiple, "must be finite")
        }
        if !scale.isFinite || scale <= 0 { throw reject("scale", scale, "must be finite and greater than 0") }
        if minimumScaleFactor.isNaN { throw reject("minimumScaleFactor", minimumScaleFactor, "must be a number") }
        if lineSpacing.isInfinite { throw reject("lineSpacing", lineSpacing, "must be finite") }
    }

    /// The width lines wrap to, `.infinity` when unconstrained.
    var wrapWidth: Double { width == 0 ? .infinity : width }
    /// The multiple in effect (1 for 0 or less).
    var effectiveLineHeightMultiple: Double { lineHeightMultiple > 0 ? lineHeightMultiple : 1 }
    /// The spacing in effect (0 for negative values).
    var effectiveLineSpacing: Double { max(0, lineSpacing) }
    /// The smallest scale autoshrink may use: 1 (none) unless enabled with a factor in (0, 1).
    var effectiveMinimumScale: Double {
        adjustsFontSizeToFitWidth && minimumScaleFactor > 0 ? min(1, minimumScaleFactor) : 1
    }
}
