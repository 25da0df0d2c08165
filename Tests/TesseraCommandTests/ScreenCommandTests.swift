// `tessera run` on a screen script (issue 21): what it prints, its exit codes, and the options that are not for it.

import Foundation
import Testing

@Suite("tessera run on screens")
struct ScreenCommandTests {
    /// A 100 × 40 box at the safe area's top leading corner of a bare view controller.
    static let screen = """
        local L = require "tessera"
        return L.viewController{ title = "Box", view = function(view)
          local box = L.view{ accessibilityIdentifier = "box", translatesAutoresizingMaskIntoConstraints = false }
          view:addSubview(box)
          L.activate{
            box.topAnchor:constraint{ equalTo = view.safeAreaLayoutGuide.topAnchor },
            box.leadingAnchor:constraint{ equalTo = view.safeAreaLayoutGuide.leadingAnchor },
            box.widthAnchor:constraint{ equalToConstant = 100 },
            box.bottomAnchor:constraint{ equalTo = view.keyboardLayoutGuide.topAnchor },
          }
        end }

        """

    @Test("A screen prints its dump and exits 0; --keyboard on an SE moves the keyboard guide to 407 (§8.4)")
    func screenRuns() throws {
        let workspace = try Workspace()
        try workspace.write("screen.lua", Self.screen)
        let run = try workspace.tessera(["run", "screen.lua", "--device", "iphone-se-3"])
        #expect(run.status == 0, "\(run.stderr)")
        // SE portrait: safe area from 20, keyboard hidden: the guide 0 high at 667.
        #expect(run.lines.contains("  UIView \"box\" frame = (0 20; 100 647); in window = (0 20; 100 647)"), "\(run.stdout)")
        let keyboard = try workspace.tessera(["run", "screen.lua", "--device", "iphone-se-3", "--keyboard"])
        #expect(keyboard.status == 0, "\(keyboard.stderr)")
        // 667 − 260 = 407; 407 − 20 = 387.
        #expect(keyboard.lines.contains("keyboard frame = (0 407; 375 260)"), "\(keyboard.stdout)")
        #expect(keyboard.lines.contains("  UIView \"box\" frame = (0 20; 100 387); in window = (0 20; 100 387)"))
    }

    @Test("A bad screen exits 2 and writes nothing with --output")
    func badScreenWritesNothing() throws {
        let workspace = try Workspace()
        try workspace.write("bad.lua", """
            local L = require "tessera"
            return L.viewController{ view = function(view)
              view:addSubview(L.collectionView{})
            end }

            """)
        let run = try workspace.tessera(["run", "bad.lua", "--output", "out.txt"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("bad.lua:3: collectionView needs layout = L.layout{…} (UICollectionView(frame:collectionViewLayout:))"),
                "\(run.stderr)")
        #expect(!workspace.exists("out.txt"))
        #expect(run.stdout == "")
    }

    @Test("--keyboard-height without --keyboard is a usage error")
    func keyboardHeightNeedsKeyboard() throws {
        let workspace = try Workspace()
        try workspace.write("screen.lua", Self.screen)
        let run = try workspace.tessera(["run", "screen.lua", "--keyboard-height", "300"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: --keyboard-height needs --keyboard\n"), "\(run.stderr)")
        #expect(run.stdout == "")
    }

    @Test("--width with a screen is an error: a screen is the device's size")
    func widthWithScreen() throws {
        let workspace = try Workspace()
        try workspace.write("screen.lua", Self.screen)
        let run = try workspace.tessera(["run", "screen.lua", "--width", "300", "--output", "out.txt"])
        #expect(run.status == 2)
        #expect(run.stderr == "--width and --height are for layouts: a screen is the device's size (choose another --device)\n")
        #expect(!workspace.exists("out.txt"))
    }

    @Test("A keyboard whose height §8.4 does not know is bad input (exit 2), and --keyboard-height gives it")
    func keyboardHeightUnknown() throws {
        let workspace = try Workspace()
        try workspace.write("screen.lua", Self.screen)
        let run = try workspace.tessera(["run", "screen.lua", "--keyboard", "--orientation", "landscape", "--output", "out.txt"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("the keyboard's height on iphone-15-pro in landscape is unknown (uikit-autolayout.md §8.4): "
                                    + "give it with --keyboard-height"), "\(run.stderr)")
        #expect(!workspace.exists("out.txt"))
        let given = try workspace.tessera(["run", "screen.lua", "--keyboard", "--keyboard-height", "200", "--orientation", "landscape"])
        #expect(given.status == 0, "\(given.stderr)")
        // 393 − 200 = 193: the keyboard and the box's bottom; landscape safe area leading 59, top 0.
        #expect(given.lines.contains("keyboard frame = (0 193; 852 200)"), "\(given.stdout)")
        #expect(given.lines.contains("  UIView \"box\" frame = (59 0; 100 193); in window = (59 0; 100 193)"))
    }

    @Test("Screen options on a layout script are a usage error")
    func screenOptionsOnLayout() throws {
        let workspace = try Workspace()
        try workspace.write("layout.lua", Workspace.script())
        let run = try workspace.tessera(["run", "layout.lua", "--keyboard"])
        #expect(run.status == 2)
        #expect(run.stderr == "--keyboard and --readable-width are for screens (a script returning L.viewController{…})\n")
    }
}
