// A screen run's layout report: solved with the guides the screen settled on, it gives the layout's frames.

import Testing
import TesseraLayout
import TesseraRun
import TesseraScript
import TesseraTestSupport
import TesseraViews

@Suite("Screen runs · layout report")
struct ScreenRunReportTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    /// A tab and navigation controller around a scroll view whose stack hangs on its content guide, and a label
    /// pinned to the stack's safe area (its safe area is derived from its frame: a second solve).
    private static let screen = """
        local L = require "tessera"
        local vc = L.viewController{
          title = "Detail",
          view = function(view)
            local scroll = L.scrollView{ translatesAutoresizingMaskIntoConstraints = false }
            view:addSubview(scroll)
            scroll:pinEdges(view)
            local stack = L.stack{ axis = "vertical", spacing = 8, translatesAutoresizingMaskIntoConstraints = false }
            scroll:addSubview(stack)
            for i = 1, 3 do stack:addArrangedSubview(L.label{ text = "Row " .. i }) end
            local note = L.label{ text = "Note", accessibilityIdentifier = "note", translatesAutoresizingMaskIntoConstraints = false }
            view:addSubview(note)
            L.activate{
              stack.topAnchor:constraint{ equalTo = scroll.contentLayoutGuide.topAnchor },
              stack.bottomAnchor:constraint{ equalTo = scroll.contentLayoutGuide.bottomAnchor },
              stack.leadingAnchor:constraint{ equalTo = scroll.contentLayoutGuide.leadingAnchor, constant = 16 },
              stack.widthAnchor:constraint{ equalTo = scroll.frameLayoutGuide.widthAnchor, constant = -32 },
              note.bottomAnchor:constraint{ equalTo = view.safeAreaLayoutGuide.bottomAnchor, constant = -8 },
              note.trailingAnchor:constraint{ equalTo = view.layoutMarginsGuide.trailingAnchor },
            }
          end,
        }
        return L.tabBarController{ viewControllers = { L.navigationController{ rootViewController = vc } } }
        """

    @Test("The report's frames, rounded to pixels, are the screen layout's; the note hangs on the safe area")
    func reportMatchesLayout() throws {
        let path = try scratch.write("screen.lua", Self.screen)
        let device = RunDevice(preset: try #require(DevicePreset.named("iphone-15-pro")))
        let source = try #require(try SourceLoader.load(ScriptOptions(script: path, displayScale: device.displayScale)) as? LuaLayoutSource)
        let run = try ScreenRun(source, options: RunOptions(device: device))
        let report = try run.layoutReport()
        let grid = PixelGrid(scale: 3)
        let rounded = report.frames.map { frame in
            Rect(x: grid.round(frame.minX), y: grid.round(frame.minY),
                 width: grid.round(frame.maxX) - grid.round(frame.minX), height: grid.round(frame.maxY) - grid.round(frame.minY))
        }
        #expect(rounded == run.layout.views.frames)
        let note = try run.screen.hierarchy.view(named: "note")
        // The safe area's bottom is the tab bar's top (852 − 83 = 769): the note's bottom is 8 above it.
        #expect(run.layout.views.frames[note].maxY == 761)
        let bottom = try #require(report.constraintsAffecting(view: note, axis: .vertical).first { !$0.constraint.origin.isSystem })
        #expect(bottom.state == .satisfied)
        #expect(bottom.summary == "note.bottom == UILayoutGuide:0x6000037002a0'UIViewSafeAreaLayoutGuide'.bottom - 8")
        #expect(report.conflicts.isEmpty)
        #expect(report.entries.filter(\.isBroken).isEmpty)
    }
}
