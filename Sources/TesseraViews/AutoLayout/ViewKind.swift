// The UIKit view classes a view tree holds, their class names and the priorities views made in code start with.
import TesseraConstraints

/// The class of a view in a tree laid out by Auto Layout.
public enum ViewKind: String, Hashable, Sendable, CaseIterable {
    /// `UIView`: no content, no intrinsic size.
    case view
    /// `UILabel`.
    case label
    /// `UIImageView`.
    case imageView
    /// `UIButton` (a system button with a title).
    case button
    /// `UITextField`.
    case textField
    /// `UISwitch`: always 51 × 31.
    case switchControl = "switch"
    /// `UIActivityIndicatorView`.
    case activityIndicator
    /// `UIStackView`.
    case stackView
    /// `UIScrollView`: its subviews sit in its content (`contentLayoutGuide`), scrolled by its content offset.
    case scrollView
    /// `UICollectionView`: a scroll view whose content a compositional layout places (a screen holds the layout).
    case collectionView
    /// `UISegmentedControl`: 32 pt tall (iOS 13+); no intrinsic width is modelled (uikit-autolayout.md §3 gives
    /// the sum of the segments' widths, whose padding the reference does not know).
    case segmentedControl
    /// `UITextView`: a scroll view of text (no intrinsic size) unless `isScrollEnabled` is false, when it sizes to
    /// its text like a multi-line label plus its text container's insets.
    case textView

    /// The UIKit class name, as logs print it.
    public var className: String {
        switch self {
        case .view: "UIView"
        case .label: "UILabel"
        case .imageView: "UIImageView"
        case .button: "UIButton"
        case .textField: "UITextField"
        case .switchControl: "UISwitch"
        case .activityIndicator: "UIActivityIndicatorView"
        case .stackView: "UIStackView"
        case .scrollView: "UIScrollView"
        case .collectionView: "UICollectionView"
        case .segmentedControl: "UISegmentedControl"
        case .textView: "UITextView"
        }
    }

    /// The content hugging priority of a view of this class made in code, on both axes: 750 for switches and
    /// activity indicators, 250 for the rest (labels and image views too: 251 is Interface Builder's default, not
    /// code's). Reference: uikit-autolayout.md §2.
    public var defaultContentHugging: Priority {
        switch self {
        case .switchControl, .activityIndicator: .defaultHigh
        default: .defaultLow
        }
    }

    /// The compression resistance priority of a view made in code: 750 on both axes for every class.
    public var defaultCompressionResistance: Priority { .defaultHigh }

    /// Whether the view scrolls its content (`UIScrollView` and its subclasses).
    public var isScrollView: Bool { self == .scrollView || self == .collectionView }
}
