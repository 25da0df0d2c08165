// Computing a screen's metrics for a device preset, orientation, text size, bars and keyboard (reference §8).
import TesseraLayout

extension ScreenMetrics {
    /// §8.3's readable width at the default (Large) text size: 672 (UYL readable-content-guides).
    public static let largeReadableWidth: Double = 672

    /// The metrics of a full-screen view controller's root view on `device` in `orientation`.
    ///
    /// - Safe area: the device's insets (§8 table), the navigation bar's height added at the top and the tab bar's
    ///   and toolbar's at the bottom (the safe area excludes bars, H-view; e.g. 47 + 44 = 91 and 49 + 34 = 83 on a
    ///   428 × 926 phone, §8.1), then `additionalSafeAreaInsets`.
    /// - Margins: `systemMinimumLayoutMargins(…)` inside the safe area, or the root view's own
    ///   `directionalLayoutMargins` where larger while `viewRespectsSystemMinimumLayoutMargins` (§8.2).
    /// - Readable content guide: `readableContentFrame(…)` (§8.3); `readableWidth` overrides the width at this
    ///   text size.
    /// - Keyboard: `keyboardFrames(…)` (§8.4).
    ///
    /// Insets are symmetric left and right on every device, so frames do not depend on the layout direction.
    ///
    /// - Throws: `ScreenMetricsError.keyboardHeightUnknown` when the keyboard is shown where §8.4 has no height and
    ///   none is given; `.invalidValue` for a negative or non-finite keyboard height or readable width.
    public init(device: DevicePreset, orientation: DevicePreset.Orientation,
                contentSizeCategory: ContentSizeCategory = .large, chrome: ScreenChrome = .none,
                keyboard: ScreenKeyboard = .hidden, rootLayoutMargins: DirectionalEdgeInsets = .zero,
                viewRespectsSystemMinimumLayoutMargins: Bool = true, readableWidth: Double? = nil) throws {
        for (name, value) in [("the keyboard height", keyboard.height), ("the readable width", readableWidth)] {
            if let value, !(value.isFinite && value >= 0) { throw ScreenMetricsError.invalidValue(name: name, value: value) }
        }
        let size = device.size(orientation)
        let deviceInsets = device.safeArea(orientation)
        self.size = size
        homeIndicatorHeight = deviceInsets.bottom
        statusBarFrame = SystemBarHeights.statusBar(device, orientation).map { Rect(x: 0, y: 0, width: size.width, height: $0) }

        var insets = deviceInsets
        navigationBarFrame = SystemBarHeights.navigationBar(chrome.navigationBar, device, orientation).map {
            // The bar sits below the device's top inset (59 on a Dynamic Island phone, not the 54-pt status bar).
            Rect(x: 0, y: deviceInsets.top, width: size.width, height: $0)
        }
        insets.top += navigationBarFrame?.height ?? 0
        var bottomEdge = size.height
        if chrome.hasTabBar {
            let height = SystemBarHeights.tabBar(device, orientation)
            tabBarFrame = Rect(x: 0, y: size.height - height, width: size.width, height: height)
            bottomEdge -= height
        }
        if chrome.hasToolbar {
            // Alone it covers the bottom safe area too; above a tab bar, only its own height.
            let height = SystemBarHeights.toolbar(device, orientation) + (chrome.hasTabBar ? 0 : deviceInsets.bottom)
            toolbarFrame = Rect(x: 0, y: bottomEdge - height, width: size.width, height: height)
            bottomEdge -= height
        }
        insets.bottom = max(insets.bottom, size.height - bottomEdge)
        let extra = chrome.additionalSafeAreaInsets
        safeAreaInsets = DirectionalEdgeInsets(top: insets.top + extra.top, leading: insets.leading + extra.leading,
                                               bottom: insets.bottom + extra.bottom,
                                               trailing: insets.trailing + extra.trailing)

        let minimum = Self.systemMinimumLayoutMargins(device, orientation)
        systemMinimumLayoutMargins = minimum
        let own = viewRespectsSystemMinimumLayoutMargins
            ? DirectionalEdgeInsets(top: max(rootLayoutMargins.top, minimum.top),
                                    leading: max(rootLayoutMargins.leading, minimum.leading),
                                    bottom: max(rootLayoutMargins.bottom, minimum.bottom),
                                    trailing: max(rootLayoutMargins.trailing, minimum.trailing))
            : rootLayoutMargins
        layoutMargins = DirectionalEdgeInsets(top: safeAreaInsets.top + own.top, leading: safeAreaInsets.leading + own.leading,
                                              bottom: safeAreaInsets.bottom + own.bottom,
                                              trailing: safeAreaInsets.trailing + own.trailing)
        keyboardFrame = nil
        keyboardLayoutGuideFrame = .zero
        readableContentFrame = nil
        readableContentFrame = Self.readableContentFrame(margins: bounds.inset(by: layoutMargins), device: device,
                                                         orientation: orientation, category: contentSizeCategory,
                                                         readableWidth: readableWidth)
        (keyboardFrame, keyboardLayoutGuideFrame) = try Self.keyboardFrames(
            keyboard, device: device, orientation: orientation, size: size, safeBottom: safeAreaInsets.bottom)
    }

    /// `systemMinimumLayoutMargins` of a root view (§8.2): leading and trailing 16 in compact width, 20 in regular
    /// width (UYL changing-root-view-layout-margins), and 20 on Plus/Max-width phones (414, 428, 430, 440 pt wide)
    /// in portrait too [CR-m]; top and bottom 0.
    public static func systemMinimumLayoutMargins(_ device: DevicePreset,
                                                  _ orientation: DevicePreset.Orientation) -> DirectionalEdgeInsets {
        let wide = !device.isPad && device.portraitSize.width >= 414
        let side: Double = device.horizontalSizeClass(orientation) == .regular || wide ? 20 : 16
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The readable content guide's frame (§8.3): within the margins guide (it "never extends beyond" it), as tall
    /// as it, centred across it, at most the readable width for the text size. That width is 672 at Large (UYL);
    /// at other sizes it is unknown except that it grows with the text size, so above Large a margins guide at most
    /// 672 wide is the guide itself. On an iPhone in portrait the guide equals the margins guide at every text size
    /// (§8.3 [Inf]). Elsewhere, without `readableWidth`, nil: unknown.
    static func readableContentFrame(margins: Rect, device: DevicePreset, orientation: DevicePreset.Orientation,
                                     category: ContentSizeCategory, readableWidth: Double?) -> Rect? {
        let width: Double
        if let readableWidth {
            width = readableWidth
        } else if category == .large {
            width = largeReadableWidth
        } else if (!device.isPad && orientation == .portrait) || (category > .large && margins.width <= largeReadableWidth) {
            return margins
        } else {
            return nil
        }
        guard margins.width > width else { return margins }
        return Rect(x: margins.minX + (margins.width - width) / 2, y: margins.minY, width: width, height: margins.height)
    }

    /// The keyboard's frame (nil when hidden) and the keyboard layout guide's (§8.4). The keyboard spans the
    /// screen's width at its bottom, its height including the bottom safe area [CR-h]; shown, the guide is its
    /// frame; hidden, the guide "is at the bottom of the window and has a height equal to the bottom of the current
    /// safeAreaInsets" (Apple), or is 0 high at the view's bottom with `usesBottomSafeArea` false.
    static func keyboardFrames(_ keyboard: ScreenKeyboard, device: DevicePreset, orientation: DevicePreset.Orientation,
                               size: Size, safeBottom: Double) throws -> (keyboard: Rect?, guide: Rect) {
        guard keyboard.isShown else {
            let height = keyboard.usesBottomSafeArea ? safeBottom : 0
            return (nil, Rect(x: 0, y: size.height - height, width: size.width, height: height))
        }
        let known = keyboard.height ?? SystemBarHeights.keyboard(device, orientation, quickTypeBar: keyboard.showsQuickTypeBar)
        guard let height = known else {
            throw ScreenMetricsError.keyboardHeightUnknown(device: device.name, orientation: orientation,
                                                           quickTypeBar: keyboard.showsQuickTypeBar)
        }
        let frame = Rect(x: 0, y: size.height - height, width: size.width, height: height)
        return (frame, frame)
    }
}
