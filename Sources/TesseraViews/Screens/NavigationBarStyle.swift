// How a navigation controller shows its bar: standard, with a large title, or hidden.

/// The navigation bar of a screen (`UINavigationController.isNavigationBarHidden`,
/// `navigationBar.prefersLargeTitles`), or none when the view controller is not in a navigation controller.
public enum NavigationBarStyle: Hashable, Sendable {
    /// No navigation controller, or its bar hidden (`isNavigationBarHidden = true`): no bar, no inset.
    case hidden
    /// A standard bar: 44 pt on a phone, 32 in compact height, 50 on an iPad (uikit-autolayout.md §8.1).
    case standard
    /// A bar showing a large title (`prefersLargeTitles`, `largeTitleDisplayMode` `.always`/`.automatic`): the
    /// standard bar plus `extraHeight`. §8.1 gives +52 at the default text size only (Hack); at other text sizes it
    /// is unknown, so a caller that knows better passes it (nil: 52 at every size, a choice).
    case largeTitle(extraHeight: Double? = nil)

    /// §8.1's large-title height above the standard bar, at the default (Large) text size.
    public static let defaultLargeTitleExtraHeight: Double = 52
}
