// Turns a measurer's pieces into a TextLayout: autoshrink search, line fitting, heights, pixel rounding.
import TesseraLayout

/// The layout steps both measurers share once a text is analysed into pieces.
enum TextLayoutEngine {
    /// The steps of the autoshrink search: scales are multiples of 1/1000.
    static let scaleSteps = 1000

    /// Lays out `source` for `request`.
    ///
    /// Autoshrink (`adjustsFontSizeToFitWidth` with a `minimumScaleFactor` in (0, 1), and `numberOfLines` > 0)
    /// looks for the largest scale, a multiple of 1/1000 at or above the minimum, at which all the text shows in
    /// the allowed lines without breaking a word; advances and line heights scale linearly, so a scale `s` is
    /// fitted as the width divided by `s`. When no scale fits, the minimum is used and the text is cut as the
    /// line break mode says. A shrunk label keeps the size its unshrunk font gives (UIKit shrinks what it
    /// draws, not the label's intrinsic size): `size` and `rawSize` are the unshrunk fit's, `lines` and
    /// `pointSize` what is drawn.
    /// `ascender`: the request's font's, which the layout keeps (`TextLayout.ascender`).
    /// - Complexity: O(p) for p pieces, times about 10 fittings when autoshrink searches.
    static func layout<Source: PieceSource>(_ source: Source, request: TextLayoutRequest, missingGlyphs: Int,
                                            ascender: Double) -> TextLayout {
        let width = request.wrapWidth
        func fit(_ scale: Double) -> FitResult {
            var fitter = LineFitter(source: source, maxWidth: width / scale, limit: request.numberOfLines,
                                    mode: request.lineBreakMode)
            return fitter.fit()
        }
        let unshrunk = fit(1)
        let minimum = request.effectiveMinimumScale
        guard minimum < 1, request.numberOfLines > 0, !unshrunk.fitsWhole else {
            return assemble(unshrunk, scale: 1, request: request, missingGlyphs: missingGlyphs, ascender: ascender)
        }
        let (scale, result) = shrink(minimum: minimum, fit: fit)
        var drawn = assemble(result, scale: scale, request: request, missingGlyphs: missingGlyphs, ascender: ascender)
        let intrinsic = assemble(unshrunk, scale: 1, request: request, missingGlyphs: missingGlyphs, ascender: ascender)
        drawn.size = intrinsic.size
        drawn.rawSize = intrinsic.rawSize
        return drawn
    }

    /// Binary search for the largest fitting scale on the 1/1000 grid in [minimum, 1).
    private static func shrink(minimum: Double, fit: (Double) -> FitResult) -> (Double, FitResult) {
        var low = Int((minimum * Double(scaleSteps)).rounded(.up))
        var high = scaleSteps  // known not to fit
        guard low < high else { return (minimum, fit(minimum)) }
        let lowScale = Double(low) / Double(scaleSteps)
        let atLow = fit(lowScale)
        // Nothing down to the minimum fits: the minimum it is (the fit just made, when the minimum is on the grid).
        guard atLow.fitsWhole else { return (minimum, lowScale == minimum ? atLow : fit(minimum)) }
        var best = atLow
        while high - low > 1 {
            let middle = (low + high) / 2
            let result = fit(Double(middle) / Double(scaleSteps))
            if result.fitsWhole {
                low = middle
                best = result
            } else {
                high = middle
            }
        }
        return (Double(low) / Double(scaleSteps), best)
    }

    /// Scales fitted lines, stacks them with the spacing and rounds the size up to whole pixels.
    private static func assemble(_ result: FitResult, scale: Double, request: TextLayoutRequest,
                                 missingGlyphs: Int, ascender: Double) -> TextLayout {
        let multiple = request.effectiveLineHeightMultiple
        let spacing = request.effectiveLineSpacing
        var lines: [TextLine] = []
        lines.reserveCapacity(result.lines.count)
        var y = 0.0, widest = 0.0
        for (index, fitted) in result.lines.enumerated() {
            if index > 0 { y += spacing }
            let height = fitted.lineHeight * multiple * scale
            let width = fitted.width * scale
            lines.append(TextLine(range: fitted.range, visibleRanges: fitted.visibleRanges, width: width,
                                  height: height, minY: y, hasEllipsis: fitted.hasEllipsis))
            y += height
            widest = max(widest, width)
        }
        let raw = Size(width: widest, height: y)
        let rounded = Size(width: TextLayout.ceilToPixel(raw.width, scale: request.scale),
                           height: TextLayout.ceilToPixel(raw.height, scale: request.scale))
        return TextLayout(size: rounded, rawSize: raw, lines: lines, pointSize: request.font.pointSize * scale,
                          actualScaleFactor: scale, isTruncated: result.isTruncated, missingGlyphCount: missingGlyphs,
                          baseDirection: LayoutDirection.base(of: request.text), ascender: ascender)
    }
}
