// L.label{ attributedText = … } in a Lua screen: runs of different fonts measured as Swift's NSAttributedString is.

import Foundation
import Testing
import TesseraLayout
import TesseraRun
import TesseraScript
import TesseraTestSupport
import TesseraViews

@Suite("Screens · attributed labels from Lua")
struct AttributedLabelRunTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    static func screen(_ label: String) -> String {
        """
        local L = require "tessera"
        return L.viewController{ view = function(view)
          local label = L.label{ accessibilityIdentifier = "count", translatesAutoresizingMaskIntoConstraints = false, \(label) }
          view:addSubview(label)
          L.activate{ label.topAnchor:constraint{ equalTo = view.topAnchor, constant = 100 },
                      label.leftAnchor:constraint{ equalTo = view.leftAnchor } }
        end }
        """
    }

    @Test("the digits at 25 pt and 회 at 14 pt: 44 × 30 at @3x, as seed 004's Swift count label")
    func runsOfTwoFonts() throws {
        let run = try scratch.runScreen("count.lua", Self.screen(
            "attributedText = { {text = \"50\", font = L.font.system(25)}, {text = \"회\", font = L.font.system(14)} }"))
        #expect(run.layout.views.frames[1] == Rect(x: 0, y: 100, width: 44, height: 30))
        // One font for all of it: the 25-pt 회 falls back to a taller CJK face.
        let plain = try scratch.runScreen("plain.lua", Self.screen("text = \"50회\", font = L.font.system(25)"))
        #expect(plain.layout.views.frames[1].height > 36)
    }

    @Test("a run without a font takes the label's (the body style), the first run's font is the label's")
    func runWithoutAFont() throws {
        let run = try scratch.runScreen("mixed.lua", Self.screen(
            "attributedText = { {text = \"a\", font = L.font.system(10)}, {text = \"B\"} }"))
        // B at the 17-pt body font: the line is 17-pt SF Pro's 20.287, 20.333 at @3x.
        #expect(abs(run.layout.views.frames[1].height - 61.0 / 3) < 1e-9)
    }

    @Test("text and attributedText together, or a run that is not a table, are errors naming the line")
    func mistakes() throws {
        let both = try #require(throws: ScriptError.self) {
            try scratch.runScreen("both.lua", Self.screen("text = \"x\", attributedText = { {text = \"y\"} }"))
        }
        #expect("\(both)".contains("both.lua:3:"))
        #expect("\(both)".contains("label: give text or attributedText, not both"))
        let bad = try #require(throws: ScriptError.self) {
            try scratch.runScreen("bad.lua", Self.screen("attributedText = { \"y\" }"))
        }
        #expect("\(bad)".contains("bad.lua:3:"))
        #expect("\(bad)".contains("attributedText[1]"))
    }
}
