// The software keyboard a screen is laid out with: hidden, or shown at a known or given height.

/// The software keyboard (English, docked) for `ScreenMetrics`: hidden by default.
public struct ScreenKeyboard: Hashable, Sendable {
    /// Whether the keyboard is on screen.
    public var isShown: Bool
    /// The keyboard frame's height (bottom safe area included), when the caller gives it: required where
    /// uikit-autolayout.md §8.4 says the height is unknown (`--keyboard-height`).
    public var height: Double?
    /// Whether the QuickType (predictive) bar shows above the keys (44 pt on the phones §8.4 measures).
    public var showsQuickTypeBar: Bool
    /// `UIKeyboardLayoutGuide.usesBottomSafeArea` (iOS 17+, default true): with the keyboard hidden the guide is
    /// as tall as the safe area's bottom inset; false puts its top at the view's bottom (§8.4).
    public var usesBottomSafeArea: Bool

    public init(isShown: Bool = false, height: Double? = nil, showsQuickTypeBar: Bool = true,
                usesBottomSafeArea: Bool = true) {
        self.isShown = isShown
        self.height = height
        self.showsQuickTypeBar = showsQuickTypeBar
        self.usesBottomSafeArea = usesBottomSafeArea
    }

    /// No keyboard on screen.
    public static let hidden = ScreenKeyboard()
    /// The keyboard shown at the height §8.4 gives for the device (an error where it is unknown).
    public static let shown = ScreenKeyboard(isShown: true)
}
