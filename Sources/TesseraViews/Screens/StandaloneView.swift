// A UIView subclass shown alone (not a view controller's view): how it is sized, and the metrics it is laid out in.
import TesseraLayout

/// A view laid out by itself, as `systemLayoutSizeFitting` or a frame gives it a size: no window around it, so no
/// bars, no safe area, and its own layout margins (a plain `UIView`'s are 8 on every side).
public struct StandaloneView: Hashable, Sendable {
    /// How the view gets its size.
    public enum Sizing: Hashable, Sendable {
        /// `systemLayoutSizeFitting(CGSize(width: w, height: UILayoutFittingCompressedSize.height),
        /// withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)`.
        case fittingWidth(Double)
        /// Exactly this size (`view.frame = CGRect(origin: .zero, size: …)`).
        case size(Size)
    }

    /// The class the view is an instance of (`ProfileHeaderView`): the root's name in dumps.
    public var className: String
    public var sizing: Sizing

    public init(className: String, sizing: Sizing) {
        self.className = className
        self.sizing = sizing
    }
}

extension ScreenMetrics {
    /// The metrics of a view laid out alone at `size`: the view is the whole "screen", with no bar, no safe area, no
    /// system minimum margins, its own `layoutMargins`, its readable guide its margins guide when that is at most
    /// 672 wide (else unknown), and the keyboard guide a zero-height strip at its bottom.
    public static func standalone(size: Size, layoutMargins: DirectionalEdgeInsets) -> ScreenMetrics {
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let margins = bounds.inset(by: layoutMargins)
        return ScreenMetrics(size: size, statusBarFrame: nil, navigationBarFrame: nil, toolbarFrame: nil, tabBarFrame: nil,
                             homeIndicatorHeight: 0, safeAreaInsets: .zero, systemMinimumLayoutMargins: .zero,
                             layoutMargins: layoutMargins,
                             readableContentFrame: margins.width <= largeReadableWidth ? margins : nil, keyboardFrame: nil,
                             keyboardLayoutGuideFrame: Rect(x: 0, y: size.height, width: size.width, height: 0))
    }
}
