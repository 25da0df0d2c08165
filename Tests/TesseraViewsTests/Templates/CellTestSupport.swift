// Shorthands for the cell template tests: the fixed-advance measurer, builders for each view, fitting and frames.
import TesseraLayout
import TesseraViews
import TesseraText

/// The measurer and builders the cell tests share. With `FixedAdvanceTextMeasurer()` a 17-pt character is
/// 8.5 pt wide and a 17-pt line 20.4 pt high (20.5 at scale 2); a 15-pt character 7.5 pt, a line 18 pt.
enum CellTests {
    static let fixed = FixedAdvanceTextMeasurer()

    /// A label of `text` at `size` points (17 by default), one line unless `lines` says otherwise.
    static func label(_ text: String, size: Double = 17, lines: Int = 1,
                      mode: LineBreakMode = .byTruncatingTail) -> CellTemplate {
        .label(CellLabel(text: text, font: .systemFont(ofSize: size), numberOfLines: lines, lineBreakMode: mode))
    }

    static func vstack(spacing: Double = 0, alignment: CellStack.Alignment = .fill,
                       distribution: CellStack.Distribution = .fill, margins: DirectionalEdgeInsets = .zero,
                       _ views: CellTemplate...) -> CellTemplate {
        .stack(CellStack(axis: .vertical, spacing: spacing, alignment: alignment, distribution: distribution,
                         layoutMargins: margins, arrangedSubviews: views))
    }

    static func hstack(spacing: Double = 0, alignment: CellStack.Alignment = .fill,
                       distribution: CellStack.Distribution = .fill, margins: DirectionalEdgeInsets = .zero,
                       _ views: CellTemplate...) -> CellTemplate {
        .stack(CellStack(axis: .horizontal, spacing: spacing, alignment: alignment, distribution: distribution,
                         layoutMargins: margins, arrangedSubviews: views))
    }

    static func box(width: Double? = nil, height: Double? = nil) -> CellTemplate {
        .box(CellBox(width: width, height: height))
    }

    static func spacer(_ minLength: Double = 0) -> CellTemplate { .spacer(CellSpacer(minLength: minLength)) }

    /// The fitting size with the fixed-advance measurer at scale 2 (unless given).
    static func fit(_ template: CellTemplate, width: Double?, height: Double? = nil,
                    scale: Double = 2) throws -> Size {
        try template.fittingSize(width: width, height: height, measurer: fixed, scale: scale)
    }

    /// The leaves' frames when the template fills `width` × `height`, at scale 2.
    static func frames(_ template: CellTemplate, _ width: Double, _ height: Double) throws -> [Rect] {
        try template.layout(in: Size(width: width, height: height), measurer: fixed, scale: 2).map(\.frame)
    }

    /// A rectangle, shorter to write in expectations.
    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }
}
