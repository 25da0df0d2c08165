// Screen metrics as values (issue 21, groundwork): bars, safe area, margins, readable guide and keyboard on an
// iPhone SE, a notched iPhone, a Pro Max and an iPad in both orientations (uikit-autolayout.md §8).
import Testing
import TesseraLayout
import TesseraViews

@Suite("Screens · metrics of a device (reference §8)")
struct ScreenMetricsTests {
    static func device(_ name: String) throws -> DevicePreset { try #require(DevicePreset.named(name)) }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
        Rect(x: x, y: y, width: width, height: height)
    }

    static func insets(_ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }

    @Test("iPhone SE portrait, §8/§8.1/§8.2/§8.4: 20-pt status bar, 44 + 49 bars, 16 margins, 260-pt keyboard")
    func phoneSEPortrait() throws {
        let chrome = ScreenChrome(navigationBar: .standard, hasTabBar: true)
        let screen = try ScreenMetrics(device: Self.device("iphone-se-3"), orientation: .portrait, chrome: chrome,
                                       keyboard: .shown)
        #expect(screen.size == Size(width: 375, height: 667))
        #expect(screen.statusBarFrame == Self.rect(0, 0, 375, 20))
        #expect(screen.navigationBarFrame == Self.rect(0, 20, 375, 44))
        #expect(screen.tabBarFrame == Self.rect(0, 618, 375, 49))
        #expect(screen.toolbarFrame == nil)
        #expect(screen.homeIndicatorHeight == 0)
        #expect(screen.safeAreaInsets == Self.insets(64, 0, 49, 0))
        #expect(screen.systemMinimumLayoutMargins == Self.insets(0, 16, 0, 16))
        #expect(screen.layoutMargins == Self.insets(64, 16, 49, 16))
        #expect(screen.readableContentFrame == Self.rect(16, 64, 343, 554))
        #expect(screen.keyboardFrame == Self.rect(0, 407, 375, 260))
        #expect(screen.keyboardLayoutGuideFrame == Self.rect(0, 407, 375, 260))
        let noBar = try ScreenMetrics(device: Self.device("iphone-se-3"), orientation: .portrait,
                                      keyboard: ScreenKeyboard(isShown: true, showsQuickTypeBar: false))
        #expect(noBar.keyboardFrame == Self.rect(0, 451, 375, 216))
    }

    @Test("iPhone SE landscape, §8/§8.1/§8.4: no status bar, 32-pt compact bars, keyboard height unknown unless given")
    func phoneSELandscape() throws {
        let se = try Self.device("iphone-se-3")
        let chrome = ScreenChrome(navigationBar: .standard, hasTabBar: true)
        let screen = try ScreenMetrics(device: se, orientation: .landscape, chrome: chrome)
        #expect(screen.statusBarFrame == nil)
        #expect(screen.navigationBarFrame == Self.rect(0, 0, 667, 32))
        #expect(screen.tabBarFrame == Self.rect(0, 343, 667, 32))
        #expect(screen.safeAreaInsets == Self.insets(32, 0, 32, 0))
        #expect(screen.layoutMargins == Self.insets(32, 16, 32, 16))
        // 635 wide, under the 672 readable width: the guide is the margins guide.
        #expect(screen.readableContentFrame == Self.rect(16, 32, 635, 311))
        #expect(screen.keyboardLayoutGuideFrame == Self.rect(0, 343, 667, 32))
        #expect(throws: ScreenMetricsError.keyboardHeightUnknown(device: "iphone-se-3", orientation: .landscape,
                                                                 quickTypeBar: true)) {
            try ScreenMetrics(device: se, orientation: .landscape, chrome: chrome, keyboard: .shown)
        }
        let given = try ScreenMetrics(device: se, orientation: .landscape, keyboard: ScreenKeyboard(isShown: true, height: 200))
        #expect(given.keyboardFrame == Self.rect(0, 175, 667, 200))
        #expect(ScreenMetricsError.keyboardHeightUnknown(device: "iphone-se-3", orientation: .landscape, quickTypeBar: true)
                    .description == "the keyboard's height on iphone-se-3 in landscape is unknown "
                    + "(uikit-autolayout.md §8.4): give it with --keyboard-height")
    }

    @Test("iPhone 15 Pro portrait, §8/§8.1: 54-pt status bar, large title 96 below the 59-pt inset, 83-pt tab bar")
    func notchedPhonePortrait() throws {
        let chrome = ScreenChrome(navigationBar: .largeTitle(), hasTabBar: true)
        let pro = try Self.device("iphone-15-pro")
        let screen = try ScreenMetrics(device: pro, orientation: .portrait,
                                       contentSizeCategory: .accessibilityExtraExtraExtraLarge, chrome: chrome)
        #expect(screen.statusBarFrame == Self.rect(0, 0, 393, 54))
        #expect(screen.navigationBarFrame == Self.rect(0, 59, 393, 96))
        #expect(screen.tabBarFrame == Self.rect(0, 769, 393, 83))
        #expect(screen.homeIndicatorHeight == 34)
        #expect(screen.safeAreaInsets == Self.insets(155, 0, 83, 0))
        #expect(screen.layoutMargins == Self.insets(155, 16, 83, 16))
        // §8.3 [Inf]: on a phone in portrait the readable guide is the margins guide, at any text size.
        #expect(screen.readableContentFrame == Self.rect(16, 155, 361, 614))
        // §8.4: hidden, the keyboard guide is the strip below the safe area (here the tab bar's).
        #expect(screen.keyboardFrame == nil)
        #expect(screen.keyboardLayoutGuideFrame == Self.rect(0, 769, 393, 83))
        let unpinned = try ScreenMetrics(device: pro, orientation: .portrait,
                                         keyboard: ScreenKeyboard(usesBottomSafeArea: false))
        #expect(unpinned.keyboardLayoutGuideFrame == Self.rect(0, 852, 393, 0))
        #expect(throws: ScreenMetricsError.self) {
            try ScreenMetrics(device: pro, orientation: .portrait, keyboard: .shown)
        }
    }

    @Test("iPhone 15 Pro landscape, §8/§8.2/§8.3: 59-pt sides, margins 59 + 16, readable 672 of 702, toolbar 32 + 21")
    func notchedPhoneLandscape() throws {
        let pro = try Self.device("iphone-15-pro")
        let chrome = ScreenChrome(navigationBar: .standard, hasToolbar: true)
        let screen = try ScreenMetrics(device: pro, orientation: .landscape, chrome: chrome)
        #expect(screen.statusBarFrame == nil)
        #expect(screen.navigationBarFrame == Self.rect(0, 0, 852, 32))
        #expect(screen.toolbarFrame == Self.rect(0, 340, 852, 53))
        #expect(screen.safeAreaInsets == Self.insets(32, 59, 53, 59))
        #expect(screen.layoutMargins == Self.insets(32, 75, 53, 75))
        #expect(screen.readableContentFrame == Self.rect(90, 32, 672, 308))
        // Above Large, a 702-pt margins guide is wider than 672: the readable width is unknown unless given.
        let large = try ScreenMetrics(device: pro, orientation: .landscape, contentSizeCategory: .extraLarge, chrome: chrome)
        #expect(large.readableContentFrame == nil)
        let given = try ScreenMetrics(device: pro, orientation: .landscape, contentSizeCategory: .extraLarge,
                                      chrome: chrome, readableWidth: 700)
        #expect(given.readableContentFrame == Self.rect(76, 32, 700, 308))
        #expect(throws: ScreenMetricsError.invalidValue(name: "the readable width", value: -1)) {
            try ScreenMetrics(device: pro, orientation: .landscape, readableWidth: -1)
        }
    }

    @Test("iPhone 13 mini portrait, §8/§8.4: status bar = the 50-pt inset, 335-pt keyboard (291 without QuickType)")
    func miniPortrait() throws {
        let mini = try Self.device("iphone-13-mini")
        let screen = try ScreenMetrics(device: mini, orientation: .portrait, keyboard: .shown)
        #expect(screen.statusBarFrame == Self.rect(0, 0, 375, 50))
        #expect(screen.safeAreaInsets == Self.insets(50, 0, 34, 0))
        #expect(screen.keyboardFrame == Self.rect(0, 477, 375, 335))
        let noBar = try ScreenMetrics(device: mini, orientation: .portrait,
                                      keyboard: ScreenKeyboard(isShown: true, showsQuickTypeBar: false))
        #expect(noBar.keyboardFrame == Self.rect(0, 521, 375, 291))
    }

    @Test("E26: the 16 Pro's status bar is its 62-pt top inset (§8 gives 54 only for 59-pt phones); hidden in landscape")
    func sixteenProStatusBar() throws {
        let pro = try Self.device("iphone-16-pro")
        let portrait = try ScreenMetrics(device: pro, orientation: .portrait, chrome: ScreenChrome(navigationBar: .standard))
        #expect(portrait.statusBarFrame == Self.rect(0, 0, 402, 62))
        #expect(portrait.navigationBarFrame == Self.rect(0, 62, 402, 44))
        #expect(try ScreenMetrics(device: pro, orientation: .landscape).statusBarFrame == nil)
    }

    @Test("A full-screen collection view's margins follow §8.2 as the screen's do: 20 pt on a 430-pt phone, 16 on a 393-pt one")
    func collectionViewMargins() throws {
        let max = try Self.device("iphone-15-pro-max").geometry(.portrait)
        #expect(max.layoutMargins == Self.insets(59, 20, 34, 20))
        let pro = try Self.device("iphone-15-pro").geometry(.portrait)
        #expect(pro.layoutMargins == Self.insets(59, 16, 34, 16))
        // Landscape: the notch's safe inset, then the minimum (regular width on a Max phone).
        let maxLandscape = try Self.device("iphone-15-pro-max").geometry(.landscape)
        #expect(maxLandscape.layoutMargins == Self.insets(0, 59 + 20, 21, 59 + 20))
    }

    @Test("iPhone 15 Pro Max portrait, §8.2: 20-pt minimum margins on a 430-pt phone; additional safe area adds")
    func proMaxPortrait() throws {
        let max = try Self.device("iphone-15-pro-max")
        let chrome = ScreenChrome(additionalSafeAreaInsets: Self.insets(10, 0, 0, 5))
        let screen = try ScreenMetrics(device: max, orientation: .portrait, chrome: chrome,
                                       keyboard: ScreenKeyboard(isShown: true, height: 346))
        #expect(screen.systemMinimumLayoutMargins == Self.insets(0, 20, 0, 20))
        #expect(screen.safeAreaInsets == Self.insets(69, 0, 34, 5))
        #expect(screen.layoutMargins == Self.insets(69, 20, 34, 25))
        #expect(screen.keyboardFrame == Self.rect(0, 586, 430, 346))
        // The root view's own margins count where larger than the minimum; with the minimum not respected, alone.
        let own = try ScreenMetrics(device: max, orientation: .portrait,
                                    rootLayoutMargins: Self.insets(8, 30, 0, 8))
        #expect(own.layoutMargins == Self.insets(67, 30, 34, 20))
        let free = try ScreenMetrics(device: max, orientation: .portrait, rootLayoutMargins: Self.insets(8, 30, 0, 8),
                                     viewRespectsSystemMinimumLayoutMargins: false)
        #expect(free.layoutMargins == Self.insets(67, 30, 34, 8))
    }

    @Test("iPhone 15 Pro Max landscape, §8.1/§8.2/§8.3: regular width 20 + 59 margins, compact bars, readable 672 of 774")
    func proMaxLandscape() throws {
        let chrome = ScreenChrome(navigationBar: .standard, hasTabBar: true)
        let screen = try ScreenMetrics(device: Self.device("iphone-15-pro-max"), orientation: .landscape, chrome: chrome)
        #expect(screen.navigationBarFrame == Self.rect(0, 0, 932, 32))
        #expect(screen.tabBarFrame == Self.rect(0, 377, 932, 53))
        #expect(screen.safeAreaInsets == Self.insets(32, 59, 53, 59))
        #expect(screen.layoutMargins == Self.insets(32, 79, 53, 79))
        #expect(screen.readableContentFrame == Self.rect(130, 32, 672, 345))
    }

    @Test("iPad Air 11 portrait, §8/§8.1/§8.3: 24-pt status bar, 50-pt bars, 65-pt tab bar, readable 672 centred")
    func padPortrait() throws {
        let air = try Self.device("ipad-air-11")
        let screen = try ScreenMetrics(device: air, orientation: .portrait,
                                       chrome: ScreenChrome(navigationBar: .standard, hasTabBar: true))
        #expect(screen.statusBarFrame == Self.rect(0, 0, 820, 24))
        #expect(screen.navigationBarFrame == Self.rect(0, 24, 820, 50))
        #expect(screen.tabBarFrame == Self.rect(0, 1115, 820, 65))
        #expect(screen.safeAreaInsets == Self.insets(74, 0, 65, 0))
        #expect(screen.layoutMargins == Self.insets(74, 20, 65, 20))
        #expect(screen.readableContentFrame == Self.rect(74, 74, 672, 1041))
        let both = try ScreenMetrics(device: air, orientation: .portrait,
                                     chrome: ScreenChrome(navigationBar: .standard, hasTabBar: true, hasToolbar: true))
        #expect(both.toolbarFrame == Self.rect(0, 1065, 820, 50))
        #expect(both.safeAreaInsets.bottom == 115)
        #expect(throws: ScreenMetricsError.self) {
            try ScreenMetrics(device: air, orientation: .portrait, keyboard: .shown)
        }
    }

    @Test("iPad Air 11 landscape, §8.1/§8.3: large title 50 + 52, readable 672 inset 234 in the margins")
    func padLandscape() throws {
        let screen = try ScreenMetrics(device: Self.device("ipad-air-11"), orientation: .landscape,
                                       chrome: ScreenChrome(navigationBar: .largeTitle()))
        #expect(screen.statusBarFrame == Self.rect(0, 0, 1180, 24))
        #expect(screen.navigationBarFrame == Self.rect(0, 24, 1180, 102))
        #expect(screen.homeIndicatorHeight == 20)
        #expect(screen.safeAreaInsets == Self.insets(126, 0, 20, 0))
        #expect(screen.readableContentFrame == Self.rect(254, 126, 672, 674))
        #expect(screen.keyboardLayoutGuideFrame == Self.rect(0, 800, 1180, 20))
        // A large title's height at another text size is the caller's (the reference gives only +52 at Large).
        let taller = try ScreenMetrics(device: Self.device("ipad-air-11"), orientation: .landscape,
                                       chrome: ScreenChrome(navigationBar: .largeTitle(extraHeight: 70)))
        #expect(taller.navigationBarFrame == Self.rect(0, 24, 1180, 120))
    }
}
