// Device presets: the size, safe area, margins, readable width, scale and size classes of real devices.

import TesseraLayout

/// A device a layout can be run on, in portrait and landscape.
public struct DevicePreset: Hashable, Sendable {
    public enum Orientation: String, CaseIterable, Sendable {
        case portrait, landscape
    }

    /// The name used on the command line (`iphone-15-pro`).
    public let name: String
    public let displayName: String
    /// The portrait size in points.
    public let portraitSize: Size
    public let scale: Double
    /// Safe area insets in portrait and in landscape (home indicator and notch included).
    public let portraitSafeArea: DirectionalEdgeInsets
    public let landscapeSafeArea: DirectionalEdgeInsets
    /// Whether the device is an iPad (regular width in both orientations).
    public let isPad: Bool
    /// Whether the phone is regular width in landscape (Plus and Max models).
    public let regularWidthInLandscape: Bool

    /// The size in an orientation.
    public func size(_ orientation: Orientation) -> Size {
        orientation == .portrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
    }

    public func horizontalSizeClass(_ orientation: Orientation) -> UserInterfaceSizeClass {
        isPad || (orientation == .landscape && regularWidthInLandscape) ? .regular : .compact
    }

    public func verticalSizeClass(_ orientation: Orientation) -> UserInterfaceSizeClass {
        isPad || orientation == .portrait ? .regular : .compact
    }

    /// The collection view's geometry when it fills the screen (as a root view) in `orientation`.
    ///
    /// Layout margins are the system minimum (16 pt at compact width, 20 pt at regular and on Plus/Max-width
    /// phones, `ScreenMetrics.systemMinimumLayoutMargins`, reference §8.2) inside the safe area left and right, and
    /// the safe area top and bottom; the readable content guide is at
    /// most 672 pt wide on an iPad (at the default text size) and as wide as the margins allow on a
    /// phone; the scroll view adjusts its content inset by the safe area along the scroll axis. The insets are
    /// the same on the left and the right, so the layout direction only sets the trait.
    public func geometry(_ orientation: Orientation, scrollDirection: Axis = .vertical,
                         contentSizeCategory: ContentSizeCategory = .large, scale: Double? = nil,
                         layoutDirection: LayoutDirection = .leftToRight) -> CollectionViewGeometry {
        let safe = orientation == .portrait ? portraitSafeArea : landscapeSafeArea
        let horizontal = horizontalSizeClass(orientation)
        let minimum = ScreenMetrics.systemMinimumLayoutMargins(self, orientation)
        let margins = DirectionalEdgeInsets(top: safe.top, leading: safe.leading + minimum.leading,
                                            bottom: safe.bottom, trailing: safe.trailing + minimum.trailing)
        let adjusted = scrollDirection == .vertical
            ? DirectionalEdgeInsets(top: safe.top, bottom: safe.bottom)
            : DirectionalEdgeInsets(leading: safe.leading, trailing: safe.trailing)
        return CollectionViewGeometry(
            size: size(orientation), safeAreaInsets: safe, layoutMargins: margins,
            readableContentWidth: isPad ? 672 : nil, adjustedContentInset: adjusted,
            traitCollection: TraitCollection(displayScale: scale ?? self.scale, horizontalSizeClass: horizontal,
                                             verticalSizeClass: verticalSizeClass(orientation),
                                             preferredContentSizeCategory: contentSizeCategory,
                                             layoutDirection: layoutDirection))
    }

    /// The device called `name` (case-insensitive; spaces and dashes alike).
    public static func named(_ name: String) -> DevicePreset? {
        let key = String(name.lowercased().map { $0 == " " ? "-" : $0 })
        return all.first { $0.name == key }
    }

    /// Every preset, smallest first.
    public static let all: [DevicePreset] = [
        phone("iphone-4s", "iPhone 4s", 320, 480, 2, top: 20, bottom: 0, landscape: .zero),
        phone("iphone-se-3", "iPhone SE (3rd generation)", 375, 667, 2, top: 20, bottom: 0, landscape: .zero),
        phone("iphone-13-mini", "iPhone 13 mini", 375, 812, 3, top: 50, bottom: 34,
              landscape: DirectionalEdgeInsets(top: 0, leading: 50, bottom: 21, trailing: 50)),
        phone("iphone-15", "iPhone 15", 393, 852, 3, top: 59, bottom: 34,
              landscape: DirectionalEdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)),
        phone("iphone-15-pro", "iPhone 15 Pro", 393, 852, 3, top: 59, bottom: 34,
              landscape: DirectionalEdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)),
        phone("iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, 3, top: 59, bottom: 34,
              landscape: DirectionalEdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59), regularInLandscape: true),
        phone("iphone-16-pro", "iPhone 16 Pro", 402, 874, 3, top: 62, bottom: 34,
              landscape: DirectionalEdgeInsets(top: 0, leading: 62, bottom: 21, trailing: 62)),
        pad("ipad-mini", "iPad mini (6th generation)", 744, 1133),
        pad("ipad-air-11", "iPad Air 11-inch (M2)", 820, 1180),
        pad("ipad-pro-13", "iPad Pro 13-inch (M4)", 1032, 1376),
    ]

    private static func phone(_ name: String, _ display: String, _ width: Double, _ height: Double, _ scale: Double,
                              top: Double, bottom: Double, landscape: DirectionalEdgeInsets,
                              regularInLandscape: Bool = false) -> DevicePreset {
        DevicePreset(name: name, displayName: display, portraitSize: Size(width: width, height: height), scale: scale,
                     portraitSafeArea: DirectionalEdgeInsets(top: top, bottom: bottom), landscapeSafeArea: landscape,
                     isPad: false, regularWidthInLandscape: regularInLandscape)
    }

    private static func pad(_ name: String, _ display: String, _ width: Double, _ height: Double) -> DevicePreset {
        let safe = DirectionalEdgeInsets(top: 24, bottom: 20)
        return DevicePreset(name: name, displayName: display, portraitSize: Size(width: width, height: height), scale: 2,
                            portraitSafeArea: safe, landscapeSafeArea: safe, isPad: true, regularWidthInLandscape: true)
    }
}

extension DevicePreset {
    /// The safe area insets of a full-screen root view in `orientation`, before any bar (uikit-autolayout.md §8).
    public func safeArea(_ orientation: Orientation) -> DirectionalEdgeInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }
}
