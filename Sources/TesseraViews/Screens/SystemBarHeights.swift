// The heights UIKit gives the status bar, navigation bar, toolbar, tab bar and keyboard on each device class.
import TesseraLayout

/// The standard heights of a screen's bars on a device in an orientation (iOS 13–18), each with its source in
/// `shared/reference/uikit-autolayout.md`. Heights here are the bars' frames; the tab bar's and a bottom toolbar's
/// include the bottom safe area they extend into.
public enum SystemBarHeights {
    /// The status bar's height, nil when it is hidden (§8): iPhones hide it in landscape (UYL); otherwise it equals
    /// the top safe inset (20, 44, 47, 48, 50; 24 on home-indicator iPads, [CR-m]), except on Dynamic Island phones
    /// whose top inset is 59, where it is 54 [CR-m]. For the 16 Pro's 62-pt inset the reference is silent: the
    /// general rule (equal to the inset) is chosen.
    public static func statusBar(_ device: DevicePreset, _ orientation: DevicePreset.Orientation) -> Double? {
        if !device.isPad && orientation == .landscape { return nil }
        let top = device.safeArea(orientation).top
        return top == 59 ? 54 : top
    }

    /// Whether the phone's height class is compact: every iPhone in landscape (`verticalSizeClass`).
    static func isCompactHeightPhone(_ device: DevicePreset, _ orientation: DevicePreset.Orientation) -> Bool {
        !device.isPad && device.verticalSizeClass(orientation) == .compact
    }

    /// The navigation bar's height (§8.1): 44 on an iPhone, 32 in landscape on compact-height phones (UYL
    /// supporting-iphone-x), 50 on an iPad since iOS 12 (Hack). §8.1 notes Plus/Max-width phones "may keep 44"
    /// [CR-l]; the sourced 32 is used for every phone in landscape. A large title adds its extra height (+52, Hack).
    public static func navigationBar(_ style: NavigationBarStyle, _ device: DevicePreset,
                                     _ orientation: DevicePreset.Orientation) -> Double? {
        let standard: Double = device.isPad ? 50 : isCompactHeightPhone(device, orientation) ? 32 : 44
        switch style {
        case .hidden: return nil
        case .standard: return standard
        case .largeTitle(let extra): return standard + (extra ?? NavigationBarStyle.defaultLargeTitleExtraHeight)
        }
    }

    /// The tab bar's frame height, bottom safe area included (§8.1): on an iPhone 49 + the bottom inset (83 with 34,
    /// [CR-h] from logs), 32 + the bottom inset in compact-height landscape [CR-m]; on an iPad 50, 65 with the home
    /// indicator [CR-l].
    public static func tabBar(_ device: DevicePreset, _ orientation: DevicePreset.Orientation) -> Double {
        let bottom = device.safeArea(orientation).bottom
        if device.isPad { return bottom > 0 ? 65 : 50 }
        return (isCompactHeightPhone(device, orientation) ? 32 : 49) + bottom
    }

    /// The toolbar's own height, without the bottom safe area (§8.1): 44 on an iPhone, 32 in compact height
    /// [CR-m]; 50 on an iPad (Hack). At the bottom of the screen it also covers the bottom safe area (§8.1 "+ bottom
    /// safe area" for iPhones; the same on an iPad is inferred).
    public static func toolbar(_ device: DevicePreset, _ orientation: DevicePreset.Orientation) -> Double {
        device.isPad ? 50 : isCompactHeightPhone(device, orientation) ? 32 : 44
    }

    /// The keyboard's frame height with the bottom safe area included, where §8.4 gives it (English keyboard,
    /// portrait): 375 × 667 phones 260 with the QuickType bar, 216 without [CR-h]; 375 × 812 phones 335 / 291
    /// [CR-m] (the 13 mini has that size and the same 34-pt bottom inset as the X it is measured on: inferred);
    /// 390 × 844 phones 336 with the bar [CR-l]. Nil elsewhere, every landscape and every iPad: unknown.
    public static func keyboard(_ device: DevicePreset, _ orientation: DevicePreset.Orientation,
                                quickTypeBar: Bool) -> Double? {
        guard !device.isPad, orientation == .portrait else { return nil }
        switch (device.portraitSize.width, device.portraitSize.height, quickTypeBar) {
        case (375, 667, true): return 260
        case (375, 667, false): return 216
        case (375, 812, true): return 335
        case (375, 812, false): return 291
        case (390, 844, true): return 336
        default: return nil
        }
    }
}
