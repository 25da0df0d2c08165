// What a view shows, which decides its intrinsic content size: text, an image, a title, a stack's arrangement.
import TesseraLayout
import TesseraText

/// The content of a view: what its intrinsic content size comes from.
///
/// The cases with a large payload (a label's text and its properties, a stack's arrangement …) are `indirect`: a
/// copy of a view, made whenever one is read out of its tree to be compared or measured, then retains one box instead
/// of copying the payload's bytes and retaining each of its references (a reused cell's views are compared and
/// measured at every configure).
public enum ViewContent: Hashable, Sendable {
    /// A plain `UIView` (or a view whose class has no content Tessera models).
    case none
    /// A `UILabel`'s text and properties; `preferredMaxLayoutWidth` 0 is automatic (the width layout gives it).
    indirect case label(CellLabel, preferredMaxLayoutWidth: Double)
    /// A `UIImageView`'s image size in points; nil without an image (no intrinsic size).
    case image(Size?)
    /// A `UIButton`'s title.
    indirect case button(ButtonContent)
    /// A `UITextField`'s text.
    indirect case textField(TextFieldContent)
    /// A `UISwitch`.
    case switchControl
    /// A `UIActivityIndicatorView`: medium (20 × 20) or large (37 × 37).
    case activityIndicator(isLarge: Bool)
    /// A `UIStackView`'s arrangement.
    indirect case stack(StackViewProperties)
    /// A `UIScrollView`'s (or `UICollectionView`'s) scrolling properties.
    indirect case scroll(ScrollViewProperties)
    /// A `UISegmentedControl`'s segment titles.
    case segmentedControl(segments: [String])
    /// A `UITextView`'s text and text container.
    indirect case textView(TextViewContent)

    /// A label's text, nil for other content: read out of the label's box alone (binding the label copies all of it).
    var labelText: String? {
        if case .label(let label, _) = self { label.text } else { nil }
    }

    /// Whether the view's text wraps at the width layout gives it, so that its height follows its solved width: a
    /// multi-line label without `preferredMaxLayoutWidth`, a text view that does not scroll.
    public var wrapsAtLayoutWidth: Bool {
        switch self {
        case .label(let label, let preferred): label.numberOfLines != 1 && preferred <= 0
        case .textView(let text): !text.isScrollEnabled
        default: false
        }
    }
}

/// A `UITextView`'s text, font and text container. While it scrolls (`isScrollEnabled`, the default) it is a scroll
/// view with no intrinsic size; otherwise it is as wide as its text and as tall as its text wrapped at its width,
/// plus `textContainerInset` (8 above and below by default) and `lineFragmentPadding` (5 on each side).
public struct TextViewContent: Hashable, Sendable {
    public var text: String
    /// UIKit draws a text view without a font set in the 12-pt system font (semantics E32).
    public var font: Font
    public var isScrollEnabled: Bool
    /// `textContainerInset` (`UIEdgeInsets`: top 8, left 0, bottom 8, right 0).
    public var textContainerInset: DirectionalEdgeInsets
    /// `textContainer.lineFragmentPadding`: 5 on each side of every line.
    public var lineFragmentPadding: Double

    public init(text: String = "", font: Font = .systemFont(ofSize: 12), isScrollEnabled: Bool = true,
                textContainerInset: DirectionalEdgeInsets = DirectionalEdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0),
                lineFragmentPadding: Double = 5) {
        self.text = text
        self.font = font
        self.isScrollEnabled = isScrollEnabled
        self.textContainerInset = textContainerInset
        self.lineFragmentPadding = lineFragmentPadding
    }

    /// The request measuring the text of a text view `viewWidth` wide (nil: its lines unbounded), the insets and the
    /// lines' padding taken off: what a fit measures and what a dump shows.
    func textRequest(viewWidth: Double?, scale: Double) -> TextLayoutRequest {
        label.request(width: viewWidth.map { max($0 - horizontalPadding, 1 / scale) } ?? 0, scale: scale)
    }

    /// What the text view adds to its text's width: the insets beside it and the padding of each line.
    public var horizontalPadding: Double {
        textContainerInset.leading + textContainerInset.trailing + 2 * lineFragmentPadding
    }

    /// The text as a label lays it out: any number of lines, wrapped at words, with no line break strategy
    /// (`NSParagraphStyle`'s default, which a text view's TextKit uses; a label's is `.standard`).
    public var label: CellLabel {
        CellLabel(text: text, font: font, numberOfLines: 0, lineBreakMode: .byWordWrapping, lineBreakStrategy: .none)
    }
}

/// A system `UIButton`'s title: its intrinsic size is the title's plus the content insets.
public struct ButtonContent: Hashable, Sendable {
    public var title: String
    /// The title's font; a system button's is the 15-pt system font.
    public var font: Font
    /// `contentEdgeInsets` plus the title's own padding: a system button adds 6 pt above and below its title and
    /// nothing beside it, so the default is (6, 0, 6, 0).
    public var contentInsets: DirectionalEdgeInsets

    public init(title: String, font: Font = .systemFont(ofSize: 15),
                contentInsets: DirectionalEdgeInsets = DirectionalEdgeInsets(top: 6, leading: 0, bottom: 6, trailing: 0)) {
        self.title = title
        self.font = font
        self.contentInsets = contentInsets
    }
}

/// A `UITextField`'s text, placeholder, font and border style.
public struct TextFieldContent: Hashable, Sendable {
    /// `UITextField.BorderStyle`.
    public enum BorderStyle: String, Hashable, Sendable, CaseIterable {
        case none, line, bezel, roundedRect
    }

    public var text: String
    public var placeholder: String
    public var font: Font
    public var borderStyle: BorderStyle

    public init(text: String = "", placeholder: String = "", font: Font = .systemFont(ofSize: 17),
                borderStyle: BorderStyle = .none) {
        self.text = text
        self.placeholder = placeholder
        self.font = font
        self.borderStyle = borderStyle
    }
}

/// A `UIStackView`'s properties and arranged subviews (indices into the tree's views).
public struct StackViewProperties: Hashable, Sendable {
    /// `UIStackView.Alignment`.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
    }

    /// `UIStackView.Distribution`.
    public enum Distribution: String, Hashable, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public var axis: Axis
    public var spacing: Double
    public var alignment: Alignment
    public var distribution: Distribution
    public var arrangedSubviews: [Int]
    /// Spacing after particular arranged subviews (`setCustomSpacing(_:after:)`), by view index.
    public var customSpacing: [Int: Double]
    public var isLayoutMarginsRelativeArrangement: Bool
    /// Vertical stacks only: spacing runs from one view's last baseline to the next one's first baseline.
    public var isBaselineRelativeArrangement: Bool

    public init(axis: Axis, spacing: Double = 0, alignment: Alignment = .fill, distribution: Distribution = .fill,
                arrangedSubviews: [Int] = [], customSpacing: [Int: Double] = [:],
                isLayoutMarginsRelativeArrangement: Bool = false, isBaselineRelativeArrangement: Bool = false) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.distribution = distribution
        self.arrangedSubviews = arrangedSubviews
        self.customSpacing = customSpacing
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
    }
}
