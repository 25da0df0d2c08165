// A screen run's dump: the bars, the root view's guides, each view's frames and a collection view's elements.

import TesseraDump
import TesseraLayout
import TesseraScript
import TesseraViews

extension ScreenRun {
    /// The run's screen as the dump writers take it.
    public func screenDump() throws -> ScreenDump {
        let metrics = layout.metrics
        var dump = ScreenDump(size: metrics.size, scale: options.device.displayScale, bars: bars(), guides: guides())
        let context = try source.viewLayoutContext(traits: options.device.geometry(scrollDirection: .vertical).traitCollection)
        let shown = try layout.views.subviews(of: screen.hierarchy, measurer: context.measurer, scale: context.scale)
        for (position, (index, depth)) in screen.hierarchy.depthFirst().enumerated() {
            let view = screen.hierarchy.views[index]
            // A view shown alone is named by its own class (`ProfileHeaderView`).
            let className = index == screen.hierarchy.root ? screen.standalone?.className ?? view.kind.className
                : view.kind.className
            var entry = ScreenDump.View(depth: depth, className: className, name: view.identifier,
                                        frame: layout.frameInSuperview(of: index, in: screen.hierarchy),
                                        windowFrame: layout.windowFrames[index], isVisible: layout.isVisible[index],
                                        isHidden: view.isHidden)
            if position > 0 {
                let subview = shown[position - 1]
                (entry.text, entry.pointSize, entry.lines) = (subview.text, subview.pointSize, subview.lines)
            }
            if let scroll = layout.scrollViews[index] {
                entry.scroll = ScreenDump.Scroll(contentSize: scroll.contentSize, adjustedContentInset: scroll.adjustedContentInset,
                                                 contentOffset: scroll.contentOffset)
            }
            if let (cv, run) = collectionView, cv == index { entry.collection = try run.frameDump() }
            dump.views.append(entry)
        }
        return dump
    }

    /// The status bar, navigation bar, toolbar, tab bar, keyboard and home indicator the screen shows.
    private func bars() -> [ScreenDump.Bar] {
        let metrics = layout.metrics
        var bars: [ScreenDump.Bar] = []
        if let frame = metrics.statusBarFrame { bars.append(ScreenDump.Bar(name: "statusBar", frame: frame)) }
        if let frame = metrics.navigationBarFrame {
            let isLarge = frame.height > (SystemBarHeights.navigationBar(.standard, options.device.preset, options.device.orientation) ?? 0)
            bars.append(ScreenDump.Bar(name: "navigationBar", frame: frame, title: screen.title ?? "", isLarge: isLarge))
        }
        if let frame = metrics.toolbarFrame { bars.append(ScreenDump.Bar(name: "toolbar", frame: frame)) }
        if let frame = metrics.tabBarFrame, let tabs = screen.tabBar {
            let titles = tabs.titles.enumerated().map { $0.offset == tabs.selectedIndex ? "[\($0.element)]" : $0.element }
            bars.append(ScreenDump.Bar(name: "tabBar", frame: frame, title: titles.joined(separator: " | ")))
        }
        if let frame = metrics.keyboardFrame { bars.append(ScreenDump.Bar(name: "keyboard", frame: frame)) }
        if metrics.homeIndicatorHeight > 0 {
            let height = metrics.homeIndicatorHeight
            bars.append(ScreenDump.Bar(name: "homeIndicator", frame: Rect(x: 0, y: metrics.size.height - height,
                                                                         width: metrics.size.width, height: height)))
        }
        return bars
    }

    /// The root view's guides in the window, then the guides the script added.
    private func guides() -> [ScreenDump.Guide] {
        let metrics = layout.metrics
        var guides = [ScreenDump.Guide(name: "safeAreaLayoutGuide", frame: metrics.safeAreaFrame),
                      ScreenDump.Guide(name: "layoutMarginsGuide", frame: metrics.layoutMarginsFrame)]
        if let frame = metrics.readableContentFrame { guides.append(ScreenDump.Guide(name: "readableContentGuide", frame: frame)) }
        guides.append(ScreenDump.Guide(name: "keyboardLayoutGuide", frame: metrics.keyboardLayoutGuideFrame))
        for (index, guide) in screen.hierarchy.layoutGuides.enumerated() {
            let name = guide.identifier.isEmpty ? "UILayoutGuide" : "UILayoutGuide \"\(guide.identifier)\""
            guides.append(ScreenDump.Guide(name: name, frame: layout.views.layoutGuideFrames[index]))
        }
        return guides
    }
}
