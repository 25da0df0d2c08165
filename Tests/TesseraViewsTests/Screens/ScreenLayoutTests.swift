// Rule tests of a screen's layout (issue 21): safe area with bars, margins, readable and keyboard guides, added
// guides and subviews' derived safe areas, each expected frame worked out by hand from uikit-autolayout.md §8.
import Testing
import TesseraLayout
import TesseraViews

@Suite("Screens · safe area, margins, readable and keyboard guides (reference §8)")
struct ScreenLayoutTests {
    typealias T = ScreenTests

    /// A view pinned to all four edges of the root's `kind` guide: its frame is the guide's.
    static func filling(_ kind: LayoutGuideKind) throws -> ScreenBuilder {
        var builder = ScreenBuilder()
        let view = builder.add(ScreenBuilder.plain("fill"))
        try builder.pinEdges(.view(view), to: .guide(0, kind))
        return builder
    }

    @Test("A label pinned to the safe area's top leading corner sits below the 59-pt inset of an iPhone 15 Pro (§8)")
    func labelInSafeArea() throws {
        var builder = ScreenBuilder()
        let label = builder.add(View(kind: .label, content: .label(CellLabel(text: "Hello", font: .systemFont(ofSize: 17)),
                                                                   preferredMaxLayoutWidth: 0),
                                     identifier: "label", translatesAutoresizingMaskIntoConstraints: false))
        try builder.pin(.view(label), .top, .guide(0, .safeArea))
        try builder.pin(.view(label), .leading, .guide(0, .safeArea))
        // 5 characters × 8.5 = 42.5 wide, one 17-pt line 20.5 high; portrait insets 59 / 34, none left.
        let portrait = try T.layout(builder.screen(), "iphone-15-pro")
        #expect(portrait.views.frames[label] == T.rect(0, 59, 42.5, 20.5))
        // Landscape: no top inset, 59 left and right (§8 table).
        let landscape = try T.layout(builder.screen(), "iphone-15-pro", .landscape)
        #expect(landscape.views.frames[label] == T.rect(59, 0, 42.5, 20.5))
        // Home-button SE: the 20-pt status bar.
        let se = try T.layout(builder.screen(), "iphone-se-3")
        #expect(se.views.frames[label] == T.rect(0, 20, 42.5, 20.5))
    }

    @Test("The safe area guide without bars: 15 Pro portrait 59/34, landscape 59 sides and 21 bottom, SE 20/0 (§8)")
    func safeAreaWithoutBars() throws {
        let screen = try Self.filling(.safeArea).screen()
        // 852 − 59 − 34 = 759.
        #expect(try T.layout(screen, "iphone-15-pro").views.frames[1] == T.rect(0, 59, 393, 759))
        // 852 − 2 × 59 = 734 wide, 393 − 21 = 372 high.
        #expect(try T.layout(screen, "iphone-15-pro", .landscape).views.frames[1] == T.rect(59, 0, 734, 372))
        #expect(try T.layout(screen, "iphone-se-3").views.frames[1] == T.rect(0, 20, 375, 647))
        // Home-button phones have no insets in landscape (§8 table: 0 / 0, 0).
        #expect(try T.layout(screen, "iphone-se-3", .landscape).views.frames[1] == T.rect(0, 0, 667, 375))
    }

    @Test("A navigation bar adds 44 below the 59-pt inset, a large title 96; in landscape the large title collapses to the 32-pt bar (§8.1)")
    func navigationBars() throws {
        let builder = try Self.filling(.safeArea)
        let standard = builder.screen(navigation: NavigationContainer())
        let standardLayout = try T.layout(standard, "iphone-15-pro")
        #expect(standardLayout.metrics.navigationBarFrame == T.rect(0, 59, 393, 44))
        // 59 + 44 = 103; 852 − 103 − 34 = 715.
        #expect(standardLayout.views.frames[1] == T.rect(0, 103, 393, 715))
        let large = builder.screen(navigation: NavigationContainer(prefersLargeTitles: true))
        let largeLayout = try T.layout(large, "iphone-15-pro")
        // 44 + 52 = 96 (§8.1): 59 + 96 = 155; 852 − 155 − 34 = 663.
        #expect(largeLayout.metrics.navigationBarFrame == T.rect(0, 59, 393, 96))
        #expect(largeLayout.views.frames[1] == T.rect(0, 155, 393, 663))
        // Compact height: no status bar, the bar 32 at the top; 393 − 32 − 21 = 340.
        let landscape = try T.layout(large, "iphone-15-pro", .landscape)
        #expect(landscape.metrics.navigationBarFrame == T.rect(0, 0, 852, 32))
        #expect(landscape.views.frames[1] == T.rect(59, 32, 734, 340))
        // largeTitleDisplayMode .never keeps the standard bar.
        let never = builder.screen(navigation: NavigationContainer(prefersLargeTitles: true, largeTitleDisplayMode: .never))
        #expect(try T.layout(never, "iphone-15-pro").views.frames[1] == T.rect(0, 103, 393, 715))
        // A hidden bar adds nothing.
        let hidden = builder.screen(navigation: NavigationContainer(isNavigationBarHidden: true))
        #expect(try T.layout(hidden, "iphone-15-pro").views.frames[1] == T.rect(0, 59, 393, 759))
    }

    @Test("A tab bar is 49 + the bottom inset (83); with a navigation bar the safe area is 103…769 (§8.1)")
    func tabBar() throws {
        let builder = try Self.filling(.safeArea)
        let tabs = try T.layout(builder.screen(tabBar: TabBarContainer(titles: ["A", "B"])), "iphone-15-pro")
        #expect(tabs.metrics.tabBarFrame == T.rect(0, 769, 393, 83))
        // 852 − 83 = 769 bottom: 769 − 59 = 710 high.
        #expect(tabs.views.frames[1] == T.rect(0, 59, 393, 710))
        let both = try T.layout(builder.screen(navigation: NavigationContainer(), tabBar: TabBarContainer(titles: ["A"])),
                                "iphone-15-pro")
        #expect(both.views.frames[1] == T.rect(0, 103, 393, 666))
        // SE: 49 with no home indicator, at 618.
        let se = try T.layout(builder.screen(tabBar: TabBarContainer(titles: ["A"])), "iphone-se-3")
        #expect(se.views.frames[1] == T.rect(0, 20, 375, 598))
    }

    @Test("additionalSafeAreaInsets add to the device's and bars' insets")
    func additionalSafeAreaInsets() throws {
        let screen = try Self.filling(.safeArea).screen(navigation: NavigationContainer(),
                                                        additional: T.insets(10, 5, 20, 7))
        // SE portrait with a navigation bar: top 20 + 44 + 10 = 74, leading 5, bottom 0 + 20, trailing 7.
        let layout = try T.layout(screen, "iphone-se-3")
        #expect(layout.metrics.safeAreaInsets == T.insets(74, 5, 20, 7))
        #expect(layout.views.frames[1] == T.rect(5, 74, 363, 573))
    }

    @Test("The root's margins guide: 16 (compact width) or 20 (Plus/Max, regular width) inside the safe area (§8.2)")
    func rootMargins() throws {
        let screen = try Self.filling(.layoutMargins).screen()
        // 15 Pro: 16 each side, top and bottom the safe area's (the system minimum is 0 there).
        #expect(try T.layout(screen, "iphone-15-pro").views.frames[1] == T.rect(16, 59, 361, 759))
        // Landscape: measured from the safe area (insetsLayoutMarginsFromSafeArea): 59 + 16 = 75; 852 − 150 = 702.
        #expect(try T.layout(screen, "iphone-15-pro", .landscape).views.frames[1] == T.rect(75, 0, 702, 372))
        // 430-pt-wide Pro Max in portrait: 20; 932 − 59 − 34 = 839.
        #expect(try T.layout(screen, "iphone-15-pro-max").views.frames[1] == T.rect(20, 59, 390, 839))
        // iPad (regular width): 20; iPad Air 11 landscape 1180 × 820, insets 24 / 20.
        #expect(try T.layout(screen, "ipad-air-11", .landscape).views.frames[1] == T.rect(20, 24, 1140, 776))
    }

    @Test("The root's own margins count where larger than the system minimum, unless viewRespectsSystemMinimumLayoutMargins is false (§8.2)")
    func rootOwnMargins() throws {
        let tree = try Self.filling(.layoutMargins).tree
        let own = T.insets(10, 30, 0, 4)
        // max(own, minimum) per edge: top 10, leading 30, bottom 0, trailing 16, each from the safe area (59 / 34):
        // 69 down, 852 − 69 − 34 = 749 high, 393 − 30 − 16 = 347 wide.
        let respecting = Screen(hierarchy: tree, rootLayoutMargins: own)
        #expect(try T.layout(respecting, "iphone-15-pro").views.frames[1] == T.rect(30, 69, 347, 749))
        // Not respecting the minimum: the trailing 4 holds; 393 − 34 = 359.
        let own4 = Screen(hierarchy: tree, rootLayoutMargins: own, viewRespectsSystemMinimumLayoutMargins: false)
        #expect(try T.layout(own4, "iphone-15-pro").views.frames[1] == T.rect(30, 69, 359, 749))
    }

    @Test("A navigation controller's toolbar is 44 + the bottom inset alone, 44 above a tab bar (§8.1)")
    func toolbar() throws {
        let builder = try Self.filling(.safeArea)
        let alone = try T.layout(builder.screen(navigation: NavigationContainer(isToolbarHidden: false)), "iphone-15-pro")
        // 44 + 34 = 78 at 852 − 78 = 774; safe area 103…774.
        #expect(alone.metrics.toolbarFrame == T.rect(0, 774, 393, 78))
        #expect(alone.views.frames[1] == T.rect(0, 103, 393, 671))
        let withTabs = try T.layout(builder.screen(navigation: NavigationContainer(isToolbarHidden: false),
                                                   tabBar: TabBarContainer(titles: ["A"])), "iphone-15-pro")
        // The tab bar 83 at 769, the toolbar's 44 above it at 725: safe area 103…725.
        #expect(withTabs.metrics.toolbarFrame == T.rect(0, 725, 393, 44))
        #expect(withTabs.views.frames[1] == T.rect(0, 103, 393, 622))
    }

    /// A full-screen container view 1 (pinned to the root's edges) with a child 2 pinned to its margins guide.
    static func containerWithChild(_ change: (inout View) -> Void = { _ in }) throws -> ScreenBuilder {
        var builder = ScreenBuilder()
        var container = ScreenBuilder.plain("container")
        change(&container)
        let outer = builder.add(container)
        try builder.pinEdges(.view(outer), to: .view(0))
        let child = builder.add(ScreenBuilder.plain("child"), to: outer)
        try builder.pinEdges(.view(child), to: .guide(outer, .layoutMargins))
        return builder
    }

    @Test("A subview's margins are its 8 plus its safe area overlap; insetsLayoutMarginsFromSafeArea false: 8 from its edges (§8.2)")
    func subviewMargins() throws {
        // The container's safe area is the screen's unsafe edges it overlaps: 59 top, 34 bottom. Margins 8 + that:
        // top 67, bottom 42, sides 8: the child is 8, 67, 393 − 16 = 377, 852 − 67 − 42 = 743.
        let inset = try T.layout(Self.containerWithChild().screen(), "iphone-15-pro")
        #expect(inset.guides.safeArea[1] == T.insets(59, 0, 34, 0))
        #expect(inset.views.frames[2] == T.rect(8, 67, 377, 743))
        let plain = try T.layout(Self.containerWithChild { $0.insetsLayoutMarginsFromSafeArea = false }.screen(),
                                 "iphone-15-pro")
        #expect(plain.views.frames[2] == T.rect(8, 8, 377, 836))
    }

    @Test("Right to left, a view at the leading (right) edge in landscape has the 59-pt inset as its leading safe area")
    func rightToLeftSafeArea() throws {
        var builder = ScreenBuilder()
        let box = builder.add(ScreenBuilder.plain("box"))
        try builder.pin(.view(box), .top, .view(0))
        try builder.pin(.view(box), .leading, .view(0))
        try builder.size(box, 200, 100)
        let inner = builder.add(ScreenBuilder.plain("inner"), to: box)
        try builder.pin(.view(inner), .top, .view(box))
        try builder.pin(.view(inner), .leading, .guide(box, .layoutMargins))
        try builder.size(inner, 10, 10)
        // Leading is the right edge: the box spans 652…852, 852 − 59 = 793 is the safe area's right edge, so 59 of
        // it is unsafe on its leading side; its leading margin 59 + 8 = 67: the inner view ends at 852 − 67 = 785.
        let layout = try T.layout(builder.screen(), "iphone-15-pro", .landscape, direction: .rightToLeft)
        #expect(layout.views.frames[box] == T.rect(652, 0, 200, 100))
        #expect(layout.guides.safeArea[box] == T.insets(0, 59, 0, 0))
        #expect(layout.views.frames[inner] == T.rect(775, 0, 10, 10))
    }

    @Test("preservesSuperviewLayoutMargins keeps a subview's content inside the root's 16-pt margin (§8.2)")
    func preservesSuperviewLayoutMargins() throws {
        func build(preserving: Bool) throws -> ScreenBuilder {
            var builder = ScreenBuilder()
            var band = ScreenBuilder.plain("band")
            band.preservesSuperviewLayoutMargins = preserving
            let view = builder.add(band)
            // 4 pt in from the root's sides, below the safe area's top, 100 high.
            try builder.pin(.view(view), .leading, .view(0), nil, 4)
            try builder.pin(.view(view), .trailing, .view(0), nil, -4)
            try builder.pin(.view(view), .top, .guide(0, .safeArea))
            try builder.pin(.view(view), .height, nil, nil, 100)
            let child = builder.add(ScreenBuilder.plain("child"), to: view)
            try builder.pinEdges(.view(child), to: .guide(view, .layoutMargins))
            return builder
        }
        // Not preserving: the band's own 8: child at 4 + 8 = 12, 385 − 16 = 369 wide, 59 + 8 = 67, 84 high.
        let own = try T.layout(build(preserving: false).screen(), "iphone-15-pro")
        #expect(own.views.frames[1] == T.rect(4, 59, 385, 100))
        #expect(own.views.frames[2] == T.rect(12, 67, 369, 84))
        // Preserving: the root's 16 less the band's 4 from its edge = 12 > 8 on each side: the child starts at the
        // root's margin, x = 16, 393 − 32 = 361 wide; top and bottom the band's own 8 (the root's top margin, 59,
        // is 0 past the band's top).
        let preserved = try T.layout(build(preserving: true).screen(), "iphone-15-pro")
        #expect(preserved.views.frames[2] == T.rect(16, 67, 361, 84))
    }

    @Test("The readable content guide on an iPad in landscape is 672 wide, centred in the margins (§8.3)")
    func readableContentGuide() throws {
        let screen = try Self.filling(.readableContent).screen()
        // iPad Air 11 landscape: margins 20…1160 (1140 wide); (1140 − 672) / 2 = 234 → x = 254; 24…800.
        #expect(try T.layout(screen, "ipad-air-11", .landscape).views.frames[1] == T.rect(254, 24, 672, 776))
        // iPad mini landscape, 1133 × 744: margins 1093 wide; (1093 − 672) / 2 = 210.5 → x = 230.5; 744 − 44 = 700.
        #expect(try T.layout(screen, "ipad-mini", .landscape).views.frames[1] == T.rect(230.5, 24, 672, 700))
        // iPhone portrait: the guide is the margins guide (§8.3 [Inf]).
        #expect(try T.layout(screen, "iphone-15-pro").views.frames[1] == T.rect(16, 59, 361, 759))
        // A given readable width (--readable-width 800): (1140 − 800) / 2 = 170 → x = 190.
        let given = try T.layout(screen, "ipad-air-11", .landscape, category: .extraLarge, readableWidth: 800)
        #expect(given.views.frames[1] == T.rect(190, 24, 800, 776))
    }

    @Test("A readable guide whose width is unknown at the text size is an error naming the constraint's line (§8.3)")
    func readableWidthUnknown() throws {
        let screen = try Self.filling(.readableContent).screen()
        // Extra large text on an iPad in landscape: margins 1140 wide > 672, the width at XL unknown.
        #expect(throws: ScreenLayoutError.readableWidthUnknown(location: "screen.lua:1")) {
            try T.layout(screen, "ipad-air-11", .landscape, category: .extraLarge)
        }
        #expect(ScreenLayoutError.readableWidthUnknown(location: "screen.lua:1").description
            == "screen.lua:1: the readable content guide's width at this text size is unknown (uikit-autolayout.md §8.3): "
            + "give it with --readable-width")
        // The safe area guide needs no readable width.
        let safe = try Self.filling(.safeArea).screen()
        #expect(try T.layout(safe, "ipad-air-11", .landscape, category: .extraLarge).views.frames[1] == T.rect(0, 24, 1180, 776))
    }

    /// A view from the safe area's top down to the keyboard layout guide's top.
    static func aboveKeyboard() throws -> Screen {
        var builder = ScreenBuilder()
        let view = builder.add(ScreenBuilder.plain("content"))
        try builder.pin(.view(view), .top, .guide(0, .safeArea))
        try builder.pin(.view(view), .leading, .view(0))
        try builder.pin(.view(view), .trailing, .view(0))
        try builder.pin(.view(view), .bottom, .guide(0, .keyboard), .top)
        return builder.screen()
    }

    @Test("The keyboard guide: hidden, the bottom safe area strip; shown on an SE, 260 (216 without QuickType) (§8.4)")
    func keyboardLayoutGuide() throws {
        let screen = try Self.aboveKeyboard()
        // Hidden on a 15 Pro: the guide is the 34-pt strip at 818, so the view ends there.
        let hidden = try T.layout(screen, "iphone-15-pro")
        #expect(hidden.metrics.keyboardLayoutGuideFrame == T.rect(0, 818, 393, 34))
        #expect(hidden.views.frames[1] == T.rect(0, 59, 393, 759))
        // Hidden on an SE: bottom inset 0, the guide 0 high at 667.
        #expect(try T.layout(screen, "iphone-se-3").views.frames[1] == T.rect(0, 20, 375, 647))
        // Shown: 667 − 260 = 407; 407 − 20 = 387.
        #expect(try T.layout(screen, "iphone-se-3", keyboard: .shown).views.frames[1] == T.rect(0, 20, 375, 387))
        // Without the QuickType bar: 667 − 216 = 451.
        let noBar = ScreenKeyboard(isShown: true, showsQuickTypeBar: false)
        #expect(try T.layout(screen, "iphone-se-3", keyboard: noBar).views.frames[1] == T.rect(0, 20, 375, 431))
    }

    @Test("An added layout guide spaces two views 40 apart")
    func customLayoutGuide() throws {
        var builder = ScreenBuilder()
        let a = builder.add(ScreenBuilder.plain("a"))
        let b = builder.add(ScreenBuilder.plain("b"))
        let spacer = builder.tree.addLayoutGuide(CustomLayoutGuide(owningView: 0, identifier: "spacer"))
        try builder.size(a, 100, 50)
        try builder.size(b, 100, 50)
        try builder.pin(.view(a), .leading, .view(0), nil, 20)
        try builder.pin(.view(a), .top, .view(0), nil, 100)
        try builder.pin(spacer, .leading, .view(a), .trailing)
        try builder.pin(spacer, .width, nil, nil, 40)
        try builder.pin(spacer, .top, .view(a))
        try builder.pin(spacer, .height, .view(a))
        try builder.pin(.view(b), .leading, spacer, .trailing)
        try builder.pin(.view(b), .top, .view(a))
        let layout = try T.layout(builder.screen(), "iphone-15-pro")
        // a 20…120, the spacer 120…160, b 160…260, all at 100.
        #expect(layout.views.frames[a] == T.rect(20, 100, 100, 50))
        #expect(layout.views.layoutGuideFrames == [T.rect(120, 100, 40, 50)])
        #expect(layout.views.frames[b] == T.rect(160, 100, 100, 50))
        #expect(layout.views.ambiguities.isEmpty)
    }

    @Test("A subview's safe area is its overlap with the unsafe top, at most its own height")
    func subviewSafeAreaClamped() throws {
        var builder = ScreenBuilder()
        let short = builder.add(ScreenBuilder.plain("short"))
        try builder.pin(.view(short), .top, .view(0))
        try builder.pin(.view(short), .leading, .view(0))
        try builder.pin(.view(short), .trailing, .view(0))
        try builder.pin(.view(short), .height, nil, nil, 30)
        let inner = builder.add(ScreenBuilder.plain("inner"), to: short)
        try builder.pinEdges(.view(inner), to: .guide(short, .safeArea))
        let tall = builder.add(ScreenBuilder.plain("tall"))
        try builder.pin(.view(tall), .top, .view(0), nil, 20)
        try builder.pin(.view(tall), .leading, .view(0))
        try builder.pin(.view(tall), .width, nil, nil, 100)
        try builder.pin(.view(tall), .height, nil, nil, 100)
        let below = builder.add(ScreenBuilder.plain("below"), to: tall)
        try builder.pinEdges(.view(below), to: .guide(tall, .safeArea))
        let layout = try T.layout(builder.screen(), "iphone-15-pro")
        // 30 high under a 59-pt unsafe top: the overlap is clamped to 30, the safe area empty at its bottom.
        #expect(layout.guides.safeArea[short] == T.insets(30, 0, 0, 0))
        #expect(layout.views.frames[inner] == T.rect(0, 30, 393, 0))
        // At 20, 100 high: 59 − 20 = 39 unsafe; its safe area starts at 59 and is 61 high.
        #expect(layout.guides.safeArea[tall] == T.insets(39, 0, 0, 0))
        #expect(layout.views.frames[below] == T.rect(0, 59, 100, 61))
    }

    @Test("A view that moves out of the unsafe top between solves loses the safe area it had on the way")
    func derivedSafeAreaClears() throws {
        var builder = ScreenBuilder()
        let band = builder.add(ScreenBuilder.plain("band"))
        try builder.pin(.view(band), .top, .view(0), nil, 40)
        try builder.pin(.view(band), .leading, .view(0))
        try builder.size(band, 100, 100)
        let strip = builder.add(ScreenBuilder.plain("strip"))
        try builder.pin(.view(strip), .top, .guide(band, .safeArea))
        try builder.pin(.view(strip), .leading, .view(0))
        try builder.size(strip, 100, 10)
        let dot = builder.add(ScreenBuilder.plain("dot"), to: strip)
        try builder.pin(.view(dot), .top, .guide(strip, .safeArea))
        try builder.pin(.view(dot), .leading, .view(strip))
        try builder.size(dot, 10, 10)
        // The band at 40 has 59 − 40 = 19 unsafe: the strip follows its safe area to 59, where nothing of it is
        // unsafe (on the first solve, at 40, 10 of it was): the dot at the strip's top, 59.
        let layout = try T.layout(builder.screen(), "iphone-15-pro")
        #expect(layout.guides.safeArea[band] == T.insets(19, 0, 0, 0))
        #expect(layout.views.frames[strip] == T.rect(0, 59, 100, 10))
        #expect((layout.guides.safeArea[strip] ?? .zero) == .zero)
        #expect(layout.views.frames[dot] == T.rect(0, 59, 10, 10))
    }

    @Test("A view sized by its own safe area settles: 50 of content below a 59-pt overlap makes it 109 high")
    func derivedSafeAreaSettles() throws {
        var builder = ScreenBuilder()
        let header = builder.add(ScreenBuilder.plain("header"))
        try builder.pin(.view(header), .top, .view(0))
        try builder.pin(.view(header), .leading, .view(0))
        try builder.pin(.view(header), .trailing, .view(0))
        let content = builder.add(ScreenBuilder.plain("content"), to: header)
        try builder.pin(.view(content), .top, .guide(header, .safeArea))
        try builder.pin(.view(content), .leading, .view(header))
        try builder.pin(.view(content), .trailing, .view(header))
        try builder.pin(.view(content), .height, nil, nil, 50)
        try builder.pin(.view(content), .bottom, .view(header))
        // Solved with no safe area the header is 50; its overlap 50 makes it 100; then 59 makes it 109, where the
        // overlap stays 59: settled after three solves (of at most four).
        let layout = try T.layout(builder.screen(), "iphone-15-pro")
        #expect(layout.views.frames[header] == T.rect(0, 0, 393, 109))
        #expect(layout.views.frames[content] == T.rect(0, 59, 393, 50))
        #expect(layout.guides.safeArea[header] == T.insets(59, 0, 0, 0))
    }
}
