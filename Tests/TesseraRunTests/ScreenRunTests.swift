// Screens run from Lua (issue 21): exact dump lines of small screens, a bare layout against the same layout in a
// full-screen collection view, and each bad screen's error with its file, line and message.

import Foundation
import Testing
import TesseraDump
import TesseraLayout
import TesseraRun
import TesseraScript
import TesseraTestSupport
import TesseraViews

extension ScratchFolder {
    /// Writes `text` as the Lua script `name`, loads it and runs it as a screen on `device` (at its scale).
    func runScreen(_ name: String, _ text: String, device: String = "iphone-15-pro",
                   orientation: DevicePreset.Orientation = .portrait,
                   screenOptions: ScreenOptions = ScreenOptions()) throws -> ScreenRun {
        let lua = try loadLua(name, text, device: device, orientation: orientation)
        let device = RunDevice(preset: try #require(DevicePreset.named(device)), orientation: orientation)
        return try ScreenRun(lua, options: RunOptions(device: device), screenOptions: screenOptions)
    }

    /// Writes and loads the Lua script `name` (running its main chunk).
    func loadLua(_ name: String, _ text: String, device: String = "iphone-15-pro",
                 orientation: DevicePreset.Orientation = .portrait) throws -> LuaLayoutSource {
        let path = try write(name, text)
        let device = RunDevice(preset: try #require(DevicePreset.named(device)), orientation: orientation)
        let source = try SourceLoader.load(ScriptOptions(script: path, displayScale: device.displayScale))
        return try #require(source as? LuaLayoutSource)
    }
}

@Suite("Screens · run from Lua: dumps and bad input")
struct ScreenRunTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    /// A 100 × 40 box 8 below the safe area's top, at the margins guide's leading edge, in a navigation controller.
    static let box = """
        local L = require "tessera"
        local vc = L.viewController{ title = "Notes", view = function(view)
          local box = L.view{ accessibilityIdentifier = "box", translatesAutoresizingMaskIntoConstraints = false }
          view:addSubview(box)
          L.activate{
            box.topAnchor:constraint{ equalTo = view.safeAreaLayoutGuide.topAnchor, constant = 8 },
            box.leadingAnchor:constraint{ equalTo = view.layoutMarginsGuide.leadingAnchor },
            box.widthAnchor:constraint{ equalToConstant = 100 },
            box.heightAnchor:constraint{ equalToConstant = 40 },
          }
        end }
        return L.navigationController{ rootViewController = vc }
        """

    /// Two columns of 50-pt cells in the layout margins, `items` of them.
    static func grid(items: Int) -> String {
        """
        local L = require "tessera"
        local item = L.item{ size = { width = L.fractionalWidth(0.5), height = L.fractionalHeight(1) } }
        local group = L.group.horizontal{ size = { width = L.fractionalWidth(1), height = L.absolute(50) }, subitems = { item } }
        local layout = L.layout{ sections = { { items = \(items), section = L.section{ group = group,
                                                                   contentInsetsReference = "layoutMargins" } } } }
        """
    }

    /// `grid` in a full-screen collection view of a view controller `title`d "Grid".
    static func gridScreen(items: Int, around: (String) -> String = { "return " + $0 }) -> String {
        grid(items: items) + "\n" + """
            local grid = L.viewController{ title = "Grid", view = function(view)
              local cv = L.collectionView{ layout = layout, translatesAutoresizingMaskIntoConstraints = false }
              view:addSubview(cv)
              cv:pinEdges(view)
            end }
            """ + "\n" + around("grid") + "\n"
    }

    @Test("A box under a navigation bar: bars, guides and views, each line derived from §8")
    func boxDump() throws {
        let run = try scratch.runScreen("box.lua", Self.box)
        // 15 Pro: 54-pt status bar, the 44-pt bar at the 59-pt inset, safe area from 103 to 852 − 34 = 818 (715
        // high), margins 16, the readable guide the margins guide (iPhone portrait), the hidden keyboard's guide
        // the 34-pt strip. The box: 103 + 8 = 111, at x = 16.
        #expect(ScreenTextFormat.write(try run.screenDump()) == """
            # Tessera screen dump
            screen = (393 852); scale = 3
            statusBar frame = (0 0; 393 54)
            navigationBar frame = (0 59; 393 44); title = "Notes"
            homeIndicator frame = (0 818; 393 34)
            safeAreaLayoutGuide frame = (0 103; 393 715)
            layoutMarginsGuide frame = (16 103; 361 715)
            readableContentGuide frame = (16 103; 361 715)
            keyboardLayoutGuide frame = (0 818; 393 34)
            UIView frame = (0 0; 393 852)
              UIView "box" frame = (16 111; 100 40); in window = (16 111; 100 40)

            """)
        // The same in JSON.
        #expect(ScreenJSONFormat.write(try run.screenDump()) == """
            {
              "screen": {"width": 393, "height": 852},
              "scale": 3,
              "bars": [
                {"name": "statusBar", "frame": {"x": 0, "y": 0, "width": 393, "height": 54}},
                {"name": "navigationBar", "frame": {"x": 0, "y": 59, "width": 393, "height": 44}, "title": "Notes"},
                {"name": "homeIndicator", "frame": {"x": 0, "y": 818, "width": 393, "height": 34}}
              ],
              "guides": [
                {"name": "safeAreaLayoutGuide", "frame": {"x": 0, "y": 103, "width": 393, "height": 715}},
                {"name": "layoutMarginsGuide", "frame": {"x": 16, "y": 103, "width": 361, "height": 715}},
                {"name": "readableContentGuide", "frame": {"x": 16, "y": 103, "width": 361, "height": 715}},
                {"name": "keyboardLayoutGuide", "frame": {"x": 0, "y": 818, "width": 393, "height": 34}}
              ],
              "view": {"class": "UIView",
                "frame": {"x": 0, "y": 0, "width": 393, "height": 852},
                "frameInWindow": {"x": 0, "y": 0, "width": 393, "height": 852},
                "visible": true,
                "subviews": [
                  {"class": "UIView",
                    "name": "box",
                    "frame": {"x": 16, "y": 111, "width": 100, "height": 40},
                    "frameInWindow": {"x": 16, "y": 111, "width": 100, "height": 40},
                    "visible": true,
                    "subviews": []}
                ]}
            }

            """)
        #expect(run.warningLog == "")
    }

    @Test("A collection view in a navigation and a tab bar controller: adjusted 103 / 83, cells in the 16-pt margins")
    func collectionViewInContainersDump() throws {
        let text = Self.gridScreen(items: 40) { vc in
            """
            local other = L.viewController{ title = "Other", tabBarItem = { title = "More" }, view = function() end }
            return L.tabBarController{ viewControllers = { L.navigationController{ rootViewController = \(vc) }, other } }
            """
        }
        let run = try scratch.runScreen("tabs.lua", text)
        let lines = ScreenTextFormat.write(try run.screenDump()).split(separator: "\n").map(String.init)
        // Tab bar 49 + 34 = 83 at 769, the selected tab in brackets (its tabBarItem title wins over the title);
        // the safe area 103…769; the keyboard guide, hidden, is the 83-pt bottom strip. The collection view fills
        // the screen, its inset adjusted by its safe area (103 top, 83 bottom), resting at −103; 40 cells in rows
        // of 50: 1000 high; each cell (393 − 32) / 2 = 180.333 wide from x = 16.
        #expect(Array(lines.prefix(16)) == [
            "# Tessera screen dump",
            "screen = (393 852); scale = 3",
            "statusBar frame = (0 0; 393 54)",
            "navigationBar frame = (0 59; 393 44); title = \"Grid\"",
            "tabBar frame = (0 769; 393 83); title = \"[Grid] | More\"",
            "homeIndicator frame = (0 818; 393 34)",
            "safeAreaLayoutGuide frame = (0 103; 393 666)",
            "layoutMarginsGuide frame = (16 103; 361 666)",
            "readableContentGuide frame = (16 103; 361 666)",
            "keyboardLayoutGuide frame = (0 769; 393 83)",
            "UIView frame = (0 0; 393 852)",
            "  UICollectionView frame = (0 0; 393 852); in window = (0 0; 393 852); contentSize = (393 1000); "
                + "adjustedContentInset = (103 0 83 0); contentOffset = (0 -103)",
            "    cell [0, 0] frame = (16 0; 180.333 50); zIndex = 0",
            "    cell [0, 1] frame = (196.333 0; 180.333 50); zIndex = 0",
            "    cell [0, 2] frame = (16 50; 180.333 50); zIndex = 0",
            "    cell [0, 3] frame = (196.333 50; 180.333 50); zIndex = 0",
        ])
    }

    @Test("A bare layout keeps its frame dump; the same layout in a full-screen collection view gives the same cells",
          arguments: [("iphone-15-pro", DevicePreset.Orientation.portrait), ("iphone-15-pro", .landscape),
                      ("iphone-se-3", .portrait), ("ipad-air-11", .landscape)])
    func bareLayoutEquivalence(device: String, orientation: DevicePreset.Orientation) throws {
        let bare = try scratch.loadLua("bare.lua", Self.grid(items: 6) + "\nreturn layout\n", device: device,
                                       orientation: orientation)
        #expect(bare.script.isScreen == false)
        let preset = try #require(DevicePreset.named(device))
        let bareRun = try Run(bare, options: RunOptions(device: RunDevice(preset: preset, orientation: orientation)))
        let screen = try scratch.runScreen("screen.lua", Self.gridScreen(items: 6), device: device, orientation: orientation)
        let cells = try #require(screen.collectionView).run
        #expect(try cells.frameDump().elements.map(\.frame) == bareRun.frameDump().elements.map(\.frame))
        if device == "iphone-15-pro" {
            // The bare dump as today: the margins 16 (portrait) or 59 + 16 = 75 (landscape) each side.
            // (393 − 32) / 2 = 180.333; (852 − 150) / 2 = 351.
            let first = orientation == .portrait ? "(16 0; 180.333 50)" : "(75 0; 351 50)"
            let text = TextDumpFormat.write(try bareRun.frameDump())
            #expect(text.contains("\ncell [0, 0] frame = \(first); zIndex = 0\n"))
        }
    }

    /// A scroll view filling a bare view controller: content pinned by its edges to the scroll view's own anchors,
    /// 2000 high and as wide as the scroll view; a 40-pt badge 10 in from the frame guide's top trailing corner.
    static let scrolling = """
        local L = require "tessera"
        return L.viewController{ title = "Scroll", view = function(view)
          local scroll = L.scrollView{ accessibilityIdentifier = "scroll", translatesAutoresizingMaskIntoConstraints = false }
          view:addSubview(scroll)
          scroll:pinEdges(view)
          local content = L.view{ accessibilityIdentifier = "content", translatesAutoresizingMaskIntoConstraints = false }
          scroll:addSubview(content)
          content:pinEdges(scroll)
          local badge = L.view{ accessibilityIdentifier = "badge", translatesAutoresizingMaskIntoConstraints = false }
          scroll:addSubview(badge)
          L.activate{
            content.widthAnchor:constraint{ equalTo = scroll.widthAnchor },
            content.heightAnchor:constraint{ equalToConstant = 2000 },
            badge.topAnchor:constraint{ equalTo = scroll.frameLayoutGuide.topAnchor, constant = 10 },
            badge.trailingAnchor:constraint{ equalTo = scroll.frameLayoutGuide.trailingAnchor, constant = -10 },
            badge.widthAnchor:constraint{ equalToConstant = 40 },
            badge.heightAnchor:constraint{ equalToConstant = 40 },
          }
        end }
        """

    @Test("A scroll view from Lua: edges to the content, width to the frame, a badge on the frame guide, at rest and scrolled (§9)")
    func scrollViewDump() throws {
        // Content 393 × 2000 (edges to the content, width to the frame); taller than 852 with no container: the
        // inset adjusted vertically by the safe area, 59 / 34, resting at −59. The badge stays 10 below the screen's
        // top: in the scroll view's coordinates at the offset + 10.
        let rest = try scratch.runScreen("scroll.lua", Self.scrolling)
        let lines = ScreenTextFormat.write(try rest.screenDump()).split(separator: "\n").map(String.init)
        #expect(Array(lines.suffix(3)) == [
            "  UIScrollView \"scroll\" frame = (0 0; 393 852); in window = (0 0; 393 852); contentSize = (393 2000); "
                + "adjustedContentInset = (59 0 34 0); contentOffset = (0 -59)",
            "    UIView \"content\" frame = (0 0; 393 2000); in window = (0 59; 393 2000)",
            "    UIView \"badge\" frame = (343 -49; 40 40); in window = (343 10; 40 40)",
        ])
        let path = try scratch.write("scrolled.lua", Self.scrolling)
        let device = RunDevice(preset: try #require(DevicePreset.named("iphone-15-pro")))
        let source = try #require(try SourceLoader.load(ScriptOptions(script: path, displayScale: 3)) as? LuaLayoutSource)
        let scrolled = try ScreenRun(source, options: RunOptions(device: device, contentOffset: 300))
        let scrolledLines = ScreenTextFormat.write(try scrolled.screenDump()).split(separator: "\n").map(String.init)
        #expect(Array(scrolledLines.suffix(2)) == [
            "    UIView \"content\" frame = (0 0; 393 2000); in window = (0 -300; 393 2000)",
            "    UIView \"badge\" frame = (343 310; 40 40); in window = (343 10; 40 40)",
        ])
    }

    @Test("The keyboard and readable options reach the screen; an unknown readable width names the constraint's line")
    func screenOptions() throws {
        let text = """
            local L = require "tessera"
            return L.viewController{ view = function(view)
              local box = L.view{ accessibilityIdentifier = "box", translatesAutoresizingMaskIntoConstraints = false }
              view:addSubview(box)
              L.activate{
                box.topAnchor:constraint{ equalTo = view.safeAreaLayoutGuide.topAnchor },
                box.bottomAnchor:constraint{ equalTo = view.keyboardLayoutGuide.topAnchor },
                box.leadingAnchor:constraint{ equalTo = view.readableContentGuide.leadingAnchor },
                box.trailingAnchor:constraint{ equalTo = view.readableContentGuide.trailingAnchor },
              }
            end }
            """
        // SE portrait, keyboard shown: 20 down to 667 − 260 = 407; the readable guide is the margins guide.
        let se = try scratch.runScreen("se.lua", text, device: "iphone-se-3", screenOptions: ScreenOptions(keyboard: .shown))
        let box = try #require(se.screenDump().views.last)
        #expect(box.frame == Rect(x: 16, y: 20, width: 343, height: 387))
        // iPad Air 11 landscape: 672 centred in 20…1160, from 24 down to the 20-pt strip at 800.
        let pad = try scratch.runScreen("pad.lua", text, device: "ipad-air-11", orientation: .landscape)
        #expect(try #require(pad.screenDump().views.last).frame == Rect(x: 254, y: 24, width: 672, height: 776))
        // Extra large text on that iPad: the width is unknown, at the line of the first constraint using it.
        let path = try scratch.write("xl.lua", text)
        let preset = try #require(DevicePreset.named("ipad-air-11"))
        let device = RunDevice(preset: preset, orientation: .landscape, contentSizeCategory: .extraLarge)
        let source = try #require(try SourceLoader.load(ScriptOptions(script: path, displayScale: 2)) as? LuaLayoutSource)
        let error = #expect(throws: ScriptError.self) { try ScreenRun(source, options: RunOptions(device: device)) }
        #expect(error?.description == "\(path):8: the readable content guide's width at this text size is unknown "
            + "(uikit-autolayout.md §8.3): give it with --readable-width")
        let given = try ScreenRun(source, options: RunOptions(device: device), screenOptions: ScreenOptions(readableWidth: 800))
        #expect(try #require(given.screenDump().views.last).frame == Rect(x: 190, y: 24, width: 800, height: 776))
    }

    @Test("The dump tells a hidden view, a view inside it and a view off the screen apart")
    func hiddenAndOffscreen() throws {
        let text = Self.inController("""
            local box = L.view{ accessibilityIdentifier = "box", isHidden = true, translatesAutoresizingMaskIntoConstraints = false }
            view:addSubview(box)
            local inner = L.view{ accessibilityIdentifier = "inner", translatesAutoresizingMaskIntoConstraints = false }
            box:addSubview(inner)
            local far = L.view{ accessibilityIdentifier = "far", translatesAutoresizingMaskIntoConstraints = false }
            view:addSubview(far)
            box:pinEdges(view.safeAreaLayoutGuide)
            inner:pinEdges(box)
            L.activate{
              far.topAnchor:constraint{ equalTo = view.bottomAnchor, constant = 10 },
              far.leadingAnchor:constraint{ equalTo = view.leadingAnchor },
              far.widthAnchor:constraint{ equalToConstant = 10 },
              far.heightAnchor:constraint{ equalToConstant = 10 },
            }
            """)
        let run = try scratch.runScreen("hidden.lua", text)
        let lines = ScreenTextFormat.write(try run.screenDump()).split(separator: "\n").map(String.init)
        // The safe area 59…818 (759 high); `far` 10 below the screen's 852-pt bottom.
        #expect(Array(lines.suffix(3)) == [
            "  UIView \"box\" frame = (0 59; 393 759); in window = (0 59; 393 759); hidden",
            "    UIView \"inner\" frame = (0 0; 393 759); in window = (0 59; 393 759); in a hidden view",
            "  UIView \"far\" frame = (0 862; 10 10); in window = (0 862; 10 10); offscreen",
        ])
        #expect(run.layout.isVisible == [true, false, false, false])
    }

    @Test("An added layout guide spaces two views from Lua and is dumped with the guides")
    func layoutGuideSpacer() throws {
        let text = Self.inController("""
            local a = L.view{ accessibilityIdentifier = "a", translatesAutoresizingMaskIntoConstraints = false }
            local b = L.view{ accessibilityIdentifier = "b", translatesAutoresizingMaskIntoConstraints = false }
            view:addSubview(a)
            view:addSubview(b)
            local spacer = L.layoutGuide{ identifier = "spacer" }
            view:addLayoutGuide(spacer)
            L.activate{
              a.topAnchor:constraint{ equalTo = view.safeAreaLayoutGuide.topAnchor },
              a.leadingAnchor:constraint{ equalTo = view.layoutMarginsGuide.leadingAnchor },
              a.widthAnchor:constraint{ equalToConstant = 100 },
              a.heightAnchor:constraint{ equalToConstant = 50 },
              spacer.leadingAnchor:constraint{ equalTo = a.trailingAnchor },
              spacer.widthAnchor:constraint{ equalToConstant = 40 },
              spacer.topAnchor:constraint{ equalTo = a.topAnchor },
              spacer.heightAnchor:constraint{ equalTo = a.heightAnchor },
              b.leadingAnchor:constraint{ equalTo = spacer.trailingAnchor },
              b.topAnchor:constraint{ equalTo = a.topAnchor },
              b.widthAnchor:constraint{ equalTo = a.widthAnchor },
              b.heightAnchor:constraint{ equalTo = a.heightAnchor },
            }
            """)
        let run = try scratch.runScreen("spacer.lua", text, device: "iphone-se-3")
        let lines = ScreenTextFormat.write(try run.screenDump()).split(separator: "\n").map(String.init)
        // SE: safe area from 20, margins 16: a 16…116, the spacer 116…156, b 156…256, all 20…70.
        #expect(lines.contains("UILayoutGuide \"spacer\" frame = (116 20; 40 50)"))
        #expect(Array(lines.suffix(2)) == [
            "  UIView \"a\" frame = (16 20; 100 50); in window = (16 20; 100 50)",
            "  UIView \"b\" frame = (156 20; 100 50); in window = (156 20; 100 50)",
        ])
        #expect(run.warningLog == "")
    }

    /// The first line of the error `body` makes, run as a screen.
    private func screenError(_ name: String, _ body: String) throws -> String {
        do {
            _ = try scratch.runScreen(name, body)
        } catch let error as ScriptError {
            return String(error.description.split(separator: "\n").first ?? "")
        }
        Issue.record("\(name) ran without an error")
        return ""
    }

    static func inController(_ lines: String) -> String {
        """
        local L = require "tessera"
        return L.viewController{ view = function(view)
        \(lines)
        end }
        """
    }

    @Test("A constraint to a view or guide outside the screen's tree: no common ancestor, at the activate line")
    func outsideHierarchy() throws {
        let stray = Self.inController("""
            local box = L.view{ translatesAutoresizingMaskIntoConstraints = false }
            local stray = L.view{}
            view:addSubview(box)
            L.activate{ box.topAnchor:constraint{ equalTo = stray.bottomAnchor } }
            """)
        let message = try screenError("stray.lua", stray)
        #expect(message.hasPrefix("\(scratch.path)/stray.lua:6: Unable to activate constraint with anchors "))
        #expect(message.hasSuffix("because they have no common ancestor.  Does the constraint or its anchors reference "
                                  + "items in different view hierarchies?  That's illegal."))
        #expect(message.contains(#""UIView:"#) && message.contains(".bottom\">"))
        let guide = Self.inController("""
            local box = L.view{ translatesAutoresizingMaskIntoConstraints = false }
            local other = L.view{}
            view:addSubview(box)
            L.activate{ box.topAnchor:constraint{ equalTo = other.safeAreaLayoutGuide.topAnchor } }
            """)
        let guideMessage = try screenError("guide.lua", guide)
        #expect(guideMessage.hasPrefix("\(scratch.path)/guide.lua:6: Unable to activate constraint with anchors "))
        #expect(guideMessage.contains("'UIViewSafeAreaLayoutGuide'.top\">"))
    }

    @Test("Screens that cannot be made: each error names its line and what was expected")
    func badScreens() throws {
        let path = scratch.path
        #expect(try screenError("nolayout.lua", Self.inController("local cv = L.collectionView{}\nview:addSubview(cv)"))
            == "\(path)/nolayout.lua:3: collectionView needs layout = L.layout{…} (UICollectionView(frame:collectionViewLayout:))")
        #expect(try screenError("content.lua", Self.inController("""
            local box = L.view{ translatesAutoresizingMaskIntoConstraints = false }
            view:addSubview(box)
            L.activate{ box.topAnchor:constraint{ equalTo = view.contentLayoutGuide.topAnchor } }
            """)) == "\(path)/content.lua:5: UIView has no 'contentLayoutGuide': only a scroll view (L.scrollView, "
            + "L.collectionView) has one")
        #expect(try screenError("spacer.lua", Self.inController("""
            local spacer = L.layoutGuide{ identifier = "spacer" }
            L.activate{ spacer.topAnchor:constraint{ equalTo = view.topAnchor } }
            """)) == "\(path)/spacer.lua:4: the layout guide 'spacer' is in no view: add it first (view:addLayoutGuide(guide))")
        let two = Self.grid(items: 2) + "\n" + """
            return L.viewController{ view = function(view)
              view:addSubview(L.collectionView{ layout = layout })
              view:addSubview(L.collectionView{ layout = layout })
            end }
            """
        #expect(try screenError("two.lua", two) == "\(path)/two.lua:8: a second collection view: Tessera lays out one "
            + "collection view per screen (the first is at \(path)/two.lua:7)")
    }

    @Test("Controllers that cannot be made fail when the script runs: no root view controller, selectedIndex out of range")
    func badControllers() throws {
        func loadError(_ name: String, _ text: String) throws -> String {
            do {
                _ = try scratch.loadLua(name, text)
            } catch let error as ScriptError {
                return String(error.description.split(separator: "\n").first ?? "")
            }
            Issue.record("\(name) loaded without an error")
            return ""
        }
        #expect(try loadError("nav.lua", "local L = require \"tessera\"\nreturn L.navigationController{ prefersLargeTitles = true }\n")
            == "\(scratch.path)/nav.lua:2: navigationController needs rootViewController = L.viewController{…} "
            + "(UINavigationController(rootViewController:))")
        let tabs = """
            local L = require "tessera"
            local a = L.viewController{ title = "A", view = function() end }
            local b = L.viewController{ title = "B", view = function() end }
            return L.tabBarController{ viewControllers = { a, b }, selectedIndex = 2 }
            """
        #expect(try loadError("tabs.lua", tabs)
            == "\(scratch.path)/tabs.lua:4: bad field 'selectedIndex' in tabBarController (0 to 1 expected, got 2)")
    }
}
