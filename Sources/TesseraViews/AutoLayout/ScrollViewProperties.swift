// A scroll view's properties that decide its adjusted content inset: UIScrollView's content inset and adjustment.
import TesseraLayout

/// What a `UIScrollView` (or `UICollectionView`) adds around its content and how it follows the safe area
/// (uikit-autolayout.md §9).
public struct ScrollViewProperties: Hashable, Sendable {
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: String, Hashable, Sendable, CaseIterable {
        case automatic, scrollableAxes, never, always
    }

    /// `contentInset`, set by the script.
    public var contentInset: DirectionalEdgeInsets
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior
    /// `alwaysBounceVertical` and `alwaysBounceHorizontal`: the axis counts as scrollable when the content fits.
    public var alwaysBounceVertical: Bool
    public var alwaysBounceHorizontal: Bool
    /// A collection view's layout's scroll axis, which counts as scrollable whatever the content's size (as the
    /// engine's full-screen collection view always adjusts its inset along it); nil for a plain scroll view.
    public var layoutScrollAxis: Axis?

    public init(contentInset: DirectionalEdgeInsets = .zero, contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic,
                alwaysBounceVertical: Bool = false, alwaysBounceHorizontal: Bool = false, layoutScrollAxis: Axis? = nil) {
        self.contentInset = contentInset
        self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        self.alwaysBounceVertical = alwaysBounceVertical
        self.alwaysBounceHorizontal = alwaysBounceHorizontal
        self.layoutScrollAxis = layoutScrollAxis
    }
}
