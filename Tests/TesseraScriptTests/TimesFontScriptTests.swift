// Lua's L.font.named given the system font's private name (".SFUI-Regular") gives Times New Roman, with a warning.

import Foundation
import Testing
import TesseraTestSupport
import TesseraLayout
import TesseraScript

@Suite("Times New Roman for the system font's private names")
struct TimesFontScriptTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    /// Rows estimated at 44 pt whose cell is a view holding one label `text` at the top leading corner, its font
    /// set as the seed's `createLabel` does (`UIFont(name: label.font!.fontName, size: 36)`): `fontLine` runs on
    /// line 9 with `label` in scope; the cell is as tall as the label.
    private func labelRows(_ fontLine: String, text: String = "is") -> String {
        """
        local L = require "tessera"
        local size = { width = L.fractionalWidth(1), height = L.estimated(44) }
        local section = L.section {
          group = L.group.horizontal { size = size, subitems = { L.item { size = size } } },
          cell = function()
            local content = L.view {}
            local label = L.label { text = "\(text)", translatesAutoresizingMaskIntoConstraints = false }
            content:addSubview(label)
            \(fontLine)
            L.activate {
              label.topAnchor:constraint { equalTo = content.topAnchor },
              label.leadingAnchor:constraint { equalTo = content.leadingAnchor },
              content.bottomAnchor:constraint { equalTo = label.bottomAnchor },
            }
            return content
          end,
        }
        return L.layout { sections = { { section = section, count = 2 } } }
        """
    }

    /// Runs `text` on `device` (its display scale given to the script) and measures every cell.
    private func simulate(_ text: String, on device: String, scale: Double) throws -> (LayoutScript, SolvedLayout) {
        let file = try scratch.write("times.lua", text)
        let loaded = try LayoutScript(ScriptOptions(script: file, displayScale: scale))
        let simulation = try CollectionViewSimulation(layout: loaded.layout, itemCounts: loaded.itemCounts,
                                                      geometry: ScriptTests.geometry(device),
                                                      measurer: ScriptMeasurer(script: loaded))
        try simulation.measureEverything()
        return (loaded, simulation.solved)
    }

    @Test("A label whose font is named by the system font's fontName at 36 pt is one line of Times New Roman 36")
    func labelAtTimes36() throws {
        // Times New Roman's line at 36 pt: (ascender 1825 + descender 443 + line gap 87) / 2048 × 36 = 41.396484375 pt,
        // rounded up to a device pixel: 124.19 px → 125 px = 41.667 pt at @3x, 82.79 px → 83 px = 41.5 pt at @2x.
        // The system font's would be 2444 / 2048 × 36 = 42.9609375 → 43 pt at @3x and @2x.
        let times = labelRows("label.font = L.font.named(label.font.fontName, 36)")
        let system = labelRows("label.font = L.font.system(36)")
        for (device, width, scale, height) in [("iphone-15", 393.0, 3.0, 125.0 / 3), ("iphone-se-3", 375.0, 2.0, 41.5)] {
            let (loaded, solved) = try simulate(times, on: device, scale: scale)
            expectFrame(solved.cell(0, 0), ScriptTests.rect(0, 0, width, height), "@\(scale)x")
            expectFrame(solved.cell(0, 1), ScriptTests.rect(0, height, width, height), "@\(scale)x")
            #expect(loaded.warnings.count == 1)
            let (_, systemSolved) = try simulate(system, on: device, scale: scale)
            expectFrame(systemSolved.cell(0, 0), ScriptTests.rect(0, 0, width, 43), "@\(scale)x")
        }
    }

    @Test("Times 36 has Times New Roman's advances, not the system font's")
    func widthsDiffer() throws {
        // Liberation Serif's advances (Times New Roman's): "is" = i 569 + s 797 = 1366 units → 1366 / 2048 × 36 =
        // 24.01171875 pt → 24.5 at @2x; "degrees Fahrenheit" = 15524 units → 272.8828125 pt → 273 at @2x.
        let prelude = "local times = L.font.named(L.font.system(17).fontName, 36)"
        #expect(try scratch.probe("L.text.size{ text = 'is', font = times }.rawWidth", prelude: prelude) == "24.01171875")
        #expect(try scratch.probe("L.text.size{ text = 'is', font = times }.width", prelude: prelude) == "24.5")
        #expect(try scratch.probe("L.text.size{ text = 'degrees Fahrenheit', font = times }.width", prelude: prelude)
                == "273.0")
        let system = try #require(try scratch.probe("L.text.size{ text = 'degrees Fahrenheit', font = L.font.system(36) }.width"))
        #expect(system != "273.0")
        #expect(try scratch.probe("L.text.size{ text = 'is', font = L.font.system(36) }.height") == "43.0")
    }

    @Test("fontName: the system font's private names, by weight; a named font's own name")
    func fontNames() throws {
        #expect(try scratch.probe("L.font.system(17).fontName") == ".SFUI-Regular")
        #expect(try scratch.probe("L.font.system(17, 'semibold').fontName") == ".SFUI-Semibold")
        #expect(try scratch.probe("L.font.preferred('headline').fontName") == ".SFUI-Semibold")
        #expect(try scratch.probe("L.font.preferred('body').fontName") == ".SFUI-Regular")
        #expect(try scratch.probe("L.label{ text = 'x' }.font.fontName") == ".SFUI-Regular")
        #expect(try scratch.probe("L.textField{ placeholder = 'VALUE' }.font.fontName") == ".SFUI-Regular")
        #expect(try scratch.probe("L.font.named('Inter', 12).fontName") == "Inter")
    }

    @Test("The warning names the line, the size, CoreText's message and the fix, once per name")
    func warningOncePerName() throws {
        let loaded = try scratch.run("warn.lua", """
            local L = require "tessera"
            local a = L.font.named(".SFUI-Regular", 36)
            local b = L.font.named(".SFUI-Regular", 70)
            local c = L.font.named(".SFUIDisplay-Bold", 20.5)
            local d = L.font.named("Times New Roman", 36)
            local e = L.font.named("Inter", 36)
            \(rowsLayout)
            return rows(1)
            """)
        let file = (scratch.path as NSString).appendingPathComponent("warn.lua")
        #expect(loaded.warnings == [
            "\(file):2: L.font.named(\".SFUI-Regular\", 36) gives Times New Roman on iOS 13 and later (CoreText: "
                + "\"Client requested name .SFUI-Regular, it will get TimesNewRomanPSMT\"); use L.font.system(36) for "
                + "the system font",
            "\(file):4: L.font.named(\".SFUIDisplay-Bold\", 20.5) gives Times New Roman on iOS 13 and later (CoreText: "
                + "\"Client requested name .SFUIDisplay-Bold, it will get TimesNewRomanPS-BoldMT\"); use "
                + "L.font.system(20.5) for the system font",
        ])
    }
}
