// A screen's geometry as values: bars' frames, safe area, root view margins, readable width and keyboard.
import TesseraLayout

/// What UIKit gives a full-screen view controller's root view on a device: every frame is in the screen's (the
/// window's) coordinates, the root view filling the screen. Computed by `init(device:orientation:…)`
/// (ScreenMetrics+Device.swift) from `shared/reference/uikit-autolayout.md` §8.
public struct ScreenMetrics: Hashable, Sendable {
    /// The screen's (and the root view's) size in points.
    public var size: Size
    /// The status bar's frame; nil when hidden (iPhones in landscape).
    public var statusBarFrame: Rect?
    /// The navigation bar's frame (large title included); nil without one.
    public var navigationBarFrame: Rect?
    /// The toolbar's frame (the bottom safe area included unless a tab bar is below it); nil without one.
    public var toolbarFrame: Rect?
    /// The tab bar's frame, bottom safe area included; nil without one.
    public var tabBarFrame: Rect?
    /// The height of the strip the home indicator keeps clear at the bottom (the device's bottom safe inset;
    /// 0 on home-button devices).
    public var homeIndicatorHeight: Double
    /// The root view's `safeAreaInsets`: the device's, the bars', then `additionalSafeAreaInsets`.
    public var safeAreaInsets: DirectionalEdgeInsets
    /// `UIViewController.systemMinimumLayoutMargins`: leading and trailing 16 or 20, top and bottom 0.
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets
    /// The root view's `directionalLayoutMargins` measured from its bounds: the system minimum (or the view's
    /// own margins, whichever is larger) inside the safe area (`insetsLayoutMarginsFromSafeArea`).
    public var layoutMargins: DirectionalEdgeInsets
    /// The readable content guide's frame; nil when the readable width at this text size is unknown and matters
    /// (pass it to the initialiser).
    public var readableContentFrame: Rect?
    /// The keyboard's frame; nil when it is hidden.
    public var keyboardFrame: Rect?
    /// `keyboardLayoutGuide`'s frame: the keyboard's when shown, else the strip below the safe area (or a
    /// zero-height strip at the bottom with `usesBottomSafeArea` false).
    public var keyboardLayoutGuideFrame: Rect

    /// The screen's bounds.
    public var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

    /// `safeAreaLayoutGuide.layoutFrame`: the bounds inset by the safe area.
    public var safeAreaFrame: Rect { bounds.inset(by: safeAreaInsets) }

    /// `layoutMarginsGuide.layoutFrame`: the bounds inset by the layout margins.
    public var layoutMarginsFrame: Rect { bounds.inset(by: layoutMargins) }
}
