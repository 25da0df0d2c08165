// Rule tests of scroll views on a screen (issue 21): content size from constraints, the edge-to-content rule, the
// frame guide, adjusted insets, offsets, window frames, visibility, and a collection view's geometry (reference §9).
import Testing
import TesseraLayout
import TesseraViews

@Suite("Screens · scroll views and collection views (reference §9)")
struct ScreenScrollTests {
    typealias T = ScreenTests

    /// A scroll view (view 1) filling the root with one content view (2) `height` high pinned to its content
    /// guide's edges and as wide as its frame guide.
    static func scrolling(height: Double, width: Double? = nil,
                          behaviour: ScrollViewProperties.ContentInsetAdjustmentBehavior = .automatic,
                          inset: DirectionalEdgeInsets = .zero) throws -> ScreenBuilder {
        var builder = ScreenBuilder()
        let scroll = builder.add(ScreenBuilder.scroll("scroll", behaviour: behaviour, inset: inset))
        try builder.pinEdges(.view(scroll), to: .view(0))
        let content = builder.add(ScreenBuilder.plain("content"), to: scroll)
        try builder.pinEdges(.view(content), to: .guide(scroll, .contentLayout))
        if let width {
            try builder.pin(.view(content), .width, nil, nil, width)
        } else {
            try builder.pin(.view(content), .width, .guide(scroll, .frameLayout))
        }
        try builder.pin(.view(content), .height, nil, nil, height)
        return builder
    }

    @Test("The content size is what the constraints to the content guide make it: 100 + 200 + 500 = 800 wide (§9)")
    func contentSizeFromConstraints() throws {
        var builder = ScreenBuilder()
        let scroll = builder.add(ScreenBuilder.scroll("scroll"))
        try builder.pinEdges(.view(scroll), to: .view(0))
        var previous: AnchorItem = .guide(scroll, .contentLayout)
        var views: [Int] = []
        for width in [100.0, 200, 500] {
            let view = builder.add(ScreenBuilder.plain("w\(Int(width))"), to: scroll)
            try builder.pin(.view(view), .leading, previous, views.isEmpty ? .leading : .trailing)
            try builder.pin(.view(view), .top, .guide(scroll, .contentLayout))
            try builder.size(view, width, 50)
            views.append(view)
            previous = .view(view)
        }
        try builder.pin(.view(views[2]), .trailing, .guide(scroll, .contentLayout))
        try builder.pin(.view(views[0]), .bottom, .guide(scroll, .contentLayout))
        let layout = try T.layout(builder.screen(), "iphone-15-pro")
        #expect(layout.views.contentSizes[scroll] == Size(width: 800, height: 50))
        #expect(layout.scrollViews[scroll]?.contentSize == Size(width: 800, height: 50))
        #expect(layout.views.frames[views[2]] == T.rect(300, 0, 500, 50))
    }

    @Test("Edges pinned to the scroll view's own anchors attach to the content; its width to the frame (§9)")
    func edgeToContentRule() throws {
        var builder = ScreenBuilder()
        let scroll = builder.add(ScreenBuilder.scroll("scroll"))
        try builder.pin(.view(scroll), .top, .view(0), nil, 100)
        try builder.pin(.view(scroll), .leading, .view(0))
        try builder.pin(.view(scroll), .trailing, .view(0))
        try builder.pin(.view(scroll), .height, nil, nil, 300)
        let content = builder.add(ScreenBuilder.plain("content"), to: scroll)
        try builder.pinEdges(.view(content), to: .view(scroll))
        try builder.pin(.view(content), .width, .view(scroll))
        try builder.pin(.view(content), .height, nil, nil, 1000)
        let layout = try T.layout(builder.screen(), "iphone-15-pro")
        // Were the edges the frame's, the content would be 300 high against its 1000: the edges are the content's,
        // which grows to 393 × 1000, the view's top at the scroll view's.
        #expect(layout.views.frames[scroll] == T.rect(0, 100, 393, 300))
        #expect(layout.views.frames[content] == T.rect(0, 100, 393, 1000))
        #expect(layout.scrollViews[scroll]?.contentSize == Size(width: 393, height: 1000))
        #expect(layout.views.conflicts.isEmpty)
    }

    @Test("A view pinned to the frame layout guide takes the scroll view's frame, not the content's (§9)")
    func frameLayoutGuide() throws {
        var builder = try Self.scrolling(height: 2000)
        let badge = builder.add(ScreenBuilder.plain("badge"), to: 1)
        try builder.pin(.view(badge), .top, .guide(1, .frameLayout), nil, 10)
        try builder.pin(.view(badge), .trailing, .guide(1, .frameLayout), nil, -10)
        try builder.size(badge, 40, 40)
        // No container, content taller than the frame: the offset rests at 0, −59; a badge pinned to the frame
        // guide stays 10 below the scroll view's top on screen (the guide is the visible frame, "untransformed").
        let layout = try T.layout(builder.screen(), "iphone-15-pro")
        #expect(layout.scrollViews[1]?.contentSize == Size(width: 393, height: 2000))
        #expect(layout.windowFrames[badge] == T.rect(343, 10, 40, 40))
        let scrolled = try T.layout(builder.screen(), "iphone-15-pro", offsets: [1: Point(x: 0, y: 500)])
        #expect(scrolled.windowFrames[badge] == T.rect(343, 10, 40, 40))
        // In the scroll view's coordinates (UIView.frame) it is at the offset + 10.
        #expect(scrolled.frameInSuperview(of: badge, in: builder.tree) == T.rect(343, 510, 40, 40))
    }

    @Test("A view inside the content pinned to the root's safe area stays under the bar on screen, scrolled or not")
    func contentPinnedOutside() throws {
        var builder = try Self.scrolling(height: 2000)
        let header = builder.add(ScreenBuilder.plain("header"), to: 1)
        try builder.pin(.view(header), .top, .guide(0, .safeArea))
        try builder.pin(.view(header), .leading, .guide(1, .contentLayout))
        try builder.size(header, 393, 50)
        // Constraints relate items where they show: the header's top is the safe area's, 59, on screen; in the
        // content (at rest, offset −59) that is 0; scrolled to 500, 559.
        let rest = try T.layout(builder.screen(), "iphone-15-pro")
        #expect(rest.windowFrames[header] == T.rect(0, 59, 393, 50))
        #expect(rest.frameInSuperview(of: header, in: builder.tree) == T.rect(0, 0, 393, 50))
        let scrolled = try T.layout(builder.screen(), "iphone-15-pro", offsets: [1: Point(x: 0, y: 500)])
        #expect(scrolled.windowFrames[header] == T.rect(0, 59, 393, 50))
        #expect(scrolled.frameInSuperview(of: header, in: builder.tree) == T.rect(0, 559, 393, 50))
        // The content pinned to the content guide still scrolls: its top, 0 in the content, at −500 on screen.
        #expect(scrolled.windowFrames[2] == T.rect(0, -500, 393, 2000))
    }

    @Test("automatic adjusts vertically in a navigation controller even when the content fits; otherwise only when it overflows (§9)")
    func automaticAdjustment() throws {
        let short = try Self.scrolling(height: 100)
        // In a navigation controller: the safe area's top 59 + 44 = 103 and bottom 34; not the sides (none anyway).
        let inNav = try T.layout(short.screen(navigation: NavigationContainer()), "iphone-15-pro")
        #expect(inNav.scrollViews[1]?.adjustedContentInset == T.insets(103, 0, 34, 0))
        #expect(inNav.scrollViews[1]?.contentOffset == Point(x: 0, y: -103))
        // In a tab bar controller: top 59, bottom 83.
        let inTabs = try T.layout(short.screen(tabBar: TabBarContainer(titles: ["A"])), "iphone-15-pro")
        #expect(inTabs.scrollViews[1]?.adjustedContentInset == T.insets(59, 0, 83, 0))
        // No container, 100 high in 852: not scrollable, no adjustment (as scrollableAxes).
        let bare = try T.layout(short.screen(), "iphone-15-pro")
        #expect(bare.scrollViews[1]?.adjustedContentInset == .zero)
        #expect(bare.scrollViews[1]?.contentOffset == Point(x: 0, y: 0))
        // No container, 2000 high: vertical adjustment.
        let tall = try T.layout(Self.scrolling(height: 2000).screen(), "iphone-15-pro")
        #expect(tall.scrollViews[1]?.adjustedContentInset == T.insets(59, 0, 34, 0))
        // Landscape, content wider than the frame: the sides too (59 each), and the 21 bottom only if vertical.
        let wide = try T.layout(Self.scrolling(height: 100, width: 2000).screen(), "iphone-15-pro", .landscape)
        #expect(wide.scrollViews[1]?.adjustedContentInset == T.insets(0, 59, 0, 59))
        #expect(wide.scrollViews[1]?.contentOffset == Point(x: -59, y: 0))
    }

    @Test("scrollableAxes, never and always (§9)")
    func otherBehaviours() throws {
        let nav = NavigationContainer()
        let shortAxes = try T.layout(Self.scrolling(height: 100, behaviour: .scrollableAxes).screen(navigation: nav),
                                     "iphone-15-pro")
        // Content shorter than the frame: nothing, even in a navigation controller.
        #expect(shortAxes.scrollViews[1]?.adjustedContentInset == .zero)
        let tallAxes = try T.layout(Self.scrolling(height: 2000, behaviour: .scrollableAxes).screen(navigation: nav),
                                    "iphone-15-pro")
        #expect(tallAxes.scrollViews[1]?.adjustedContentInset == T.insets(103, 0, 34, 0))
        let never = try T.layout(Self.scrolling(height: 2000, behaviour: .never).screen(navigation: nav), "iphone-15-pro")
        #expect(never.scrollViews[1]?.adjustedContentInset == .zero)
        #expect(never.scrollViews[1]?.contentOffset == Point(x: 0, y: 0))
        // always: all four edges, whatever the content; landscape 0 / 59 / 21 / 59, plus contentInset 10 top.
        let always = try T.layout(Self.scrolling(height: 100, behaviour: .always, inset: T.insets(10, 0, 0, 0)).screen(),
                                  "iphone-15-pro", .landscape)
        #expect(always.scrollViews[1]?.adjustedContentInset == T.insets(10, 59, 21, 59))
        #expect(always.scrollViews[1]?.contentOffset == Point(x: -59, y: -10))
    }

    @Test("Content moves by the offset in the window; offscreen content and hidden ancestors are not visible")
    func offsetsAndVisibility() throws {
        var builder = try Self.scrolling(height: 2000)
        let near = builder.add(ScreenBuilder.plain("near"), to: 2)
        try builder.pin(.view(near), .top, .view(2), nil, 100)
        try builder.pin(.view(near), .leading, .view(2))
        try builder.size(near, 50, 50)
        let far = builder.add(ScreenBuilder.plain("far"), to: 2)
        try builder.pin(.view(far), .top, .view(2), nil, 900)
        try builder.pin(.view(far), .leading, .view(2))
        try builder.size(far, 50, 50)
        let hidden = builder.add(ScreenBuilder.plain("hidden", hidden: true), to: 2)
        try builder.pinEdges(.view(hidden), to: .view(near))
        let inHidden = builder.add(ScreenBuilder.plain("inHidden"), to: hidden)
        try builder.pinEdges(.view(inHidden), to: .view(hidden))
        // At rest: offset (0, −59); content at 59 on screen; far at 959 is below the 852-pt screen.
        let rest = try T.layout(builder.screen(), "iphone-15-pro")
        #expect(rest.windowFrames[2] == T.rect(0, 59, 393, 2000))
        #expect(rest.windowFrames[near] == T.rect(0, 159, 50, 50))
        #expect(rest.windowFrames[far] == T.rect(0, 959, 50, 50))
        #expect(rest.isVisible[near] == true)
        #expect(rest.isVisible[far] == false)
        #expect(rest.isVisible[hidden] == false)
        #expect(rest.isVisible[inHidden] == false)
        // Scrolled to 500: far at 900 − 500 = 400, near at −400 (above the screen).
        let scrolled = try T.layout(builder.screen(), "iphone-15-pro", offsets: [1: Point(x: 0, y: 500)])
        #expect(scrolled.scrollViews[1]?.contentOffset == Point(x: 0, y: 500))
        #expect(scrolled.windowFrames[far] == T.rect(0, 400, 50, 50))
        #expect(scrolled.isVisible[far] == true)
        #expect(scrolled.isVisible[near] == false)
        // The frame in the superview is the content's: far stays at 900 in the content view.
        #expect(scrolled.frameInSuperview(of: far, in: builder.tree) == T.rect(0, 900, 50, 50))
    }

    @Test("Content of a scroll view that does not adjust its inset has the safe area it overlaps where it is scrolled to")
    func safeAreaInsideNeverScrollView() throws {
        var builder = try Self.scrolling(height: 2000, behaviour: .never, inset: T.insets(20, 0, 0, 0))
        let dot = builder.add(ScreenBuilder.plain("dot"), to: 2)
        try builder.pin(.view(dot), .top, .guide(2, .safeArea))
        try builder.pin(.view(dot), .leading, .view(2))
        try builder.size(dot, 10, 10)
        // At rest the offset is minus the 20-pt content inset (never adds no safe area): the content's top shows at
        // 20, 39 of it under the 59-pt unsafe top, so the dot pinned to its safe area shows at 59.
        let rest = try T.layout(builder.screen(), "iphone-15-pro")
        #expect(rest.scrollViews[1]?.adjustedContentInset == T.insets(20, 0, 0, 0))
        #expect(rest.scrollViews[1]?.contentOffset == Point(x: 0, y: -20))
        #expect(rest.guides.safeArea[2]?.top == 39)
        #expect(rest.windowFrames[dot] == T.rect(0, 59, 10, 10))
        // Scrolled to 100: the content's top at −100, 159 of it unsafe: the dot still shows at 59.
        let scrolled = try T.layout(builder.screen(), "iphone-15-pro", offsets: [1: Point(x: 0, y: 100)])
        #expect(scrolled.guides.safeArea[2]?.top == 159)
        #expect(scrolled.windowFrames[dot] == T.rect(0, 59, 10, 10))
    }

    /// A full-screen collection view (view 1) pinned to the root's edges.
    static func fullScreenCollectionView() throws -> ScreenBuilder {
        var builder = ScreenBuilder()
        let view = builder.add(ScreenBuilder.scroll("collection", collectionAxis: .vertical))
        try builder.pinEdges(.view(view), to: .view(0))
        return builder
    }

    @Test("A full-screen collection view's geometry is the bare layout's (DevicePreset.geometry)",
          arguments: ["iphone-se-3", "iphone-13-mini", "iphone-15-pro", "iphone-15-pro-max", "ipad-air-11"])
    func collectionViewMatchesBareLayout(device: String) throws {
        let screen = try Self.fullScreenCollectionView().screen()
        let preset = try T.device(device)
        for orientation in [DevicePreset.Orientation.portrait, .landscape] {
            let expected = preset.geometry(orientation)
            let layout = try T.layout(screen, device, orientation)
            let geometry = layout.collectionViewGeometry(of: 1, in: screen.hierarchy, isPad: preset.isPad,
                                                         traits: expected.traitCollection)
            #expect(geometry == expected, "\(device) \(orientation)")
        }
    }

    @Test("Under a large-title navigation bar a full-screen collection view's content starts below the bar (155)")
    func collectionViewUnderLargeTitle() throws {
        let screen = try Self.fullScreenCollectionView().screen(navigation: NavigationContainer(prefersLargeTitles: true))
        let preset = try T.device("iphone-15-pro")
        let layout = try T.layout(screen, "iphone-15-pro")
        let geometry = layout.collectionViewGeometry(of: 1, in: screen.hierarchy, isPad: false,
                                                     traits: preset.geometry(.portrait).traitCollection)
        // The bar: 59 + 96 = 155 bottom; the home indicator's 34 below.
        #expect(geometry.size == Size(width: 393, height: 852))
        #expect(geometry.safeAreaInsets == T.insets(155, 0, 34, 0))
        #expect(geometry.adjustedContentInset == T.insets(155, 0, 34, 0))
        #expect(geometry.layoutMargins == T.insets(155, 16, 34, 16))
        #expect(layout.scrollViews[1]?.contentOffset == Point(x: 0, y: -155))
    }
}
