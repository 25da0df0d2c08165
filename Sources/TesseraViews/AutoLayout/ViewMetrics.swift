// What a view's content contributes to Auto Layout: its intrinsic content size and where its baselines sit.
import TesseraLayout
import TesseraText

/// A view's intrinsic content size (nil on an axis with no intrinsic metric, UIKit's −1) and its baselines.
public struct ViewMetrics: Hashable, Sendable {
    public var intrinsicWidth: Double?
    public var intrinsicHeight: Double?
    /// For a view with text: the first and last baselines below the text's top, and the text's height; a label
    /// taller than its text centres the text, which moves both baselines (uikit-autolayout.md §10).
    public var text: TextMetrics?
    /// A label's text as laid out (for dumps and the pictures).
    public var textLayout: TextLayout? {
        get { if case .layout(let layout) = laidOut { layout } else { nil } }
        set { laidOut = newValue.map(LaidOutText.layout) }
    }
    /// `textLayout` in a box: a fit copies metrics in and out of its system, view by view, at every refit, and a
    /// copy then retains one box instead of copying the layout's bytes and retaining its lines.
    private var laidOut: LaidOutText?

    private indirect enum LaidOutText: Hashable, Sendable {
        case layout(TextLayout)
    }

    public init(intrinsicWidth: Double?, intrinsicHeight: Double?, text: TextMetrics?, textLayout: TextLayout?) {
        (self.intrinsicWidth, self.intrinsicHeight, self.text) = (intrinsicWidth, intrinsicHeight, text)
        self.textLayout = textLayout
    }

    /// No intrinsic size, no baselines.
    public static let none = ViewMetrics(intrinsicWidth: nil, intrinsicHeight: nil, text: nil, textLayout: nil)

    public var intrinsicSize: Size? {
        guard let intrinsicWidth, let intrinsicHeight else { return nil }
        return Size(width: intrinsicWidth, height: intrinsicHeight)
    }
}

/// Where a text's baselines are, measured from the top of the text.
public struct TextMetrics: Hashable, Sendable {
    public var firstBaseline: Double
    public var lastBaseline: Double
    /// The height the text is centred by: the label's intrinsic height.
    public var height: Double
    /// Whether a view taller than `height` centres its text (a label's does); a text view keeps it at the top.
    public var isCentred = true
}

/// Measures the content of a tree's views: `IntrinsicContentSize.metrics(of:override:wrappedTo:)`.
struct IntrinsicContentSize {
    let measurer: any TextMeasuring
    let scale: Double

    /// Intrinsic sizes and baselines of a view (reference: uikit-autolayout.md §3). A label wraps at `wrapWidth`
    /// (nil: its natural width, one line per paragraph).
    ///
    /// - Labels: the text's size, each side rounded up to a pixel; an empty label is 0 × 0.
    /// - Image views: the image's size; none without an image.
    /// - Buttons: the title's width rounded up to a pixel plus the leading and trailing insets; the title's line
    ///   height rounded to a whole point plus the top and bottom insets (15-pt title: 18 + 6 + 6 = 30, 18-pt: 33;
    ///   the rounding is inferred from those two measured heights).
    /// - Text fields: the text's (or else the placeholder's) width, 0 when both are empty; height the line height
    ///   of the field's font (of the 17-pt system font when text and placeholder are empty, §3), rounded to a point plus
    ///   the style's padding (rounded rect: 14, so 34 at 17 pt; bezel and line: 8; none: the line height rounded up
    ///   to a pixel, no padding); horizontal padding 7 per side for a rounded rect, 4 for bezel and line (inferred).
    /// - Switches 51 × 31; activity indicators 20 × 20 (medium) or 37 × 37 (large); segmented controls 32 tall.
    /// - A view whose class overrides `intrinsicContentSize`: what the override gives, whatever its content.
    ///
    /// A view is given by what of it is read, its `content` and `intrinsicSizeOverride` (`override`): a copy of a
    /// whole view retains its strings and arrays.
    func metrics(of content: ViewContent, override: IntrinsicSizeOverride?, wrappedTo wrapWidth: Double?) throws
        -> ViewMetrics {
        if let custom = override {
            return ViewMetrics(intrinsicWidth: custom.width, intrinsicHeight: custom.height, text: nil, textLayout: nil)
        }
        switch content {
        case .none, .stack, .scroll: return .none
        case .image(let size):
            guard let size else { return .none }
            return ViewMetrics(intrinsicWidth: size.width, intrinsicHeight: size.height, text: nil, textLayout: nil)
        case .switchControl:
            return ViewMetrics(intrinsicWidth: 51, intrinsicHeight: 31, text: nil, textLayout: nil)
        case .segmentedControl:
            // 32 pt tall on iOS 13+ (uikit-autolayout.md §3); the segments' widths are not known: no intrinsic width.
            return ViewMetrics(intrinsicWidth: nil, intrinsicHeight: 32, text: nil, textLayout: nil)
        case .activityIndicator(let isLarge):
            let side: Double = isLarge ? 37 : 20
            return ViewMetrics(intrinsicWidth: side, intrinsicHeight: side, text: nil, textLayout: nil)
        case .label(let label, let preferredWidth):
            return try labelMetrics(label, wrapWidth: preferredWidth > 0 ? preferredWidth : wrapWidth)
        case .button(let button):
            return try buttonMetrics(button)
        case .textField(let field):
            return try textFieldMetrics(field)
        case .textView(let text):
            return text.isScrollEnabled ? .none : try textViewMetrics(text, wrapWidth: wrapWidth)
        }
    }

    /// A text view that does not scroll: its text (a line of its font when empty) wrapped at `wrapWidth` less the
    /// padding, rounded up to a pixel, plus the container's insets and padding (semantics E32). Its baselines are
    /// its text's, below the top inset; the text stays at the top of a taller text view.
    private func textViewMetrics(_ text: TextViewContent, wrapWidth: Double?) throws -> ViewMetrics {
        let insets = text.textContainerInset
        let ascender = try measurer.ascender(of: text.font)
        var width = text.horizontalPadding, height = insets.top + insets.bottom
        var first = insets.top + ascender, last = first
        var layout: TextLayout?
        if text.text.isEmpty {
            height += TextLayout.ceilToPixel(try measurer.lineHeight(of: text.font), scale: scale)
        } else {
            let measured = try measurer.measure(text.textRequest(viewWidth: wrapWidth, scale: scale))
            width += measured.width
            height += measured.height
            first = insets.top + (measured.lines.first?.minY ?? 0) + ascender
            last = insets.top + (measured.lines.last?.minY ?? 0) + ascender
            layout = measured
        }
        return ViewMetrics(intrinsicWidth: width, intrinsicHeight: height,
                           text: TextMetrics(firstBaseline: first, lastBaseline: last, height: height, isCentred: false),
                           textLayout: layout)
    }

    private func labelMetrics(_ label: CellLabel, wrapWidth: Double?) throws -> ViewMetrics {
        guard !label.text.isEmpty else {
            return ViewMetrics(intrinsicWidth: 0, intrinsicHeight: 0, text: nil, textLayout: nil)
        }
        let wraps = label.numberOfLines != 1
        let request = label.request(width: wraps ? wrapWidth.map { max($0, 1 / scale) } ?? 0 : 0, scale: scale)
        let layout = try measurer.measure(request)
        // The font's ascender as the layout keeps it (the request's font is the label's).
        let ascender = layout.ascender * layout.actualScaleFactor
        let first = (layout.lines.first?.minY ?? 0) + ascender
        let last = (layout.lines.last?.minY ?? 0) + ascender
        return ViewMetrics(intrinsicWidth: layout.width, intrinsicHeight: layout.height,
                           text: TextMetrics(firstBaseline: first, lastBaseline: last, height: layout.height),
                           textLayout: layout)
    }

    private func buttonMetrics(_ button: ButtonContent) throws -> ViewMetrics {
        let insets = button.contentInsets
        let lineHeight = try measurer.lineHeight(of: button.font).rounded()
        var width = insets.leading + insets.trailing
        if !button.title.isEmpty {
            width += TextLayout.ceilToPixel(try measurer.naturalSize(of: button.title, font: button.font).width, scale: scale)
        }
        let baseline = insets.top + (try measurer.ascender(of: button.font))
        return ViewMetrics(intrinsicWidth: width, intrinsicHeight: lineHeight + insets.top + insets.bottom,
                           text: TextMetrics(firstBaseline: baseline, lastBaseline: baseline,
                                             height: lineHeight + insets.top + insets.bottom),
                           textLayout: nil)
    }

    private func textFieldMetrics(_ field: TextFieldContent) throws -> ViewMetrics {
        let shown = field.text.isEmpty ? field.placeholder : field.text
        // With no text the system default font sizes the field (uikit-autolayout.md §3: "with empty text the system
        // default font is used for the size"). Issue 21 item 9 says otherwise; the reference wins.
        let font = shown.isEmpty ? Font.systemFont(ofSize: 17) : field.font
        let textWidth = shown.isEmpty ? 0 : TextLayout.ceilToPixel(try measurer.naturalSize(of: shown, font: font).width,
                                                                    scale: scale)
        let lineHeight = try measurer.lineHeight(of: font)
        let (horizontal, vertical): (Double, Double) = switch field.borderStyle {
        case .none: (0, 0)
        case .line, .bezel: (4, 8)
        case .roundedRect: (7, 14)
        }
        let height = vertical == 0 ? TextLayout.ceilToPixel(lineHeight, scale: scale) : lineHeight.rounded() + vertical
        let baseline = (height - lineHeight) / 2 + (try measurer.ascender(of: font))
        return ViewMetrics(intrinsicWidth: textWidth + 2 * horizontal, intrinsicHeight: height,
                           text: TextMetrics(firstBaseline: baseline, lastBaseline: baseline, height: height),
                           textLayout: nil)
    }
}
