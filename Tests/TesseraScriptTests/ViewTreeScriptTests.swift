// Cells built from views and constraints in Lua: how they size, what UIKit's checks refuse, what is logged.

import Foundation
import Testing
import TesseraTestSupport
import TesseraLayout
import TesseraScript

@Suite("View trees from scripts")
struct ViewTreeScriptTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder() }

    /// A list of full-width rows estimated at 44 pt whose `cell` function is `body` (it builds the tree from
    /// `row`, a record of `rows`); `body` starts on line 6.
    private func list(_ body: String, rows: String = "{}, {}") -> String {
        """
        local L = require "tessera"
        local size = { width = L.fractionalWidth(1), height = L.estimated(44) }
        local section = L.section {
          group = L.group.horizontal { size = size, subitems = { L.item { size = size } } },
          cell = function(row)
        \(body)
          end,
        }
        return L.layout { sections = { { section = section, items = { \(rows) } } } }
        """
    }

    /// Runs `text` and measures every cell on an iPhone SE (375 × 667 at 2x).
    private func simulate(_ text: String, strict: Bool = false) throws -> (LayoutScript, CollectionViewSimulation) {
        let file = try scratch.write("cells.lua", text)
        var options = ScriptOptions(script: file)
        options.strictConstraints = strict
        let loaded = try LayoutScript(options)
        let simulation = try CollectionViewSimulation(layout: loaded.layout, itemCounts: loaded.itemCounts,
                                                      geometry: ScriptTests.geometry("iphone-se-3"),
                                                      measurer: ScriptMeasurer(script: loaded))
        try simulation.measureEverything()
        return (loaded, simulation)
    }

    /// The message measuring fails with.
    private func failure(_ text: String, strict: Bool = false) -> String? {
        do {
            _ = try simulate(text, strict: strict)
        } catch let error as MeasurementError {
            return error.message
        } catch {
            return "\(error)"
        }
        return nil
    }

    @Test("A cell of an avatar and a switch is as tall as its constraints make it: 12 + 40 + 12")
    func constraintsSizeTheCell() throws {
        let body = """
              local content = L.view {}
              local avatar = L.imageView { image = { width = 40, height = 40 }, translatesAutoresizingMaskIntoConstraints = false }
              local toggle = L.switch { translatesAutoresizingMaskIntoConstraints = false }
              content:addSubview(avatar)
              content:addSubview(toggle)
              L.activate {
                avatar.leadingAnchor:constraint { equalTo = content.leadingAnchor, constant = 16 },
                avatar.topAnchor:constraint { equalTo = content.topAnchor, constant = 12 },
                content.bottomAnchor:constraint { equalTo = avatar.bottomAnchor, constant = 12 },
                toggle.trailingAnchor:constraint { equalTo = content.layoutMarginsGuide.trailingAnchor },
                toggle.centerYAnchor:constraint { equalTo = content.centerYAnchor },
              }
              return content
            """
        let (loaded, simulation) = try simulate(list(body))
        expectFrame(simulation.solved.cell(0, 0), ScriptTests.rect(0, 0, 375, 64))
        expectFrame(simulation.solved.cell(0, 1), ScriptTests.rect(0, 64, 375, 64))
        #expect(loaded.constraintReports.isEmpty)
    }

    @Test("A multi-line label pinned to the margins wraps at the width it gets; a longer text makes a taller cell")
    func labelsWrap() throws {
        let body = """
              local content = L.view {}
              local text = L.label { text = row.text, numberOfLines = 0, translatesAutoresizingMaskIntoConstraints = false }
              content:addSubview(text)
              text:pinEdges(content.layoutMarginsGuide)
              return content
            """
        let long = String(repeating: "word ", count: 40)
        let (_, simulation) = try simulate(list(body, rows: "{ text = 'One line' }, { text = '\(long)' }"))
        // One 17-pt line: 20.287 → 20.5 at 2x, plus the 8-pt margins.
        expectFrame(simulation.solved.cell(0, 0), ScriptTests.rect(0, 0, 375, 36.5))
        let second = try #require(simulation.solved.cell(0, 1))
        #expect(second.height > 36.5 + 20)
    }

    @Test("Conflicts are logged in UIKit's words once per message, counted per cell; --strict-constraints fails")
    func conflictsAreLogged() throws {
        let body = """
              local content = L.view {}
              local box = L.view { accessibilityIdentifier = "box", translatesAutoresizingMaskIntoConstraints = false }
              content:addSubview(box)
              box:pinEdges()
              L.activate { box.heightAnchor:constraint { equalToConstant = 30 }, box.heightAnchor:constraint { equalToConstant = 50 } }
              return content
            """
        let (loaded, simulation) = try simulate(list(body))
        expectFrame(simulation.solved.cell(0, 0), ScriptTests.rect(0, 0, 375, 30))
        let report = try #require(loaded.constraintReports.reports.first)
        #expect(loaded.constraintReports.reports.count == 1)
        #expect(report.count == 2)
        #expect(report.message.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
        #expect(report.message.contains("\"<NSLayoutConstraint:0x6000021002d0 box.height == 30   (active, names: box:0x7fa000001dc0 )>\","))
        #expect(report.message.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x600002100320 box.height == 50"))
        #expect(report.message.hasSuffix("\t(1) \(scratch.path)/cells.lua:10\n\t(2) \(scratch.path)/cells.lua:10"))
        let message = try #require(failure(list(body), strict: true))
        #expect(message.hasPrefix("unsatisfiable constraints (--strict-constraints):\nUnable to simultaneously satisfy constraints."))
    }

    @Test("One conflict in cells of different texts is one report counting both cells, shown as the first cell gave it")
    func reportsIgnoreTexts() throws {
        let body = """
              local content = L.view {}
              local title = L.label { text = row.name }
              content:addSubview(title)
              L.activate { title.leadingAnchor:constraint { equalTo = content.leadingAnchor, constant = 16 } }
              return content
            """
        let (loaded, _) = try simulate(list(body, rows: "{ name = 'Ann' }, { name = 'Bob' }"))
        let reports = loaded.constraintReports.reports
        // Both cells leave the label translating its mask: one conflict per axis moved (x only here).
        #expect(reports.count == 1)
        #expect(reports.first?.count == 2)
        #expect(reports.first?.message.contains("UILabel:0x7fa000001dc0'Ann'.minX == 0") == true)
        #expect(loaded.constraintReports.text.hasSuffix("(cell [0, 0]; the same in 1 more)\n"))
    }

    @Test("What UIKit refuses is an error at the script's line, naming both anchors")
    func refusedConstraints() throws {
        let prelude = """
              local content = L.view {}
              local a = L.label { text = "Hi" }
              local b = L.view {}
              content:addSubview(a)
            """
        let cases: [(String, String)] = [
            ("a.leadingAnchor:constraint { equalTo = content.topAnchor }",
             "cells.lua:10: cannot constrain <NSLayoutXAxisAnchor:0x600000461200 \"UILabel:0x7fa000001dc0'Hi'.leading\"> to "
                + "<NSLayoutYAxisAnchor:0x600000460900 \"UIView:0x7fa0000016e0.top\">: their anchors are not of one kind "
                + "(x-axis, y-axis or dimension)"),
            ("L.activate { a.leadingAnchor:constraint { equalTo = b.leadingAnchor } }",
             "cells.lua:10: Unable to activate constraint with anchors <NSLayoutXAxisAnchor:0x600000461200 \"UILabel:0x7fa000001dc0'Hi'.leading\"> "
                + "and <NSLayoutXAxisAnchor:0x600000461a00 \"UIView:0x7fa0000024a0.leading\"> because they have no common ancestor.  "
                + "Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."),
            ("a.leadingAnchor:constraint { equalTo = content.leftAnchor }",
             "cells.lua:10: A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                + "Use leading/trailing for both or neither."),
            ("a.topAnchor:constraint { equalToConstant = 8 }",
             "cells.lua:10: A multiplier of 0 or a nil second item together with a location for the first attribute creates an "
                + "illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."),
            ("a.widthAnchor:constraint { equalToConstant = 0/0 }",
             "cells.lua:10: bad field 'equalToConstant' in constraint (finite number expected, got nan)"),
            ("a.widthAnchor:constraint { equalToConstant = 10, priority = 1001 }",
             "cells.lua:10: bad field 'priority' in constraint (priority greater than 0 and at most 1000 expected, got 1001)"),
            ("a.translatesAutoresizingMaskIntoConstraint = false",
             "cells.lua:10: cannot set 'translatesAutoresizingMaskIntoConstraint' on UILabel (did you mean 'translatesAutoresizingMaskIntoConstraints'?)"),
            ("content:addSubview(L.vstack { L.label { text = 'x' } })",
             "cells.lua:10: bad argument #1 to 'addSubview' (view expected, got a cell template: L.vstack, L.hstack, L.image, "
                + "L.spacer and L.box make templates; a view tree takes L.stack{…}, L.imageView{…}, L.view{…})"),
        ]
        for (line, expected) in cases {
            let message = try #require(failure(list(prelude + "\n      " + line + "\n      return content")), "\(line)")
            #expect(message.contains(expected), "\(line)")
        }
    }
}
