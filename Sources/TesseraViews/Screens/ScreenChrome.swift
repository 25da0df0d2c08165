// The bars a view controller's screen shows, and what the view controller adds to its safe area.
import TesseraLayout

/// The chrome around a full-screen view controller's root view: which bars its containers show and its
/// `additionalSafeAreaInsets`. The status bar and the home indicator are the device's (`ScreenMetrics`).
public struct ScreenChrome: Hashable, Sendable {
    /// The navigation controller's bar, if any.
    public var navigationBar: NavigationBarStyle
    /// Whether a tab bar controller shows its tab bar at the bottom.
    public var hasTabBar: Bool
    /// Whether the navigation controller shows its toolbar (`isToolbarHidden = false`); above the tab bar when both
    /// are shown.
    public var hasToolbar: Bool
    /// `UIViewController.additionalSafeAreaInsets`: added to the insets the device and bars give.
    public var additionalSafeAreaInsets: DirectionalEdgeInsets

    public init(navigationBar: NavigationBarStyle = .hidden, hasTabBar: Bool = false, hasToolbar: Bool = false,
                additionalSafeAreaInsets: DirectionalEdgeInsets = .zero) {
        self.navigationBar = navigationBar
        self.hasTabBar = hasTabBar
        self.hasToolbar = hasToolbar
        self.additionalSafeAreaInsets = additionalSafeAreaInsets
    }

    /// A view controller shown full screen with no container: no bars.
    public static let none = ScreenChrome()
}
